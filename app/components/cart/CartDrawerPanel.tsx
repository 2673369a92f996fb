import {Await, Link} from '@remix-run/react';
import {Suspense, useRef} from 'react';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import type {TopPick} from '~/features/cart/top-picks.server';
import type {CartResultView} from '~/features/cart/actions';
import {useBodyScrollLock} from '~/ui/scroll-lock';
import {useFocusTrap} from '~/ui/focus-trap';
import {CartMain} from './CartMain';

/** Where focus goes when the drawer closes and its opener is gone: the header's cart. */
const cartIcon = () => document.querySelector<HTMLElement>('.cart-icon');

/**
 * The open drawer: mounted only while it is open. Focus stays inside and the
 * page behind does not scroll; Escape, the close button and a click on the
 * backdrop close it.
 */
export function CartDrawerPanel({
  cart,
  topPicks,
  result,
  onClose,
}: {
  cart: Promise<CartApiQueryFragment | null> | null;
  topPicks: TopPick[];
  result: CartResultView | null;
  onClose: () => void;
}) {
  const panel = useRef<HTMLElement>(null);
  useBodyScrollLock('cart-drawer', true);
  useFocusTrap(panel, true, onClose, cartIcon);
  return (
    <div className="cart-drawer" data-testid="cart-drawer">
      <div className="cart-drawer__backdrop" onClick={onClose} aria-hidden="true" />
      <aside ref={panel} className="cart-drawer__panel" role="dialog" aria-modal="true" aria-labelledby="cart-drawer-title" tabIndex={-1}>
        <header className="cart-drawer__header">
          <h2 id="cart-drawer-title">Your Cart</h2>
          <button type="button" className="cart-drawer__close" aria-label="Close cart" onClick={onClose}>
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" stroke="currentColor" strokeWidth="2">
              <path d="M4 4l12 12M16 4 4 16" />
            </svg>
          </button>
        </header>
        <div className="cart-drawer__body">
          <Suspense fallback={<p className="muted">Loading your cart…</p>}>
            <Await resolve={cart} errorElement={<p className="muted">Your cart could not be loaded. Please try again.</p>}>
              {(resolved) => <CartMain cart={resolved ?? null} topPicks={topPicks} result={result} layout="drawer" />}
            </Await>
          </Suspense>
          <Link to="/cart" className="cart-drawer__page-link" data-testid="view-cart-page" onClick={onClose}>
            View cart page
          </Link>
        </div>
      </aside>
    </div>
  );
}
