import {timingSafeEqual} from 'node:crypto';
import type {GraphQLResolveInfo} from 'graphql';
import {URL_REDIRECTS} from '../../../seed/redirects.js';
import type {PlatformContext} from '../../context.js';
import type {ProductRecord} from '../../store/types.js';
import {freeText, matches, parseQuery, relevance} from '../search/query.js';
import {sortProducts, type ProductSortKey} from '../search/sort.js';
import {findPlan, sellingPlanView} from '../selling-plans.js';
import {connection, MAX_PAGE, numericGid, parseGid, type ConnectionArgs} from '../util.js';
import {addressView} from '../views/address.js';
import {mediaImageView} from '../views/common.js';
import {orderView} from '../views/order.js';
import {cartView} from '../views/cart.js';
import {COLLECTIONS, collectionUpdatedAt, collectionView, type CollectionRecord} from '../views/collection.js';
import {customerAddressGid, customerView} from '../views/customer.js';
import {productView, variantById, variantView} from '../views/product.js';
import {MARKET, shopView, localizationView} from '../views/shop.js';
import {API_VERSIONS} from '../versions.js';
import {cartTokenFromGid} from '../cart/ids.js';
import {urlRedirects, urlRedirectView} from '../url-redirects.js';
import {menuByHandle} from '../menus.js';

type ProductsArgs = ConnectionArgs & {query?: string | null; sortKey?: ProductSortKey | null};

function stringConnection(values: string[], first: number) {
  const conn = connection(
    values,
    {first},
    (v) => v,
    (v) => v,
  );
  return {edges: conn.edges, pageInfo: conn.pageInfo};
}

const policyHandles = ['privacyPolicy', 'refundPolicy', 'shippingPolicy', 'termsOfService', 'subscriptionPolicy'] as const;

/** A product metafield or variant metafield by its id (the ids are hashes of owner, namespace and key). */
function metafieldById(ctx: PlatformContext, id: string): unknown {
  type Owner = {metafield: (a: {namespace: string; key: string}) => {id: string} | null};
  for (const product of ctx.catalog.products) {
    const candidates: Array<[Owner, {namespace: string; key: string}]> = [];
    if (product.metafields.length) {
      const view = productView(ctx, product) as unknown as Owner;
      for (const m of product.metafields) candidates.push([view, m]);
    }
    for (const v of product.variants) {
      if (!v.metafields.length) continue;
      const view = variantView(ctx, v, product) as unknown as Owner;
      for (const m of v.metafields) candidates.push([view, m]);
    }
    for (const [owner, m] of candidates) {
      const field = owner.metafield({namespace: m.namespace, key: m.key});
      if (field?.id === id) return field;
    }
  }
  return null;
}

/**
 * `node(id:)` / `nodes(ids:)` over every Node type this shop has. Ids that carry a secret need it, as on Shopify:
 * an Order and its addresses need the order's `key` (in the ids the customer's `orders` connection hands out), a customer's MailingAddress the
 * `customer_access_token` of its owner (the id `Customer.addresses` answers), a CartLine its `cart` token. Types
 * the shop has none of (articles, blogs, pages, checkouts, locations, videos, metaobjects…) resolve to null.
 */
