import type {FetcherWithComponents} from '@remix-run/react';
import {useEffect, useRef} from 'react';
import {useCartDrawer} from './CartDrawerContext';

/**
 * Hands a cart form's answer to the drawer from the form's own fetcher. The
 * drawer also watches `useFetchers()`, but that list drops a fetcher as soon
 * as it is idle, so an answer whose revalidation finishes before React renders
 * it (a click while the page hydrates, a fast network) was never seen there and
 * the drawer stayed shut. A fetcher's own `data` stays until the next answer.
 * Rendered inside every add-to-cart `CartForm`.
 */
export function ReportCartAnswer({fetcher}: {fetcher: FetcherWithComponents<unknown>}) {
  const drawer = useCartDrawer();
  const submitted = useRef<FormData | undefined>(undefined);
  if (fetcher.formData) submitted.current = fetcher.formData;
  const {data, state} = fetcher;
  useEffect(() => {
    // While submitting, `data` is still the previous answer.
    if (state !== 'submitting' && data && typeof data === 'object') drawer?.answered(data, submitted.current);
  }, [data, state, drawer]);
  return null;
}
