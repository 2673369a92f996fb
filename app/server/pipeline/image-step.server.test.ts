import {afterEach, describe, expect, it, vi} from 'vitest';
import {answerImage, imageUpstream} from './image-step.server';

const local = {storeOrigin: 'http://localhost:3100', content: {origin: 'http://localhost:3100'}} as Parameters<typeof imageUpstream>[1];
const real = {storeOrigin: 'https://shop.myshopify.com', content: {origin: 'https://cdn.contentful.com'}} as Parameters<
  typeof imageUpstream
>[1];
const at = (path: string) => new URL(`https://shop.test${path}`);

describe('imageUpstream', () => {
  it("maps each image path to its one upstream: the store's domain, Shopify's CDN, the CMS's image host", () => {
    expect(imageUpstream(at('/cdn/shop/files/a.png?v=1&width=320'), local)).toBe(
      'http://localhost:3100/cdn/shop/files/a.png?v=1&width=320',
    );
    expect(imageUpstream(at('/cdn/shop/files/a.png'), real)).toBe('https://shop.myshopify.com/cdn/shop/files/a.png');
    expect(imageUpstream(at('/cdn/shopify/s/files/1/a.png?v=2'), real)).toBe('https://cdn.shopify.com/s/files/1/a.png?v=2');
    expect(imageUpstream(at('/ctf-images/oralcare/a/hero.svg?w=480'), local)).toBe(
      'http://localhost:3100/ctf-images/oralcare/a/hero.svg?w=480',
    );
    expect(imageUpstream(at('/ctf-images/space/asset/x/a.png?fm=webp'), real)).toBe(
      'https://images.ctfassets.net/space/asset/x/a.png?fm=webp',
    );
  });

  it('leaves every other path to the page pipeline, and names no upstream a URL could choose', () => {
    expect(imageUpstream(at('/products/cdn/shop/a.png'), local)).toBeNull();
    expect(imageUpstream(at('/cdn/other/a.png'), local)).toBeNull();
    expect(imageUpstream(at('/cdn/shop/files/a.png'), {...local, storeOrigin: null})).toBeNull();
    // An encoded host in the path stays a path on the fixed upstream.
    expect(imageUpstream(at('/cdn/shopify/%2F%2Fevil.test/a.png'), real)).toBe('https://cdn.shopify.com/%2F%2Fevil.test/a.png');
  });
});

describe('answerImage', () => {
  const env = {
    PUBLIC_STORE_DOMAIN: 'http://localhost:3100',
    CONTENT_API_HOST: 'http://localhost:3100',
    EDGE_CACHE: 'off',
  } as unknown as Env;
  const ctx = {waitUntil: () => undefined, passThroughOnException: () => undefined} as unknown as ExecutionContext;
  afterEach(() => vi.unstubAllGlobals());

  it("streams the upstream's image with its type and caching headers, and nothing else of its headers", async () => {
    const fetch = vi.fn(
      async () =>
        new Response('webp-bytes', {
          headers: {'Content-Type': 'image/webp', 'Cache-Control': 'public, max-age=31536000', 'Set-Cookie': 'a=b'},
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const response = (await answerImage(new Request('https://shop.test/cdn/shop/files/a.png?width=320'), env, ctx))!;
    expect(fetch).toHaveBeenCalledWith('http://localhost:3100/cdn/shop/files/a.png?width=320', expect.anything());
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('webp-bytes');
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000');
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it("passes the upstream's 404 on, answers a write 405 and an upstream that fails 504, and ignores other paths", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('not found', {status: 404})),
    );
    expect((await answerImage(new Request('https://shop.test/ctf-images/x/none.svg'), env, ctx))!.status).toBe(404);
    const post = (await answerImage(new Request('https://shop.test/cdn/shop/files/a.png', {method: 'POST', body: 'x'}), env, ctx))!;
    expect([post.status, post.headers.get('allow')]).toEqual([405, 'GET, HEAD']);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('network down'))),
    );
    const down = (await answerImage(new Request('https://shop.test/cdn/shop/files/a.png'), env, ctx))!;
    expect([down.status, await down.text()]).toEqual([504, 'The image did not arrive in time.']);
    expect(await answerImage(new Request('https://shop.test/products/a'), env, ctx)).toBeNull();
  });
});
