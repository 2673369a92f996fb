import type {PlatformContext} from '../../context.js';
import type {ProductRecord} from '../../store/types.js';
import {sortProducts, type ProductSortKey} from '../search/sort.js';
import {applyProductFilters, productFilters, type ProductFilterInput} from '../filters.js';
import {connection, gid, type ConnectionArgs} from '../util.js';
import {productView} from './product.js';

export interface CollectionRecord {
  id: number;
  handle: string;
  title: string;
  productType: string;
}

const TYPES = ['Toothpaste', 'Toothbrush', 'Whitening', 'Bundle', 'Accessory', 'Mouthwash', 'Floss', 'Gift'];
const TITLES: Record<string, string> = {Toothbrush: 'Toothbrushes', Accessory: 'Accessories', Bundle: 'Bundles', Gift: 'Gifts'};

/** One collection per product type. */
export const COLLECTIONS: CollectionRecord[] = TYPES.map((type, i) => ({
  id: 501 + i,
  handle: type.toLowerCase(),
  title: TITLES[type] ?? type,
  productType: type,
}));

export function collectionFor(product: ProductRecord): CollectionRecord {
  return COLLECTIONS.find((c) => c.productType === product.productType) ?? COLLECTIONS[0]!;
}

/** A collection changes when one of its products does: the latest product `updatedAt`. */
export function collectionUpdatedAt(ctx: PlatformContext, c: CollectionRecord): string {
  const dates = ctx.catalog.products.filter((p) => p.productType === c.productType).map((p) => p.updatedAt);
  return dates.sort().at(-1) ?? '2025-06-01T12:00:00Z';
}

export function collectionView(ctx: PlatformContext, c: CollectionRecord): Record<string, unknown> {
  const members = () => ctx.catalog.products.filter((p) => p.productType === c.productType);
  const description = `All ${c.title.toLowerCase()} from the Oral Care Shop.`;
  return {
    __typename: 'Collection',
    id: gid('Collection', c.id),
    handle: c.handle,
    title: c.title,
    description,
    descriptionHtml: `<p>${description}</p>`,
    image: null,
    onlineStoreUrl: `${ctx.storefrontUrl}/collections/${c.handle}`,
    seo: {title: c.title, description},
    updatedAt: collectionUpdatedAt(ctx, c),
    metafield: () => null,
    metafields: (args: {identifiers: unknown[]}) => args.identifiers.map(() => null),
    products: (args: ConnectionArgs & {sortKey?: string | null; filters?: ProductFilterInput[] | null}) => {
      const key = (args.sortKey === 'COLLECTION_DEFAULT' || args.sortKey === 'MANUAL' ? 'ID' : (args.sortKey ?? 'ID')) as ProductSortKey;
      const all = members();
      const sorted = sortProducts(applyProductFilters(ctx, all, args.filters), key === ('CREATED' as string) ? 'CREATED_AT' : key, ctx);
      return {
        ...connection(
          sorted,
          args,
          (p) => String(p.id),
          (p) => productView(ctx, p),
        ),
        filters: () => productFilters(ctx, all, args.filters),
      };
    },
  };
}
