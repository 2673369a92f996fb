import type {ProductRecord, VariantRecord} from '../store/types.js';

/** What mapping a product needs from the platform: kept as functions so the mapping stays pure. */
export interface CatalogDeps {
  shopUrl: string;
  currency: string;
  imageUrl: (name: string) => string;
  inventory: (variantId: number) => number;
}

export const productId = (id: number) => `gid://shopify/Product/${id}`;
export const variantId = (id: number) => `gid://shopify/ProductVariant/${id}`;

/**
 * Free gifts are added by the shop's own cart service when a rule holds, as on a
 * Shopify store; they are not for sale, so agents neither find nor buy them.
 */
export function offeredToAgents(product: ProductRecord): boolean {
  return !product.tags.includes('free_gift');
}

const price = (amount: number, currency: string) => ({amount, currency});

/** "Default Title" is Shopify's name for the one variant of a product without options. */
export function variantTitle(product: ProductRecord, variant: VariantRecord): string {
  return variant.title === 'Default Title' ? product.title : `${product.title} – ${variant.title}`;
}

export function variantToUcp(product: ProductRecord, variant: VariantRecord, deps: CatalogDeps) {
  const image = product.images.find((i) => i.id === variant.imageId) ?? product.images[0];
  return {
    id: variantId(variant.id),
    sku: variant.sku,
    title: variantTitle(product, variant),
    description: {plain: variant.title === 'Default Title' ? product.title : variant.title},
    url: `${deps.shopUrl}/products/${product.handle}?variant=${variant.id}`,
    price: price(variant.price, deps.currency),
    ...(variant.compareAt != null && variant.compareAt > variant.price ? {list_price: price(variant.compareAt, deps.currency)} : {}),
    availability: deps.inventory(variant.id) > 0 ? {available: true, status: 'in_stock'} : {available: false, status: 'out_of_stock'},
    options: variant.options.filter((o) => o.value !== 'Default Title').map((o) => ({name: o.name, label: o.value})),
    ...(image ? {media: [{type: 'image', url: deps.imageUrl(image.name), alt_text: image.alt}]} : {}),
    ...(variant.barcode ? {barcodes: [{type: 'UPC', value: variant.barcode}]} : {}),
  };
}

export function productToUcp(product: ProductRecord, deps: CatalogDeps) {
  const prices = product.variants.map((v) => v.price);
  const listPrices = product.variants.map((v) => Math.max(v.price, v.compareAt ?? 0));
  const options = product.options.filter((o) => !(o.values.length === 1 && o.values[0] === 'Default Title'));
  return {
    id: productId(product.id),
    handle: product.handle,
    title: product.title,
    description: {plain: product.description, html: product.descriptionHtml},
    url: `${deps.shopUrl}/products/${product.handle}`,
    categories: [{value: product.productType, taxonomy: 'merchant'}],
    price_range: {min: price(Math.min(...prices), deps.currency), max: price(Math.max(...prices), deps.currency)},
    ...(listPrices.some((p, i) => p > prices[i]!)
      ? {list_price_range: {min: price(Math.min(...listPrices), deps.currency), max: price(Math.max(...listPrices), deps.currency)}}
      : {}),
    media: product.images.map((i) => ({type: 'image', url: deps.imageUrl(i.name), alt_text: i.alt, width: i.width, height: i.height})),
    options: options.map((o) => ({name: o.name, values: o.values.map((label) => ({label}))})),
    variants: product.variants.map((v) => variantToUcp(product, v, deps)),
    tags: product.tags,
    ...(product.requiresSellingPlan ? {metadata: {subscription_only: true}} : {}),
  };
}
