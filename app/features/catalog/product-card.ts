import type {ProductCardFragment} from 'storefrontapi.generated';
import {cardImage, type ImageAttributes} from '~/features/images/image-attributes';

type Money = ProductCardFragment['priceRange']['minVariantPrice'];

/**
 * What a product card shows and does, and nothing more. A card travels in its page's loader data,
 * so every field is paid for on every view: in the HTML, in the inline data script the browser
 * parses before hydrating, and in hydration itself. A page of ten cards sent the whole Storefront
 * fragment (source image, tags, dates, variant options) for a card that reads none of it.
 */
export interface ProductCardData {
  id: string;
  handle: string;
  title: string;
  /** The item category of a list view in analytics. */
  productType: string;
  availableForSale: boolean;
  /** Sold only by subscription: one-tap add sends the shopper to the product page to pick a plan. */
  requiresSellingPlan: boolean;
  /** The "Subscribe & save" badge: tagged `subscription`, or sold only by subscription. */
  subscribable: boolean;
  /** The lowest variant price. */
  price: Money;
  /** The highest variant price, when the variants' prices differ (the card shows a range). */
  maxPrice: Money | null;
  /** The regular price, when it is above `price` (the card shows the reduction). */
  compareAtPrice: Money | null;
  /** The first variant, which one-tap add to cart adds; null for a product without variants. */
  firstVariant: {id: string; availableForSale: boolean} | null;
  image: ImageAttributes | null;
}

/** The cards of a grid's first row on a phone (two columns): above the fold, so loaded eagerly. */
export const EAGER_CARDS = 2;

/** A product as a card; `eager` for a card above the fold (its image loads first). */
export function productCard(product: ProductCardFragment, eager = false): ProductCardData {
  const {minVariantPrice: price, maxVariantPrice: max} = product.priceRange;
  const compareAt = product.compareAtPriceRange.minVariantPrice;
  const variant = product.variants.nodes[0];
  return {
    id: product.id,
    handle: product.handle,
    title: product.title,
    productType: product.productType,
    availableForSale: product.availableForSale,
    requiresSellingPlan: product.requiresSellingPlan,
    subscribable: product.requiresSellingPlan || product.tags.includes('subscription'),
    price,
    maxPrice: max.amount !== price.amount ? max : null,
    compareAtPrice: Number(compareAt.amount) > Number(price.amount) ? compareAt : null,
    firstVariant: variant ? {id: variant.id, availableForSale: variant.availableForSale} : null,
    image: cardImage(product, eager),
  };
}

/** Products as cards, the first `eager` of them above the fold. */
export function productCards(products: readonly ProductCardFragment[], eager = 0): ProductCardData[] {
  return products.map((product, index) => productCard(product, index < eager));
}
