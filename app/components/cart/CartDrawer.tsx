import {Link, useFetcher} from '@remix-run/react';
import {Suspense, useEffect, useRef} from 'react';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import type {TopPick} from '~/features/cart/top-picks.server';
import {useBodyScrollLock} from '~/ui/scroll-lock';
import {useFocusTrap} from '~/ui/focus-trap';
import {splitComponent} from '~/ui/split-component';
import {Deferred} from '~/ui/deferred';
import {useCartDrawer} from './CartDrawerContext';

// The cart's content is not needed for the first paint: its chunk loads when
// the browser is idle (`LazyCartDrawer`) or when the drawer first opens.
const CartMain = splitComponent('CartMain', () => import('./CartMain'));

export const preloadCartMain = () => CartMain.preload();

/** Where focus goes when the drawer closes and its opener is gone: the header's cart. */
const cartIcon = () => document.querySelector<HTMLElement>('.cart-icon');

/**
 * The cart as a side drawer, mounted once in the page layout (by
 * `LazyCartDrawer`, from its first opening on). Opened by any
 * successful cart change and by the header cart icon; closed with Escape,
 * the close button or a click on the backdrop. Focus stays inside and the
 * page behind does not scroll while it is open.
 */
export function CartDrawer({cart}: {cart: Promise<CartApiQueryFragment | null> | null}) {
  const drawer = useCartDrawer();
  const open = Boolean(drawer?.open);
  const panel = useRef<HTMLElement>(null);
  const picks = useFetcher<{topPicks?: TopPick[]}>({key: 'cart-drawer-data'});
  const revision = drawer?.lastResult;

  useBodyScrollLock('cart-drawer', open);
  useFocusTrap(panel, open, drawer?.closeDrawer, cartIcon);

  // Top picks follow the cart. A change's answer carries them for the cart it made (the cart is
  // not read again); otherwise (the cart icon opened the drawer) they are loaded from /cart.
  const answeredPicks = revision?.topPicks;
  useEffect(() => {
    if (open && !answeredPicks) picks.load('/cart');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reload on open and on each cart change only; `picks` is a new fetcher object on every render
  }, [open, revision]);

  if (!drawer || !open) return null;
  return (
    <div className="cart-drawer" data-testid="cart-drawer">
      <div className="cart-drawer__backdrop" onClick={drawer.closeDrawer} aria-hidden="true" />
      <aside ref={panel} className="cart-drawer__panel" role="dialog" aria-modal="true" aria-labelledby="cart-drawer-title" tabIndex={-1}>
        <header className="cart-drawer__header">
          <h2 id="cart-drawer-title">Your Cart</h2>
          <button type="button" className="cart-drawer__close" aria-label="Close cart" onClick={drawer.closeDrawer}>
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" stroke="currentColor" strokeWidth="2">
              <path d="M4 4l12 12M16 4 4 16" />
            </svg>
          </button>
        </header>
        <div className="cart-drawer__body">
          <Suspense fallback={<p className="muted">Loading your cart…</p>}>
            <Deferred resolve={cart} errorElement={<p className="muted">Your cart could not be loaded. Please try again.</p>}>
              {(resolved) => (
                <CartMain
                  cart={resolved ?? null}
                  topPicks={answeredPicks ?? picks.data?.topPicks ?? []}
                  result={drawer.lastResult}
                  layout="drawer"
                />
              )}
            </Deferred>
          </Suspense>
          <Link to="/cart" className="cart-drawer__page-link" data-testid="view-cart-page" onClick={drawer.closeDrawer}>
            View cart page
          </Link>
        </div>
      </aside>
    </div>
  );
}
