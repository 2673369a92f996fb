import type {TopPick} from './top-picks.server';
/** Custom CartForm action: switch a line between one-time purchase and a selling plan. */
export const SELLING_PLAN_ACTION = 'CustomSellingPlanUpdate';
/** Custom CartForm action: replace a one-time line by its product's subscription alternate, or back. */
export const SUBSCRIPTION_ALTERNATE_ACTION = 'CustomSubscriptionAlternate';

/** What a cart action tells the shopper besides the cart itself. */
export interface CartResultView {
  action?: string;
  error?: string;
  maxQuantity?: boolean;
  giftAdded?: string;
  rejectedCodes?: string[];
  /** Top picks for the cart the change answered with, so the drawer needs no second read of the cart. */
  topPicks?: TopPick[];
}
