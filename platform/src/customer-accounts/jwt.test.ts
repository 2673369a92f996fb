import {generateKeyPairSync} from 'node:crypto';
import {SignJWT, UnsecuredJWT, createLocalJWKSet, jwtVerify} from 'jose';
import {describe, expect, it} from 'vitest';
import {jwks, signJwt, verifyJwt, type SigningKey} from './jwt.js';

function key(kid: string): SigningKey {
  const {privateKey, publicKey} = generateKeyPairSync('rsa', {modulusLength: 2048});
  return {kid, privateKey, publicKey};
}

const KEY = key('test-kid');
const CLAIMS = {iss: 'https://shopify.test/authentication/1', sub: 'gid://shopify/Customer/1', aud: 'client', exp: 2_000_000_000};

describe('ID tokens', () => {
  it('are RS256 JWTs that the published JWKS verifies with another client (jose jwtVerify)', async () => {
    const token = await signJwt(KEY, CLAIMS);
    const {payload, protectedHeader} = await jwtVerify(token, createLocalJWKSet(await jwks(KEY)), {algorithms: ['RS256']});
    expect(protectedHeader).toEqual({alg: 'RS256', typ: 'JWT', kid: 'test-kid'});
    expect(payload).toMatchObject(CLAIMS);
    expect(payload.jti).toMatch(/^[0-9a-f]{18}$/);
    expect((await jwks(KEY)).keys[0]).toMatchObject({kty: 'RSA', kid: 'test-kid', use: 'sig', alg: 'RS256'});
  });

  it('keep `-` and `_` out of the header and payload, so a client reading them with atob can', async () => {
    for (let i = 0; i < 20; i++) {
      const [header, payload] = (await signJwt(KEY, {...CLAIMS, email: `shopper${i}@example.com`})).split('.') as [string, string];
      expect(header + payload).not.toMatch(/[-_]/);
      expect(JSON.parse(atob(payload))).toMatchObject({email: `shopper${i}@example.com`});
    }
  });

  it('verify to their claims, an expired one too (expiry is the caller’s)', async () => {
    expect(await verifyJwt(KEY, await signJwt(KEY, CLAIMS))).toMatchObject(CLAIMS);
    expect(await verifyJwt(KEY, await signJwt(KEY, {...CLAIMS, exp: 1}))).toMatchObject({exp: 1});
  });

  it('refuse another key, a changed payload, no signature, another algorithm and garbage', async () => {
    const token = await signJwt(KEY, CLAIMS);
    const [header, , signature] = token.split('.') as [string, string, string];
    const forged = btoa(JSON.stringify({...CLAIMS, sub: 'gid://shopify/Customer/2'})).replace(/=+$/, '');
    const hmac = await new SignJWT(CLAIMS).setProtectedHeader({alg: 'HS256'}).sign(new TextEncoder().encode('secret'));
    expect(await verifyJwt(key('other'), token)).toBeUndefined();
    expect(await verifyJwt(KEY, `${header}.${forged}.${signature}`)).toBeUndefined();
    expect(await verifyJwt(KEY, new UnsecuredJWT(CLAIMS).encode())).toBeUndefined();
    expect(await verifyJwt(KEY, hmac)).toBeUndefined();
    expect(await verifyJwt(KEY, 'not.a.jwt')).toBeUndefined();
    expect(await verifyJwt(KEY, '')).toBeUndefined();
  });
});
