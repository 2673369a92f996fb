import {createHash, createPublicKey, randomBytes, verify} from 'node:crypto';
import {rmSync} from 'node:fs';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {createPlatformServer, type PlatformServer} from '../src/server.js';
import {tempDir} from './helpers.js';

const SHOP = 'http://localhost:5999';
// Hydrogen names the https form of the shop's origin as its redirect URI.
const REDIRECT = 'https://localhost:5999/account/authorize';
const CLIENT = 'test-client-id';
const SHOP_ID = '1000000001';

interface Platform {
  server: PlatformServer;
  url: string;
  dir: string;
}

async function start(lifetimes = {}): Promise<Platform> {
  const dir = tempDir();
  const server = createPlatformServer({
    dataDir: dir,
    port: 0,
    host: '127.0.0.1',
    storefrontUrl: SHOP,
    customerAccountClientId: CLIENT,
    customerAccountLifetimes: lifetimes,
    log: () => {},
  });
  return {server, url: await server.listen(), dir};
}

let p: Platform;
/** Codes that expire after 30 ms: only for the test of an expired code (a busy host takes longer to exchange one). */
let shortCodes: Platform;
/** No grace for a refresh token just rotated, so its reuse is refused at once. */
let noGrace: Platform;
beforeAll(async () => {
  [p, shortCodes, noGrace] = await Promise.all([start(), start({authCodeMs: 30}), start({rotationGraceMs: 0})]);
});
afterAll(async () => {
  for (const x of [p, shortCodes, noGrace]) {
    await x.server.close();
    rmSync(x.dir, {recursive: true, force: true});
  }
});

const auth = (x: Platform) => `${x.url}/customer-accounts/authentication/${SHOP_ID}`;
const api = (x: Platform) => `${x.url}/customer-accounts/${SHOP_ID}/account/customer/api/2025-04/graphql`;

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return {verifier, challenge: createHash('sha256').update(verifier).digest('base64url')};
}

function authorizeUrl(x: Platform, overrides: Record<string, string | null> = {}) {
  const params: Record<string, string | null> = {
    client_id: CLIENT,
    response_type: 'code',
    redirect_uri: REDIRECT,
    scope: 'openid email customer-account-api:full',
    state: 'state-123',
    nonce: 'nonce-456',
    code_challenge: pkce().challenge,
    code_challenge_method: 'S256',
    ...overrides,
  };
  const url = new URL(`${auth(x)}/oauth/authorize`);
  for (const [k, v] of Object.entries(params)) if (v !== null) url.searchParams.set(k, v);
  return url.toString();
}

const post = (url: string, form: Record<string, string>) =>
  fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: {'Content-Type': 'application/x-www-form-urlencoded'},
    body: new URLSearchParams(form),
  });

/** The newest login code mailed to `email`, read from the outbox like a shopper would. */
function mailedCode(x: Platform, email: string): string {
  const mail = x.server.context.outbox.list().find((m) => m.kind === 'login_code' && m.to === email);
  return /\b(\d{6})\b/.exec(mail?.text ?? '')![1]!;
}

const loginId = (html: string) => /name="login" value="([^"]+)"/.exec(html)![1]!;

/** Runs the hosted login for `email` and returns the authorization code from the redirect. */
async function signIn(x: Platform, email: string, overrides: Record<string, string | null> = {}) {
  const url = authorizeUrl(x, overrides);
  expect((await fetch(url)).status).toBe(200);
  const codePage = await post(url, {step: 'email', email});
  const id = loginId(await codePage.text());
  const answer = await post(url, {step: 'code', login: id, code: mailedCode(x, email)});
  expect(answer.status).toBe(302);
  const location = new URL(answer.headers.get('location')!);
  return {location, code: location.searchParams.get('code')!};
}

const token = (x: Platform, form: Record<string, string>) => post(`${auth(x)}/oauth/token`, {client_id: CLIENT, ...form});

