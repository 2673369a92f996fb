/**
 * Category filters and sorting kept in the URL (`?audience=kids&benefit=whitening&offer=bundle&sort=price-asc`),
 * so a filtered page can be shared, reloaded and used without JavaScript.
 */

/** Audience values and the tag that marks kids' products. */
export const AUDIENCES = ['kids', 'adults'] as const;
export const KIDS_TAG = 'age:kids';
/** Benefit tags. */
export const BENEFITS = ['whitening', 'sensitivity', 'plaque_removal', 'freshening'] as const;
/**
 * The student and bundle values: a merchandiser marks a product for the student page or the
 * bundle list with the tag of the same name in the store, as with benefits.
 */
export const OFFERS = ['student', 'bundle'] as const;
export const SORTS = ['featured', 'price-asc', 'price-desc', 'newest'] as const;

export type Audience = (typeof AUDIENCES)[number];
export type Benefit = (typeof BENEFITS)[number];
export type Offer = (typeof OFFERS)[number];
export type SortKey = (typeof SORTS)[number];

export interface CatalogFilters {
  audience: Audience | null;
  benefits: Benefit[];
  offers: Offer[];
  sort: SortKey;
}

export const AUDIENCE_LABELS: Record<Audience, string> = {kids: 'Kids', adults: 'Adults'};
export const BENEFIT_LABELS: Record<Benefit, string> = {
  whitening: 'Whitening',
  sensitivity: 'Sensitivity relief',
  plaque_removal: 'Plaque removal',
  freshening: 'Fresh breath',
};
export const OFFER_LABELS: Record<Offer, string> = {student: 'Student picks', bundle: 'Bundles'};
export const SORT_LABELS: Record<SortKey, string> = {
  featured: 'Featured',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  newest: 'Newest',
};

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/** Reads the filters from a URL; unknown values are ignored rather than failing the page. */
export function parseFilters(params: URLSearchParams): CatalogFilters {
  const audience = params.get('audience');
  const sort = params.get('sort');
  const benefits = BENEFITS.filter((b) => params.getAll('benefit').includes(b));
  const offers = OFFERS.filter((o) => params.getAll('offer').includes(o));
  return {
    audience: isOneOf(AUDIENCES, audience) ? audience : null,
    benefits,
    offers,
    sort: isOneOf(SORTS, sort) ? sort : 'featured',
  };
}

export function hasActiveFilters(filters: CatalogFilters): boolean {
  return filters.audience !== null || filters.benefits.length > 0 || filters.offers.length > 0;
}

export interface FilterableProduct {
  tags: string[];
  publishedAt?: string | null;
  priceRange: {minVariantPrice: {amount: string}};
}

/** Whether a product carries a student or bundle value (its tag). */
export function hasOffer(product: {tags: readonly string[]}, offer: Offer): boolean {
  return product.tags.includes(offer);
}

/** Audience from the `age:kids` tag; several benefits or offers narrow the list (a product must have all). */
export function matchesFilters(product: FilterableProduct, filters: CatalogFilters): boolean {
  const kids = product.tags.includes(KIDS_TAG);
  if (filters.audience === 'kids' && !kids) return false;
  if (filters.audience === 'adults' && kids) return false;
  return filters.benefits.every((benefit) => product.tags.includes(benefit)) && filters.offers.every((offer) => hasOffer(product, offer));
}

/** Filters then sorts; `featured` keeps the CMS order. Stable, does not mutate the input. */
export function applyFilters<P extends FilterableProduct>(products: P[], filters: CatalogFilters): P[] {
  const kept = products.filter((p) => matchesFilters(p, filters));
  const price = (p: P) => Number(p.priceRange.minVariantPrice.amount);
  const published = (p: P) => (p.publishedAt ? Date.parse(p.publishedAt) : 0);
  switch (filters.sort) {
    case 'price-asc':
      return kept
        .map((p, i) => [p, i] as const)
        .sort((a, b) => price(a[0]) - price(b[0]) || a[1] - b[1])
        .map(([p]) => p);
    case 'price-desc':
      return kept
        .map((p, i) => [p, i] as const)
        .sort((a, b) => price(b[0]) - price(a[0]) || a[1] - b[1])
        .map(([p]) => p);
    case 'newest':
      return kept
        .map((p, i) => [p, i] as const)
        .sort((a, b) => published(b[0]) - published(a[0]) || a[1] - b[1])
        .map(([p]) => p);
    default:
      return kept;
  }
}
