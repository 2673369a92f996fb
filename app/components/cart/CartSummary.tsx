import {CartForm} from '@shopify/hydrogen';
import type {MoneyV2} from '@shopify/hydrogen/storefront-api-types';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import {useFetcher} from '@remix-run/react';
import {useEffect, useRef, useState} from 'react';
import type {CartResultView} from '~/features/cart/actions';
import {discountFieldError} from '~/features/cart/discounts';
import {useSingleSubmit} from '~/ui/single-submit';
import {cartAmountDue} from '~/features/cart/amount-due';
import {cartCostLines, checkoutCostNote} from '~/features/cart/cost-lines';
import {Price} from '~/components/money/Price';
import {useStore} from '~/ui/client-store';
import {consentStore} from '~/features/consent/store';
import {checkoutHref} from '~/features/consent/customer-privacy';
import {useCartFetcherKey} from './CartDrawerContext';

/** Discount codes, order note, totals (the total always estimated; tax and duty as the store flags them) and the way to checkout. */
export function CartSummary({cart, result}: {cart: CartApiQueryFragment; result?: CartResultView | null}) {
  const cost = cart.cost;
  const saved = cost ? Number(cost.subtotalAmount.amount) - Number(cost.totalAmount.amount) : 0;
  // A deposit plan leaves part of the total to pay after checkout: the cart names both parts.
  const due = cartAmountDue(cart.lines?.nodes ?? [], cost?.totalAmount);
  const costLines = cartCostLines(cost);
  return (
    <aside className="cart-summary" aria-label="Order summary">
      <DiscountCodes cart={cart} result={result ?? null} />
      <CartNote note={cart.note ?? ''} />
      <dl className="cart-summary__totals">
        <div>
          <dt>Subtotal</dt>
          <dd data-testid="cart-subtotal">{cost?.subtotalAmount ? <Price data={cost.subtotalAmount as MoneyV2} /> : '—'}</dd>
        </div>
        {saved > 0.004 ? (
          <div>
            <dt>Discounts</dt>
            <dd data-testid="cart-discount-total">
              −<Price as="span" data={{amount: saved.toFixed(2), currencyCode: cost!.totalAmount.currencyCode} as MoneyV2} />
            </dd>
          </div>
        ) : null}
        {costLines.map((line) => (
          <div key={line.key}>
            <dt>{line.label}</dt>
            <dd data-testid={`cart-${line.key}`} data-estimated={line.estimated ? 'true' : 'false'}>
              <Price data={line.amount as MoneyV2} />
            </dd>
          </div>
        ))}
        <div className="cart-summary__total">
          <dt>Estimated total</dt>
          <dd data-testid="cart-total">{cost?.totalAmount ? <Price data={cost.totalAmount as MoneyV2} /> : '—'}</dd>
        </div>
        {due.deferred ? (
          <>
            <div className="cart-summary__due">
              <dt>Due today</dt>
              <dd data-testid="cart-due-today">
                <Price data={due.today as MoneyV2} />
              </dd>
            </div>
            <div>
              <dt>Due later</dt>
              <dd data-testid="cart-due-later">
                <Price data={due.later as MoneyV2} />
              </dd>
            </div>
          </>
        ) : null}
      </dl>
      <p className="muted" data-testid="cart-cost-note">
        {checkoutCostNote(costLines)}
      </p>
      {cart.checkoutUrl ? <CheckoutLink url={cart.checkoutUrl} /> : null}
    </aside>
  );
}

/**
 * The way to the hosted checkout. Without the visitor's consent it carries no tracking
 * parameters, also none a tag manager's link decorator adds on the way (the tag may have
 * loaded before a withdrawal): the click restores the clean link before the browser follows it.
 */
function CheckoutLink({url}: {url: string}) {
  const {decision} = useStore(consentStore);
  const href = checkoutHref(url, decision);
  return (
    <a
      href={href}
      className="button button--primary button--block"
      data-testid="checkout"
      onClick={(event) => {
        if (decision !== 'granted') event.currentTarget.href = checkoutHref(event.currentTarget.href, decision);
      }}
    >
      Checkout
    </a>
  );
}

