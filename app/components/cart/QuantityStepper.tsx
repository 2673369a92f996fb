import {useFetcher} from '@remix-run/react';
import {CartForm} from '@shopify/hydrogen';
import {useEffect, useRef, useState} from 'react';
import {MAX_QUANTITY_PER_VARIANT} from '~/features/cart/limits';
import {idleQueue, observeFetcher, stepQuantity, type QueueStep} from './quantity-queue';
import type {CartLine} from './cart-line';
import {useCartFetcherKey} from './CartDrawerContext';

const cartFormInput = (lineId: string, quantity: number) =>
  JSON.stringify({action: CartForm.ACTIONS.LinesUpdate, inputs: {lines: [{id: lineId, quantity}]}});

/**
 * − quantity +. Each button is a form, so it works without JavaScript. With
 * JavaScript, clicks move a target quantity at once and the stepper sends one
 * update at a time, then the latest target (see `quantity-queue`): fast
 * clicking (+, +, −, +) ends at exactly the intended quantity, no late
 * answer can undo a newer one, and a cart on screen still behind the last
 * answer is not counted from.
 */
export function QuantityStepper({line}: {line: CartLine}) {
  const fetcher = useFetcher({key: useCartFetcherKey(`qty-${line.id}`)});
  const queue = useRef(idleQueue());
  const [target, setTarget] = useState<number | null>(null);
  const shown = target ?? line.quantity;

  function apply(next: QueueStep) {
    if (next.queue !== queue.current) {
      queue.current = next.queue;
      setTarget(next.queue.wanted);
    }
    if (next.send !== undefined) {
      void fetcher.submit({cartFormInput: cartFormInput(line.id, next.send)}, {method: 'POST', action: '/cart'});
    }
  }

  // After every commit, with no dependency list: React 18 can keep a render's
  // dependencies without running its effect (a render that bails out after
  // reading the fetcher's new state), and a later commit with the same values
  // would then skip the effect too, leaving the stepper busy for good.
  // Observing is idempotent, so running it on every commit is safe.
  useEffect(() => {
    apply(observeFetcher(queue.current, fetcher, line));
  });

  function step(event: React.MouseEvent, delta: number) {
    event.preventDefault();
    apply(stepQuantity(queue.current, delta, line.quantity, fetcher));
  }

  const disabled = Boolean(line.isOptimistic);
  return (
    <div className="qty-stepper" data-testid="quantity-stepper" aria-busy={target !== null}>
      <StepForm lineId={line.id} quantity={Math.max(1, shown - 1)}>
        <button
          type="submit"
          className="qty-button"
          aria-label={`Decrease quantity of ${line.merchandise.product.title}`}
          disabled={disabled || shown <= 1}
          onClick={(e) => step(e, -1)}
          data-testid="qty-decrease"
        >
          −
        </button>
      </StepForm>
      <span className="cart-line__qty" aria-live="polite" data-testid="cart-line-quantity">
        <span className="visually-hidden">Quantity </span>
        {shown}
      </span>
      <StepForm lineId={line.id} quantity={Math.min(MAX_QUANTITY_PER_VARIANT, shown + 1)}>
        <button
          type="submit"
          className="qty-button"
          aria-label={`Increase quantity of ${line.merchandise.product.title}`}
          disabled={disabled || shown >= MAX_QUANTITY_PER_VARIANT}
          onClick={(e) => step(e, 1)}
          data-testid="qty-increase"
        >
          +
        </button>
      </StepForm>
    </div>
  );
}

/** A plain POST form to /cart (the no-JavaScript path of each stepper button). */
function StepForm({lineId, quantity, children}: {lineId: string; quantity: number; children: React.ReactNode}) {
  return (
    <form method="post" action="/cart">
      <input type="hidden" name="cartFormInput" value={cartFormInput(lineId, quantity)} />
      {children}
    </form>
  );
}
