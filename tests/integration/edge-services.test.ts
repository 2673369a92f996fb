import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {TEST_PORTS} from '../support/ports';
import {envFor, startTestShop} from '../support/servers';
import {getPage, platformUrl, post, shopUrl, storefrontApi} from '../support/http';

/**
 * Edge services on workerd with real (miniflare) KV: experiments, the chat
 * status cache, attribution, analytics config, CSP. One spare shop with the
 * test hooks on, a tag manager and a chat provider configured.
 */
type Shop = Awaited<ReturnType<typeof startTestShop>>;
let shop: Shop;
const REPORT_TOKEN = 'report-token-for-tests';

beforeAll(async () => {
  shop = await startTestShop(
    TEST_PORTS.spareShop,
    TEST_PORTS.spareAssets,
    envFor(platformUrl(), {
      TEST_HOOKS: 'on',
      EXPERIMENTS_REPORT_TOKEN: REPORT_TOKEN,
      ANALYTICS_CONFIG: '{"integration":"gtm","id":"GTM-TEST123"}',
      CHAT_PROVIDER_SCRIPT_URL: 'https://chat.example-support.com/bootstrap.js',
    }),
  );
});
afterAll(() => shop?.close());

/** A desktop browser (Node's own user agent counts as a bot). */
const BROWSER = {
  'User-Agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};
const get = (path: string, headers: Record<string, string> = {}) => getPage(path, {headers: {...BROWSER, ...headers}}, shop.url);
const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  post(path, JSON.stringify(body), {headers: {...BROWSER, 'Content-Type': 'application/json', ...headers}, base: shop.url});

const variantIn = (html: string) => /data-experiment-variant="([^"]+)"/.exec(html)?.[1] ?? null;

function cookieNamed(response: Response, name: string): string | undefined {
  return response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
}

async function report(headers: Record<string, string> = {}) {
  const response = await get('/api/experiments', {Authorization: `Bearer ${REPORT_TOKEN}`, ...headers});
  expect(response.status).toBe(200);
  const body = (await response.json()) as {
    experiments: Array<{experimentId: string; records: number; variants: Array<{assigned: number}>}>;
  };
  const bchp = body.experiments.find((e) => e.experimentId === 'bchp')!;
  return {hide: bchp.variants[0].assigned, show: bchp.variants[1].assigned, records: bchp.records};
}

/** KV writes happen after the response (waitUntil): wait until they land. */
async function reportUntil(check: (r: Awaited<ReturnType<typeof report>>) => boolean) {
  let last = await report();
  for (let i = 0; i < 50 && !check(last); i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    last = await report();
  }
  return last;
}

describe('experiments on the worker', () => {
  it('draws bchp "show" (weight 1 vs 0), sets col_exp for 90 days, renders the variant and records it in KV', async () => {
    const before = await report();
    const response = await get('/');
    expect(response.status).toBe(200);
    expect(cookieNamed(response, 'col_exp')).toBe('col_exp=bchp.1; Max-Age=7776000; Path=/; SameSite=Lax');
    expect(variantIn(await response.text())).toBe('bchp.1');
    const after = await reportUntil((r) => r.show > before.show);
    expect(after.show).toBe(before.show + 1);
    expect(after.records).toBe(before.records + 1);
    expect(after.hide).toBe(before.hide);
  });

  it('lets ?exp= force a variant (even weight 0) and counts it', async () => {
    const before = await report();
    const response = await get('/products?exp=bchp.0');
    expect(cookieNamed(response, 'col_exp')).toMatch(/^col_exp=bchp\.0;/);
    expect(variantIn(await response.text())).toBe('bchp.0');
    expect((await reportUntil((r) => r.hide > before.hide)).hide).toBe(before.hide + 1);
  });

  it('keeps the cookie variant without a new cookie or count', async () => {
    const before = await report();
    const response = await get('/', {Cookie: 'col_exp=bchp.0'});
    expect(cookieNamed(response, 'col_exp')).toBeUndefined();
    expect(variantIn(await response.text())).toBe('bchp.0');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await report()).toEqual(before);
  });

  it('gives bots no experiment and no cookie', async () => {
    const response = await get('/?exp=bchp.1', {'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'});
    expect(response.status).toBe(200);
    expect(cookieNamed(response, 'col_exp')).toBeUndefined();
    expect(variantIn(await response.text())).toBeNull();
  });

  it('sets no experiment cookie for a visitor who declined', async () => {
    const response = await get('/', {Cookie: 'oc_consent=denied; col_exp=bchp.1'});
    expect(cookieNamed(response, 'col_exp')).toBeUndefined();
    expect(variantIn(await response.text())).toBeNull();
  });

  it('still serves the page with status 200 when KV fails', async () => {
    const response = await get('/', {'x-test-kv': 'fail'});
    expect(response.status).toBe(200);
    expect(cookieNamed(response, 'col_exp')).toMatch(/^col_exp=bchp\.1;/);
    expect((await get('/api/chat/status', {'x-test-kv': 'fail'})).status).toBe(200);
    expect((await report({'x-test-kv': 'fail'})).show).toBe(0);
  });

  it('keeps the report private', async () => {
    expect((await get('/api/experiments')).status).toBe(401);
    expect((await getPage('/api/experiments')).status).toBe(404); // no token configured on the main test shop
  });
});