function nodeById(ctx: PlatformContext, id: string): unknown {
  const parsed = parseGid(id);
  if (!parsed) return null;
  const n = /^\d+$/.test(parsed.id) ? Number(parsed.id) : NaN;
  switch (parsed.type) {
    case 'Product': {
      const p = ctx.catalog.product(n);
      return p ? productView(ctx, p) : null;
    }
    case 'ProductVariant':
      return variantById(ctx, n);
    case 'ProductOption': {
      const p = ctx.catalog.product(Math.floor(n / 10));
      const options = p ? (productView(ctx, p).options as (a: {first?: number | null}) => Array<{id: string}>)({}) : [];
      const option = options.find((o) => o.id === id);
      return option ? {__typename: 'ProductOption', ...option} : null;
    }
    case 'MediaImage': {
      const p = ctx.catalog.products.find((x) => x.images.some((i) => i.id === n));
      const image = p?.images.find((i) => i.id === n);
      return image ? mediaImageView(ctx, image) : null;
    }
    case 'Metafield':
      return metafieldById(ctx, id);
    case 'Collection': {
      const c = COLLECTIONS.find((x) => x.id === n);
      return c ? collectionView(ctx, c) : null;
    }
    case 'SellingPlan': {
      const ref = findPlan(n);
      return ref ? sellingPlanView(ref.plan) : null;
    }
    case 'Cart': {
      const doc = ctx.carts.get(parsed.id);
      return doc ? cartView(ctx, doc) : null;
    }
    case 'CartLine': {
      const token = parsed.params.get('cart');
      const doc = token ? ctx.carts.get(token) : undefined;
      if (!doc) return null;
      const lines = (cartView(ctx, doc).lines as (a: ConnectionArgs) => {nodes: Array<{id: string}>})({first: MAX_PAGE});
      return lines.nodes.find((l) => parseGid(l.id)?.id === parsed.id) ?? null;
    }
    case 'Order': {
      const order = Number.isFinite(n) ? ctx.orders.byId(n) : undefined;
      const key = parsed.params.get('key');
      return order && key && safeEqual(key, order.key) ? orderView(ctx, order) : null;
    }
    case 'MailingAddress': {
      if (parsed.params.get('model_name') === 'Address') {
        const order = Number.isFinite(n) ? ctx.orders.byId(n) : undefined;
        const key = parsed.params.get('key');
        if (!order || !key || !safeEqual(key, order.key)) return null;
        const view = orderView(ctx, order);
        const address = parsed.params.get('type') === 'billing' ? view.billingAddress : view.shippingAddress;
        return address && (address as {id: string}).id === id ? address : null;
      }
      if (parsed.params.get('model_name') !== 'CustomerAddress') return null;
      const token = parsed.params.get('customer_access_token');
      const customer = ctx.customers.customerForToken(token);
      const address = customer && Number.isFinite(n) ? ctx.customers.address(n) : undefined;
      return address && address.customer_id === customer!.id ? addressView(customerAddressGid(address.id, token), address.doc) : null;
    }
    case 'Shop':
      return n === 1 ? shopView(ctx) : null;
    case 'ShopPolicy': {
      const handle = policyHandles[n - 1];
      const policy = handle ? (shopView(ctx)[handle] as Record<string, unknown>) : undefined;
      return policy ? {...policy, __typename: 'ShopPolicy'} : null;
    }
    case 'Market':
      return id === MARKET.id ? MARKET : null;
    case 'UrlRedirect': {
      const r = URL_REDIRECTS.find((x) => x.id === n);
      return r ? urlRedirectView(r) : null;
    }
    default:
      return null;
  }
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Returns the node only when its type may appear as `Node` in this schema. */
function asNode(info: GraphQLResolveInfo, value: unknown): unknown {
  if (!value || typeof value !== 'object') return null;
  const typename = (value as {__typename?: string}).__typename;
  const nodeType = info.schema.getType('Node');
  if (!typename || !nodeType || !('getFields' in nodeType)) return null;
  const type = info.schema.getType(typename);
  return type && info.schema.isSubType(nodeType as never, type as never) ? value : null;
}

export function filterProducts(ctx: PlatformContext, args: ProductsArgs): ProductRecord[] {
  const ast = args.query ? parseQuery(args.query) : null;
  const available = (p: ProductRecord) => ctx.catalog.productAvailable(p);
  const found = ctx.catalog.products.filter((p) => matches(p, ast, {available}));
  const key = args.sortKey ?? (args.query ? 'RELEVANCE' : 'ID');
  if (key === 'RELEVANCE' && args.query) {
    const words = freeText(ast);
    return found
      .map((p) => ({p, s: relevance(p, words)}))
      .sort((a, b) => b.s - a.s || a.p.id - b.p.id)
      .map((x) => x.p);
  }
  return sortProducts(found, key, ctx);
}

function recommendations(ctx: PlatformContext, productId: number): ProductRecord[] | null {
  const product = ctx.catalog.product(productId);
  if (!product) return null;
  const listed = product.metafields.find((m) => m.namespace === 'custom' && m.key === 'recommended');
  const handles = listed ? (JSON.parse(listed.value) as string[]) : [];
  const explicit = handles.map((h) => ctx.catalog.productByHandle(h)).filter((p): p is ProductRecord => !!p);
  const score = (p: ProductRecord) =>
    (p.productType === product.productType ? 3 : 0) + p.tags.filter((t) => product.tags.includes(t)).length;
  const others = ctx.catalog.products
    .filter((p) => p.id !== product.id && !explicit.includes(p) && !p.tags.includes('free_gift'))
    .map((p) => ({p, s: score(p)}))
    .filter((x) => x.s > 0)
    .sort((a, b) => b.s - a.s || b.p.sold - a.p.sold)
    .map((x) => x.p);
  return [...explicit, ...others].slice(0, 10);
}

type CollectionSortKey = 'ID' | 'TITLE' | 'UPDATED_AT' | 'RELEVANCE';

/** `collections(sortKey:)` ascending (`reverse` is applied by the connection); RELEVANCE without a query keeps id order. */
function sortCollections(ctx: PlatformContext, key: CollectionSortKey): CollectionRecord[] {
  const list = [...COLLECTIONS];
  if (key === 'TITLE') return list.sort((a, b) => a.title.localeCompare(b.title) || a.id - b.id);
  if (key === 'UPDATED_AT') {
    return list.sort((a, b) => collectionUpdatedAt(ctx, a).localeCompare(collectionUpdatedAt(ctx, b)) || a.id - b.id);
  }
  return list.sort((a, b) => a.id - b.id);
}

const emptyConnection = (args: ConnectionArgs) => connection([], args, String, (x) => x);

export function queryRoot(ctx: PlatformContext) {
  const product = (p: ProductRecord | undefined) => (p ? productView(ctx, p) : null);
  return {
    shop: () => shopView(ctx),
    localization: () => localizationView(),
    publicApiVersions: () => API_VERSIONS,
    product: (args: {id?: string | null; handle?: string | null}) =>
      args.id
        ? product(ctx.catalog.product(numericGid(args.id, 'Product') ?? -1))
        : args.handle
          ? product(ctx.catalog.productByHandle(args.handle))
          : null,
    productByHandle: (args: {handle: string}) => product(ctx.catalog.productByHandle(args.handle)),
    products: (args: ProductsArgs) => ({
      ...connection(
        filterProducts(ctx, args),
        args,
        (p) => String(p.id),
        (p) => productView(ctx, p),
      ),
      // Shopify answers facets only on a collection's products; the catalog-wide connection has none.
      filters: [],
    }),
    productRecommendations: (args: {productId: string}) =>
      recommendations(ctx, numericGid(args.productId, 'Product') ?? -1)?.map((p) => productView(ctx, p)) ?? null,
    productTags: (args: {first: number}) => stringConnection([...new Set(ctx.catalog.products.flatMap((p) => p.tags))].sort(), args.first),
    productTypes: (args: {first: number}) =>
      stringConnection([...new Set(ctx.catalog.products.map((p) => p.productType))].sort(), args.first),
    node: (args: {id: string}, _c: unknown, info: GraphQLResolveInfo) => asNode(info, nodeById(ctx, args.id)),
    nodes: (args: {ids: string[]}, _c: unknown, info: GraphQLResolveInfo) => args.ids.map((id) => asNode(info, nodeById(ctx, id))),
    collection: (args: {id?: string | null; handle?: string | null}) => {
      const c = COLLECTIONS.find((x) => (args.id ? `gid://shopify/Collection/${x.id}` === args.id : x.handle === args.handle));
      return c ? collectionView(ctx, c) : null;
    },
    collectionByHandle: (args: {handle: string}) => {
      const c = COLLECTIONS.find((x) => x.handle === args.handle);
      return c ? collectionView(ctx, c) : null;
    },
    collections: (args: ConnectionArgs & {sortKey?: CollectionSortKey | null}) =>
      connection(
        sortCollections(ctx, args.sortKey ?? 'ID'),
        args,
        (c) => String(c.id),
        (c) => collectionView(ctx, c),
      ),
    cart: (args: {id: string}) => {
      const token = cartTokenFromGid(args.id);
      const doc = token ? ctx.carts.get(token) : undefined;
      if (!doc) return null;
      ctx.carts.touch(doc.token);
      return cartView(ctx, doc);
    },
    customer: (args: {customerAccessToken: string}) => {
      const c = ctx.customers.customerForToken(args.customerAccessToken);
      return c ? customerView(ctx, c, args.customerAccessToken) : null;
    },
    urlRedirects: (args: ConnectionArgs & {query?: string | null}) => urlRedirects(args),
    menu: (args: {handle: string}) => menuByHandle(ctx, args.handle),
    articles: emptyConnection,
    blogs: emptyConnection,
    pages: emptyConnection,
    locations: emptyConnection,
    metaobjects: emptyConnection,
  };
}
