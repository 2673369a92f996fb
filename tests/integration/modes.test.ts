import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {TEST_PORTS} from '../support/ports';
import {envFor, startTestShop} from '../support/servers';
import {getPage, platformUrl, post} from '../support/http';

type Shop = Awaited<ReturnType<typeof startTestShop>>;

describe('maintenance mode on', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await startTestShop(TEST_PORTS.spareShop, TEST_PORTS.spareAssets, envFor(platformUrl(), {MAINTENANCE_MODE: 'true'}));
  });
  afterAll(() => shop?.close());

  it('redirects every path but /maintenance there', async () => {
    for (const path of ['/', '/products', '/products/total-whitening-toothpaste', '/cart', '/account/login', '/nope']) {
      const response = await getPage(path, {}, shop.url);
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location'), path).toBe('/maintenance');
    }
  });

  it('redirects client-side navigations through the router', async () => {
    const response = await getPage('/products.data', {}, shop.url);
    expect(response.status).toBe(202);
    expect(await response.text()).toContain('/maintenance');
  });

  it('runs no action of a client-side form: a fetcher write gets a 303 to /maintenance', async () => {
    const response = await post(
      '/cart.data',
      {
        cartFormInput: JSON.stringify({
          action: 'LinesAdd',
          inputs: {lines: [{merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 1}]},
        }),
      },
      {base: shop.url},
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/maintenance');
    expect(response.headers.getSetCookie().join('\n')).not.toContain('ss.cartId');
  });

  it('serves /maintenance in the empty layout as 503 with Retry-After (planned downtime)', async () => {
    const response = await getPage('/maintenance', {}, shop.url);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('3600');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('data-testid="maintenance-page"');
    expect(html).not.toContain('class="site-header"');
    expect(html).not.toContain('class="site-footer"');
  });

  it('answers /healthz with the backends while in maintenance', async () => {
    const response = await getPage('/healthz', {}, shop.url);
    expect(response.status).toBe(200);
    expect(((await response.json()) as {status: string}).status).toBe('ok');
  });
});

describe('platform down', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await startTestShop(TEST_PORTS.spareShop, TEST_PORTS.spareAssets, envFor(`http://localhost:${TEST_PORTS.deadPlatform}`));
  });
  afterAll(() => shop?.close());

  it('answers 503 with Retry-After and a page that says so, never a stack trace', async () => {
    for (const path of ['/', '/products', '/products/total-whitening-toothpaste']) {
      const response = await getPage(path, {}, shop.url);
      expect(response.status, path).toBe(503);
      expect(response.headers.get('retry-after'), path).toBe('30');
      const html = await response.text();
      expect(html, path).toContain('data-testid="unavailable-page"');
      expect(html, path).toContain('briefly unavailable');
      expect(html, path).not.toMatch(/\bat [\w.<>]+ \(|node_modules|ECONNREFUSED|TypeError/);
    }
  });

  it('answers /healthz 503 with each backend down, within the short timeout, never cached', async () => {
    const started = Date.now();
    const response = await getPage('/healthz', {}, shop.url);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toContain('application/json');
    const body = (await response.json()) as {status: string; backends: Record<string, {status: string; latencyMs: number; error?: string}>};
    expect(body.status).toBe('degraded');
    expect(body.backends.storefront).toMatchObject({status: 'down'});
    expect(body.backends.content).toMatchObject({status: 'down'});
    expect(typeof body.backends.storefront.latencyMs).toBe('number');
  });
});