describe('live chat status', () => {
  const status = async (now: string) => {
    const response = await get('/api/chat/status', {'x-test-now': now});
    expect(response.status).toBe(200);
    return (await response.json()) as {online: boolean; message: string | null; source: string; mode: string};
  };

  it('is computed on the worker and cached in KV for one minute', async () => {
    expect(await status('2026-11-23T15:00:00Z')).toMatchObject({online: true, source: 'computed', message: null});
    expect(await status('2026-11-23T15:00:30Z')).toMatchObject({online: true, source: 'kv'});
    expect(await status('2026-11-23T15:00:59Z')).toMatchObject({source: 'kv'});
    expect(await status('2026-11-23T15:01:01Z')).toMatchObject({online: true, source: 'computed'});
  });

  it('is offline on Saturday with the offline message', async () => {
    expect(await status('2026-11-28T16:00:00Z')).toMatchObject({
      online: false,
      message: 'Sorry, Live Chat is offline. Check back later.',
      mode: 'provider',
    });
  });

  it('ignores the fake clock on the main test shop (no TEST_HOOKS)', async () => {
    const a = await fetch(`${shopUrl()}/api/chat/status`, {headers: {'x-test-now': '2026-11-28T16:00:00Z'}});
    const b = await fetch(`${shopUrl()}/api/chat/status`, {headers: {'x-test-now': '2026-11-23T15:00:00Z'}});
    expect(((await a.json()) as {online: boolean}).online).toBe(((await b.json()) as {online: boolean}).online);
  });
});

