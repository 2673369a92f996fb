import type {FetcherWithComponents} from '@remix-run/react';
import {CartForm} from '@shopify/hydrogen';
import type {CartLineInput} from '@shopify/hydrogen/storefront-api-types';
import {useEffect, useRef} from 'react';
import {useCartDrawer} from './CartDrawerContext';

type Fetcher = FetcherWithComponents<unknown>;

/**
 * Every add to cart in the shop: a `CartForm` posting `LinesAdd` to `/cart`
 * (works without JavaScript) whose answer also reaches the drawer from the
 * form's own fetcher (`ReportCartAnswer`).
 */
export function AddToCartForm({
  lines,
  children,
}: {
  /** `selectedVariant` lets Hydrogen show the line optimistically. */
  lines: Array<CartLineInput & {selectedVariant?: unknown}>;
  children: (fetcher: Fetcher) => React.ReactNode;
}) {
  return (
    <CartForm route="/cart" action={CartForm.ACTIONS.LinesAdd} inputs={{lines}}>
      {(fetcher: Fetcher) => (
        <>
          <ReportCartAnswer fetcher={fetcher} />
          {children(fetcher)}
        </>
      )}
    </CartForm>
  );
}

/**
 * Hands the form's answer to the drawer. The drawer also watches
 * `useFetchers()`, but that list drops a fetcher as soon as it is idle, so an
 * answer whose revalidation finishes before React renders it (a click while
 * the page hydrates, a fast network) was never seen there and the drawer
 * stayed shut. A fetcher's own `data` stays until the next answer.
 */
function ReportCartAnswer({fetcher}: {fetcher: Fetcher}) {
  // `answered` is stable: the effect runs when this fetcher changes, not on every drawer change.
  const answered = useCartDrawer()?.answered;
  const submitted = useRef<FormData | undefined>(undefined);
  if (fetcher.formData) submitted.current = fetcher.formData;
  const {data, state} = fetcher;
  useEffect(() => {
    // While submitting, `data` is still the previous answer.
    if (state !== 'submitting' && data && typeof data === 'object') answered?.(data, submitted.current);
  }, [data, state, answered]);
  return null;
}
