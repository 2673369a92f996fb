/**
 * The signed tier's pure rules (Web Bot Auth: an agent signs each request with an Ed25519 key
 * published in its key directory). The verification itself is the `web-bot-auth` library's; what
 * is here decides which authority counts, where a directory may be fetched from, how long it is
 * kept, and which nonces were already seen.
 */
import {BlockList, isIP} from 'node:net';

/** Where a Web Bot Auth key directory lives on the agent's origin. */
export const DIRECTORY_PATH = '/.well-known/http-message-signatures-directory';
/** The header in which the shop names the host the agent called, believed only beside the shop's private token. */
export const FORWARDED_HOST_HEADER = 'x-forwarded-host';

/**
 * The authority the agent's signature must cover. An agent calls the shop, and the shop's proxy
 * calls the platform: the host the agent signed is the shop's, which only the shop can tell, so
 * its word counts when it comes with its private token. Anyone else is answered for the host it
 * called the platform at. Null when that is no host at all.
 */
export function signedAuthority(host: string | undefined, forwardedHost: string | undefined, vouched: boolean): string | null {
  const candidate = (vouched && forwardedHost?.trim() ? forwardedHost : host)?.trim();
  if (!candidate || /[\s/?#@\\,]/.test(candidate)) return null;
  try {
    const url = new URL(`http://${candidate}`);
    return url.host || null;
  } catch {
    return null;
  }
}

/**
 * The directory a `Signature-Agent` header names (a quoted string, as `web-bot-auth` signs it, or
 * a bare URL): its origin's well-known path. Null for anything but an http(s) origin.
 */
export function directoryUrlOf(signatureAgent: string | undefined): URL | null {
  const raw = signatureAgent?.trim().replace(/^"(.*)"$/, '$1');
  if (!raw) return null;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (url.username || url.password) return null;
    return new URL(DIRECTORY_PATH, url.origin);
  } catch {
    return null;
  }
}

/** The hosts an allow setting names (`PLATFORM_UCP_AGENT_HOSTS_ALLOWED`, comma separated), lower case, IPv6 without brackets. */
export function allowedHostsFrom(setting: string | undefined): ReadonlySet<string> {
  return new Set(
    (setting ?? '')
      .split(',')
      .map((host) =>
        host
          .trim()
          .toLowerCase()
          .replace(/^\[(.*)\]$/, '$1'),
      )
      .filter(Boolean),
  );
}

/** A URL's host as the allow setting spells it. */
export const hostOf = (url: URL) => url.hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');

/**
 * Addresses no agent's directory may sit at: this machine, private and shared networks, link-local
 * (a cloud's metadata service), documentation, multicast and reserved ranges. Fetching those on an
 * agent's word would let any agent probe the platform's own network.
 */
const NOT_PUBLIC = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const) {
  NOT_PUBLIC.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(net, prefix, 'ipv6');
}

/** Whether an address is one on the public internet; an IPv4-mapped IPv6 address is judged as its IPv4 one. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[(.*)\]$/, '$1');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  const ip = mapped ? mapped[1]! : bare;
  const family = isIP(ip);
  if (family === 4) return !NOT_PUBLIC.check(ip, 'ipv4');
  if (family === 6) return !/^::ffff:/i.test(ip) && !NOT_PUBLIC.check(ip, 'ipv6');
  return false;
}

/**
 * How long a fetched directory is kept: its `max-age`, within a minute and a day (a directory that
 * asks for less would be fetched on every call; one that asks for more would keep a revoked key
 * for too long), five minutes when it says nothing.
 */
export const DIRECTORY_TTL = {minMs: 60_000, maxMs: 86_400_000, defaultMs: 300_000} as const;

export function directoryTtlMs(cacheControl: string | null | undefined): number {
  const maxAge = /(?:^|,)\s*max-age\s*=\s*"?(\d+)"?/i.exec(cacheControl ?? '');
  if (!maxAge) return DIRECTORY_TTL.defaultMs;
  return Math.min(DIRECTORY_TTL.maxMs, Math.max(DIRECTORY_TTL.minMs, Number(maxAge[1]) * 1000));
}

/** A map whose entries end at their own time and which holds at most `maxEntries` (the oldest go first). */
export class BoundedCache<V> {
  readonly #entries = new Map<string, {value: V; until: number}>();
  constructor(
    readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.until <= this.now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V, ttlMs: number): void {
    this.#entries.delete(key);
    if (this.#entries.size >= this.maxEntries) {
      const at = this.now();
      for (const [k, entry] of this.#entries) if (entry.until <= at) this.#entries.delete(k);
      while (this.#entries.size >= this.maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
    }
    this.#entries.set(key, {value, until: this.now() + ttlMs});
  }

  get size() {
    return this.#entries.size;
  }
}

/** The longest a signature may be valid: the span for which its nonce is remembered, so memory stays bounded. */
export const MAX_SIGNATURE_VALIDITY_MS = 300_000;
/** Nonces remembered at most; past it, with none ended, a new signature is not believed (anonymous) rather than a replay let through. */
export const MAX_REMEMBERED_NONCES = 100_000;

/**
 * The nonces seen per key, each until its signature expires: a signature presented twice within
 * its validity is a replay. `accept` is true the first time only.
 */
export class NonceLedger {
  readonly #seen = new Map<string, number>();
  constructor(
    private readonly maxEntries = MAX_REMEMBERED_NONCES,
    private readonly now: () => number = Date.now,
  ) {}

  accept(keyid: string, nonce: string, expiresAt: number): boolean {
    const key = `${keyid} ${nonce}`;
    const at = this.now();
    const until = this.#seen.get(key);
    if (until !== undefined && until > at) return false;
    if (this.#seen.size >= this.maxEntries) {
      for (const [k, end] of this.#seen) if (end <= at) this.#seen.delete(k);
      if (this.#seen.size >= this.maxEntries) return false;
    }
    this.#seen.set(key, expiresAt);
    return true;
  }
}

/** The components a signature must cover to be believed: the host the agent called and the directory it names. */
export const REQUIRED_COMPONENTS = ['@authority', 'signature-agent'] as const;

/** Whether a signature base (as the library builds it, one `"name": value` line per component) covers every required component. */
export function coversRequiredComponents(signatureBase: string): boolean {
  const names = new Set(signatureBase.split('\n').map((line) => /^"([^"]+)"/.exec(line)?.[1]));
  return REQUIRED_COMPONENTS.every((name) => names.has(name));
}
