import {describe, expect, it} from 'vitest';
import {getPage, platformUrl, post, storefrontApi} from '../support/http';

const JSON_BODY = {headers: {'Content-Type': 'application/json'}};

const productLinks = (html: string) =>
  [...html.matchAll(/class="product-card__link"[^>]*href="\/products\/([a-z0-9-]+)"/g)].map((m) => m[1]);

describe('category pages', () => {
  it('filters by audience and benefit and sorts by price, all from the URL', async () => {
    const all = productLinks(await (await getPage('/products/colgate-toothpaste')).text());
    const kids = productLinks(await (await getPage('/products/colgate-toothpaste?audience=kids')).text());
    expect(kids.length).toBeGreaterThan(0);
    expect(kids.every((h) => h!.startsWith('kids-'))).toBe(true);
    expect(kids.length).toBeLessThan(all.length);

    const whitening = productLinks(await (await getPage('/products/colgate-toothpaste?benefit=whitening')).text());
    expect(whitening).toContain('total-whitening-toothpaste');
    expect(whitening).not.toContain('kids-strawberry-toothpaste');

    const html = await (await getPage('/products/adult-toothpaste?sort=price-asc')).text();
    const prices = [...html.matchAll(/class="product-card__price">(?:<span>From <\/span>)?<span>\$([\d.]+)/g)].map((m) => Number(m[1]));
    expect(prices.length).toBeGreaterThan(2);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    // The form reflects the URL, so the page works and can be shared without JavaScript.
    expect(html).toMatch(/<option value="price-asc" selected="">/);
  });

  it('filters by the student and bundle values, the store tags student and bundle', async () => {
    const tagged = async (tag: string) => {
      const {body} = await storefrontApi<any>('query($q: String!) { products(first: 75, query: $q) { nodes { handle tags } } }', {
        q: `tag:${tag}`,
      });
      return (body.data.products.nodes as Array<{handle: string; tags: string[]}>).filter((p) => p.tags.includes(tag)).map((p) => p.handle);
    };
    const all = productLinks(await (await getPage('/products')).text());
    for (const offer of ['student', 'bundle']) {
      const html = await (await getPage(`/products?offer=${offer}`)).text();
      const shown = productLinks(html);
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.length).toBeLessThan(all.length);
      expect([...shown].sort()).toEqual((await tagged(offer)).filter((h) => all.includes(h)).sort());
      // The checkbox reflects the URL, so the filtered page can be shared without JavaScript.
      expect(html).toContain(`name="offer" checked="" value="${offer}"`);
    }
  });

  it('/products/all is the default category: a permanent redirect to /products keeping the filters', async () => {
    const res = await getPage('/products/all?audience=kids');
    expect(res.status).toBe(301);
    expect(new URL(res.headers.get('location')!, 'http://x').pathname + new URL(res.headers.get('location')!, 'http://x').search).toBe(
      '/products?audience=kids',
    );
  });

  it('ignores unknown filter values and explains when nothing matches', async () => {
    expect((await getPage('/products/colgate-toothpaste?audience=pets&sort=nope')).status).toBe(200);
    const none = await (await getPage('/products/kids-toothpaste?audience=adults')).text();
    expect(none).toContain('data-testid="category-empty"');
    expect(none).toContain('Nothing matches those filters');
  });
});

