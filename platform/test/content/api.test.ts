import {readFileSync} from 'node:fs';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {CONTENT_DIR, DELIVERY, PREVIEW, startServer} from './server.js';

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('auth and routing', () => {
  it('rejects a missing or wrong token with the AccessTokenInvalid error', async () => {
    for (const token of [null, 'nope']) {
      const res = await server.api('/entries', token);
      expect(res.status).toBe(401);
      expect(res.body.sys).toEqual({type: 'Error', id: 'AccessTokenInvalid'});
      expect(res.body.message).toBe('The access token you sent could not be found or is invalid.');
      expect(res.headers.get('content-type')).toBe('application/vnd.contentful.delivery.v1+json');
    }
  });

  it('accepts the token as a bearer header or as access_token, with or without the environment', async () => {
    const viaQuery = await fetch(`${server.origin}/spaces/oralcare/entries?access_token=${DELIVERY}&limit=1`);
    expect(viaQuery.status).toBe(200);
    expect(viaQuery.headers.get('access-control-allow-origin')).toBe('*');
    expect(viaQuery.headers.get('etag')).toMatch(/^".+"$/);
    const viaHeader = await server.api('/entries?limit=1');
    expect(viaHeader.status).toBe(200);
    expect(viaHeader.body.sys).toEqual({type: 'Array'});
  });

  it('answers 304 when the ETag matches', async () => {
    const first = await fetch(`${server.origin}/spaces/oralcare/locales?access_token=${DELIVERY}`);
    const again = await fetch(`${server.origin}/spaces/oralcare/locales?access_token=${DELIVERY}`, {
      headers: {'if-none-match': first.headers.get('etag')!},
    });
    expect(again.status).toBe(304);
  });

  it('returns NotFound for an unknown space, environment or entry', async () => {
    const space = await fetch(`${server.origin}/spaces/other/entries`, {headers: {authorization: `Bearer ${DELIVERY}`}});
    expect(space.status).toBe(404);
    expect(((await space.json()) as any).sys).toEqual({type: 'Error', id: 'NotFound'});
    const env = await fetch(`${server.origin}/spaces/oralcare/environments/staging/entries`, {
      headers: {authorization: `Bearer ${DELIVERY}`},
    });
    expect(env.status).toBe(404);
    expect((await server.api('/entries/missing')).status).toBe(404);
  });

  it('serves the space, locales and content types', async () => {
    const space = await fetch(`${server.origin}/spaces/oralcare`, {headers: {authorization: `Bearer ${DELIVERY}`}});
    expect(((await space.json()) as any).locales[0].code).toBe('en-US');
    const locales = await server.api('/locales');
    expect(locales.body.items[0]).toMatchObject({code: 'en-US', default: true});
    expect((await server.api('/content_types?limit=5000')).status).toBe(400);
    const types = await server.api('/content_types');
    // Every content type of the export is served (the count grows as features add types).
    const exported = JSON.parse(readFileSync(path.join(CONTENT_DIR, 'export.json'), 'utf8')) as {contentTypes: unknown[]};
    expect(types.body.total).toBe(exported.contentTypes.length);
    expect(types.body.total).toBeGreaterThanOrEqual(16);
    const category = await server.api('/content_types/category');
    expect(category.body.fields.map((f: any) => f.id)).toContain('subCategories');
  });

  it('leaves other paths to other routes', async () => {
    const res = await fetch(`${server.origin}/other`);
    expect(await res.text()).toBe('not mine');
  });
});

