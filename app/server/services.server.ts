import type {ContentClient} from '~/clients/content/client';
import {analyticsConfigFromEnv} from '~/features/analytics/config';
import {thirdPartySources} from '~/features/analytics/csp';
import {createExperiments} from '~/features/experiments/experiments.server';
import {originOf} from '~/infra/urls';
import {isBotAgent} from './bot.server';
import {testHooks} from './test-hooks.server';

/** The browser-side settings of the edge services, sent with the root loader. */
export interface EdgeClientConfig {
  analytics: {gtmId: string} | null;
  chatProvider: {scriptUrl: string; globalName: string} | null;
  consentTool: {scriptUrl: string; globalName: string; bannerSelector: string | null} | null;
}

const HTTPS_URL = /^https:\/\/[^\s"'<>]+$/;
const GLOBAL_NAME = /^[A-Za-z_$][\w$]{0,63}$/;

function scriptUrl(value: string | undefined): string | null {
  const url = value?.trim();
  return url && HTTPS_URL.test(url) ? url : null;
}

function globalName(value: string | undefined, fallback: string): string {
  const name = value?.trim();
  return name && GLOBAL_NAME.test(name) ? name : fallback;
}

/**
 * The built-in support chat talks to the platform's `/chat/messages`:
 * `SUPPORT_API_URL`, or by default the local platform when the store
 * domain points at one (the embedded setup). Null: no built-in backend.
 */
export function supportApiOrigin(env: Pick<Env, 'SUPPORT_API_URL' | 'PUBLIC_STORE_DOMAIN'>): string | null {
  if (env.SUPPORT_API_URL) return originOf(env.SUPPORT_API_URL);
  const store = originOf(env.PUBLIC_STORE_DOMAIN);
  return store && /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(store) ? store : null;
}

/**
 * Experiments, third-party configuration and test hooks for one request:
 * the part of the load context the edge-services area owns.
 */
export function createEdgeServices({
  request,
  env,
  content,
  waitUntil,
}: {
  request: Request;
  env: Env;
  content: ContentClient;
  waitUntil: (promise: Promise<unknown>) => void;
}) {
  const hooks = testHooks(request, env);
  const analytics = analyticsConfigFromEnv(env.ANALYTICS_CONFIG);
  const chatScript = scriptUrl(env.CHAT_PROVIDER_SCRIPT_URL);
  const consentScript = scriptUrl(env.CONSENT_TOOL_SCRIPT_URL);
  const isBot = isBotAgent(request.headers.get('user-agent'));
  const clientConfig: EdgeClientConfig = {
    analytics: analytics ? {gtmId: analytics.id} : null,
    chatProvider: chatScript ? {scriptUrl: chatScript, globalName: globalName(env.CHAT_PROVIDER_GLOBAL, 'ChatService')} : null,
    consentTool: consentScript
      ? {
          scriptUrl: consentScript,
          globalName: globalName(env.CONSENT_TOOL_GLOBAL, 'ConsentTool'),
          bannerSelector: env.CONSENT_BANNER_SELECTOR?.trim() || null,
        }
      : null,
  };
  return {
    hooks,
    waitUntil,
    /** Crawlers get no experiment, no consent banner and no chat launcher. */
    isBot,
    clientConfig,
    csp: thirdPartySources({analytics, chatScriptUrl: chatScript, consentScriptUrl: consentScript}),
    experiments: createExperiments({request, content, kv: env.EXPERIMENTS, kvFails: hooks.kvFails, isBot, waitUntil}),
  };
}