describe('built-in chat messages', () => {
  const inHours = {'x-test-now': '2026-11-24T16:00:00Z'};

  it('passes a message to the support backend and returns its acknowledgement', async () => {
    const response = await postJson(
      '/api/chat/messages',
      {name: 'Grace', email: 'grace@example.com', message: 'Do you ship to Alaska?'},
      inHours,
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as {reply: {author: string; text: string}};
    expect(body.reply.text).toMatch(/^Thanks, Grace!/);
    const mails = ((await (await fetch(`${platformUrl()}/outbox.json?kind=chat_message`)).json()) as {messages: Array<{text: string}>})
      .messages;
    expect(mails.some((m) => m.text.includes('Do you ship to Alaska?'))).toBe(true);
  });

  it('answers bad input with 400 and out of hours with 409', async () => {
    expect((await postJson('/api/chat/messages', {email: 'nope', message: 'hi'}, inHours)).status).toBe(400);
    expect((await postJson('/api/chat/messages', {email: 'a@b.co', message: ''}, inHours)).status).toBe(400);
    const closed = await postJson('/api/chat/messages', {email: 'a@b.co', message: 'hi'}, {'x-test-now': '2026-11-28T16:00:00Z'});
    expect(closed.status).toBe(409);
    expect(await closed.json()).toEqual({error: 'Sorry, Live Chat is offline. Check back later.'});
  });
});

describe('analytics configuration endpoint', () => {
  it('answers the exact configuration errors with 400', async () => {
    const cases: Array<[unknown, string]> = [
      [[[1, 'gtm']], 'keys must be strings'],
      [{id: 'GTM-ABC'}, 'no integration key in config'],
      [{integration: 'gtm', id: 'GTM-abc'}, '"GTM-abc" is not a valid id'],
      [{integration: '', id: 'GTM-ABC'}, 'integration must be a non-empty string'],
    ];
    for (const [config, error] of cases) {
      const response = await postJson('/api/analytics/config', config);
      expect(response.status, error).toBe(400);
      expect(await response.json()).toEqual({error});
    }
    const bad = await getPage('/api/analytics/config', {method: 'POST', body: '{nope'}, shop.url);
    expect(bad.status).toBe(400);
  });

  it('accepts a valid config and reports the one in use', async () => {
    const response = await postJson('/api/analytics/config', {integration: 'gtm', id: 'G-ABC123'});
    expect(response.status).toBe(200);
    expect(await (await get('/api/analytics/config')).json()).toEqual({config: {integration: 'gtm', id: 'GTM-TEST123'}});
  });
});

describe('content security policy', () => {
  it('adds exactly the configured tag manager and chat hosts; scripts by nonce and strict-dynamic only', async () => {
    const csp = (await get('/')).headers.get('content-security-policy')!;
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'))!;
    // No host in script-src; the configured scripts load through the shop's nonced ones.
    expect(scriptSrc.trim()).toMatch(/^script-src 'nonce-[^']+' 'strict-dynamic'$/);
    expect(csp).toMatch(/connect-src[^;]*https:\/\/www\.googletagmanager\.com/);
    expect(csp).toMatch(/frame-src[^;]*https:\/\/chat\.example-support\.com/);
  });

  it('adds none of them when nothing is configured', async () => {
    const csp = (await getPage('/')).headers.get('content-security-policy')!;
    expect(csp).not.toContain('googletagmanager');
    expect(csp).not.toContain('example-support');
  });

  it('lets the page reach the store origin as it is written, never as https://http://…', async () => {
    const csp = (await getPage('/')).headers.get('content-security-policy')!;
    const connectSrc = csp.split(';').find((d) => d.trim().startsWith('connect-src'))!;
    expect(connectSrc).not.toMatch(/https:\/\/https?:/);
    expect(connectSrc).toContain(new URL(platformUrl()).origin);
  });
});

describe('attribution endpoint', () => {
  async function cartWithNote() {
    const {body} = await storefrontApi<any>(`mutation ($input: CartInput) { cartCreate(input: $input) { cart { id } } }`, {
      input: {attributes: [{key: 'gift_note', value: 'Happy birthday'}]},
    });
    const id: string = body.data.cartCreate.cart.id;
    return {id, cookie: `ss.cartId=${id.split('/').pop()}`};
  }
  const attributes = async (id: string) =>
    (await storefrontApi<any>(`query ($id: ID!) { cart(id: $id) { attributes { key value } } }`, {id})).body.data.cart.attributes;

  it('needs advertising consent', async () => {
    const response = await postJson('/api/attribution', {clickId: 'abc'});
    expect(response.status).toBe(403);
    expect(cookieNamed(response, 'im_ref')).toBeUndefined();
  });

  it('sets the 45-day Secure cookie and the cart attribute, keeping other attributes; clear removes only im_ref', async () => {
    const cart = await cartWithNote();
    const response = await postJson('/api/attribution', {clickId: 'abc'}, {Cookie: `oc_consent=granted; ${cart.cookie}`});
    expect(response.status).toBe(200);
    const cookie = cookieNamed(response, 'im_ref')!;
    expect(cookie).toContain('Max-Age=3888000');
    expect(cookie).toContain('Secure');
    const record = JSON.parse(decodeURIComponent(cookie.split(';')[0].slice('im_ref='.length)));
    expect(record.clickId).toBe('abc');
    expect(record.expiryTime - record.loadTime).toBe(45 * 86_400_000);
    expect(await attributes(cart.id)).toEqual([
      {key: 'gift_note', value: 'Happy birthday'},
      {key: 'im_ref', value: 'abc'},
    ]);

    const cleared = await postJson('/api/attribution', {clear: true}, {Cookie: `oc_consent=denied; ${cart.cookie}`});
    expect(cleared.status).toBe(200);
    expect(cookieNamed(cleared, 'im_ref')).toContain('Max-Age=0');
    expect(await attributes(cart.id)).toEqual([{key: 'gift_note', value: 'Happy birthday'}]);
  });

  it('rejects a malformed click id with 400', async () => {
    expect((await postJson('/api/attribution', {clickId: '<script>'}, {Cookie: 'oc_consent=granted'})).status).toBe(400);
  });
});

describe('first-order offer sign-up', () => {
  it('sends the welcome e-mail and rejects a bad address', async () => {
    expect((await postJson('/api/email-sign-up', {email: 'first.timer@example.com'})).status).toBe(200);
    const bad = await postJson('/api/email-sign-up', {email: 'not-an-email'});
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({error: 'Please enter a valid email address.'});
  });
});
