import {RemixBrowser} from '@remix-run/react';

/**
 * Two private internals of Remix's browser entry, used so that hydration's
 * start-up work comes as short tasks (each long one delays a tap on a phone)
 * and so that input during hydration never meets a suspended root:
 *
 * - `RemixBrowser` called as a plain function, outside React: its first call
 *   starts decoding the page's data and throws the promise it waits on; once
 *   that settles, a second call builds the router and stops at its first hook.
 * - `window.__remixContext.stream`, the page's data as the HTML streamed it,
 *   read by `RemixBrowser` lazily at its first call, so it can be re-piped first.
 * - `window.__remixContext.state`, the data once decoded: its deferred values
 *   are watched before hydrating (`pageLoaderData`).
 *
 * Remix has no public call for either. Canary: `remix-hydration.test.ts`.
 */

type NextTask = () => Promise<void>;

/** Everything `RemixBrowser` does before its first hook, done ahead of `hydrateRoot` in short tasks. */
export function prepareRemixHydration(nextTask: NextTask): Promise<void> {
  return prepareRemixBrowser(() => RemixBrowser({}), nextTask);
}

/**
 * With single fetch, `RemixBrowser`'s first render suspends until the page's
 * data is decoded, and it sits above every Suspense boundary: input while
 * hydration still waits for it makes React hydrate at once, meet the suspended
 * root and fail with error #345 ("Root did not complete"), and the page never
 * hydrates. Calling the component once before `hydrateRoot` starts the same
 * decoding and hands over its promise, so hydration begins with the state
 * decoded. Anything else the call throws is ignored: hydration then goes ahead
 * as it would have without this step.
 */
export async function decodeRemixState(render: () => unknown): Promise<void> {
  try {
    render();
  } catch (thrown) {
    if (isThenable(thrown)) await Promise.resolve(thrown).catch(() => undefined);
  }
}

/**
 * The state decoded (each chunk of the streamed data in a task of its own,
 * `spreadPageDataOverTasks`), then, in the next task, Remix's router built
 * (route tree, browser history, first matches). Hydration's first render then
 * only renders; together the three made one 13–28 ms task. Calling the
 * component outside a render stops at its first hook, which is ignored like
 * any other throw.
 */
export async function prepareRemixBrowser(render: () => unknown, nextTask: NextTask): Promise<void> {
  spreadPageDataOverTasks(nextTask);
  await decodeRemixState(render);
  await nextTask();
  try {
    render();
  } catch {
    // The first hook, outside a render: the router is built by then.
  }
}

interface PageDataWindow {
  __remixContext?: {stream?: ReadableStream<Uint8Array>; state?: {loaderData?: Record<string, unknown>}};
}

/**
 * The page's loader data by route, as `RemixBrowser` decoded it (after
 * `prepareRemixHydration`): the same objects, deferred promises included, that
 * the routes render while hydrating.
 */
export function pageLoaderData(win: PageDataWindow = globalThis as PageDataWindow): Record<string, unknown> | undefined {
  return win.__remixContext?.state?.loaderData;
}

/**
 * The page's data comes as one stream chunk per script the server streamed:
 * the loaders' data, then each deferred value as it settled. Decoding all of
 * them at once made one long task; handing each chunk on in a task of its own
 * decodes them one by one, with the browser free to paint and take input
 * between them.
 */
export function spreadPageDataOverTasks(nextTask: NextTask, win: PageDataWindow = globalThis as PageDataWindow): void {
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
