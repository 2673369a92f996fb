import {isInStock} from './variants';
interface Money {
  amount: string;
  currencyCode: string;
}

interface ProductForSeo {
  title: string;
  handle: string;
  description: string;
  vendor: string;
  images: {nodes: Array<{url: string}>};
}

interface VariantForSeo {
  sku?: string | null;
  price: Money;
  quantityAvailable?: number | null;
  availableForSale?: boolean;
}

/** schema.org Product with its offer for the selected variant. */
export function productJsonLd(product: ProductForSeo, variant: VariantForSeo, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.description,
    brand: {'@type': 'Brand', name: product.vendor || 'Oral Care Shop'},
    image: product.images.nodes.map((i) => i.url),
    sku: variant.sku ?? undefined,
    url: `${origin}/products/${product.handle}`,
    offers: {
      '@type': 'Offer',
      price: variant.price.amount,
      priceCurrency: variant.price.currencyCode,
      availability: isInStock(variant) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url: `${origin}/products/${product.handle}`,
    },
  };
}
