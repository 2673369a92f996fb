import {describe, expect, it} from 'vitest';
import {idleQueue, observeFetcher, stepQuantity, type FetcherView, type QuantityQueue} from './quantity-queue';

const LINE_ID = 'gid://shopify/CartLine/1';
/** The line as the cart on screen shows it. */
const at = (quantity: number) => ({id: LINE_ID, quantity});
/** An answer whose cart has the line at `quantity`. */
const answer = (quantity: number) => ({cart: {lines: {nodes: [{id: LINE_ID, quantity}]}}});

const idle = (data: unknown = undefined): FetcherView => ({state: 'idle', data});
const submitting = (data: unknown = undefined): FetcherView => ({state: 'submitting', data});
const loading = (data: unknown): FetcherView => ({state: 'loading', data});

describe('stepQuantity', () => {
  it('sends the first click at once and counts from the cart quantity', () => {
    const step = stepQuantity(idleQueue(), 1, 3, idle());
    expect(step.send).toBe(4);
    expect(step.queue.wanted).toBe(4);
    expect(step.queue.flight).toMatchObject({quantity: 4, seenBusy: false});
  });

  it('a click while an update is on its way only moves the target, counted from the target', () => {
    let queue = stepQuantity(idleQueue(), 1, 3, idle()).queue;
    const second = stepQuantity(queue, 1, 3, idle());
    expect(second.send).toBeUndefined();
    expect(second.queue.wanted).toBe(5);
    queue = stepQuantity(second.queue, -1, 3, idle()).queue;
    expect(queue.wanted).toBe(4);
  });

  it('does not count from a stale cart quantity or send twice while the fetcher still renders idle', () => {
    // The fetcher has not been rendered busy yet (Remix updates it in a transition):
    // the second click must neither send nor start again from the cart's 3.
    const first = stepQuantity(idleQueue(), 1, 3, idle());
    const second = stepQuantity(first.queue, 1, 3, idle());
    expect(second.send).toBeUndefined();
    expect(second.queue.wanted).toBe(5);
    expect(observeFetcher(second.queue, idle(), at(3)).send).toBeUndefined();
  });

  it('stays within 1 and 10 and ignores a click that changes nothing', () => {
    expect(stepQuantity(idleQueue(), -1, 1, idle())).toEqual({queue: idleQueue()});
    expect(stepQuantity(idleQueue(), 1, 10, idle())).toEqual({queue: idleQueue()});
    expect(stepQuantity(idleQueue(), 1, 12, idle()).send).toBe(10);
  });
});

describe('observeFetcher', () => {
  const sent = (quantity: number, data: unknown = undefined): QuantityQueue => ({
    wanted: quantity,
    flight: {quantity, data, seenBusy: false},
  });

  it('nothing on its way: nothing to do', () => {
    expect(observeFetcher(idleQueue(), idle(answer(1)), at(1))).toEqual({queue: idleQueue()});
  });

  it('an idle render before the busy one is not taken for the answer', () => {
    const before = answer(3);
    const queue = sent(4, before);
    expect(observeFetcher(queue, idle(before), at(3))).toEqual({queue});
  });

  it('settles when the fetcher is idle again after being seen busy and the target was sent', () => {
    let queue = observeFetcher(sent(4), submitting(), at(4)).queue;
    expect(queue.flight?.seenBusy).toBe(true);
    queue = observeFetcher(queue, loading(answer(4)), at(4)).queue;
    expect(observeFetcher(queue, idle(answer(4)), at(4))).toEqual({queue: idleQueue()});
  });

  it('sends the latest target once the update on its way has landed', () => {
    let queue = observeFetcher(sent(4), submitting(), at(4)).queue;
    queue = stepQuantity(queue, 1, 3, submitting()).queue;
    queue = stepQuantity(queue, 1, 3, submitting()).queue;
    const landed = answer(4);
    const next = observeFetcher(queue, idle(landed), at(4));
    expect(next.send).toBe(6);
    expect(next.queue).toEqual({wanted: 6, flight: {quantity: 6, data: landed, seenBusy: false}});
  });

  it('a target moved back to what was sent needs no second update', () => {
    let queue = observeFetcher(sent(4), submitting(), at(4)).queue;
    queue = stepQuantity(queue, 1, 3, submitting()).queue;
    queue = stepQuantity(queue, -1, 3, submitting()).queue;
    expect(observeFetcher(queue, idle(answer(4)), at(4))).toEqual({queue: idleQueue()});
  });

  it('a round trip folded into one render is recognised by its answer', () => {
    const queue = {...sent(4, answer(3)), wanted: 5};
    expect(observeFetcher(queue, idle(answer(4)), at(4)).send).toBe(5);
  });

  it('a refused change drops the rest of the queue and settles on the cart', () => {
    let queue = observeFetcher(sent(4), submitting(), at(3)).queue;
    queue = stepQuantity(queue, 1, 3, submitting()).queue;
    expect(observeFetcher(queue, idle({error: 'Sorry, we could not update your cart, so it is unchanged.'}), at(3))).toEqual({
      queue: idleQueue(),
    });
  });

  describe('an answer that lands before the cart on screen shows it', () => {
    // 2 → + sends 3; the answer says 3 while the cart on screen still shows 2.
    const landedBehind = () => observeFetcher(observeFetcher(sent(3), submitting(), at(2)).queue, idle(answer(3)), at(2)).queue;

    it('keeps showing what the update set, with nothing on its way', () => {
      expect(landedBehind()).toEqual({wanted: 3, flight: null, behindCart: 2});
    });

    it('a click counts from the answer, not from the cart behind it', () => {
      // The old rule counted from the cart's 2 and sent 3 again: + + − + ended at 3, not 4.
      const step = stepQuantity(landedBehind(), 1, 2, idle(answer(3)));
      expect(step.send).toBe(4);
      expect(step.queue).toEqual({wanted: 4, flight: {quantity: 4, data: answer(3), seenBusy: false}});
    });

    it('settles once the cart shows it, or once the cart changes otherwise', () => {
      expect(observeFetcher(landedBehind(), idle(answer(3)), at(2)).queue).toEqual(landedBehind());
      expect(observeFetcher(landedBehind(), idle(answer(3)), at(3))).toEqual({queue: idleQueue()});
      expect(observeFetcher(landedBehind(), idle(answer(3)), at(5))).toEqual({queue: idleQueue()});
    });

    it('takes the quantity the answer gives the line, which can be less than was sent', () => {
      const queue = observeFetcher(observeFetcher(sent(9), submitting(), at(6)).queue, idle(answer(7)), at(6)).queue;
      expect(queue).toEqual({wanted: 7, flight: null, behindCart: 6});
    });
  });
});
