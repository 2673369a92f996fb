import {MAX_QUANTITY_PER_VARIANT} from '~/features/cart/limits';

/**
 * The quantity stepper's rule: one update on its way at a time, then the
 * latest target. Clicks move the target at once; when the update on its way
 * has landed, the target is sent if it differs from what was sent, otherwise
 * the stepper settles and the cart is the truth again, as soon as the cart on
 * screen shows what the update set. (An answer can land before the cart on
 * screen catches up: a click then counts from the answer, not from the old
 * cart, or it would send a quantity already sent.)
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
  /**
   * Set when the last update has landed but the cart on screen still showed
   * another quantity (this one): `wanted` is what the update set, shown until
   * the cart shows it too or moves off this quantity.
   */
  behindCart?: number;
}

/** The line as the cart on screen shows it. */
export interface LineView {
  id: string;
  quantity: number;
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
 * A render with the fetcher in `fetcher`'s state and `line` as the cart shows
 * it. The update on its way has landed once the fetcher is idle after being
 * seen busy, or (if React folded the whole round trip into one render) once
 * its answer is there. A refused change (the answer carries an error) drops
 * the rest of the queue: the line shows the cart's quantity and the message
 * says why. A landed update settles the stepper once the cart agrees with it.
 */
export function observeFetcher(queue: QuantityQueue, fetcher: FetcherView, line: LineView): QueueStep {
  const {flight} = queue;
  if (!flight) {
    if (queue.behindCart === undefined) return {queue};
    // The cart caught up with the answer, or changed otherwise (it is newer then).
    return line.quantity === queue.wanted || line.quantity !== queue.behindCart ? {queue: idleQueue()} : {queue};
  }
  if (fetcher.state !== 'idle') return flight.seenBusy ? {queue} : {queue: {...queue, flight: {...flight, seenBusy: true}}};
  if (!flight.seenBusy && fetcher.data === flight.data) return {queue}; // sent, not rendered as busy yet
  const refused = hasError(fetcher.data);
  if (queue.wanted !== null && queue.wanted !== flight.quantity && !refused) {
    const quantity = queue.wanted;
    return {queue: {wanted: quantity, flight: {quantity, data: fetcher.data, seenBusy: false}}, send: quantity};
  }
  if (refused) return {queue: idleQueue()};
  const answered = answeredQuantity(fetcher.data, line.id) ?? flight.quantity;
  if (line.quantity === answered) return {queue: idleQueue()};
  return {queue: {wanted: answered, flight: null, behindCart: line.quantity}};
}

/** The line's quantity in an answer's cart, if the answer has it. */
function answeredQuantity(data: unknown, lineId: string): number | undefined {
  const lines = (data as {cart?: {lines?: {nodes?: Array<{id?: string; quantity?: number}>}} | null} | null)?.cart?.lines?.nodes;
  const quantity = lines?.find((l) => l.id === lineId)?.quantity;
  return typeof quantity === 'number' ? quantity : undefined;
}

const hasError = (data: unknown) => Boolean(data && typeof data === 'object' && (data as {error?: unknown}).error);
