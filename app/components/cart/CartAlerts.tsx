import type {CartResultView} from '~/features/cart/actions';
import {discountFieldError} from '~/features/cart/discounts';
import {MAX_QUANTITY_PER_VARIANT} from '~/features/cart/limits';

/** The outcome of the last cart change: platform message, max-quantity alert, gift notice. */
export function CartAlerts({result}: {result: CartResultView | null}) {
  if (!result) return null;
  const maxText = `You can add up to ${MAX_QUANTITY_PER_VARIANT} of this item.`;
  return (
    <div className="cart-alerts" aria-live="polite">
      {result.maxQuantity ? (
        <p className="cart-alert cart-alert--warning" role="alert" data-testid="max-quantity-alert">
          {maxText} We added as many as fit in your cart.
        </p>
      ) : null}
      {/* A refused discount code is told at its field (CartSummary). */}
      {result.error && result.error !== maxText && !discountFieldError(result) ? (
        <p className="cart-alert cart-alert--error" role="alert" data-testid="cart-error">
          {result.error}
        </p>
      ) : null}
      {result.giftAdded ? (
        <p className="cart-alert cart-alert--success" data-testid="gift-added">
          A free gift has been added to your cart.
        </p>
      ) : null}
    </div>
  );
}
