import type {PlatformContext} from '../../context.js';
import type {ProductRecord, VariantRecord} from '../../store/types.js';
import {productPlanGroup, sellingPlanAllocationView, sellingPlanGroupView} from '../selling-plans.js';
import {connection, gid, money, type ConnectionArgs} from '../util.js';
import {collectionFor, collectionView} from './collection.js';
import {imageView, mediaImageView, metafieldFields, variantIdOf} from './common.js';

function priceRange(prices: number[]) {
  const list = prices.length ? prices : [0];
  return {minVariantPrice: money(Math.min(...list)), maxVariantPrice: money(Math.max(...list))};
}

export function variantView(ctx: PlatformContext, variant: VariantRecord, productRecord?: ProductRecord): Record<string, unknown> {
  const product = productRecord ?? ctx.catalog.product(variant.productId)!;
  const image = product.images.find((i) => i.id === variant.imageId) ?? product.images[0];
  const inventory = () => ctx.catalog.inventory(variant.id);
  const group = productPlanGroup(product);
  const self: Record<string, unknown> = {
    __typename: 'ProductVariant',
    id: gid('ProductVariant', variant.id),
    title: variant.title,
    sku: variant.sku,
    barcode: variant.barcode,
    price: money(variant.price),
    priceV2: money(variant.price),
    compareAtPrice: variant.compareAt != null ? money(variant.compareAt) : null,
    compareAtPriceV2: variant.compareAt != null ? money(variant.compareAt) : null,
    availableForSale: () => inventory() > 0,
    quantityAvailable: inventory,
    currentlyNotInStock: false,
    selectedOptions: variant.options,
    image: image ? imageView(ctx, image) : null,
    product: () => productView(ctx, product),
    requiresShipping: true,
    weight: variant.weightOz,
    weightUnit: 'OUNCES',
    unitPrice: null,
    unitPriceMeasurement: null,
    sellingPlanAllocations: (args: ConnectionArgs) =>
      connection(
        group?.plans ?? [],
        args,
        (p) => String(p.id),
        (p) => sellingPlanAllocationView(variant.price, variant.compareAt, p),
      ),
    storeAvailability: (args: ConnectionArgs) => connection([], args, String, (x) => x),
  };
  Object.assign(
    self,
    metafieldFields(ctx, {metafields: variant.metafields, ownerGid: self.id as string, parent: () => self, updatedAt: product.updatedAt}),
  );
  return self;
}

export function variantById(ctx: PlatformContext, id: number) {
  const variant = ctx.catalog.variant(id);
  return variant ? variantView(ctx, variant) : null;
}

export function productView(ctx: PlatformContext, product: ProductRecord): Record<string, unknown> {
  const prices = product.variants.map((v) => v.price);
  const compareAts = product.variants.map((v) => v.compareAt ?? 0);
  const group = productPlanGroup(product);
  const self: Record<string, unknown> = {
    __typename: 'Product',
    id: gid('Product', product.id),
    handle: product.handle,
    title: product.title,
    description: (args: {truncateAt?: number | null}) =>
      args.truncateAt && product.description.length > args.truncateAt
        ? `${product.description.slice(0, args.truncateAt)}...`
        : product.description,
    descriptionHtml: product.descriptionHtml,
    vendor: product.vendor,
    productType: product.productType,
    tags: product.tags,
    isGiftCard: false,
    availableForSale: () => ctx.catalog.productAvailable(product),
    totalInventory: () => ctx.catalog.totalInventory(product),
    publishedAt: product.publishedAt,
    createdAt: product.createdAt,
    updatedAt: product.updatedAt,
    onlineStoreUrl: `${ctx.storefrontUrl}/products/${product.handle}`,
    priceRange: priceRange(prices),
    compareAtPriceRange: priceRange(compareAts),
    featuredImage: product.images[0] ? imageView(ctx, product.images[0]) : null,
    images: (args: ConnectionArgs) =>
      connection(
        product.images,
        args,
        (i) => String(i.id),
        (i) => imageView(ctx, i),
      ),
    media: (args: ConnectionArgs) =>
      connection(
        product.images,
        args,
        (i) => String(i.id),
        (i) => mediaImageView(ctx, i),
      ),
    options: (args: {first?: number | null}) =>
      product.options.slice(0, args.first ?? undefined).map((o, i) => ({id: gid('ProductOption', product.id * 10 + i), ...o})),
    variants: (args: ConnectionArgs) =>
      connection(
        product.variants,
        args,
        (v) => String(v.id),
        (v) => variantView(ctx, v, product),
      ),
    variantBySelectedOptions: (args: {selectedOptions: Array<{name: string; value: string}>}) => {
      const match = product.variants.find((v) =>
        args.selectedOptions.every((s) => v.options.some((o) => o.name === s.name && o.value === s.value)),
      );
      return match ? variantView(ctx, match, product) : null;
    },
    requiresSellingPlan: product.requiresSellingPlan,
    sellingPlanGroups: (args: ConnectionArgs) => connection(group ? [group] : [], args, (g) => g.key, sellingPlanGroupView),
    seo: {title: product.title, description: product.description.slice(0, 160)},
    collections: (args: ConnectionArgs) =>
      connection(
        [collectionFor(product)],
        args,
        (c) => String(c.id),
        (c) => collectionView(ctx, c),
      ),
  };
  Object.assign(
    self,
    metafieldFields(
      ctx,
      {metafields: product.metafields, ownerGid: self.id as string, parent: () => self, updatedAt: product.updatedAt},
      (value) => {
        const id = variantIdOf(value);
        return id ? variantById(ctx, id) : null;
      },
    ),
  );
  return self;
}
