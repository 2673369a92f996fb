/**
 * With single fetch, `RemixBrowser`'s first render suspends until the page's
 * data (a stream in the HTML) is decoded, and it sits above every Suspense
 * boundary. If the shopper types or clicks while hydration is still waiting
 * for it, React hydrates at once, meets the suspended root and fails with
 * error #345 ("Root did not complete"): the page then never hydrates.
 *
 * Remix has no public call to decode that state ahead of time, but its first
 * render starts the decoding and throws the promise it waits on. Calling the
 * component once before `hydrateRoot` starts the same decoding and hands over
 * that promise, so hydration begins with the state already decoded and the
 * root never suspends. Anything else the call throws is ignored: hydration
 * then goes ahead as it would have without this step.
 */
export async function decodeRemixState(render: () => unknown): Promise<void> {
  try {
    render();
  } catch (thrown) {
    if (isThenable(thrown)) await Promise.resolve(thrown).catch(() => undefined);
  }
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === 'function';
}