const DISCOUNT_FETCHER = 'cart-discount-code';

function DiscountCodes({cart, result}: {cart: CartApiQueryFragment; result: CartResultView | null}) {
  const codes = cart.discountCodes ?? [];
  const applied = codes.map((c) => c.code);
  // A refusal is told under the field and stays until the shopper edits the code.
  const [editedAfter, setEditedAfter] = useState<CartResultView | null>(null);
  const refusal = editedAfter === result ? null : discountFieldError(result);
  const message = useRef<HTMLParagraphElement>(null);
  // The drawer scrolls inside itself: the field's message is brought into its view.
  useEffect(() => {
    if (refusal) message.current?.scrollIntoView({block: 'nearest'});
  }, [refusal, result]);
  // A double-clicked Apply sends the code once.
  const discountFetcher = useFetcher({key: useCartFetcherKey(DISCOUNT_FETCHER)});
  const submitOnce = useSingleSubmit(discountFetcher.state !== 'idle', discountFetcher.data);
  return (
    <div className="cart-discounts">
      {codes.length ? (
        <ul className="cart-discounts__applied" aria-label="Discount codes">
          {codes.map(({code, applicable}) => (
            <li key={code} data-testid="applied-discount">
              <span className="cart-discounts__code">{code}</span>
              {applicable ? null : <span className="muted">(applies once your cart qualifies)</span>}
              <RemoveDiscountCode code={code} kept={applied.filter((c) => c !== code)} />
            </li>
          ))}
        </ul>
      ) : null}
      <div className="cart-discounts__apply" onSubmitCapture={submitOnce}>
        <CartForm
          route="/cart"
          action={CartForm.ACTIONS.DiscountCodesUpdate}
          inputs={{discountCodes: applied}}
          fetcherKey={DISCOUNT_FETCHER}
        >
          <div className="cart-discounts__form">
            <label htmlFor="cart-discount-code" className="visually-hidden">
              Discount code
            </label>
            <input
              id="cart-discount-code"
              type="text"
              name="discountCode"
              placeholder="Discount code"
              autoComplete="off"
              maxLength={100}
              required
              // Without JavaScript the page comes back with the refused code still in the field.
              defaultValue={result?.rejectedCodes?.[0]}
              aria-invalid={refusal ? true : undefined}
              aria-describedby={refusal ? 'cart-discount-error' : undefined}
              onInput={() => setEditedAfter(result)}
              data-testid="discount-input"
            />
            <button type="submit" className="button button--secondary" data-testid="discount-apply">
              Apply
            </button>
          </div>
          <p ref={message} id="cart-discount-error" className="field-error" role="alert" data-testid="discount-error">
            {refusal}
          </p>
        </CartForm>
      </div>
    </div>
  );
}

function RemoveDiscountCode({code, kept}: {code: string; kept: string[]}) {
  const fetcherKey = useCartFetcherKey();
  return (
    <CartForm route="/cart" action={CartForm.ACTIONS.DiscountCodesUpdate} inputs={{discountCodes: kept}} fetcherKey={fetcherKey}>
      <button type="submit" className="link-button" aria-label={`Remove discount code ${code}`} data-testid="remove-discount">
        Remove
      </button>
    </CartForm>
  );
}

function CartNote({note}: {note: string}) {
  const fetcherKey = useCartFetcherKey();
  return (
    <details className="cart-note" open={Boolean(note)}>
      <summary>Add a note to your order</summary>
      <CartForm route="/cart" action={CartForm.ACTIONS.NoteUpdate} fetcherKey={fetcherKey}>
        <label htmlFor="cart-note" className="visually-hidden">
          Order note
        </label>
        <textarea id="cart-note" name="note" defaultValue={note} maxLength={1000} rows={3} data-testid="cart-note" />
        <button type="submit" className="button button--secondary">
          Save note
        </button>
      </CartForm>
    </details>
  );
}
