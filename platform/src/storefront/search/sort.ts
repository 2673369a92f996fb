import type {PlatformContext} from '../../context.js';
import type {ProductRecord} from '../../store/types.js';

export type ProductSortKey =
  'TITLE' | 'PRICE' | 'CREATED_AT' | 'BEST_SELLING' | 'RELEVANCE' | 'ID' | 'UPDATED_AT' | 'PRODUCT_TYPE' | 'VENDOR';

const minPrice = (p: ProductRecord) => Math.min(...p.variants.map((v) => v.price));

/** Sorts products like Shopify's ProductSortKeys (ascending; `reverse` is applied by the connection). */
export function sortProducts(products: ProductRecord[], key: ProductSortKey, _ctx: PlatformContext): ProductRecord[] {
  const list = [...products];
  const byId = (a: ProductRecord, b: ProductRecord) => a.id - b.id;
  const cmp: Record<ProductSortKey, (a: ProductRecord, b: ProductRecord) => number> = {
    TITLE: (a, b) => a.title.localeCompare(b.title) || byId(a, b),
    PRICE: (a, b) => minPrice(a) - minPrice(b) || byId(a, b),
    CREATED_AT: (a, b) => a.createdAt.localeCompare(b.createdAt) || byId(a, b),
    UPDATED_AT: (a, b) => a.updatedAt.localeCompare(b.updatedAt) || byId(a, b),
    BEST_SELLING: (a, b) => b.sold - a.sold || byId(a, b),
    PRODUCT_TYPE: (a, b) => a.productType.localeCompare(b.productType) || byId(a, b),
    VENDOR: (a, b) => a.vendor.localeCompare(b.vendor) || byId(a, b),
    ID: byId,
    RELEVANCE: () => 0,
  };
  return key === 'RELEVANCE' ? list : list.sort(cmp[key] ?? byId);
}
