import type {ConsentDecision} from '~/features/consent/consent';
import {checkoutHref} from '~/features/consent/customer-privacy';

/**
 * "Buy it now" on a product page adds the line like Add to cart, with
 * `buyNow=1`, and then goes straight to the cart's hosted checkout instead of
 * the drawer. The target is the cart's `checkoutUrl` from the Storefront API,
 * never a value from the request, so this is no open redirect. Without the
 * visitor's consent it carries no tracking parameters.
 */
export function buyNowTarget(
  flag: unknown,
  action: string | undefined,
  result: {error?: string | null; cart?: {checkoutUrl?: string | null} | null},
  consent: ConsentDecision,
): string | null {
  if (flag !== '1' || action !== 'LinesAdd' || result.error || !result.cart?.checkoutUrl) return null;
  try {
    const url = new URL(result.cart.checkoutUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? checkoutHref(url.toString(), consent) : null;
  } catch {
    return null;
  }
}