async function exchange(x: Platform, email: string) {
  const {verifier, challenge} = pkce();
  const {code} = await signIn(x, email, {code_challenge: challenge});
  const res = await token(x, {grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: verifier});
  expect(res.status).toBe(200);
  return (await res.json()) as {access_token: string; refresh_token: string; id_token: string; expires_in: number};
}

const gql = (x: Platform, accessToken: string | null, query: string, variables?: unknown) =>
  fetch(api(x), {
    method: 'POST',
    headers: {'Content-Type': 'application/json', ...(accessToken ? {Authorization: accessToken} : {})},
    body: JSON.stringify({query, variables}),
  });

describe('authorization server: sign-in', () => {
  it('e-mail, mailed 6-digit code, redirect to the registered URI (http on loopback) with code and state', async () => {
    const {location, code} = await signIn(p, 'first@example.com');
    expect(`${location.origin}${location.pathname}`).toBe(`${SHOP}/account/authorize`);
    expect(location.searchParams.get('state')).toBe('state-123');
    expect(code).toMatch(/^[a-f0-9]{48}$/);
    // The hosted login created the account.
    expect(p.server.context.customers.byEmail('first@example.com')?.state).toBe('enabled');
  });

  it('issues tokens whose ID token carries the nonce and verifies against the JWKS; the API answers for that customer only', async () => {
    const tokens = await exchange(p, 'jwt@example.com');
    const [header, payload, signature] = tokens.id_token.split('.') as [string, string, string];
    const claims = JSON.parse(atob(payload)) as Record<string, unknown>;
    expect(claims).toMatchObject({nonce: 'nonce-456', aud: CLIENT, email: 'jwt@example.com', iss: auth(p)});
    const discovery = (await (await fetch(`${auth(p)}/.well-known/openid-configuration`)).json()) as Record<string, string>;
    expect(discovery).toMatchObject({
      issuer: auth(p),
      token_endpoint: `${auth(p)}/oauth/token`,
      code_challenge_methods_supported: ['S256'],
    });
    const {keys} = (await (await fetch(discovery.jwks_uri!)).json()) as {keys: Array<Record<string, string>>};
    const jwk = keys.find((k) => k.kid === JSON.parse(atob(header)).kid)!;
    const key = createPublicKey({key: jwk as never, format: 'jwk'});
    expect(verify('sha256', Buffer.from(`${header}.${payload}`), key, Buffer.from(signature, 'base64url'))).toBe(true);

    const res = await gql(p, tokens.access_token, '{ customer { emailAddress { emailAddress } } }');
    expect(await res.json()).toEqual({data: {customer: {emailAddress: {emailAddress: 'jwt@example.com'}}}});
  });

  it('answers 401 without a token or with an unknown one', async () => {
    for (const t of [null, 'shcat_nope']) {
      const res = await gql(p, t, '{ customer { id } }');
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toContain('invalid_token');
    }
  });

  it("refuses a document the official schema does not know, with Shopify's error shape", async () => {
    const {access_token} = await exchange(p, 'schema@example.com');
    const body = (await (await gql(p, access_token, '{ customer { email } }')).json()) as {
      errors: Array<{message: string; extensions: {code: string}}>;
    };
    expect(body.errors[0]).toMatchObject({message: "Field 'email' doesn't exist on type 'Customer'", extensions: {code: 'undefinedField'}});
  });

  it("never shows one customer's order or address to another", async () => {
    const a = await exchange(p, 'owner@example.com');
    const b = await exchange(p, 'other@example.com');
    const owner = p.server.context.customers.byEmail('owner@example.com')!;
    const addressId = p.server.context.customers.createAddress(owner.id, {
      address1: '1 Main St',
      city: 'Brooklyn',
      province: 'NY',
      zip: '11201',
    });
    const order = p.server.context.orders.create(owner.id, {
      email: owner.email,
      phone: null,
      lines: [],
      discountApplications: [],
      subtotal: 0,
      shipping: 0,
      shippingDiscount: 0,
      tax: 0,
      total: 0,
      financialStatus: 'PAID',
      fulfillmentStatus: 'UNFULFILLED',
      canceledAt: null,
      cancelReason: null,
      shippingAddress: null,
      billingAddress: null,
    });
    const read = 'query($id: ID!) { order(id: $id) { id } }';
    const own = (await (await gql(p, a.access_token, read, {id: `gid://shopify/Order/${order.id}`})).json()) as {data: {order: unknown}};
    expect(own.data.order).toEqual({id: `gid://shopify/Order/${order.id}`});
    const other = (await (await gql(p, b.access_token, read, {id: `gid://shopify/Order/${order.id}`})).json()) as {data: {order: unknown}};
    expect(other.data.order).toBeNull();
    const del = 'mutation($id: ID!) { customerAddressDelete(addressId: $id) { deletedAddressId userErrors { code field message } } }';
    const tried = (await (await gql(p, b.access_token, del, {id: `gid://shopify/CustomerAddress/${addressId}`})).json()) as {
      data: {customerAddressDelete: {userErrors: Array<{code: string}>}};
    };
    expect(tried.data.customerAddressDelete.userErrors[0]?.code).toBe('ADDRESS_ID_DOES_NOT_EXIST');
    expect(p.server.context.customers.address(addressId)).toBeDefined();
  });

  it('rotates refresh tokens: the new pair works, the old refresh token is invalid_grant', async () => {
    const x = noGrace;
    const {verifier, challenge} = pkce();
    const {code} = await signIn(x, 'refresh@example.com', {code_challenge: challenge});
    const first = (await (
      await token(x, {grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: verifier})
    ).json()) as {
      access_token: string;
      refresh_token: string;
    };
    const res = await token(x, {grant_type: 'refresh_token', refresh_token: first.refresh_token});
    const next = (await res.json()) as {access_token: string; refresh_token: string};
    expect(res.status).toBe(200);
    expect((await gql(x, next.access_token, '{ customer { id } }')).status).toBe(200);
    expect((await gql(x, first.access_token, '{ customer { id } }')).status).toBe(401);
    const again = await token(x, {grant_type: 'refresh_token', refresh_token: first.refresh_token});
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({error: 'invalid_grant'});
  });

  it('two refreshes of one session at the same moment get the same new pair, not a sign-out', async () => {
    const first = await exchange(p, 'parallel@example.com');
    const [a, b] = await Promise.all(
      [1, 2].map(
        async () =>
          (await (await token(p, {grant_type: 'refresh_token', refresh_token: first.refresh_token})).json()) as {refresh_token: string},
      ),
    );
    expect(a!.refresh_token).toMatch(/^shcrt_/);
    expect(b!.refresh_token).toBe(a!.refresh_token);
  });

  it('logout with the ID token ends the session at the provider and returns to the registered shop', async () => {
    const tokens = await exchange(p, 'logout@example.com');
    const url = new URL(`${auth(p)}/logout`);
    url.searchParams.set('id_token_hint', tokens.id_token);
    url.searchParams.set('post_logout_redirect_uri', 'https://localhost:5999');
    const res = await fetch(url, {redirect: 'manual'});
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`${SHOP}/`);
    expect((await gql(p, tokens.access_token, '{ customer { id } }')).status).toBe(401);
    expect((await token(p, {grant_type: 'refresh_token', refresh_token: tokens.refresh_token})).status).toBe(400);
  });
});

