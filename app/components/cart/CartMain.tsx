import {Link} from '@remix-run/react';
import {CartForm, Image, Money, useOptimisticCart} from '@shopify/hydrogen';
import type {MoneyV2} from '@shopify/hydrogen/storefront-api-types';
import type {CartApiQueryFragment, CartLineFragment} from 'storefrontapi.generated';
import {MAX_QUANTITY_PER_VARIANT} from '~/lib/cart/limits';

export function CartMain({cart: original}: {cart: CartApiQueryFragment | null}) {
  const cart = useOptimisticCart(original);
  const lines = cart?.lines?.nodes ?? [];
  if (!lines.length) {
    return (
      <div className="cart-empty" data-testid="cart-empty">
        <p>Your cart is empty.</p>
        <Link to="/products" className="button button--primary">
          Shop all products
        </Link>
      </div>
    );
  }
  return (
    <div className="cart-main">
      <ul className="cart-lines" aria-label="Cart items">
        {lines.map((line) => (
          <CartLineItem key={line.id} line={line as CartLineFragment & {isOptimistic?: boolean}} />
        ))}
      </ul>
      <aside className="cart-summary" aria-label="Order summary">
        <dl>
          <div>
            <dt>Subtotal</dt>
            <dd data-testid="cart-subtotal">
              {cart?.cost?.subtotalAmount ? <Money data={cart.cost.subtotalAmount as MoneyV2} /> : '—'}
            </dd>
          </div>
        </dl>
        <p className="muted">Taxes and shipping are calculated at checkout.</p>
        {cart?.checkoutUrl ? (
          <a href={cart.checkoutUrl} className="button button--primary button--block" data-testid="checkout">
            Continue to checkout
          </a>
        ) : null}
      </aside>
    </div>
  );
}

function CartLineItem({line}: {line: CartLineFragment & {isOptimistic?: boolean}}) {
  const {merchandise} = line;
  const variantTitle = merchandise.title !== 'Default Title' ? merchandise.title : null;
  return (
    <li className="cart-line" data-testid="cart-line">
      {merchandise.image ? (
        <Image data={merchandise.image} width={96} height={96} aspectRatio="1/1" loading="lazy" alt={merchandise.product.title} />
      ) : null}
      <div className="cart-line__info">
        <Link to={`/products/${merchandise.product.handle}`} className="cart-line__title">
          {merchandise.product.title}
        </Link>
        {variantTitle ? <p className="muted">{variantTitle}</p> : null}
        {line.sellingPlanAllocation ? <p className="muted">{line.sellingPlanAllocation.sellingPlan.name}</p> : null}
        <div className="cart-line__controls">
          <QuantityButton line={line} delta={-1} disabled={line.quantity <= 1 || line.isOptimistic} label="Decrease quantity" />
          <span className="cart-line__qty" aria-label="Quantity">
            {line.quantity}
          </span>
          <QuantityButton
            line={line}
            delta={1}
            disabled={line.quantity >= MAX_QUANTITY_PER_VARIANT || line.isOptimistic}
            label="Increase quantity"
          />
          <CartForm route="/cart" action={CartForm.ACTIONS.LinesRemove} inputs={{lineIds: [line.id]}}>
            <button type="submit" className="link-button" disabled={line.isOptimistic}>
              Remove
            </button>
          </CartForm>
        </div>
      </div>
      <div className="cart-line__price">
        <Money data={line.cost.totalAmount as MoneyV2} />
      </div>
    </li>
  );
}

function QuantityButton({
  line,
  delta,
  disabled,
  label,
}: {
  line: CartLineFragment;
  delta: number;
  disabled?: boolean;
  label: string;
}) {
  const quantity = Math.max(1, Math.min(MAX_QUANTITY_PER_VARIANT, line.quantity + delta));
  return (
    <CartForm route="/cart" action={CartForm.ACTIONS.LinesUpdate} inputs={{lines: [{id: line.id, quantity}]}}>
      <button type="submit" className="qty-button" aria-label={label} disabled={disabled}>
        {delta > 0 ? '+' : '−'}
      </button>
    </CartForm>
  );
}
