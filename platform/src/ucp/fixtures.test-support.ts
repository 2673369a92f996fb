import type {CartDoc} from '../store/carts.js';
import type {PricedCart} from '../storefront/cart/pricing.js';
import type {ProductRecord, VariantRecord} from '../store/types.js';

/** A small product with two variants, shaped as the platform's catalog stores it. */
export function paste(): ProductRecord {
  const variant = (id: number, flavor: string, price: number, compareAt: number | null): VariantRecord => ({
    id,
    productId: 7,
    sku: `PASTE-${id}`,
    title: flavor,
    price,
    compareAt,
    options: [{name: 'Flavor', value: flavor}],
    imageId: null,
    barcode: '',
    weightOz: 4,
    metafields: [],
  });
  return {
    id: 7,
    handle: 'mint-paste',
    title: 'Mint Paste',
    productType: 'Toothpaste',
    vendor: 'Oral Care',
    tags: ['freshening'],
    descriptionHtml: '<p>Fresh.</p>',
    description: 'Fresh.',
    publishedAt: '2025-01-01T00:00:00Z',
    createdAt: '2025-01-01T00:00:00Z',
    updatedAt: '2025-01-01T00:00:00Z',
    images: [{id: 1, name: 'mint-paste', alt: 'A tube', width: 1200, height: 1200}],
    options: [{name: 'Flavor', values: ['Mint', 'Cinnamon']}],
    variants: [variant(701, 'Mint', 499, 599), variant(702, 'Cinnamon', 549, null)],
    sellingPlanGroup: null,
    requiresSellingPlan: false,
    metafields: [],
    sold: 0,
  };
}

export function cartDoc(lines: Array<{id: string; variantId: number; quantity: number}>, discountCodes: string[] = []): CartDoc {
  return {
    token: 'tok12345678',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
    note: null,
    attributes: [],
    buyerIdentity: {email: null, phone: null, countryCode: null, customerId: null},
    discountCodes,
    lines: lines.map((l) => ({...l, attributes: [], sellingPlanId: null})),
    selectedDeliveryOption: null,
  };
}

/** A priced cart as priceCart makes it: one Mint line of 3 with 10% off by WELCOME10, one unknown code. */
export function pricedCart(): {doc: CartDoc; priced: PricedCart} {
  const product = paste();
  const doc = cartDoc([{id: 'line-1', variantId: 701, quantity: 3}], ['WELCOME10', 'NOPE']);
  const priced: PricedCart = {
    lines: [
      {
        line: doc.lines[0]!,
        variant: product.variants[0]!,
        product,
        plan: undefined,
        unitPrice: 499,
        compareAtUnit: 599,
        subtotal: 1497,
        allocations: [{code: 'WELCOME10', amount: 150}],
        total: 1347,
      },
    ],
    subtotal: 1497,
    discountTotal: 150,
    total: 1347,
    codes: [
      {code: 'WELCOME10', applicable: true, discount: {code: 'WELCOME10', kind: 'percentage', value: 10, title: '10% off your order'}},
      {code: 'NOPE', applicable: false, discount: undefined},
    ],
    freeShippingCode: null,
    baseShipping: 599,
    shipping: 599,
    totalQuantity: 3,
  };
  return {doc, priced};
}
