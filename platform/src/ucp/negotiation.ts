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
import {capabilitiesOf, DEFAULT_UCP_VERSION, UCP_2026_04_08, UCP_VERSIONS, type UcpVersion} from './version.js';

/** A profile's fetch may take this long and be this large (the release: no lower than 128 KiB). */
export const PROFILE_TIMEOUT_MS = 2_000;
export const MAX_PROFILE_BYTES = 128 * 1024;
/** Profiles kept at most, and how long one that could not be had is not asked for again. */
const MAX_PROFILES = 256;
/**
 * Profile fetches in flight at most: past it, a profile not already on its way is not fetched (the
 * call is answered in 2026-04-08), so agents naming ever new URLs cannot make the platform open ever more connections.
 */
export const MAX_PENDING_PROFILES = 32;
const FAILED_PROFILE_TTL_MS = 30_000;

/** The release's negotiation errors this platform answers, over MCP as JSON-RPC error -32001. */
export type NegotiationErrorCode = 'invalid_profile_url' | 'version_unsupported';
export const NEGOTIATION_ERROR_CODE = -32001;

export interface NegotiationFailure {
  code: NegotiationErrorCode;
  content: string;
}

/**
 * The version selected and, when the agent's profile declares capabilities, the ones active for it:
 * the shop's at that version the agent declares at that version too, less extensions left without a parent.
 */
export interface Negotiated {
  version: UcpVersion;
  capabilities?: ReadonlySet<string>;
}
export type Negotiation = Negotiated | {failure: NegotiationFailure};

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

/**
 * The capabilities a profile declares, each with the versions it names; null when it declares no
 * registry (the agent then gets every capability of the version).
 */
export function declaredCapabilities(profile: unknown): Map<string, Set<string>> | null {
  const registry = (profile as {ucp?: {capabilities?: unknown}} | null)?.ucp?.capabilities;
  if (!registry || typeof registry !== 'object' || Array.isArray(registry)) return null;
  const declared = new Map<string, Set<string>>();
  for (const [name, entries] of Object.entries(registry)) {
    const versions = (Array.isArray(entries) ? entries : [])
      .map((e: {version?: unknown}) => e?.version)
      .filter((v) => typeof v === 'string');
    declared.set(name, new Set(versions as string[]));
  }
  return declared;
}

/**
 * The release's intersection: each of the shop's capabilities at `version` that the agent declares
 * at that version, then extensions pruned until each keeps at least one parent.
 */
export function intersectCapabilities(version: UcpVersion, declared: ReadonlyMap<string, ReadonlySet<string>>): Set<string> {
  const ours = capabilitiesOf(version);
  const active = new Set(Object.entries(ours).flatMap(([name, info]) => (declared.get(name)?.has(info.version) ? [name] : [])));
  let pruned = true;
  while (pruned) {
    pruned = false;
    for (const name of active) {
      const parents = (ours as Record<string, {extends?: string | string[]}>)[name]?.extends;
      if (parents === undefined) continue;
      if (![parents].flat().some((parent) => active.has(parent))) {
        active.delete(name);
        pruned = true;
      }
    }
  }
  return active;
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
type Fetched = {versions: string[] | null; capabilities?: Map<string, Set<string>> | null} | {failure: NegotiationFailure};

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
    let capabilities: Map<string, Set<string>> | null = null;
    try {
      const profile: unknown = JSON.parse(answer.body);
      versions = declaredVersions(profile);
      capabilities = declaredCapabilities(profile);
    } catch {
      versions = null;
    }
    if (!versions) {
      log(`agent profile ${url.origin} not used`, 'not a UCP profile (JSON with ucp.version)');
      return {fetched: {versions: null}, ttlMs: FAILED_PROFILE_TTL_MS};
    }
    return {fetched: {versions, capabilities}, ttlMs: directoryTtlMs(answer.cacheControl)};
  }

  async function profileOf(url: URL): Promise<Fetched> {
    const cached = profiles.get(url.href);
    if (cached) return cached;
    let loading = pending.get(url.href);
    if (!loading && pending.size >= MAX_PENDING_PROFILES) {
      log(`agent profile ${url.origin} not fetched`, `${MAX_PENDING_PROFILES} profile fetches already in flight`);
      return {versions: null};
    }
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
      if (!fetched.versions) return {version: DEFAULT_UCP_VERSION};
      const selected = selectVersion(fetched.versions);
      // 2026-04-08 answers stay as they always were: no capability is withheld from them.
      if ('failure' in selected || selected.version === UCP_2026_04_08 || !fetched.capabilities) return selected;
      return {...selected, capabilities: intersectCapabilities(selected.version, fetched.capabilities)};
    },
  };
}
