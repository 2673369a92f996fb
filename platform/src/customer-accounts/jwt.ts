import {createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, type KeyObject} from 'node:crypto';
import {SignJWT, base64url, compactVerify, exportJWK} from 'jose';
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

const ALG = 'RS256';

/** The JWKS that verifies the ID tokens (`/.well-known/jwks.json`). */
export async function jwks(key: SigningKey) {
  return {keys: [{...(await exportJWK(key.publicKey)), kid: key.kid, use: 'sig', alg: ALG}]};
}

const encoded = (value: unknown) => base64url.encode(JSON.stringify(value));

/**
 * An RS256 JWT, signed by jose. Clients such as Hydrogen read the payload with plain `atob`, which
 * refuses the base64url letters `-` and `_`; a random `jti` is drawn again until the header and
 * payload need neither (jose encodes both as `JSON.stringify` gives them, as checked here), so the
 * token stays a valid JWT that those clients can also read.
 */
export async function signJwt(key: SigningKey, claims: Record<string, unknown>): Promise<string> {
  const header = {alg: ALG, typ: 'JWT', kid: key.kid};
  let payload: Record<string, unknown> = claims;
  for (let i = 0; i < 200; i++) {
    payload = {...claims, jti: randomBytes(9).toString('hex')};
    if (!/[-_]/.test(encoded(header) + encoded(payload))) break;
  }
  return new SignJWT(payload).setProtectedHeader(header).sign(key.privateKey);
}

/**
 * The claims of a JWT this server signed, or undefined (bad signature, another algorithm,
 * malformed). Only the signature is checked: expiry is the caller's (a logout accepts an expired
 * ID token as its hint).
 */
export async function verifyJwt(key: SigningKey, token: string): Promise<Record<string, unknown> | undefined> {
  try {
    const {payload} = await compactVerify(token, key.publicKey, {algorithms: [ALG]});
    const claims: unknown = JSON.parse(new TextDecoder().decode(payload));
    return claims && typeof claims === 'object' && !Array.isArray(claims) ? (claims as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
