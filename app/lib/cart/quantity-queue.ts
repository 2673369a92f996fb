import {MAX_QUANTITY_PER_VARIANT} from './limits';

/**
 * The quantity stepper's rule: one update on its way at a time, then the
 * latest target. Clicks move the target at once; when the update on its way
 * has landed, the target is sent if it differs from what was sent, otherwise
 * the stepper settles and the cart is the truth again.
 *
 * The state is kept outside React's render (the component holds it in a ref
 * and writes it in the click handler), because Remix hands fetcher states to
 * React in a transition: a render, and a click handled after it, can still
 * show the fetcher idle just after a submit.
 */
export interface QuantityQueue {
  /** The quantity the shopper is heading for; null when settled. */
  wanted: number | null;
  /** The update on its way, if any. */
  flight: Flight | null;
}

export interface Flight {
  quantity: number;
  /** The fetcher's data when this update was sent: an answer replaces it. */
  data: unknown;
  /** A render has shown the fetcher busy since this update was sent. */
  seenBusy: boolean;
}

export interface FetcherView {
  state: 'idle' | 'submitting' | 'loading';
  data: unknown;
}

/**
 * The queue after a step, and the quantity to send now if any. A settled
 * queue is the idle one: the line shows the cart's quantity again.
 */
export type QueueStep = {queue: QuantityQueue; send?: number};

export const idleQueue = (): QuantityQueue => ({wanted: null, flight: null});

/**
 * A − or + click. `cartQuantity` is the line's quantity as last rendered; it
 * counts only when nothing is wanted yet. Returns the quantity to send when
 * no update is on its way; otherwise the click only moves the target.
 */
export function stepQuantity(
  queue: QuantityQueue,
  delta: number,
  cartQuantity: number,
  fetcher: FetcherView,
  max = MAX_QUANTITY_PER_VARIANT,
): QueueStep {
  const from = queue.wanted ?? cartQuantity;
  const wanted = Math.max(1, Math.min(max, from + delta));
  if (wanted === from) return {queue};
  if (queue.flight) return {queue: {...queue, wanted}};
  return {queue: {wanted, flight: {quantity: wanted, data: fetcher.data, seenBusy: false}}, send: wanted};
}

/**
 * A render with the fetcher in `fetcher`'s state. The update on its way has
 * landed once the fetcher is idle after being seen busy, or (if React folded
 * the whole round trip into one render) once its answer is there.
 * A refused change (the answer carries an error) drops the rest of the queue:
 * the line shows the cart's quantity and the message says why.
 */
export function observeFetcher(queue: QuantityQueue, fetcher: FetcherView): QueueStep {
  const {flight} = queue;
  if (!flight) return {queue};
  if (fetcher.state !== 'idle') return flight.seenBusy ? {queue} : {queue: {...queue, flight: {...flight, seenBusy: true}}};
  if (!flight.seenBusy && fetcher.data === flight.data) return {queue}; // sent, not rendered as busy yet
  const refused = hasError(fetcher.data);
  if (queue.wanted !== null && queue.wanted !== flight.quantity && !refused) {
    const quantity = queue.wanted;
    return {queue: {wanted: quantity, flight: {quantity, data: fetcher.data, seenBusy: false}}, send: quantity};
  }
  return {queue: idleQueue()};
}

const hasError = (data: unknown) => Boolean(data && typeof data === 'object' && (data as {error?: unknown}).error);
