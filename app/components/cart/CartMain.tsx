import {Link} from '@remix-run/react';
import {useOptimisticCart} from '@shopify/hydrogen';
import {useEffect} from 'react';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import type {CartResultView} from '~/features/cart/actions';
import {freeShipping, cartSubtotal} from '~/features/cart/free-shipping';
import {groupLines} from '~/features/cart/lines';
import type {TopPick} from '~/features/cart/top-picks.server';
import {freshestCart} from './freshest';
import {CartAlerts} from './CartAlerts';
import {useCartDrawer} from './CartDrawerContext';
import {CartBundle, CartLineItem, type CartLine} from './CartLineItem';
import {CartSummary} from './CartSummary';
import {FreeShippingBar} from './FreeShippingBar';
import {TopPicks} from './TopPicks';

interface Props {
  cart: CartApiQueryFragment | null;
  topPicks: TopPick[];
  /** The last change's outcome (action data without JavaScript, the drawer's state with it). */
  result: CartResultView | null;
  layout: 'page' | 'drawer';
}

/** The cart's content, shared by the cart page (works without JavaScript) and the drawer. */
export function CartMain({cart: original, topPicks, result, layout}: Props) {
  const drawer = useCartDrawer();
  const optimistic = useOptimisticCart(original);
  // Before the loader's cart has the first add, the add's own answer (already holding the line).
  const answered = layout === 'drawer' ? freshestCart(original, drawer?.actionCart) : original;
  const cart = answered !== original ? answered : optimistic;
  const lines = ((cart?.lines?.nodes ?? []) as CartLine[]).map(withProduct);
  const shown = result ?? drawer?.lastResult ?? null;

  useEffect(() => drawer?.remember(original), [drawer, original]);

  if (!lines.length) {
    return (
      <div className={`cart-main cart-main--${layout}`}>
        <CartAlerts result={shown} />
        <div className="cart-empty" data-testid="cart-empty">
          <p>Your cart is empty.</p>
          <Link to="/products" className="button button--primary">
            Start Shopping
          </Link>
        </div>
        <TopPicks products={topPicks} />
      </div>
    );
  }

  const shipping = freeShipping({
    lines,
    subtotal: cartSubtotal(cart?.cost),
    discountCodes: cart?.discountCodes,
    discountAllocations: cart?.discountAllocations,
  });

  return (
    <div className={`cart-main cart-main--${layout} cart-main--filled`}>
      <CartAlerts result={shown} />
      <FreeShippingBar status={shipping} />
      <ul className="cart-lines" aria-label="Cart items">
        {groupLines(lines).map((group) =>
          group.kind === 'bundle' ? (
            <CartBundle key={group.id} name={group.name} lines={group.lines} />
          ) : (
            <CartLineItem key={group.line.id} line={group.line} />
          ),
        )}
      </ul>
      <TopPicks products={topPicks} />
      <CartSummary cart={cart as CartApiQueryFragment} result={shown} />
    </div>
  );
}

/**
 * An optimistic line (added a moment ago) carries only what the add form sent;
 * give it the product fields the rules and the line component read.
 */
function withProduct(line: CartLine): CartLine {
  const merchandise = (line.merchandise ?? {}) as Partial<CartLine['merchandise']>;
  if (merchandise.product?.handle !== undefined) return line;
  return {
    ...line,
    merchandise: {
      ...merchandise,
      title: merchandise.title ?? '',
      product: {
        id: '',
        handle: '',
        title: 'Adding to your cart…',
        vendor: '',
        productType: '',
        tags: [],
        requiresSellingPlan: false,
        sellingPlanGroups: {nodes: []},
        ...merchandise.product,
      },
    } as CartLine['merchandise'],
  };
}
