import {formatUsd} from '~/features/money/format';
import {FREE_SHIPPING_THRESHOLD, type FreeShipping} from '~/features/cart/free-shipping';

/** Free shipping reached, or how much is left to reach it, with a progress bar. */
export function FreeShippingBar({status}: {status: FreeShipping}) {
  if (status.qualifies) {
    return (
      <p className="free-shipping free-shipping--reached" data-testid="free-shipping">
        You&apos;ve unlocked free shipping!
      </p>
    );
  }
  const percent = Math.round(status.progress * 100);
  return (
    <div className="free-shipping" data-testid="free-shipping">
      <p>You&apos;re {formatUsd(status.remaining)} away from free shipping!</p>
      <div
        className="free-shipping__bar"
        role="progressbar"
        aria-label={`Progress towards free shipping at ${formatUsd(FREE_SHIPPING_THRESHOLD)}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span style={{width: `${percent}%`}} />
      </div>
    </div>
  );
}
