import type {GraphQLResolveInfo} from 'graphql';
import type {PlatformContext} from '../../context.js';
import type {ProductRecord} from '../../store/types.js';
import {freeText, matches, parseQuery, relevance} from '../search/query.js';
import {sortProducts, type ProductSortKey} from '../search/sort.js';
import {findPlan, sellingPlanView} from '../sellingPlans.js';
import {connection, numericGid, parseGid, type ConnectionArgs} from '../util.js';
import {cartView} from '../views/cart.js';
import {COLLECTIONS, collectionView} from '../views/collection.js';
import {customerView} from '../views/customer.js';
import {productView, variantById} from '../views/product.js';
import {shopView, localizationView} from '../views/shop.js';
import {API_VERSIONS} from '../versions.js';
import {cartTokenFromGid} from '../cart/ids.js';
import {urlRedirects} from '../urlRedirects.js';
import {menuByHandle} from '../menus.js';

type ProductsArgs = ConnectionArgs & {query?: string | null; sortKey?: ProductSortKey | null};

function stringConnection(values: string[], first: number) {
  const conn = connection(values, {first}, (v) => v, (v) => v);
  return {edges: conn.edges, pageInfo: conn.pageInfo};
}

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
    default:
      return null;
  }
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
    return found.map((p) => ({p, s: relevance(p, words)})).sort((a, b) => b.s - a.s || a.p.id - b.p.id).map((x) => x.p);
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

const emptyConnection = (args: ConnectionArgs) => connection([], args, String, (x) => x);

export function queryRoot(ctx: PlatformContext) {
  const product = (p: ProductRecord | undefined) => (p ? productView(ctx, p) : null);
  return {
    shop: () => shopView(ctx),
    localization: () => localizationView(),
    publicApiVersions: () => API_VERSIONS,
    product: (args: {id?: string | null; handle?: string | null}) =>
      args.id ? product(ctx.catalog.product(numericGid(args.id, 'Product') ?? -1)) : args.handle ? product(ctx.catalog.productByHandle(args.handle)) : null,
    productByHandle: (args: {handle: string}) => product(ctx.catalog.productByHandle(args.handle)),
    products: (args: ProductsArgs) =>
      connection(filterProducts(ctx, args), args, (p) => String(p.id), (p) => productView(ctx, p)),
    productRecommendations: (args: {productId: string}) =>
      recommendations(ctx, numericGid(args.productId, 'Product') ?? -1)?.map((p) => productView(ctx, p)) ?? null,
    productTags: (args: {first: number}) =>
      stringConnection([...new Set(ctx.catalog.products.flatMap((p) => p.tags))].sort(), args.first),
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
    collections: (args: ConnectionArgs) => connection(COLLECTIONS, args, (c) => String(c.id), (c) => collectionView(ctx, c)),
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
