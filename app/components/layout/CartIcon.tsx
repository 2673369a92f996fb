import {lazy, Suspense, useEffect, useState} from 'react';
import {Link} from '@remix-run/react';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import {useCartDrawer} from '~/components/cart/CartDrawerContext';
import {freshestCart} from '~/components/cart/freshest';
import {useHydrating} from '~/ui/hydration';
import {loadOrReload} from '~/ui/deploy-reload';
import {CartGlyph} from './icons';

// Counts changes on their way only once the page is interactive: its own chunk, loaded after hydration.
const OptimisticCartCount = lazy(() =>
  loadOrReload(() => import('./OptimisticCartCount')).then(({OptimisticCartCount}) => ({default: OptimisticCartCount})),
);

/** Header cart link with the item count; optimistic so it moves as soon as a shopper adds. */
export function CartIcon({cart}: {cart: CartApiQueryFragment | null}) {
  const drawer = useCartDrawer();
  // Null until the optimistic count's chunk has loaded: the cart's own count meanwhile.
  const [optimistic, setOptimistic] = useState<number | null>(null);
  const answered = freshestCart(cart, drawer?.actionCart);
  // While hydrating, the server's count: an add clicked mid-hydration must not change this
  // text before React has matched it with the HTML (React #425/#422).
  const hydrating = useHydrating();
  // The cart before a change: its lines name what a removal took away (analytics).
  useEffect(() => drawer?.remember(cart), [drawer, cart]);
  const count = hydrating
    ? (cart?.totalQuantity ?? 0)
    : answered !== cart
      ? (answered?.totalQuantity ?? 0)
      : (optimistic ?? cart?.totalQuantity ?? 0);
  // With JavaScript the icon opens the cart drawer; without, it is a link to /cart.
  const openDrawer = (event: React.MouseEvent) => {
    if (!drawer || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    drawer.openDrawer();
  };
  return (
    <>
      <Link
        to="/cart"
        className="cart-icon"
        aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
        aria-haspopup="dialog"
        onClick={openDrawer}
      >
        <CartGlyph />
        <span className="cart-icon__count" data-testid="cart-count">
          {count}
        </span>
      </Link>
      {hydrating ? null : (
        <Suspense fallback={null}>
          <OptimisticCartCount cart={cart} onCount={setOptimistic} />
        </Suspense>
      )}
    </>
  );
}
