import {nextTask} from './next-task';

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

/**
 * Everything `RemixBrowser` does before its first hook, each step in a task of
 * its own ahead of hydration: the state decoded (above), then, in the next
 * task, Remix's router built (route tree, browser history, first matches),
 * which the component does once the state is there. Hydration's first render
 * then only renders; together the three made one long task on a phone.
 * Calling the component outside a render stops at its first hook, which is
 * ignored like any other throw.
 */
export async function prepareRemixBrowser(render: () => unknown): Promise<void> {
  await decodeRemixState(render);
  await nextTask();
  try {
    render();
  } catch {
    // The first hook, outside a render: the router is built by then.
  }
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === 'function';
}