describe('entries', () => {
  it('lists entries of a content type with unlocalised fields and CDA sys', async () => {
    const res = await server.api('/entries?content_type=category&include=0');
    expect(res.body.total).toBe(17);
    const item = res.body.items[0];
    expect(item.sys).toMatchObject({
      type: 'Entry',
      locale: 'en-US',
      contentType: {sys: {type: 'Link', linkType: 'ContentType', id: 'category'}},
    });
    expect(item.sys.space.sys.id).toBe('oralcare');
    expect(item.sys.environment.sys.id).toBe('master');
    expect(typeof item.sys.revision).toBe('number');
    expect(typeof item.fields.handle).toBe('string');
    expect(res.body.includes).toBeUndefined();
  });

  it('returns localised fields with locale=*', async () => {
    const res = await server.api('/entries/siteSettings-default?locale=*');
    expect(res.body.fields.freeShippingThreshold).toEqual({'en-US': 25});
  });

  it('filters by field equality, [in], [ne], [exists] and [match]', async () => {
    const eq = await server.api('/entries?content_type=category&fields.handle=kids-toothpaste');
    expect(eq.body.items.map((i: any) => i.fields.label)).toEqual(['Kids Toothpaste']);
    const inList = await server.api('/entries?content_type=category&fields.handle[in]=all,holiday-gifts&order=fields.handle');
    expect(inList.body.items.map((i: any) => i.fields.handle)).toEqual(['all', 'holiday-gifts']);
    const ne = await server.api('/entries?content_type=category&fields.handle[ne]=all');
    expect(ne.body.total).toBe(16);
    const roots = await server.api('/entries?content_type=category&fields.parentCategory[exists]=false');
    expect(roots.body.total).toBe(6);
    const match = await server.api('/entries?content_type=article&fields.title[match]=sensitive');
    expect(match.body.items.map((i: any) => i.fields.slug)).toEqual(['sensitive-teeth-causes-and-relief']);
    const arrayMember = await server.api('/entries?content_type=category&fields.products=hum-couples-bundle');
    expect(arrayMember.body.items[0].fields.handle).toBe('toothbrush-bundles');
    const byLink = await server.api(
      '/entries?content_type=category&fields.parentCategory.sys.id=category-colgate-toothpaste&order=fields.sortOrder',
    );
    expect(byLink.body.items.map((i: any) => i.fields.handle)).toEqual(['adult-toothpaste', 'kids-toothpaste']);
  });

  it('filters by sys.id and full-text query', async () => {
    const ids = await server.api('/entries?sys.id[in]=hero-home,hero-holiday&order=sys.id');
    expect(ids.body.items.map((i: any) => i.sys.id)).toEqual(['hero-holiday', 'hero-home']);
    const text = await server.api('/entries?query=gingivitis');
    expect(text.body.items.map((i: any) => i.sys.id)).toContain('article-gum-health-basics');
  });

  it('orders, pages and reports total', async () => {
    const all = await server.api('/entries?content_type=category&order=fields.handle&include=0');
    const handles = all.body.items.map((i: any) => i.fields.handle);
    expect(handles).toEqual([...handles].sort());
    const page = await server.api('/entries?content_type=category&order=fields.handle&limit=5&skip=5&include=0');
    expect(page.body).toMatchObject({total: 17, skip: 5, limit: 5});
    expect(page.body.items.map((i: any) => i.fields.handle)).toEqual(handles.slice(5, 10));
    const desc = await server.api('/entries?content_type=category&order=-fields.sortOrder,fields.handle&limit=1');
    expect(desc.body.items[0].fields.sortOrder).toBe(60);
  });

  it('selects properties', async () => {
    const res = await server.api('/entries?content_type=category&select=fields.handle,sys.id&limit=2');
    expect(Object.keys(res.body.items[0].fields)).toEqual(['handle']);
    expect(Object.keys(res.body.items[0].sys)).toEqual(['id']);
  });

  it('rejects bad queries with InvalidQuery, never a crash', async () => {
    const bad = [
      '/entries?fields.handle=all',
      '/entries?content_type=nope',
      '/entries?limit=1001',
      '/entries?limit=-1',
      '/entries?skip=abc',
      '/entries?include=11',
      '/entries?content_type=category&fields.nope=1',
      '/entries?content_type=category&fields.handle[near]=1',
      '/entries?content_type=category&order=fields.subCategories',
      '/entries?content_type=category&fields.handle[exists]=maybe',
      '/entries?select=fields.a.b.c',
    ];
    for (const path of bad) {
      const res = await server.api(path);
      expect(res.status, path).toBe(400);
      expect(res.body.sys, path).toEqual({type: 'Error', id: 'InvalidQuery'});
      expect(res.body.details.errors.length, path).toBeGreaterThan(0);
    }
    expect((await server.api('/entries?locale=xx')).status).toBe(400);
  });
});

