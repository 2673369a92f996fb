import {platformUrl, storefrontApi} from './http';
import {CookieJar} from './cookie-jar';
import {TEST_SECRETS} from './secrets';

export {CookieJar};

let counter = 0;
/** A unique e-mail address per call and test run. */
export function uniqueEmail(prefix = 'account') {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** Registers a customer through the Storefront API and returns an access token. */
export async function createCustomer(email: string, password = 'secret-123') {
  await storefrontApi(
    `mutation ($input: CustomerCreateInput!) { customerCreate(input: $input) { customer { id } customerUserErrors { message } } }`,
    {input: {email, password, firstName: 'Test', lastName: 'Customer'}},
  );
  const {body} = await storefrontApi<any>(
    `mutation ($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken expiresAt } } }`,
    {input: {email, password}},
  );
  return body.data.customerAccessTokenCreate.customerAccessToken.accessToken as string;
}

/** Signs in through the shop's login form (no JavaScript), filling the jar. */
export async function signInJar(email: string, password = 'secret-123', base?: string) {
  const jar = new CookieJar();
  const response = await jar.post('/account/login', {email, password}, base);
  if (response.status !== 302) throw new Error(`login failed with ${response.status}`);
  return jar;
}

/** The newest outbox message to an address of a kind. */
export async function latestMail(to: string, kind: string): Promise<{text: string; html?: string} | undefined> {
  const response = await fetch(`${platformUrl()}/outbox.json?kind=${kind}&to=${encodeURIComponent(to)}`);
  const body = (await response.json()) as any;
  const list = (Array.isArray(body) ? body : (body.messages ?? [])) as Array<{text: string; html?: string}>;
  return list[0]; // newest first
}

/** The test shops' session secret (tests/support/secrets.ts). */
export const LOCAL_SESSION_SECRET = TEST_SECRETS.SESSION_SECRET;

/** A jar holding a customerAccessToken cookie signed like the shop signs it (skips the login form). */
export async function tokenJar(accessToken: string, expiresAt = new Date(Date.now() + 86_400_000).toISOString()) {
  const {createCookie} = await import('@shopify/remix-oxygen');
  const cookie = createCookie('customerAccessToken', {secrets: [LOCAL_SESSION_SECRET], path: '/'});
  const serialized = await cookie.serialize({accessToken, expiresAt});
  const jar = new CookieJar();
  jar.cookies.set('customerAccessToken', serialized.split(';')[0]!.slice('customerAccessToken='.length));
  return jar;
}

/** Logs in through the Storefront API (not the shop) and returns the token. */
export async function platformToken(email: string, password: string) {
  const {body} = await storefrontApi<any>(
    `mutation ($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } } }`,
    {input: {email, password}},
  );
  return body.data.customerAccessTokenCreate.customerAccessToken.accessToken as string;
}
