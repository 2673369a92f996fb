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
 * its own ahead of hydration: the state decoded (above; each chunk of the
 * streamed data in a task of its own, below), then, in the next
 * task, Remix's router built (route tree, browser history, first matches),
 * which the component does once the state is there. Hydration's first render
 * then only renders; together the three made one long task on a phone.
 * Calling the component outside a render stops at its first hook, which is
 * ignored like any other throw.
 */
export async function prepareRemixBrowser(render: () => unknown): Promise<void> {
  spreadPageDataOverTasks();
  await decodeRemixState(render);
  await nextTask();
  try {
    render();
  } catch {
    // The first hook, outside a render: the router is built by then.
  }
}

interface PageDataWindow {
  __remixContext?: {stream?: ReadableStream<Uint8Array>};
}

/**
 * The page's data comes as one stream chunk per script the server streamed:
 * the loaders' data, then each deferred value as it settled. Decoding all of
 * them at once made one long task; handing each chunk on in a task of its
 * own decodes them one by one, with the browser free to paint and take input
 * between them.
 */
export function spreadPageDataOverTasks(win: PageDataWindow = globalThis as PageDataWindow): void {
  const context = win.__remixContext;
  if (!context?.stream) return;
  context.stream = context.stream.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      async transform(chunk, controller) {
        await nextTask();
        controller.enqueue(chunk);
      },
    }),
  );
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === 'function';
}