describe('authorization server: refusals, with the OAuth error names', () => {
  it('wrong PKCE verifier: invalid_grant', async () => {
    const {code} = await signIn(p, 'pkce@example.com');
    const res = await token(p, {grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: pkce().verifier});
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({error: 'invalid_grant'});
  });

  it('a reused code: invalid_grant, and the tokens the first use got are revoked', async () => {
    const {verifier, challenge} = pkce();
    const {code} = await signIn(p, 'reuse@example.com', {code_challenge: challenge});
    const form = {grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: verifier};
    const first = (await (await token(p, form)).json()) as {access_token: string};
    expect((await gql(p, first.access_token, '{ customer { id } }')).status).toBe(200);
    const second = await token(p, form);
    expect(second.status).toBe(400);
    expect(await second.json()).toMatchObject({error: 'invalid_grant', error_description: 'The authorization code was already used.'});
    expect((await gql(p, first.access_token, '{ customer { id } }')).status).toBe(401);
  });

  it('an expired code: invalid_grant', async () => {
    const {verifier, challenge} = pkce();
    const {code} = await signIn(shortCodes, 'late@example.com', {code_challenge: challenge});
    await new Promise((r) => setTimeout(r, 60));
    const res = await token(shortCodes, {grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: verifier});
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({error: 'invalid_grant', error_description: 'The authorization code has expired.'});
  });

  it('a redirect URI other than the authorization request named: invalid_grant at the token endpoint', async () => {
    const {verifier, challenge} = pkce();
    const {code} = await signIn(p, 'redirect@example.com', {code_challenge: challenge});
    const res = await token(p, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${SHOP}/account/authorize`,
      code_verifier: verifier,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({error: 'invalid_grant'});
  });

  it('an unregistered redirect URI at authorize: invalid_request shown on the page, never a redirect to it', async () => {
    const res = await fetch(authorizeUrl(p, {redirect_uri: 'https://evil.example/account/authorize'}), {redirect: 'manual'});
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
    expect(await res.text()).toContain('invalid_request');
  });

  it('a missing or oversized state: invalid_request back at the redirect URI', async () => {
    for (const state of [null, 'x'.repeat(513)]) {
      const res = await fetch(authorizeUrl(p, {state}), {redirect: 'manual'});
      expect(res.status).toBe(302);
      const location = new URL(res.headers.get('location')!);
      expect(location.searchParams.get('error')).toBe('invalid_request');
      expect(location.searchParams.get('code')).toBeNull();
    }
  });

  it('no PKCE challenge: invalid_request; another response type: unsupported_response_type; unknown client: invalid_client', async () => {
    const noPkce = await fetch(authorizeUrl(p, {code_challenge: null}), {redirect: 'manual'});
    expect(new URL(noPkce.headers.get('location')!).searchParams.get('error')).toBe('invalid_request');
    const implicit = await fetch(authorizeUrl(p, {response_type: 'token'}), {redirect: 'manual'});
    expect(new URL(implicit.headers.get('location')!).searchParams.get('error')).toBe('unsupported_response_type');
    const client = await token(p, {client_id: 'someone-else', grant_type: 'refresh_token', refresh_token: 'x'});
    expect(client.status).toBe(401);
    expect(await client.json()).toMatchObject({error: 'invalid_client'});
    const grant = await token(p, {grant_type: 'password'});
    expect(await grant.json()).toMatchObject({error: 'unsupported_grant_type'});
  });

  it('throttles wrong codes: after 5 failures even the right code waits (429)', async () => {
    const url = authorizeUrl(p);
    const id = loginId(await (await post(url, {step: 'email', email: 'guess@example.com'})).text());
    const right = mailedCode(p, 'guess@example.com');
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await post(url, {step: 'code', login: id, code: wrong})).status).toBe(422);
    const locked = await post(url, {step: 'code', login: id, code: right});
    expect(locked.status).toBe(429);
    expect(locked.headers.get('location')).toBeNull();
  });

  it('throttles one client across e-mails: after 50 wrong codes a fresh e-mail waits too (429)', async () => {
    const x = await start();
    try {
      const url = authorizeUrl(x);
      for (let i = 0; i < 10; i++) {
        const email = `spray-${i}@example.com`;
        const id = loginId(await (await post(url, {step: 'email', email})).text());
        const wrong = mailedCode(x, email) === '000000' ? '111111' : '000000';
        for (let j = 0; j < 5; j++) expect((await post(url, {step: 'code', login: id, code: wrong})).status).toBe(422);
      }
      const id = loginId(await (await post(url, {step: 'email', email: 'spray-last@example.com'})).text());
      const locked = await post(url, {step: 'code', login: id, code: mailedCode(x, 'spray-last@example.com')});
      expect(locked.status).toBe(429);
    } finally {
      await x.server.close();
      rmSync(x.dir, {recursive: true, force: true});
    }
  });
});
