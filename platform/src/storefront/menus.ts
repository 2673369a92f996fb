import type {PlatformContext} from '../context.js';
import {createContentStore, type LoadedContent} from '../content/store.js';
import type {ExportEntity} from '../content/types.js';
import {gid} from './util.js';
import {COLLECTIONS} from './views/collection.js';

/**
 * `QueryRoot.menu(handle:)`: the store's navigation menus, built from the same
 * CMS entries the shop renders its header and footer from (content/export.json,
 * `navigationMenu-*`, published entries only), so the two never disagree.
 *
 * - `main-menu` is `navigationMenu-main`; a category's sub-links are its items.
 * - `footer` holds one item per footer column (`navigationMenu-footer-shop`,
 *   `navigationMenu-footer-help`), each with that column's links.
 *
 * URLs are absolute on the shop's primary domain, as Shopify returns them.
 * The type follows the target: the catalog (`/products`), a product or a
 * collection of this store (with its `resourceId`), the front page, search,
 * and HTTP for everything else (CMS categories and pages, account pages,
 * external links).
 */
interface MenuSource {
  handle: string;
  id: number;
  title: string;
  /** `navigationMenu` entries: one gives the items, several give one column item each. */
  entries: string[];
}

const MENUS: MenuSource[] = [
  {handle: 'main-menu', id: 1, title: 'Main menu', entries: ['navigationMenu-main']},
  {handle: 'footer', id: 2, title: 'Footer menu', entries: ['navigationMenu-footer-shop', 'navigationMenu-footer-help']},
];

export interface MenuItemView {
  __typename: 'MenuItem';
  id: string;
  title: string;
  type: string;
  url: string | null;
  resourceId: string | null;
  tags: string[];
  items: MenuItemView[];
}

const stores = new Map<string, ReturnType<typeof createContentStore>>();

function contentFor(ctx: PlatformContext): Promise<LoadedContent> {
  let store = stores.get(ctx.contentDir);
  if (!store) {
    store = createContentStore(ctx.contentDir);
    stores.set(ctx.contentDir, store);
  }
  return store.get();
}

/** Type and resource of a link, from the shop's routes (`/products/<handle>` is a product or a category). */
function target(ctx: PlatformContext, link: string): {type: string; resourceId: string | null} {
  let path: string;
  try {
    const url = new URL(link, ctx.storefrontUrl);
    if (url.origin !== new URL(ctx.storefrontUrl).origin) return {type: 'HTTP', resourceId: null};
    path = url.pathname.replace(/\/$/, '') || '/';
  } catch {
    return {type: 'HTTP', resourceId: null};
  }
  if (path === '/') return {type: 'FRONTPAGE', resourceId: null};
  if (path === '/products') return {type: 'CATALOG', resourceId: null};
  if (path === '/search') return {type: 'SEARCH', resourceId: null};
  const handle = /^\/products\/([^/]+)$/.exec(path)?.[1];
  if (handle) {
    const product = ctx.catalog.productByHandle(handle);
    if (product) return {type: 'PRODUCT', resourceId: gid('Product', product.id)};
    const collection = COLLECTIONS.find((c) => c.handle === handle);
    if (collection) return {type: 'COLLECTION', resourceId: gid('Collection', collection.id)};
  }
  return {type: 'HTTP', resourceId: null};
}

function absolute(ctx: PlatformContext, link: string): string | null {
  try {
    return new URL(link, `${ctx.storefrontUrl}/`).toString();
  } catch {
    return null;
  }
}

export async function menuByHandle(ctx: PlatformContext, handle: string) {
  const source = MENUS.find((m) => m.handle === handle);
  if (!source) return null;
  const content = await contentFor(ctx);
  const locale = content.defaultLocale.code;
  const published = (id: string | undefined): ExportEntity | undefined => {
    const entry = id ? content.entries.get(id) : undefined;
    return entry?.sys.publishedVersion ? entry : undefined;
  };
  const field = <T>(entry: ExportEntity, name: string): T | undefined => entry.fields[name]?.[locale] as T | undefined;
  const links = (entry: ExportEntity, name: string) =>
    (field<Array<{sys: {id: string}}>>(entry, name) ?? []).map((l) => published(l.sys.id)).filter((e): e is ExportEntity => !!e);

  let next = source.id * 1000;
  const item = (entry: ExportEntity): MenuItemView | null => {
    const title = field<string>(entry, 'title');
    const link = field<string>(entry, 'link');
    if (!title || !link) return null;
    const id = gid('MenuItem', ++next);
    const children = links(entry, 'subCategories')
      .map(item)
      .filter((i): i is MenuItemView => !!i);
    return {__typename: 'MenuItem', id, title, ...target(ctx, link), url: absolute(ctx, link), tags: [], items: children};
  };

  const menus = source.entries.map(published).filter((e): e is ExportEntity => !!e);
  let items: MenuItemView[];
  if (source.entries.length === 1) {
    items = menus.flatMap((m) => links(m, 'items').map(item)).filter((i): i is MenuItemView => !!i);
  } else {
    // One column per menu: the column links to its first link, as a Shopify heading item must link somewhere.
    items = menus.map((m) => {
      const id = gid('MenuItem', ++next);
      const children = links(m, 'items')
        .map(item)
        .filter((i): i is MenuItemView => !!i);
      const first = children[0];
      return {
        __typename: 'MenuItem' as const,
        id,
        title: field<string>(m, 'title') ?? field<string>(m, 'name') ?? '',
        type: first?.type ?? 'HTTP',
        url: first?.url ?? null,
        resourceId: first?.resourceId ?? null,
        tags: [],
        items: children,
      };
    });
  }
  const count = (list: MenuItemView[]): number => list.reduce((n, i) => n + 1 + count(i.items), 0);
  return {__typename: 'Menu', id: gid('Menu', source.id), handle: source.handle, title: source.title, items, itemsCount: count(items)};
}