describe('includes', () => {
  it('resolves a category with its sub-categories', async () => {
    const res = await server.api('/entries?content_type=category&fields.handle=colgate-teeth-whitening');
    const ids = res.body.includes.Entry.map((e: any) => e.sys.id).sort();
    expect(ids).toEqual(['category-whitening-bundles', 'category-whitening-toothpaste', 'category-whitening-treatments']);
    expect(res.body.includes.Asset.map((a: any) => a.sys.id)).toEqual(['img-category-whitening-tablet-small']);
  });

  it('follows navigationMenu → navigationCategory → navigationLink with include=2 only', async () => {
    const one = await server.api('/entries?content_type=navigationMenu&fields.name=main&include=1');
    const oneTypes = new Set(one.body.includes.Entry.map((e: any) => e.sys.contentType.sys.id));
    expect(one.body.includes.Entry.some((e: any) => e.sys.id === 'navigationLink-whitening-treatments')).toBe(false);
    expect(oneTypes.has('navigationCategory')).toBe(true);

    const two = await server.api('/entries?content_type=navigationMenu&fields.name=main&include=2');
    const byId = new Map<string, any>(two.body.includes.Entry.map((e: any) => [e.sys.id, e]));
    const menu = two.body.items[0];
    const titles = menu.fields.items.map((l: any) => byId.get(l.sys.id).fields.title);
    expect(titles).toEqual([
      'All Products',
      'Teeth Whitening',
      'Toothbrushes',
      'Toothpaste',
      'Bundles',
      'Build a Bundle',
      'Holiday Gifts',
      'Learn',
      'Sign In',
      'Manage Subscriptions',
      'Contact Us',
      'Help & FAQ',
    ]);
    const whitening = byId.get('navigationCategory-colgate-teeth-whitening');
    expect(whitening.fields.subCategories.map((l: any) => byId.get(l.sys.id).fields.link)).toEqual([
      '/products/whitening-treatments',
      '/products/whitening-toothpaste',
      '/products/whitening-bundles',
    ]);
    expect(byId.get('navigationCategory-holiday-gifts').fields.accentColor).toBe('#b91c1c');
    expect(byId.get('navigationLink-help-faq').fields).toMatchObject({
      link: 'https://support.oralcare.example/hc/en-us',
      openInNewTab: true,
    });
  });

  it('reports links to drafts as notResolvable for delivery, resolves them for preview', async () => {
    const delivery = await server.api('/entries?sys.id=article-how-teeth-whitening-works');
    expect(delivery.body.errors).toContainEqual({
      sys: {id: 'notResolvable', type: 'error'},
      details: {type: 'Link', linkType: 'Entry', id: 'article-whitening-with-sensitive-teeth'},
    });
    const preview = await server.api('/entries?sys.id=article-how-teeth-whitening-works', PREVIEW);
    expect(preview.body.errors).toBeUndefined();
    expect(preview.body.includes.Entry.map((e: any) => e.sys.id)).toContain('article-whitening-with-sensitive-teeth');
    // rich-text embeds are included too
    expect(preview.body.includes.Entry.map((e: any) => e.sys.id)).toContain('productCarousel-whitening-favourites');
  });
});

describe('drafts', () => {
  it('shows draft entries only to the preview token', async () => {
    const delivery = await server.api('/entries?content_type=article');
    const preview = await server.api('/entries?content_type=article', PREVIEW);
    expect(preview.body.total).toBe(delivery.body.total + 1);
    expect((await server.api('/entries/article-whitening-with-sensitive-teeth')).status).toBe(404);
    expect((await server.api('/entries/article-whitening-with-sensitive-teeth', PREVIEW)).status).toBe(200);
  });
});
