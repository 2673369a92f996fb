import {isInStock} from '~/features/product/variants';

interface Money {
  amount: string;
  currencyCode: string;
}

export interface BundleProduct {
  handle: string;
  title: string;
  productType: string;
  image: {url: string; altText?: string | null; width?: number | null; height?: number | null} | null;
  variantId: string;
  variantTitle: string;
  price: Money;
  compareAtPrice: Money | null;
  inStock: boolean;
}

interface ProductNode {
  handle: string;
  title: string;
  productType: string;
  featuredImage?: BundleProduct['image'];
  variants: {
    nodes: Array<{
      id: string;
      title: string;
      availableForSale?: boolean;
      quantityAvailable?: number | null;
      price: Money;
      compareAtPrice?: Money | null;
    }>;
  };
}

/** The variant a bundle adds: the first in stock, else the first (shown as sold out). */
export function toBundleProduct(node: ProductNode): BundleProduct | null {
  const variant = node.variants.nodes.find((v) => isInStock(v)) ?? node.variants.nodes[0];
  if (!variant) return null;
  return {
    handle: node.handle,
    title: node.title,
    productType: node.productType,
    image: node.featuredImage ?? null,
    variantId: variant.id,
    variantTitle: variant.title,
    price: variant.price,
    compareAtPrice: variant.compareAtPrice ?? null,
    inStock: isInStock(variant),
  };
}
