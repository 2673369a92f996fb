import type {ContentClient} from '~/clients/content/client';
import {thirdPartySources} from '~/features/analytics/csp';
import {createExperiments} from '~/features/experiments/experiments.server';
import {isBotAgent} from './bot.server';
import {testHooks} from './test-hooks.server';
import type {ShopConfig} from './env.server';

export type {EdgeClientConfig} from './env.server';

/**
 * `context.edge`: the experiments, third-party configuration, crawler check and
 * test hooks of one request, built at the edge before any loader runs.
 */
export function createEdgeContext({
  request,
  env,
  config,
  content,
  waitUntil,
}: {
  request: Request;
  env: Pick<Env, 'EXPERIMENTS'>;
  config: ShopConfig;
  content: ContentClient;
  waitUntil: (promise: Promise<unknown>) => void;
}) {
  const hooks = testHooks(request, config.testHooks);
  const {analytics, client, chatScriptUrl, consentScriptUrl} = config.thirdParty;
  const isBot = isBotAgent(request.headers.get('user-agent'));
  return {
    hooks,
    waitUntil,
    /** Crawlers get no experiment, no consent banner and no chat launcher. */
    isBot,
    clientConfig: client,
    csp: thirdPartySources({analytics, chatScriptUrl, consentScriptUrl}),
    experiments: createExperiments({request, content, kv: env.EXPERIMENTS, kvFails: hooks.kvFails, isBot, waitUntil}),
  };
}
