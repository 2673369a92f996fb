/**
 * Web Bot Auth's verification of an agent's request: its key directory fetched (from public
 * addresses only, unless the allow setting names the host) and kept, the signature checked by the
 * `web-bot-auth` library against the key its `keyid` names, and its nonce remembered. Whatever
 * fails, the agent is anonymous: a signature is a claim to more, never a condition to be served.
 */
import type {JsonWebKey} from 'node:crypto';
import {verify, helpers, jwkToKeyID, HTTP_MESSAGE_SIGNATURE_TAG} from 'web-bot-auth';
import {verifierFromJWK} from 'web-bot-auth/crypto';
import {
  BoundedCache,
  MAX_SIGNATURE_VALIDITY_MS,
  NonceLedger,
  coversRequiredComponents,
  directoryTtlMs,
  directoryUrlOf,
} from './signed-agents.js';
import {guardedGet} from './guarded-fetch.js';

/** A directory's fetch may take this long and be this large, and it may list this many keys. */
const FETCH_TIMEOUT_MS = 3_000;
const MAX_DIRECTORY_BYTES = 64 * 1024;
const MAX_KEYS = 16;
/** Directories kept at most, and how long a directory that could not be fetched is not asked again. */
const MAX_DIRECTORIES = 256;
const FAILED_DIRECTORY_TTL_MS = 60_000;

type Jwk = JsonWebKey & {kty?: string; crv?: string; x?: string};
/** A directory's Ed25519 keys by thumbprint (the `keyid` an agent signs with). */
type KeysById = ReadonlyMap<string, Jwk>;

export interface SignedAgentVerifier {
  /** The key's thumbprint when the request is a valid signed agent's, else null. */
  verify(request: {method: string; path: string; authority: string; headers: Headers}): Promise<string | null>;
}

export function createSignedAgentVerifier({
  allowedHosts,
  log = () => undefined,
}: {
  allowedHosts: ReadonlySet<string>;
  log?: (message: string, error?: unknown) => void;
}): SignedAgentVerifier {
  const directories = new BoundedCache<KeysById>(MAX_DIRECTORIES);
  const pending = new Map<string, Promise<KeysById>>();
  const nonces = new NonceLedger();

  async function keysOf(url: URL): Promise<KeysById> {
    const cached = directories.get(url.href);
    if (cached) return cached;
    let loading = pending.get(url.href);
    if (!loading) {
      // Concurrent calls from one agent share one fetch.
      loading = fetchDirectory(url, allowedHosts)
        .then(({keys, ttlMs}) => (directories.set(url.href, keys, ttlMs), keys))
        .catch((error: unknown) => {
          log(`agent key directory ${url.origin} not used`, error instanceof Error ? error.message : error);
          const none: KeysById = new Map();
          directories.set(url.href, none, FAILED_DIRECTORY_TTL_MS);
          return none;
        })
        .finally(() => pending.delete(url.href));
      pending.set(url.href, loading);
    }
    return loading;
  }

  return {
    async verify({method, path, authority, headers}) {
      const directory = directoryUrlOf(headers.get('signature-agent') ?? undefined);
      if (!directory || !headers.get('signature') || !headers.get('signature-input')) return null;
      const keys = await keysOf(directory);
      if (keys.size === 0) return null;
      let accepted: string | null = null;
      try {
        await verify({method, url: `http://${authority}${path}`, headers}, async (data, signature, params) => {
          if (params.tag !== HTTP_MESSAGE_SIGNATURE_TAG) throw new Error('not a Web Bot Auth signature');
          if (!coversRequiredComponents(data)) throw new Error('the signature does not cover @authority and signature-agent');
          if (!params.nonce) throw new Error('no nonce');
          if (params.expires.getTime() - params.created.getTime() > MAX_SIGNATURE_VALIDITY_MS) throw new Error('valid for too long');
          const jwk = keys.get(params.keyid);
          if (!jwk) throw new Error('keyid not in the directory');
          await (
            await verifierFromJWK(jwk)
          )(data, signature, params);
          // Remembered only once the signature holds: a forger cannot spend an agent's nonces.
          if (!nonces.accept(params.keyid, params.nonce, params.expires.getTime())) throw new Error('nonce replayed');
          accepted = params.keyid;
        });
      } catch {
        return null;
      }
      return accepted;
    },
  };
}

/** The directory's Ed25519 keys, fetched within the guard every agent-chosen URL is fetched in. */
async function fetchDirectory(url: URL, allowedHosts: ReadonlySet<string>): Promise<{keys: KeysById; ttlMs: number}> {
  const {status, cacheControl, body} = await guardedGet(url, {
    allowedHosts,
    timeoutMs: FETCH_TIMEOUT_MS,
    maxBytes: MAX_DIRECTORY_BYTES,
    accept: 'application/http-message-signatures-directory+json, application/json',
    what: 'a directory',
  });
  if (status !== 200) throw new Error(`answered ${status}`);
  const keys = new Map<string, Jwk>();
  const listed = (JSON.parse(body) as {keys?: unknown}).keys;
  if (!Array.isArray(listed)) throw new Error('no keys');
  for (const jwk of listed.slice(0, MAX_KEYS) as Jwk[]) {
    if (jwk?.kty !== 'OKP' || jwk.crv !== 'Ed25519' || typeof jwk.x !== 'string') continue;
    const key = {kty: 'OKP', crv: 'Ed25519', x: jwk.x};
    // The thumbprint (RFC 7638, SHA-256, base64url) an agent signs with as its keyid.
    keys.set(await jwkToKeyID(key, helpers.WEBCRYPTO_SHA256, helpers.BASE64URL_DECODE), key);
  }
  return {keys, ttlMs: directoryTtlMs(cacheControl)};
}
