import {lazy, Suspense, useEffect, useState} from 'react';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import {whenIdle} from '~/ui/client-store';
import {loadOrReload} from '~/ui/deploy-reload';
import {followFocus} from '~/ui/focus-origin';
import {loadOnce} from '~/ui/load-once';
import {useCartDrawer} from './CartDrawerContext';

// The drawer gives focus back to the control that opened it, which may have lost focus (a submit
// button disabled while it waits) before the drawer's code arrives: focus is followed from the start.
followFocus();

/** The drawer's chunk, fetched once; a failed fetch is tried again next time. */
const drawerModule = loadOnce(() => import('./CartDrawer'));

// Rendering it needs the chunk: one a newer deploy removed reloads the page (a preload never does).
const CartDrawer = lazy(() => loadOrReload(drawerModule).then((module) => ({default: module.CartDrawer})));

/**
 * The cart drawer without its code in a first visit's JavaScript: nothing
 * renders until the drawer first opens, and its chunk (then the cart's,
 * `CartMain`) is fetched when the browser is idle, or on that opening. The
 * open state lives in `CartDrawerProvider`, so an opening (the cart icon, an
 * add's answer) before the chunk has arrived shows the drawer when it does.
 */
export function LazyCartDrawer({cart}: {cart: Promise<CartApiQueryFragment | null> | null}) {
  const open = Boolean(useCartDrawer()?.open);
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);

  useEffect(
    () =>
      whenIdle(
        () =>
          void drawerModule().then(
            (module) => module.preloadCartMain(),
            () => undefined,
          ),
        4000,
      ),
    [],
  );

  // Mounted from the first opening on (it renders nothing while closed), so it keeps its state.
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <CartDrawer cart={cart} />
    </Suspense>
  );
}
