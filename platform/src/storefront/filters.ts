import {GraphQLError} from 'graphql';
import type {PlatformContext} from '../context.js';
import type {ProductRecord, VariantRecord} from '../store/types.js';

/** `ProductFilter` input of the 2023-04 schema (metafield filters are accepted but match nothing: no metafield filter is configured). */
export interface ProductFilterInput {
  available?: boolean | null;
  price?: {min?: number | null; max?: number | null} | null;
  productType?: string | null;
  productVendor?: string | null;
  tag?: string | null;
  variantOption?: {name: string; value: string} | null;
  productMetafield?: unknown;
  variantMetafield?: unknown;
}

type Test = (p: ProductRecord) => boolean;
type VariantTest = (v: VariantRecord) => boolean;

/**
 * One selected filter value. Values of the same group are OR-ed and groups are AND-ed (Search & Discovery's rule).
 * Variant-scoped filters (`filter.v.*`: availability, price, options) must all hold for one and the same variant, so
 * "Black" + "In stock" leaves out a product whose only black variant is sold out.
 */
type Clause = {group: string} & ({scope: 'product'; test: Test} | {scope: 'variant'; test: VariantTest});

const OPTION_HIDDEN = new Set(['title']);
const lower = (s: string) => s.trim().toLowerCase();
const cents = (amount: number) => Math.round(amount * 100);
const dollars = (c: number) => c / 100;

function clauseOf(ctx: PlatformContext, f: ProductFilterInput): Clause {
  const keys = Object.keys(f).filter((k) => f[k as keyof ProductFilterInput] != null);
  if (keys.length !== 1) {
    throw new GraphQLError('A ProductFilter must set exactly one field.', {extensions: {code: 'BAD_REQUEST'}});
  }
  const key = keys[0] as keyof ProductFilterInput;
  switch (key) {
    case 'available':
      return {group: 'available', scope: 'variant', test: (v) => ctx.catalog.inventory(v.id) > 0 === f.available};
    case 'price': {
      const min = cents(f.price!.min ?? 0);
      const max = f.price!.max == null ? Infinity : cents(f.price!.max);
      return {group: 'price', scope: 'variant', test: (v) => v.price >= min && v.price <= max};
    }
    case 'productType':
      return {group: 'productType', scope: 'product', test: (p) => lower(p.productType) === lower(f.productType!)};
    case 'productVendor':
      return {group: 'productVendor', scope: 'product', test: (p) => lower(p.vendor) === lower(f.productVendor!)};
    case 'tag':
      return {group: 'tag', scope: 'product', test: (p) => p.tags.some((t) => lower(t) === lower(f.tag!))};
    case 'variantOption': {
      const name = lower(f.variantOption!.name);
      const value = lower(f.variantOption!.value);
      return {
        group: `variantOption:${name}`,
        scope: 'variant',
        test: (v) => v.options.some((o) => lower(o.name) === name && lower(o.value) === value),
      };
    }
    default:
      // Metafield filters: no metafield filter is configured in this shop, so nothing matches (as on Shopify).
      return {group: key, scope: 'product', test: () => false};
  }
}

function groupBy<T extends Clause>(clauses: T[]): T[][] {
  const groups = new Map<string, T[]>();
  for (const c of clauses) groups.set(c.group, [...(groups.get(c.group) ?? []), c]);
  return [...groups.values()];
}

function matchAll(clauses: Clause[]): Test {
  const productGroups = groupBy(clauses.filter((c): c is Clause & {scope: 'product'} => c.scope === 'product'));
  const variantGroups = groupBy(clauses.filter((c): c is Clause & {scope: 'variant'} => c.scope === 'variant'));
  return (p) =>
    productGroups.every((g) => g.some((c) => c.test(p))) &&
    (variantGroups.length === 0 || p.variants.some((v) => variantGroups.every((g) => g.some((c) => c.test(v)))));
}

