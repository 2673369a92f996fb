import {cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {createPlatformServer} from '../src/server.js';
import {startPlatform, tempDir, PUBLIC_TOKEN, type TestPlatform} from './helpers.js';

const CONTENT_DIR = path.resolve(import.meta.dirname, '../../content');

/** The menu document shape Hydrogen's demo store sends (header and footer). */
const MENU_QUERY = `#graphql
  fragment MenuItem on MenuItem { id resourceId tags title type url }
  fragment ChildMenuItem on MenuItem { ...MenuItem }
  fragment ParentMenuItem on MenuItem { ...MenuItem items { ...ChildMenuItem } }
  fragment Menu on Menu { id items { ...ParentMenuItem } }
  query Layout($headerMenuHandle: String!, $footerMenuHandle: String!) {
    headerMenu: menu(handle: $headerMenuHandle) { ...Menu handle title itemsCount }
    footerMenu: menu(handle: $footerMenuHandle) { ...Menu handle title itemsCount }
    none: menu(handle: "no-such-menu") { id }
    bundle: product(handle: "create-your-bundle") { id }
  }`;

interface Item {
  id: string;
  title: string;
  type: string;
  url: string;
  resourceId: string | null;
  tags: string[];
  items?: Item[];
}

/** The navigation the shop renders, read from the CMS export: title and link of each item, with sub-links. */
function cmsMenu(name: string): Array<{title: string; link: string; children: string[]}> {
  const exp = JSON.parse(readFileSync(path.join(CONTENT_DIR, 'export.json'), 'utf8')) as {
    entries: Array<{sys: {id: string}; fields: Record<string, {'en-US': any}>}>;
  };
  const byId = new Map(exp.entries.map((e) => [e.sys.id, e]));
  const menu = byId.get(`navigationMenu-${name}`)!;
  return menu.fields.items['en-US'].map((l: {sys: {id: string}}) => {
    const entry = byId.get(l.sys.id)!;
    const subs = (entry.fields.subCategories?.['en-US'] ?? []) as Array<{sys: {id: string}}>;
    return {
      title: entry.fields.title['en-US'],
      link: entry.fields.link['en-US'],
      children: subs.map((s) => byId.get(s.sys.id)!.fields.title['en-US']),
    };
  });
}

let p: TestPlatform;
beforeAll(async () => {
  p = await startPlatform();
});
afterAll(() => p.close());

describe('menu(handle:)', () => {
  it('main-menu is the shop’s header navigation, with nested items, types, urls and resource ids', async () => {
    const res = await p.gql(MENU_QUERY, {headerMenuHandle: 'main-menu', footerMenuHandle: 'footer'});
    expect(res.errors).toBeUndefined();
    const header = res.data.headerMenu;
    const cms = cmsMenu('main');
    expect(cms.length).toBeGreaterThan(8);
    expect(header).toMatchObject({id: 'gid://shopify/Menu/1', handle: 'main-menu', title: 'Main menu'});
    expect(header.items.map((i: Item) => i.title)).toEqual(cms.map((c) => c.title));
    expect(header.items.map((i: Item) => i.items!.map((c) => c.title))).toEqual(cms.map((c) => c.children));
    expect(header.itemsCount).toBe(cms.length + cms.reduce((n, c) => n + c.children.length, 0));
    const byTitle = (title: string) => header.items.find((i: Item) => i.title === title) as Item;
    expect(byTitle('All Products')).toMatchObject({type: 'CATALOG', url: 'http://localhost:3000/products', resourceId: null, tags: []});
    expect(byTitle('Build a Bundle')).toMatchObject({
      type: 'PRODUCT',
      url: 'http://localhost:3000/products/create-your-bundle',
      resourceId: res.data.bundle.id,
    });
    expect(res.data.bundle.id).toMatch(/^gid:\/\/shopify\/Product\/\d+$/);
    const whitening = byTitle('Teeth Whitening');
    expect(whitening).toMatchObject({type: 'HTTP', url: 'http://localhost:3000/products/colgate-teeth-whitening', resourceId: null});
    expect(whitening.items![0]).toMatchObject({
      title: 'Whitening Treatments',
      type: 'HTTP',
      url: 'http://localhost:3000/products/whitening-treatments',
    });
    expect(byTitle('Help & FAQ')).toMatchObject({type: 'HTTP', url: 'https://support.oralcare.example/hc/en-us'});
    const ids = [...header.items, ...header.items.flatMap((i: Item) => i.items)].map((i: Item) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => /^gid:\/\/shopify\/MenuItem\/\d+$/.test(id))).toBe(true);
    expect(res.data.none).toBeNull();
  });

  it('footer has one item per footer column with that column’s links', async () => {
    const res = await p.gql(MENU_QUERY, {headerMenuHandle: 'main-menu', footerMenuHandle: 'footer'});
    const footer = res.data.footerMenu;
    expect(footer).toMatchObject({id: 'gid://shopify/Menu/2', handle: 'footer', title: 'Footer menu'});
    expect(footer.items.map((i: Item) => i.title)).toEqual(['Shop', 'Need Help?']);
    expect(footer.items[0].items.map((i: Item) => i.title)).toEqual(cmsMenu('footer-shop').map((c) => c.title));
    expect(footer.items[1].items.map((i: Item) => i.title)).toEqual(cmsMenu('footer-help').map((c) => c.title));
    expect(footer.items[0]).toMatchObject({type: 'CATALOG', url: 'http://localhost:3000/products'});
    expect(footer.itemsCount).toBe(2 + cmsMenu('footer-shop').length + cmsMenu('footer-help').length);
  });

  it('follows the CMS: an edited link title and a draft link show in the menu', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'menu-content-'));
    cpSync(CONTENT_DIR, dir, {recursive: true});
    const file = path.join(dir, 'export.json');
    const exp = JSON.parse(readFileSync(file, 'utf8'));
    const learn = exp.entries.find((e: any) => e.sys.id === 'navigationLink-learn');
    learn.fields.title['en-US'] = 'Learn & Care';
    const contact = exp.entries.find((e: any) => e.sys.id === 'navigationLink-contact-us');
    delete contact.sys.publishedVersion;
    writeFileSync(file, JSON.stringify(exp));
    const dataDir = tempDir();
    const server = createPlatformServer({dataDir, port: 0, host: '127.0.0.1', contentDir: dir, log: () => {}});
    const url = await server.listen();
    try {
      const res = await fetch(`${url}/api/2023-04/graphql.json`, {
        method: 'POST',
        headers: {'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': PUBLIC_TOKEN},
        body: JSON.stringify({query: '{ menu(handle: "main-menu") { items { title } } }'}),
      });
      const titles = ((await res.json()) as {data: {menu: {items: Array<{title: string}>}}}).data.menu.items.map((i) => i.title);
      expect(titles).toContain('Learn & Care');
      expect(titles).not.toContain('Contact Us');
    } finally {
      await server.close();
      rmSync(dir, {recursive: true, force: true});
      rmSync(dataDir, {recursive: true, force: true});
    }
  });
});
