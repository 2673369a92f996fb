import {useEffect} from 'react';
import {Link} from '@remix-run/react';
import {useOptimisticCart} from '@shopify/hydrogen';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import {useCartDrawer} from '~/components/cart/CartDrawerContext';
import {freshestCart} from '~/components/cart/freshest';
import {useHydrating} from '~/ui/hydration';
import {CartGlyph} from './icons';

/** Header cart link with the item count; optimistic so it moves as soon as a shopper adds. */
export function CartIcon({cart}: {cart: CartApiQueryFragment | null}) {
  const drawer = useCartDrawer();
  const optimistic = useOptimisticCart(cart);
  const answered = freshestCart(cart, drawer?.actionCart);
  // While hydrating, the server's count: an add clicked mid-hydration must not change this
  // text before React has matched it with the HTML (React #425/#422).
  const hydrating = useHydrating();
  // The cart before a change: its lines name what a removal took away (analytics).
  useEffect(() => drawer?.remember(cart), [drawer, cart]);
  const count = hydrating ? (cart?.totalQuantity ?? 0) : ((answered !== cart ? answered : optimistic)?.totalQuantity ?? 0);
  // With JavaScript the icon opens the cart drawer; without, it is a link to /cart.
  const openDrawer = (event: React.MouseEvent) => {
    if (!drawer || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    drawer.openDrawer();
  };
  return (
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
  );
}
