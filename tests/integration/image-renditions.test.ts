import sharp from 'sharp';
import {describe, expect, it} from 'vitest';
import {platformToken, tokenJar} from '../support/account';
import {catalogVariants, CookieJar, postCart} from '../support/cart';
import {getPage, platformUrl, shopUrl} from '../support/http';

/** Every product (`/cdn/shop/files/`) and CMS (`/ctf-images/`) image URL in a page's `src`, `srcset` and `<link rel=preload imagesrcset>`. */
function imageUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const m of html.matchAll(/\b(?:src|srcset|srcSet|imagesrcset)="([^"]+)"/g)) {
    for (const candidate of m[1]!.replace(/&amp;/g, '&').split(/,\s+/)) {
      const url = candidate.trim().split(/\s+/)[0]!;
      if (/\/(cdn\/shop\/files|ctf-images)\//.test(url)) urls.add(url);
    }
  }
  return [...urls];
}

/** The size the shop asked for: `width`/`height` (product images) or `w`/`h` (CMS images). */
function asked(url: URL): {width?: number; height?: number} {
  const num = (name: string) => (url.searchParams.has(name) ? Number(url.searchParams.get(name)) : undefined);
  return url.pathname.startsWith('/ctf-images/') ? {width: num('w'), height: num('h')} : {width: num('width'), height: num('height')};
}

describe('every image the shop requests is a rendition the platform makes as asked', () => {
  // Every rendition is made from its source on first request: a few hundred images, seconds each on a busy machine.
  it(
    "home, category, product, bundle builder, learn, content, cart and an order: on the shop's origin, exact sizes, never snapped or refused",
    {timeout: 120_000},
    async () => {
      const jar = new CookieJar();
      const [variant] = await catalogVariants();
      await postCart(jar, 'LinesAdd', {lines: [{merchandiseId: variant!.id, quantity: 1}]});
      const demo = await tokenJar(await platformToken('demo@oralcare.test', 'password123'));
      const orders = await (await demo.get('/account/my-orders')).text();
      const order = /href="(\/account\/my-orders\/\d+)"/.exec(orders)![1]!;
      const pages: Array<[string, CookieJar]> = [
        ['/', jar],
        ['/products', jar],
        ['/products/colgate-toothpaste', jar],
        ['/products/create-your-bundle', jar],
        ['/learn', jar],
        ['/learn/how-teeth-whitening-works', jar],
        ['/returns-and-warranty', jar],
        ['/cart', jar],
        [order, demo],
      ];
      const urls = new Set<string>();
      for (const [path, who] of pages) {
        const res = await who.get(path);
        expect(res.status, path).toBe(200);
        for (const url of imageUrls(await res.text())) urls.add(url);
      }
      // All on the shop's own origin, so a page's images share its connection (the cart's and an order's too).
      expect([...urls].filter((url) => !url.startsWith('/'))).toEqual([]);
      const all = [...urls].map((u) => new URL(u, platformUrl()));
      // Product images at srcset steps and at 1x-3x of fixed sizes, and CMS images: enough of each to mean something.
      expect(all.filter((u) => u.pathname.startsWith('/cdn/shop/files/')).length).toBeGreaterThan(30);
      expect(all.filter((u) => u.pathname.startsWith('/ctf-images/')).length).toBeGreaterThan(10);
      const widths = new Set<number>();
      const wrong: string[] = [];
      for (const url of all) {
        const {width, height} = asked(url);
        if (!width) continue;
        widths.add(width);
        const res = await fetch(new URL(url.pathname + url.search, platformUrl()));
        if (res.status !== 200) {
          wrong.push(`${url.pathname}${url.search}: ${res.status}`);
          continue;
        }
        const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
        if (meta.width !== width || (height && Math.abs(meta.height! - height) > 1)) {
          wrong.push(`${url.pathname}${url.search}: got ${meta.width}×${meta.height}`);
        }
      }
      expect(wrong).toEqual([]);
      // The fixed sizes at 1x-3x (cart line 80, thumbnails and order lines 64, bundle builder 96) were among them.
      expect([...widths]).toEqual(expect.arrayContaining([80, 160, 240, 64, 128, 96, 192, 320, 1200]));
    },
  );

  it("are served from the shop's own origin, as the platform makes them, so a page's images share its connection", async () => {
    const html = await (await getPage('/products/total-whitening-toothpaste')).text();
    const urls = imageUrls(html);
    expect(urls.length).toBeGreaterThan(10);
    expect(urls.filter((url) => !url.startsWith('/'))).toEqual([]);
    for (const path of [
      '/cdn/shop/files/total-whitening-toothpaste.png?v=1&width=320&height=320&crop=center&format=webp',
      urls.find((u) => u.startsWith('/ctf-images/')) ?? '/ctf-images/none',
    ]) {
      const [mine, theirs] = await Promise.all([fetch(`${shopUrl()}${path}`), fetch(`${platformUrl()}${path}`)]);
      expect(mine.status, path).toBe(200);
      expect(mine.headers.get('content-type'), path).toBe(theirs.headers.get('content-type'));
      expect(Buffer.from(await mine.arrayBuffer()).equals(Buffer.from(await theirs.arrayBuffer())), path).toBe(true);
    }
    expect((await fetch(`${shopUrl()}/cdn/shop/files/no-such-image.png`)).status).toBe(404);
  });
});
