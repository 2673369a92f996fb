import {CacheShort} from '@shopify/hydrogen';
import type {ContentClient} from '~/clients/content/client';
import {readRequestCookie, setCookie} from '~/infra/cookies.server';
import {safeKv} from '~/infra/kv.server';
import {CONSENT_COOKIE, parseConsent} from '~/features/consent/consent';
import {
  EXPERIMENT_COOKIE,
  EXPERIMENT_QUERY_PARAM,
  assignExperiment,
  formatExperimentRef,
  toExperimentDefinition,
  type AssignmentResult,
  type ExperimentDefinition,
} from './assign';
import {recordAssignment} from './assignment-log.server';

export interface ExperimentsOptions {
  request: Request;
  content: ContentClient;
  kv: KVNamespace | undefined;
  kvFails?: boolean;
  /** The request comes from a crawler (`isbot`): no experiment. */
  isBot: boolean;
  waitUntil: (promise: Promise<unknown>) => void;
}

/** The experiment definitions of the CMS; none when the CMS cannot answer. */
export async function loadExperimentDefinitions(content: ContentClient): Promise<ExperimentDefinition[]> {
  try {
    const entries = await content.getEntries<Record<string, unknown>>(
      {content_type: 'experiment', include: 0, limit: 50},
      {cache: CacheShort()},
    );
    return entries.map((entry) => toExperimentDefinition(entry.fields)).filter((d): d is ExperimentDefinition => d !== null);
  } catch {
    return [];
  }
}

/**
 * Per-request experiments: `assign()` runs once (the root loader awaits it
 * before rendering, so the HTML already carries the variant), and
 * `setCookieHeader()` tells the fetch handler which cookie to add.
 */
export function createExperiments({request, content, kv, kvFails = false, isBot, waitUntil}: ExperimentsOptions) {
  let pending: Promise<AssignmentResult | null> | undefined;
  let cookieHeader: string | null = null;
  const store = safeKv(kv, 'experiments', {fail: kvFails});

  async function run(): Promise<AssignmentResult | null> {
    if (isBot) return null;
    const url = new URL(request.url);
    const declined = parseConsent(readRequestCookie(request, CONSENT_COOKIE)) === 'denied';
    const forced = url.searchParams.get(EXPERIMENT_QUERY_PARAM);
    const definitions = await loadExperimentDefinitions(content);
    // A visitor who declined cookies sees only a forced variant, remembered nowhere.
    const result = assignExperiment({
      definitions,
      forced,
      cookie: declined ? null : readRequestCookie(request, EXPERIMENT_COOKIE),
      isBot: false,
    });
    if (!result) return null;
    if (declined) return result.source === 'forced' ? result : null;
    if (result.source !== 'cookie') {
      cookieHeader = setCookie('experiment', formatExperimentRef(result.assignment), request, {maxAge: result.assignment.maxAge});
      // A failing namespace (test hook) batches apart from the real one.
      if (kv) recordAssignment(store, kvFails ? store : kv, result.assignment, result.source, new Date(), waitUntil);
    }
    return result;
  }

  return {
    assign(): Promise<AssignmentResult | null> {
      pending ??= run().catch((error) => {
        console.error('[experiments] assignment failed:', error);
        return null;
      });
      return pending;
    },
    setCookieHeader: () => cookieHeader,
  };
}

export type Experiments = ReturnType<typeof createExperiments>;
