import {createServer, type Server} from 'node:http';
import {afterAll, afterEach, beforeAll, describe, expect, it, vi} from 'vitest';
import {TEST_PORTS} from '../support/ports';
import {envFor, startTestShop} from '../support/servers';
import {getPage, platformUrl} from '../support/http';
import {createCustomer, tokenJar, uniqueEmail} from '../support/account';
import {startFaultProxy} from '../support/fault-proxy';

type Shop = Awaited<ReturnType<typeof startTestShop>>;
type Proxy = Awaited<ReturnType<typeof startFaultProxy>>;

const HEALTHZ_TOKEN = 'test-healthz-token-0123456789abcdef';
const CUSTOMER_EMAIL = 'demo@oralcare.test';
/** The worker's error lines, as mini-oxygen hands its console to this process (spied). */
const errorLines = () => vi.mocked(console.error).mock.calls.map((args) => args.map(String).join(' '));
/** React separates text parts of one element with comments in server HTML. */
const LOW_STOCK_NOTE = /Only (<!-- -->)?3(<!-- -->)? left in stock/;

/** A stand-in for Sentry: keeps every envelope posted to `/api/<project>/envelope/`. */
async function startErrorSink(port: number) {
  const envelopes: string[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (/^\/api\/\d+\/envelope\/?/.test(req.url ?? '')) envelopes.push(Buffer.concat(chunks).toString('utf8'));
      res.writeHead(200, {'Content-Type': 'application/json'}).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {envelopes, dsn: `http://publickey@localhost:${port}/7`, close: () => new Promise((resolve) => server.close(resolve))};
}

async function waitFor<T>(find: () => T | undefined, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('a shop set up as for a real store (token without the inventory scope, no subscription service, an error reporter)', () => {
  let shop: Shop;
  let proxy: Proxy;
  let sink: Awaited<ReturnType<typeof startErrorSink>>;
  beforeAll(async () => {
    sink = await startErrorSink(TEST_PORTS.errorSink);
    proxy = await startFaultProxy(TEST_PORTS.faultProxy, platformUrl());
    shop = await startTestShop(
      TEST_PORTS.spareShop,
      TEST_PORTS.spareAssets,
      envFor(proxy.url, {
        SUBSCRIPTIONS_AUTH_KEY: '',
        ERROR_REPORTING_DSN: sink.dsn,
        ERROR_REPORTING_RELEASE: 'test-release-1',
        TEST_HOOKS: 'on',
        HEALTHZ_TOKEN,
        // The page cache would answer the second visit from the first one's stock.
        EDGE_CACHE: 'off',
      }),
    );
  });
  afterEach(() => {
    proxy.rewriteGraphql(null);
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    await shop?.close();
    await proxy?.close();
    await sink?.close();
  });

  const quantityOptions = (html: string) => {
    const select = /<select name="quantity"[^>]*>([\s\S]*?)<\/select>/.exec(html)?.[1] ?? '';
    return [...select.matchAll(/<option /g)].length;
  };

  it('with quantityAvailable nulled, takes stock from availableForSale: quantities up to 10 and no low-stock note', async () => {
    // As the platform answers it (3 pens left): three quantities and the note.
    const known = await (await getPage('/products/optic-white-overnight-pen', {}, shop.url)).text();
    expect(quantityOptions(known)).toBe(3);
    expect(known).toMatch(LOW_STOCK_NOTE);

    proxy.rewriteGraphql((body) => body.replace(/"quantityAvailable":\s*\d+/g, '"quantityAvailable":null'));
    const response = await getPage('/products/optic-white-overnight-pen', {}, shop.url);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toMatch(/"quantityAvailable":\s*\d/);
    expect(quantityOptions(html)).toBe(10);
    expect(html).not.toContain('left in stock');
    expect(html).not.toContain('data-testid="sold-out"');
    expect(html).toContain('data-testid="add-to-cart"');
    expect(html).toContain('https://schema.org/InStock');
  });

  it('without a subscription service, the account page says subscriptions are off and the shop serves', async () => {
    const jar = await tokenJar(await createCustomer(uniqueEmail('subs-off')));
    const response = await jar.get('/account/manage-subscriptions', shop.url);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('data-testid="subscriptions-off"');
    expect(html).toContain('Subscriptions are not available in this shop');
    expect((await getPage('/', {}, shop.url)).status).toBe(200);
  });

  it('reports an unhandled error with request id, route and release, and no e-mail, cookie or query', async () => {
    vi.spyOn(console, 'error');
    const jar = await tokenJar(await createCustomer(uniqueEmail('reporter')));
    const cookie = jar.header();
    const response = await getPage(
      `/account?email=${encodeURIComponent(CUSTOMER_EMAIL)}`,
      {headers: {Cookie: cookie, 'x-test-throw': `orders of ${CUSTOMER_EMAIL} could not be read`}},
      shop.url,
    );
    expect(response.status).toBe(500);
    const requestId = response.headers.get('x-request-id')!;
    const page = await response.text();
    expect(page).not.toMatch(/orders of|\bat [\w.<>]+ \(|\.js:\d+/);

    const envelope = await waitFor(() => sink.envelopes.find((body) => body.includes(requestId)));
    const event = JSON.parse(envelope.split('\n').find((line) => line.includes('"exception"'))!) as {
      tags: Record<string, string>;
      release: string;
      exception: {values: Array<{value: string; stacktrace?: {frames: unknown[]}}>};
    };
    expect(event.tags).toMatchObject({requestId, route: '/account'});
    // The ids the service files the event under are kept as they are (only personal data is masked).
    expect(JSON.parse(envelope.split('\n')[0]!).event_id).toMatch(/^[0-9a-f]{32}$/);
    expect(event.release).toBe('test-release-1');
    expect(event.exception.values[0]!.value).toContain('orders of [email] could not be read');
    expect(event.exception.values[0]!.stacktrace?.frames.length).toBeGreaterThan(0);
    expect(envelope).not.toContain(CUSTOMER_EMAIL);
    expect(envelope).not.toContain(encodeURIComponent(CUSTOMER_EMAIL));
    for (const [, value] of jar.cookies) expect(envelope).not.toContain(value.slice(0, 24));

    // The server log carries the stack under the same request id; the answer never does.
    const line = await waitFor(() => errorLines().find((text) => text.includes('request failed') && text.includes(requestId)));
    expect(JSON.parse(line.slice(line.indexOf('{'))).stack).toMatch(/at /);
  });

  it('reports a 5xx answer (the Storefront API down) once, with its request id', async () => {
    proxy.set({fault: '502', targets: ['graphql']});
    try {
      const response = await getPage('/products/optic-white-overnight-pen', {}, shop.url);
      expect(response.status).toBe(503);
      const requestId = response.headers.get('x-request-id')!;
      const envelope = await waitFor(() => sink.envelopes.find((body) => body.includes(requestId)));
      expect(envelope).toContain('answered 503');
      expect(sink.envelopes.filter((body) => body.includes(requestId))).toHaveLength(1);
    } finally {
      proxy.set();
    }
  });

  it('names nothing on /healthz without the token, and no problem with it (all settings present)', async () => {
    const open = (await (await getPage('/healthz', {}, shop.url)).json()) as Record<string, unknown>;
    expect(open).not.toHaveProperty('settings');
    const detailed = await getPage('/healthz', {headers: {Authorization: `Bearer ${HEALTHZ_TOKEN}`}}, shop.url);
    expect(((await detailed.json()) as {settings: string[]}).settings).toEqual([]);
  });
});

describe('starting with a required variable removed', () => {
  it.each(['PUBLIC_STORE_DOMAIN', 'PUBLIC_STOREFRONT_API_TOKEN', 'SESSION_SECRET', 'CONTENT_SPACE_ID', 'CONTENT_DELIVERY_TOKEN'])(
    'logs %s by name in one line; the public 503 page names nothing; /healthz names it for the token only',
    async (name) => {
      const errors = vi.spyOn(console, 'error');
      const shop = await startTestShop(TEST_PORTS.spareShop, TEST_PORTS.spareAssets, envFor(platformUrl(), {[name]: '', HEALTHZ_TOKEN}));
      try {
        const response = await getPage('/products', {}, shop.url);
        expect(response.status).toBe(503);
        const page = await response.text();
        expect(page).toContain('This shop is not configured yet.');
        expect(page).not.toContain(name);
        const line = await waitFor(() => errorLines().find((text) => text.includes('shop not configured')));
        expect(JSON.parse(line.slice(line.indexOf('{'))).problems).toEqual([`${name} (missing)`]);

        const open = await getPage('/healthz', {}, shop.url);
        expect(open.status).toBe(503);
        expect(await open.text()).not.toContain(name);
        const detailed = await getPage('/healthz', {headers: {Authorization: `Bearer ${HEALTHZ_TOKEN}`}}, shop.url);
        expect(await detailed.json()).toEqual({status: 'not configured', settings: [`${name} (missing)`]});
      } finally {
        await shop.close();
        errors.mockRestore();
      }
    },
  );
});