describe('product pages', () => {
  it('fixed product pages carry the CMS landing sections around the purchase box', async () => {
    for (const handle of ['optic-white-express-pen', 'kids-cavity-protection-bundle', 'plaque-pro-release-mint-toothpaste']) {
      const html = await (await getPage(`/products/${handle}`)).text();
      expect(html, handle).toContain('data-testid="product-landing"');
      expect(html, handle).toContain('class="landing-hero"');
      expect(html, handle).toContain('Questions and answers');
    }
    const plain = await (await getPage('/products/dental-floss-picks')).text();
    expect(plain).not.toContain('data-testid="product-landing"');
  });

  it('offers the subscription alternate variant from the product metafields', async () => {
    const html = await (await getPage('/products/hum-kids-replacement-brush-heads')).text();
    const link = html.match(/data-testid="subscription-alternate".*?<a[^>]*href="([^"]+)"[^>]*>([^<]+)</)!;
    expect(link[1]).toMatch(/^\/products\/hum-brush-head-subscription\?/);
    expect(link[2]).toBe('Subscribe &amp; save 15% on kids brush heads');
    // The link opens the alternate variant itself.
    const target = await (await getPage(link[1]!.replace(/&amp;/g, '&'))).text();
    expect(target).toContain('data-testid="product-page"');
  });

  it('renders images in the width steps 50…900, WebP, with the first one eager', async () => {
    const html = await (await getPage('/products/total-whitening-toothpaste')).text();
    // The product's own pictures, after the header's (lazy) menu thumbnails.
    const first = html.slice(html.indexOf('data-testid="product-page"')).match(/<img[^>]*>/)![0];
    expect(first).toContain('loading="eager"');
    expect(first).toContain('fetchpriority="high"');
    expect(first).toMatch(/width="\d+"/);
    expect(first).toMatch(/height="\d+"/);
    for (const w of [50, 100, 150, 180, 320, 480, 640, 900, 1200]) expect(first).toContain(` ${w}w`);
    expect(first).toContain('format=webp');
  });

  it('the bundle builder page shows the CMS steps', async () => {
    const html = await (await getPage('/products/create-your-bundle')).text();
    expect(html).toContain('data-testid="bundle-builder"');
    expect(html).toContain('Choose your toothpaste');
    expect(html).toContain('data-testid="bundle-option-dental-floss-picks"');
  });
});

describe('platform images', () => {
  it('really resizes and re-encodes product and CMS images', async () => {
    const product = await fetch(`${platformUrl()}/cdn/shop/files/total-whitening-toothpaste.png?width=320&format=webp`);
    expect(product.headers.get('content-type')).toBe('image/webp');
    const bytes = new Uint8Array(await product.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(8, 12))).toBe('WEBP');
    const width = await webpWidth(bytes);
    expect(width).toBe(320);

    const images = (await (await getPage('/api/cms/static-images')).json()) as {images: Array<{desktopImage: {src: string}}>};
    const src = images.images[0]!.desktopImage.src;
    const cms = await fetch(`${src}?w=480&fm=webp&q=70`);
    expect(cms.headers.get('content-type')).toBe('image/webp');
    expect(await webpWidth(new Uint8Array(await cms.arrayBuffer()))).toBe(480);
    expect((await fetch(`${src}?w=abc`)).status).toBe(400);
  });
});

