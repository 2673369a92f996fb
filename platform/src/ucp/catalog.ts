import type {PlatformContext} from '../context.js';
import type {ProductRecord} from '../store/types.js';
import {freeText, matches, parseQuery, relevance} from '../storefront/search/query.js';
import {parseGid} from '../storefront/util.js';
import {imageUrl} from '../storefront/views/common.js';
import {CURRENCY} from '../storefront/util.js';
import {productPlanGroup} from '../storefront/selling-plans.js';
import {SEARCH_PAGE_SIZE, type GetProductInput, type LookupCatalogInput, type SearchCatalogInput} from './inputs.js';
import {offeredToAgents, productToUcp, variantToUcp, type CatalogDeps} from './catalog-view.js';
import {refuse, warningMessage, type UcpMessage} from './messages.js';
import {shopPolicies} from './policies.js';
import {DEFAULT_UCP_VERSION, responseMeta, UCP_2026_04_08, type UcpVersion} from './version.js';

export function catalogDeps(ctx: PlatformContext): CatalogDeps {
  return {
    shopUrl: ctx.storefrontUrl,
    currency: CURRENCY,
    imageUrl: (name) => imageUrl(ctx, name),
    inventory: (id) => ctx.catalog.inventory(id),
  };
}

/** The cursor is the offset of the next page, opaque to agents. */
export const encodeCursor = (offset: number) => Buffer.from(`offset:${offset}`).toString('base64url');

export function decodeCursor(cursor: string): number | undefined {
  const m = /^offset:(\d{1,6})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  return m ? Number(m[1]) : undefined;
}

export function searchCatalog(ctx: PlatformContext, {catalog}: SearchCatalogInput, version: UcpVersion = DEFAULT_UCP_VERSION) {
  const query = catalog.query?.trim() ?? '';
  const categories = catalog.filters?.categories ?? [];
  const price = catalog.filters?.price ?? {};
  const limit = catalog.pagination?.limit ?? SEARCH_PAGE_SIZE;
  let offset = 0;
  if (catalog.pagination?.cursor !== undefined) {
    const decoded = decodeCursor(catalog.pagination.cursor);
    if (decoded === undefined)
      throw refuse(
        'invalid_input',
        'The pagination cursor is not one this catalog gave out.',
        'recoverable',
        '$.catalog.pagination.cursor',
      );
    offset = decoded;
  }

  const ast = parseQuery(query);
  const words = freeText(ast).map((w) => w.toLowerCase());
  const wanted = categories.map((c) => c.toLowerCase());
  const found = ctx.catalog.products.filter((p) => {
    if (!offeredToAgents(p)) return false;
    if (!matches(p, ast, {available: (x) => ctx.catalog.productAvailable(x)})) return false;
    if (wanted.length && !wanted.some((c) => p.productType.toLowerCase() === c || p.tags.some((t) => t.toLowerCase() === c))) return false;
    if (price.min !== undefined && !p.variants.some((v) => v.price >= price.min!)) return false;
    if (price.max !== undefined && !p.variants.some((v) => v.price <= price.max!)) return false;
    return true;
  });
  const ranked = words.length ? [...found].sort((a, b) => relevance(b, words) - relevance(a, words)) : found;
  const page = ranked.slice(offset, offset + limit);
  const deps = catalogDeps(ctx);
  const hasNext = offset + limit < ranked.length;
  return {
    ucp: responseMeta(version, 'dev.ucp.shopping.catalog.search'),
    products: page.map((p) => inVersion(productToUcp(p, deps), p, version)),
    pagination: {has_next_page: hasNext, total_count: ranked.length, ...(hasNext ? {cursor: encodeCursor(offset + limit)} : {})},
    ...catalogPolicies(ctx, page, '$.products', version),
  };
}

/** A product or variant id (Shopify GIDs, or a product handle) to the product it names, if agents may see it. */
function resolve(ctx: PlatformContext, id: string): {product: ProductRecord; variantId?: number} | undefined {
  const gid = parseGid(id);
  let found: {product: ProductRecord; variantId?: number} | undefined;
  if (gid?.type === 'Product' && /^\d+$/.test(gid.id)) {
    const product = ctx.catalog.product(Number(gid.id));
    found = product && {product};
  } else if (gid?.type === 'ProductVariant' && /^\d+$/.test(gid.id)) {
    const variant = ctx.catalog.variant(Number(gid.id));
    const product = variant && ctx.catalog.product(variant.productId);
    found = product && {product, variantId: variant.id};
  } else if (!gid) {
    const product = ctx.catalog.productByHandle(id);
    found = product && {product};
  }
  return found && offeredToAgents(found.product) ? found : undefined;
}

