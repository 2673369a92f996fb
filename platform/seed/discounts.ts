export type DiscountKind = 'percentage' | 'fixed_amount' | 'free_shipping';

export interface SeedDiscount {
  code: string;
  kind: DiscountKind;
  /** Percent (0-100) for percentage/free_shipping, cents for fixed_amount. */
  value: number;
  minSubtotalCents?: number;
  endsAt?: string;
  title: string;
}

export const DISCOUNT_CODES: SeedDiscount[] = [
  {code: 'WELCOME10', kind: 'percentage', value: 10, title: '10% off your order'},
  {code: 'SAVE5', kind: 'fixed_amount', value: 500, minSubtotalCents: 2000, title: '$5 off orders over $20'},
  {code: 'FREESHIP', kind: 'free_shipping', value: 100, title: 'Free shipping'},
  {code: 'SMILE20', kind: 'percentage', value: 20, title: '20% off your order'},
  {code: 'EXPIRED15', kind: 'percentage', value: 15, endsAt: '2023-01-01T00:00:00Z', title: '15% off (expired)'},
];

/** Standard shipping charged at checkout when no free-shipping rule applies. */
export const STANDARD_SHIPPING_CENTS = 599;
export const FREE_SHIPPING_THRESHOLD_CENTS = 2500;

/**
 * Automatic bundle discount, as a Shopify store would configure a discount
 * function: lines that share the `_bundle_id` line attribute (added together
 * by the storefront's bundle builder) get `percentage` off when the bundle has
 * at least `minItems` units. Bundles and free gifts never count.
 */
export const BUNDLE_BUILDER_DISCOUNT = {
  title: 'Bundle savings',
  percentage: 15,
  minItems: 3,
  attribute: '_bundle_id',
  excludedTags: ['bundle', 'free_gift'],
} as const;