describe('own JSON endpoints', () => {
  it('search returns products and articles; predictive returns a few', async () => {
    const res = await post('/api/search', JSON.stringify({query: 'sensitive'}), JSON_BODY);
    expect(res.status).toBe(200);
    const body = (await res.json()) as {products: Array<{handle: string}>; articles: Array<{url: string}>};
    expect(body.products.map((p) => p.handle)).toContain('total-sensitive-toothpaste');
    expect(body.articles.length).toBeGreaterThan(0);
    expect(body.products.length).toBeLessThanOrEqual(10);

    const predictive = (await (await post('/api/search/predictive', JSON.stringify({query: 'whit'}), JSON_BODY)).json()) as {
      products: Array<{url: string}>;
    };
    expect(predictive.products.length).toBeGreaterThan(0);
    expect(predictive.products.length).toBeLessThanOrEqual(5);
    expect(predictive.products[0]!.url).toMatch(/^\/products\//);
  });

  it('search honours options.types: only the asked-for kind comes back', async () => {
    const onlyArticles = (await (
      await post('/api/search', JSON.stringify({query: 'sensitive', options: {types: ['article']}}), JSON_BODY)
    ).json()) as {products: unknown[]; articles: unknown[]};
    expect(onlyArticles.products).toEqual([]);
    expect(onlyArticles.articles.length).toBeGreaterThan(0);
    const onlyProducts = (await (
      await post('/api/search', JSON.stringify({query: 'sensitive', options: {types: ['product']}}), JSON_BODY)
    ).json()) as {products: unknown[]; articles: unknown[]};
    expect(onlyProducts.products.length).toBeGreaterThan(0);
    expect(onlyProducts.articles).toEqual([]);
    const bad = await post('/api/search', JSON.stringify({query: 'sensitive', options: {types: ['page']}}), JSON_BODY);
    expect(bad.status).toBe(400);
  });

  it.each([
    ['not JSON', 'query=whitening'],
    ['missing query', '{}'],
    ['wrong type', '{"query": ["a"]}'],
    ['bad types', '{"query": "a", "types": ["page"]}'],
    ['a 10 kB query', JSON.stringify({query: 'x'.repeat(10_000)})],
  ])('search answers 400 with a JSON error for %s', async (_name, body) => {
    for (const path of ['/api/search', '/api/search/predictive']) {
      const res = await post(path, body, JSON_BODY);
      expect(res.status, path).toBe(400);
      expect(((await res.json()) as {error: string}).error).toMatch(/\w/);
    }
  });

  it('GET on the search endpoints is 405, not a page', async () => {
    const res = await getPage('/api/search');
    expect(res.status).toBe(405);
    expect(res.headers.get('content-type')).toContain('application/json');
  });

  it('GET /api/products gives each product up to 3 images and 10 variants (it gave one of each)', async () => {
    type Listed = {images: {nodes: Array<{url: string}>}; variants: {nodes: Array<{id: string; price: {amount: string}}>}};
    const {products} = (await (await getPage('/api/products')).json()) as {products: Record<string, Listed>};
    // The local catalog's hum-smart-toothbrush has 5 images and 4 variants.
    const brush = products['hum-smart-toothbrush']!;
    expect(brush.images.nodes).toHaveLength(3);
    expect(brush.variants.nodes).toHaveLength(4);
    expect(Number(brush.variants.nodes[0]!.price.amount)).toBeGreaterThan(0);
    for (const product of Object.values(products)) {
      expect(product.images.nodes.length).toBeLessThanOrEqual(3);
      expect(product.variants.nodes.length).toBeLessThanOrEqual(10);
    }
  });

  it('GET /api/products entries carry totalInventory, priceRange, publishedAt, recommended, variantDefaultIndex, selling plan groups, the subscription values and each variant’s option values', async () => {
    const {products} = (await (await getPage('/api/products')).json()) as {products: Record<string, any>};
    const brush = products['hum-smart-toothbrush']!;
    expect(brush.totalInventory).toBeGreaterThan(0);
    expect(Number(brush.priceRange.minVariantPrice.amount)).toBeGreaterThan(0);
    expect(Number(brush.priceRange.maxVariantPrice.amount)).toBeGreaterThanOrEqual(Number(brush.priceRange.minVariantPrice.amount));
    expect(Date.parse(brush.publishedAt)).toBeLessThan(Date.now());
    expect(brush.recommended).toContain('hum-replacement-brush-heads');
    expect(brush.variantDefaultIndex).toBe(0);
    expect(brush.variants.nodes[0]).toMatchObject({color: expect.any(String), size: null, flavor: null});
    const paste = products['total-whitening-toothpaste']!;
    expect(paste.sellingPlanGroups.nodes[0]).toMatchObject({
      name: 'Subscribe & save',
      sellingPlans: {nodes: expect.arrayContaining([expect.objectContaining({name: 'Deliver every 1 month'})])},
    });
    expect(paste.variants.nodes[0]).toMatchObject({size: '4.8 oz', color: null, flavor: null});
    expect(products['total-sensitive-toothpaste']!.variants.nodes[0]).toMatchObject({flavor: 'Clean Mint', size: '3.4 oz'});
    const heads = products['hum-replacement-brush-heads']!;
    expect(heads.subscriptionAlternateVariant).toMatchObject({
      productHandle: 'hum-brush-head-subscription',
      variantId: expect.stringContaining('ProductVariant'),
    });
    expect(heads.subscriptionAlternateVariantTitle).toMatch(/Subscribe/);
  });

  it('serves categories, products by handle, trending searches, static images, campaigns and the bundle config', async () => {
    const categories = (await (await getPage('/api/cms/categories')).json()) as {
      categories: Array<{handle: string; subCategories: unknown[]}>;
    };
    expect(categories.categories.find((c) => c.handle === 'colgate-toothpaste')?.subCategories).toHaveLength(2);

    const products = (await (await getPage('/api/products')).json()) as {products: Record<string, {title: string}>};
    expect(products.products['total-whitening-toothpaste']?.title).toBe('Total Whitening Toothpaste');
    expect(Object.keys(products.products).length).toBeLessThanOrEqual(75);

    const trending = (await (await getPage('/api/search/trending')).json()) as {terms: string[]};
    expect(trending.terms).toContain('whitening pen');

    const images = (await (await getPage('/api/cms/static-images')).json()) as {images: Array<{title: string}>};
    expect(images.images.map((i) => i.title)).toContain('home-hero');

    const campaigns = (await (await getPage('/api/cms/campaigns')).json()) as {campaigns: unknown[]};
    expect(Array.isArray(campaigns.campaigns)).toBe(true);

    const config = (await (await getPage('/api/bundle-config')).json()) as {
      discountPercent: number;
      steps: Array<{pick: number; productHandles: string[]}>;
      lineAttributes: {id: string};
    };
    expect(config.discountPercent).toBe(15);
    expect(config.steps).toHaveLength(3);
    expect(config.lineAttributes.id).toBe('_bundle_id');
  });
});

describe('search page, sitemap and robots', () => {
  it('/search shows results, a no-result state and an empty state', async () => {
    const found = await (await getPage('/search?q=whitening')).text();
    expect(found).toContain('Results for “whitening”');
    expect(found).toMatch(/href="\/products\/optic-white/);
    const none = await (await getPage('/search?q=qwertyzzz')).text();
    expect(none).toContain('data-testid="search-no-results"');
    const empty = await (await getPage('/search')).text();
    expect(empty).toContain('data-testid="search-empty"');
  });

  it('/sitemap.xml lists categories and products; /robots.txt points to it', async () => {
    const res = await getPage('/sitemap.xml');
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = await res.text();
    expect(xml).toContain('/products/colgate-toothpaste</loc>');
    expect(xml).toContain('/products/total-whitening-toothpaste</loc>');
    expect(xml).not.toContain('free-gift');
    // Every published CMS page, and nothing robots.txt disallows or that redirects away.
    for (const page of [
      '/app-privacy',
      '/returns-and-warranty',
      '/hum-smart-toothbrush-app',
      '/total',
      '/learn/how-teeth-whitening-works',
    ]) {
      expect(xml).toContain(`${page}</loc>`);
    }
    expect(xml).not.toContain('/search</loc>');
    expect(xml).not.toContain('/total-sfmarathon</loc>');
    const robots = await (await getPage('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap.xml/);
  });
});

/** Width of a WebP image from its header (VP8, VP8L or VP8X). */
async function webpWidth(bytes: Uint8Array): Promise<number> {
  const chunk = new TextDecoder().decode(bytes.slice(12, 16));
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  if (chunk === 'VP8 ') return view.getUint16(26, true) & 0x3fff;
  if (chunk === 'VP8L') return (view.getUint32(21, true) & 0x3fff) + 1;
  return (view.getUint32(24, true) & 0xffffff) + 1;
}