export function lookupCatalog(ctx: PlatformContext, {catalog: {ids}}: LookupCatalogInput, version: UcpVersion = DEFAULT_UCP_VERSION) {
  const deps = catalogDeps(ctx);
  const messages: UcpMessage[] = [];
  // One product per product, its variants carrying which requested ids led to them.
  const byProduct = new Map<number, {product: ProductRecord; inputs: Map<number, Array<{id: string; match: string}>>}>();
  ids.forEach((id, i) => {
    const found = resolve(ctx, id);
    if (!found) return messages.push(warningMessage('not_found', `No product or variant has the id ${id}.`, `$.catalog.ids[${i}]`));
    const entry = byProduct.get(found.product.id) ?? {product: found.product, inputs: new Map()};
    byProduct.set(found.product.id, entry);
    const targets = found.variantId !== undefined ? [found.variantId] : found.product.variants.map((v) => v.id);
    for (const v of targets) {
      const list = entry.inputs.get(v) ?? [];
      list.push({id, match: found.variantId !== undefined ? 'exact' : 'featured'});
      entry.inputs.set(v, list);
    }
  });
  const products = [...byProduct.values()].map(({product, inputs}) => {
    const view = productToUcp(product, deps);
    const variants = product.variants
      .filter((v) => inputs.has(v.id))
      .map((v) => ({...variantToUcp(product, v, deps), inputs: inputs.get(v.id)!}));
    return inVersion({...view, variants}, product, version);
  });
  return {
    ucp: responseMeta(version, 'dev.ucp.shopping.catalog.lookup'),
    products,
    ...(messages.length ? {messages} : {}),
    ...catalogPolicies(
      ctx,
      [...byProduct.values()].map((e) => e.product),
      '$.products',
      version,
    ),
  };
}

export function getProduct(ctx: PlatformContext, {catalog}: GetProductInput, version: UcpVersion = DEFAULT_UCP_VERSION) {
  const {id} = catalog;
  const selected = catalog.selected ?? [];
  const found = resolve(ctx, id);
  if (!found) throw refuse('not_found', `No product or variant has the id ${id}.`, 'unrecoverable', '$.catalog.id');
  const {product} = found;
  const deps = catalogDeps(ctx);
  const view = productToUcp(product, deps);
  // The effective selection: what the agent chose, else the named variant's options.
  const named = found.variantId !== undefined ? ctx.catalog.variant(found.variantId) : undefined;
  const effective = selected.length
    ? selected
    : (named?.options.filter((o) => o.value !== 'Default Title').map((o) => ({name: o.name, label: o.value})) ?? []);
  const fits = (v: (typeof product.variants)[number], except?: string) =>
    effective.every((s) => s.name === except || v.options.some((o) => o.name === s.name && o.value === s.label));
  const options = view.options.map((o) => ({
    name: o.name,
    values: o.values.map(({label}) => {
      const candidates = product.variants.filter((v) => fits(v, o.name) && v.options.some((x) => x.name === o.name && x.value === label));
      return {label, exists: candidates.length > 0, available: candidates.some((v) => ctx.catalog.inventory(v.id) > 0)};
    }),
  }));
  const variants = product.variants.filter((v) => fits(v)).map((v) => variantToUcp(product, v, deps));
  return {
    ucp: responseMeta(version, 'dev.ucp.shopping.catalog.lookup'),
    product: inVersion({...view, options, variants, selected: effective}, product, version),
    ...catalogPolicies(ctx, [product], '$.product', version),
  };
}

/**
 * A product as the version shows it: from 2026-08-25 on, with the selling plans it is sold on
 * (subscriptions, prepaid deliveries, deposits), whose ids a cart line names in
 * `item.selling_plan_id`; their payment shows as the checkout's payment terms.
 */
function inVersion<T extends object>(view: T, product: ProductRecord, version: UcpVersion): T {
  const group = productPlanGroup(product);
  if (version === UCP_2026_04_08 || !group) return view;
  const plans = group.plans.map((plan) => ({id: `gid://shopify/SellingPlan/${plan.id}`, name: plan.name, description: plan.description}));
  return {...view, selling_plans: plans};
}

/** The shop's policies over catalog products (from 2026-08-25 on): the subscription policy over those sold on plans. */
function catalogPolicies(ctx: PlatformContext, products: readonly ProductRecord[], root: string, version: UcpVersion) {
  if (version === UCP_2026_04_08) return {};
  const onPlans = products.flatMap((p, i) => (productPlanGroup(p) ? [root === '$.product' ? root : `${root}[${i}]`] : []));
  return {policies: shopPolicies(ctx.storefrontUrl, onPlans)};
}
