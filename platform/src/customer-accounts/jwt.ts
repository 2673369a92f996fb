import {createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, sign, verify, type KeyObject} from 'node:crypto';
import {getMeta, setMeta, type DB} from '../store/db.js';

export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
}

/** The ID-token signing key, kept in the database so a restart does not void issued tokens. */
export function signingKey(db: DB): SigningKey {
  let pem = getMeta(db, 'ca_signing_key');
  if (!pem) {
    const {privateKey} = generateKeyPairSync('rsa', {modulusLength: 2048});
    pem = privateKey.export({type: 'pkcs8', format: 'pem'}).toString();
    setMeta(db, 'ca_signing_key', pem);
  }
  const privateKey = createPrivateKey(pem);
  const publicKey = createPublicKey(privateKey);
  const jwk = publicKey.export({format: 'jwk'});
  return {kid: String(jwk.n).slice(0, 16), privateKey, publicKey};
}

export function jwks(key: SigningKey) {
  return {keys: [{...key.publicKey.export({format: 'jwk'}), kid: key.kid, use: 'sig', alg: 'RS256'}]};
}

const b64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');

/**
 * An RS256 JWT. Clients such as Hydrogen read the payload with plain `atob`, which refuses
 * the base64url letters `-` and `_`; a random `jti` is drawn again until the header and
 * payload need neither, so the token stays a valid JWT that those clients can also read.
 */
export function signJwt(key: SigningKey, claims: Record<string, unknown>): string {
  const header = b64url(JSON.stringify({alg: 'RS256', typ: 'JWT', kid: key.kid}));
  let payload = '';
  for (let i = 0; i < 200; i++) {
    payload = b64url(JSON.stringify({...claims, jti: randomBytes(9).toString('hex')}));
    if (!/[-_]/.test(header + payload)) break;
  }
  const signature = sign('sha256', Buffer.from(`${header}.${payload}`), key.privateKey);
  return `${header}.${payload}.${b64url(signature)}`;
}

/** The claims of a JWT this server signed, or undefined (bad signature, malformed). Expiry is the caller's. */
export function verifyJwt(key: SigningKey, token: string): Record<string, unknown> | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [header, payload, signature] = parts as [string, string, string];
  try {
    if (!verify('sha256', Buffer.from(`${header}.${payload}`), key.publicKey, Buffer.from(signature, 'base64url'))) return undefined;
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}
