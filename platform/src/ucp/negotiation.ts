/**
 * UCP version negotiation as the 2026-08-25 release defines it: the business selects. An agent
 * names its profile in each call's `meta["ucp-agent"].profile`; the platform fetches it (within the
 * guard every agent-chosen URL is fetched in), keeps it, and answers in the newest version both
 * declare, or the release's `version_unsupported` when they share none. A profile URL the guard
 * refuses (not https, not a public address) is never fetched: the release's `invalid_profile_url`.
 * An agent naming no profile, or one that cannot be fetched or read, is answered in 2026-04-08, as
 * every agent was before negotiation existed (2026-04-08 agents name profiles this platform never
 * fetched; refusing them now would break them).
 */
import {BoundedCache, directoryTtlMs} from './signed-agents.js';
import {guardedGet, RefusedAddress} from './guarded-fetch.js';
import {DEFAULT_UCP_VERSION, UCP_VERSIONS, type UcpVersion} from './version.js';

/** A profile's fetch may take this long and be this large (the release: no lower than 128 KiB). */
export const PROFILE_TIMEOUT_MS = 2_000;
export const MAX_PROFILE_BYTES = 128 * 1024;
/** Profiles kept at most, and how long one that could not be had is not asked for again. */
const MAX_PROFILES = 256;
const FAILED_PROFILE_TTL_MS = 30_000;

/** The release's negotiation errors this platform answers, over MCP as JSON-RPC error -32001. */
export type NegotiationErrorCode = 'invalid_profile_url' | 'version_unsupported';
export const NEGOTIATION_ERROR_CODE = -32001;

export interface NegotiationFailure {
  code: NegotiationErrorCode;
  content: string;
}

export type Negotiation = {version: UcpVersion} | {failure: NegotiationFailure};

const VERSION = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The versions an agent's profile declares: its `ucp.version`, and any older ones it names in
 * `supported_versions`; null when the document is no UCP profile.
 */
export function declaredVersions(profile: unknown): string[] | null {
  const ucp = (profile as {ucp?: {version?: unknown; supported_versions?: unknown}} | null)?.ucp;
  if (!ucp || typeof ucp.version !== 'string' || !VERSION.test(ucp.version)) return null;
  const older = ucp.supported_versions && typeof ucp.supported_versions === 'object' ? Object.keys(ucp.supported_versions) : [];
  return [ucp.version, ...older.filter((v) => VERSION.test(v))];
}

/** The newest version both sides declare, or the release's `version_unsupported` naming what the shop speaks. */
export function selectVersion(declared: readonly string[]): Negotiation {
  const version = UCP_VERSIONS.find((v) => declared.includes(v));
  if (version) return {version};
  const ours = [...UCP_VERSIONS].reverse().join(' and ');
  return {
    failure: {
      code: 'version_unsupported',
      content: `Protocol version ${declared[0] ?? 'unknown'} is not supported. This business supports versions ${ours}.`,
    },
  };
}

/** The JSON-RPC error message the release gives each failure. */
export const negotiationMessage = (code: NegotiationErrorCode) =>
  code === 'version_unsupported' ? 'Protocol version not supported' : 'UCP discovery failed';

/** What a profile URL gave: the versions it declares, the guard's refusal, or nothing usable (null). */
type Fetched = {versions: string[] | null} | {failure: NegotiationFailure};

export interface VersionNegotiator {
  negotiate(profileUrl: unknown): Promise<Negotiation>;
}

export function createVersionNegotiator({
  allowedHosts,
  log = () => undefined,
  fetchProfile = (url: URL) =>
    guardedGet(url, {
      allowedHosts,
      timeoutMs: PROFILE_TIMEOUT_MS,
      maxBytes: MAX_PROFILE_BYTES,
      accept: 'application/json',
      what: 'an agent profile',
    }),
}: {
  allowedHosts: ReadonlySet<string>;
  log?: (message: string, error?: unknown) => void;
  fetchProfile?: (url: URL) => Promise<{status: number; cacheControl: string | undefined; body: string}>;
}): VersionNegotiator {
  const profiles = new BoundedCache<Fetched>(MAX_PROFILES);
  const pending = new Map<string, Promise<Fetched>>();

  async function load(url: URL): Promise<{fetched: Fetched; ttlMs: number}> {
    let answer;
    try {
      answer = await fetchProfile(url);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log(`agent profile ${url.origin} not used`, reason);
      if (error instanceof RefusedAddress) {
        return {
          fetched: {failure: {code: 'invalid_profile_url', content: `The agent profile URL is not fetched: ${reason}.`}},
          ttlMs: FAILED_PROFILE_TTL_MS,
        };
      }
      return {fetched: {versions: null}, ttlMs: FAILED_PROFILE_TTL_MS};
    }
    if (answer.status !== 200) {
      log(`agent profile ${url.origin} not used`, `answered ${answer.status}`);
      return {fetched: {versions: null}, ttlMs: FAILED_PROFILE_TTL_MS};
    }
    let versions: string[] | null = null;
    try {
      versions = declaredVersions(JSON.parse(answer.body));
    } catch {
      versions = null;
    }
    if (!versions) {
      log(`agent profile ${url.origin} not used`, 'not a UCP profile (JSON with ucp.version)');
      return {fetched: {versions: null}, ttlMs: FAILED_PROFILE_TTL_MS};
    }
    return {fetched: {versions}, ttlMs: directoryTtlMs(answer.cacheControl)};
  }

  async function profileOf(url: URL): Promise<Fetched> {
    const cached = profiles.get(url.href);
    if (cached) return cached;
    let loading = pending.get(url.href);
    if (!loading) {
      // Concurrent calls naming one profile share one fetch.
      loading = load(url)
        .then(({fetched, ttlMs}) => (profiles.set(url.href, fetched, ttlMs), fetched))
        .finally(() => pending.delete(url.href));
      pending.set(url.href, loading);
    }
    return loading;
  }

  return {
    async negotiate(profileUrl) {
      if (profileUrl === undefined) return {version: DEFAULT_UCP_VERSION};
      let url: URL;
      try {
        if (typeof profileUrl !== 'string') throw new TypeError('not a string');
        url = new URL(profileUrl);
      } catch {
        return {failure: {code: 'invalid_profile_url', content: 'meta["ucp-agent"].profile is not a URL.'}};
      }
      const fetched = await profileOf(url);
      if ('failure' in fetched) return fetched;
      return fetched.versions ? selectVersion(fetched.versions) : {version: DEFAULT_UCP_VERSION};
    },
  };
}
