import {Suspense} from 'react';
import {renderToString} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {Deferred, settleDeferredValues} from './deferred';

/** One synchronous render, as hydration's first pass is: a part that suspends shows the fallback. */
const renderOnce = (resolve: unknown) =>
  renderToString(
    <Suspense fallback={<i>waiting</i>}>
      <Deferred resolve={resolve} errorElement={<b>failed</b>}>
        {(value) => <p>{String(value)}</p>}
      </Deferred>
    </Suspense>,
  );

describe('Deferred', () => {
  it('renders a value that is no promise at once', () => {
    expect(renderOnce('plain')).toContain('<p>plain</p>');
  });

  it('renders a settled value watched before the render in that first render, where one first seen suspends', async () => {
    const watched = Promise.resolve('cart of 2');
    await settleDeferredValues({root: {cart: watched}});
    expect(renderOnce(watched)).toContain('<p>cart of 2</p>');
    // Seen for the first time by the render (as by Remix's <Await>): it suspends once, even settled.
    const unseen = Promise.resolve('cart of 3');
    expect(renderOnce(unseen)).toContain('<i>waiting</i>');
    await unseen;
    await Promise.resolve();
    expect(renderOnce(unseen)).toContain('<p>cart of 3</p>');
  });

  it('renders the error element for a failed value, and suspends while one is pending', async () => {
    const failed = Promise.reject(new Error('cart down'));
    await settleDeferredValues({root: {cart: failed}});
    expect(renderOnce(failed)).toContain('<b>failed</b>');
    expect(renderOnce(new Promise(() => {}))).toContain('<i>waiting</i>');
  });
});

describe('settleDeferredValues', () => {
  it('waits for every promise among the routes’ data values, and for nothing else', async () => {
    let finish!: (value: string) => void;
    const late = new Promise<string>((resolve) => (finish = resolve));
    const steps: string[] = [];
    const settled = settleDeferredValues({
      root: {menus: [{title: 'Shop'}], cart: Promise.resolve(null)},
      'routes/_index': {title: 'Home', carousels: late},
      'routes/other': null,
    }).then(() => steps.push('settled'));
    await new Promise((resolve) => setTimeout(resolve, 5));
    steps.push('still pending');
    finish('rows');
    await settled;
    expect(steps).toEqual(['still pending', 'settled']);
    expect(renderOnce(late)).toContain('<p>rows</p>');
  });

  it('gives up after its limit on a value that never settles, and resolves at once when there is nothing to wait for', async () => {
    const start = Date.now();
    await settleDeferredValues({root: {cart: new Promise(() => {})}}, 30);
    expect(Date.now() - start).toBeGreaterThanOrEqual(25);
    // "At once": before any timer, however busy the host (a wall-clock bound failed on one).
    const first = (settling: Promise<unknown>) =>
      Promise.race([settling.then(() => 'settled'), new Promise((resolve) => setTimeout(() => resolve('a timer'), 0))]);
    expect(await first(settleDeferredValues(undefined))).toBe('settled');
    expect(await first(settleDeferredValues({root: {menus: []}}))).toBe('settled');
  });
});