/** Applies the `filters` argument of `Collection.products`. */
export function applyProductFilters(ctx: PlatformContext, products: ProductRecord[], filters: ProductFilterInput[] | null | undefined) {
  if (!filters?.length) return products;
  const test = matchAll(filters.map((f) => clauseOf(ctx, f)));
  return products.filter(test);
}

interface FilterValueView {
  id: string;
  label: string;
  count: number;
  input: string;
}

interface FilterView {
  id: string;
  label: string;
  type: 'LIST' | 'PRICE_RANGE' | 'BOOLEAN';
  values: FilterValueView[];
}

const slug = (s: string) =>
  lower(s)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The facets Shopify answers for a collection (`filter.v.availability`, `filter.v.price`, `filter.p.product_type`,
 * `filter.p.vendor`, `filter.p.tag`, `filter.v.option.<name>`). A value's count is the number of products that
 * would match with it added to the other groups' active filters (its own group ignored), as in Shopify's faceting.
 * `input` is the JSON string a client sends back as one `ProductFilter`.
 */
export function productFilters(
  ctx: PlatformContext,
  members: ProductRecord[],
  filters: ProductFilterInput[] | null | undefined,
): FilterView[] {
  const active = (filters ?? []).map((f) => clauseOf(ctx, f));
  const count = (input: ProductFilterInput) => {
    const clause = clauseOf(ctx, input);
    const test = matchAll([...active.filter((c) => c.group !== clause.group), clause]);
    return members.filter(test).length;
  };
  const listFilter = (id: string, label: string, values: Array<{key: string; label: string; input: ProductFilterInput}>): FilterView => ({
    id,
    label,
    type: 'LIST',
    values: values.map((v) => ({id: `${id}.${v.key}`, label: v.label, count: count(v.input), input: JSON.stringify(v.input)})),
  });
  const sorted = (values: Iterable<string>) => [...new Set(values)].sort((a, b) => a.localeCompare(b));

  const out: FilterView[] = [
    listFilter('filter.v.availability', 'Availability', [
      {key: '1', label: 'In stock', input: {available: true}},
      {key: '0', label: 'Out of stock', input: {available: false}},
    ]),
  ];
  const prices = members.flatMap((p) => p.variants.map((v) => v.price));
  out.push({
    id: 'filter.v.price',
    label: 'Price',
    type: 'PRICE_RANGE',
    values: [
      {
        id: 'filter.v.price',
        label: 'Price',
        count: 0,
        input: JSON.stringify({price: {min: 0, max: dollars(prices.length ? Math.max(...prices) : 0)}}),
      },
    ],
  });
  out.push(
    listFilter(
      'filter.p.product_type',
      'Product type',
      sorted(members.map((p) => p.productType)).map((t) => ({key: t, label: t, input: {productType: t}})),
    ),
  );
  out.push(
    listFilter(
      'filter.p.vendor',
      'Brand',
      sorted(members.map((p) => p.vendor)).map((v) => ({key: v, label: v, input: {productVendor: v}})),
    ),
  );
  out.push(
    listFilter(
      'filter.p.tag',
      'Tags',
      sorted(members.flatMap((p) => p.tags)).map((t) => ({key: t, label: t, input: {tag: t}})),
    ),
  );
  const optionNames = sorted(members.flatMap((p) => p.options.map((o) => o.name))).filter((n) => !OPTION_HIDDEN.has(lower(n)));
  for (const name of optionNames) {
    const values = sorted(members.flatMap((p) => p.variants.flatMap((v) => v.options.filter((o) => o.name === name).map((o) => o.value))));
    out.push(
      listFilter(
        `filter.v.option.${slug(name)}`,
        name,
        values.map((value) => ({key: slug(value), label: value, input: {variantOption: {name: lower(name), value}}})),
      ),
    );
  }
  // Shopify leaves out facets with no values (e.g. tags on an untagged collection).
  return out.filter((f) => f.values.length > 0);
}
