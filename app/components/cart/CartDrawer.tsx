import {useFetcher} from '@remix-run/react';
import {lazy, Suspense, useEffect} from 'react';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import type {TopPick} from '~/features/cart/top-picks.server';
import {whenIdle} from '~/ui/client-store';
import {loadOrReload} from '~/ui/deploy-reload';
import {useCartDrawer} from './CartDrawerContext';

// The open drawer and the cart's content are not needed before a shopper opens it: their chunk
// loads when the browser is idle (or when the drawer first opens). A chunk a newer deploy removed
// reloads the page (at most once per 10 s) instead of failing.
const loadPanel = () => import('./CartDrawerPanel');
const CartDrawerPanel = lazy(() => loadOrReload(loadPanel).then(({CartDrawerPanel}) => ({default: CartDrawerPanel})));

/**
 * The cart as a side drawer, mounted once in the page layout. Opened by any
 * successful cart change and by the header cart icon; closed with Escape,
 * the close button or a click on the backdrop (`CartDrawerPanel`).
 */
export function CartDrawer({cart}: {cart: Promise<CartApiQueryFragment | null> | null}) {
  const drawer = useCartDrawer();
  const open = Boolean(drawer?.open);
  // Held here, not in the panel: the picks stay while the drawer is shut and show at once on reopening.
  const picks = useFetcher<{topPicks?: TopPick[]}>({key: 'cart-drawer-data'});
  const revision = drawer?.lastResult;

  useEffect(() => whenIdle(() => void loadPanel().catch(() => {}), 4000), []);

  // Top picks follow the cart. A change's answer carries them for the cart it made (the cart is
  // not read again); otherwise (the cart icon opened the drawer) they are loaded from /cart.
  const answeredPicks = revision?.topPicks;
  useEffect(() => {
    if (open && !answeredPicks) picks.load('/cart');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reload on open and on each cart change only; `picks` is a new fetcher object on every render
  }, [open, revision]);

  if (!drawer || !open) return null;
  return (
    <Suspense fallback={null}>
      <CartDrawerPanel
        cart={cart}
        topPicks={answeredPicks ?? picks.data?.topPicks ?? []}
        result={drawer.lastResult}
        onClose={drawer.closeDrawer}
      />
    </Suspense>
  );
}
