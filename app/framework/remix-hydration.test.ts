import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {expectInternal} from './canary';
import {decodeRemixState, pageLoaderData, prepareRemixBrowser, spreadPageDataOverTasks} from './remix-hydration';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('decodeRemixState', () => {
  it('waits for the promise the first render throws (the decoding), then resolves', async () => {
    let finish!: () => void;
    const decoding = new Promise<void>((resolve) => (finish = resolve));
    const steps: string[] = [];
    const done = decodeRemixState(() => {
      throw decoding;
    }).then(() => steps.push('decoded'));
    await new Promise((resolve) => setTimeout(resolve, 5));
    steps.push('still waiting');
    finish();
    await done;
    expect(steps).toEqual(['still waiting', 'decoded']);
  });

  it('goes ahead when the render throws something else, when the decoding fails, or when nothing is thrown', async () => {
    await expect(
      decodeRemixState(() => {
        throw new TypeError('hooks outside a render');
      }),
    ).resolves.toBeUndefined();
    await expect(
      decodeRemixState(() => {
        throw Promise.reject(new Error('undecodable'));
      }),
    ).resolves.toBeUndefined();
    await expect(decodeRemixState(() => null)).resolves.toBeUndefined();
  });
});

describe('prepareRemixBrowser', () => {
  it('renders once to decode, then once more in a later task to build the router, ignoring the hook error', async () => {
    const calls: string[] = [];
    let decoded = false;
    const decoding = Promise.resolve().then(() => (decoded = true));
    const done = prepareRemixBrowser(() => {
      calls.push(decoded ? 'build' : 'decode');
      if (!decoded) throw decoding;
      throw new TypeError("Cannot read properties of null (reading 'useState')");
    }, nextTask);
    await decoding;
    // Every microtask of this task runs first: the second render waits for a new task.
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(calls).toEqual(['decode']);
    await expect(done).resolves.toBeUndefined();
    expect(calls).toEqual(['decode', 'build']);
  });
});

describe('spreadPageDataOverTasks', () => {
  const streamOf = (...chunks: string[]) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
        controller.close();
      },
    });

  it('hands on each chunk of the page data in a task of its own, unchanged and in order', async () => {
    const win = {__remixContext: {stream: streamOf('[root data]\n', 'P1:[deferred]\n', 'P2:[more]\n')}};
    spreadPageDataOverTasks(nextTask, win);
    const reader = win.__remixContext.stream.getReader();
    const seen: string[] = [];
    for (;;) {
      // A task queued now runs before the next chunk arrives: a chunk never follows the last in the same task.
      setTimeout(() => seen.push('task'), 0);
      const {done, value} = await reader.read();
      if (done) break;
      seen.push(new TextDecoder().decode(value));
    }
    expect(seen.filter((step) => step !== 'task')).toEqual(['[root data]\n', 'P1:[deferred]\n', 'P2:[more]\n']);
    expect(seen.slice(0, 6)).toEqual(['task', '[root data]\n', 'task', 'P1:[deferred]\n', 'task', 'P2:[more]\n']);
  });

  it('reads no loader data from a page without decoded data', () => {
    expect(pageLoaderData({})).toBeUndefined();
    expect(pageLoaderData({__remixContext: {state: {loaderData: {root: {a: 1}}}}})).toEqual({root: {a: 1}});
  });

  it('leaves a page without streamed data alone', () => {
    const win = {__remixContext: {}};
    spreadPageDataOverTasks(nextTask, win);
    expect(win).toEqual({__remixContext: {}});
    expect(() => spreadPageDataOverTasks(nextTask, {})).not.toThrow();
  });
});

describe('canary: Remix’s browser entry as the hydration start-up uses it', () => {
  const internal = {
    internal: 'RemixBrowser called outside React, reading window.__remixContext.stream lazily (@remix-run/react dist/esm/browser.js)',
    why:
      'the browser entry decodes the page data (one chunk per task) and builds the router ahead of hydrateRoot, so start-up is short ' +
      'tasks and input during hydration never meets a suspended root (React #345)',
    whatToDo:
      'check how the new RemixBrowser decodes window.__remixContext.stream; adapt app/framework/remix-hydration.ts, or drop ' +
      'prepareRemixHydration from app/entry.client.tsx if Remix now decodes ahead of hydration itself, and re-measure with npm run bench',
  };

  it('takes the (re-piped) stream at its first call, throws the decoding promise, and decodes the page data from it', async () => {
    const {encode} = await import('turbo-stream');
    const state = {loaderData: {root: {greeting: 'hello', cart: Promise.resolve({lines: 2})}}, actionData: null, errors: null};
    const win = globalThis as unknown as {window?: unknown; __remixContext?: Record<string, unknown>};
    const context: Record<string, unknown> = {
      future: {v3_singleFetch: true},
      stream: encode(state),
    };
    win.window = globalThis;
    win.__remixContext = context;
    try {
      spreadPageDataOverTasks(nextTask);
      const piped = context.stream;
      // @ts-expect-error: a file of the installed package, without types
      const {RemixBrowser} = (await import('@remix-run/react/dist/esm/browser.js')) as {RemixBrowser: (props: object) => unknown};
      let thrown: unknown;
      try {
        RemixBrowser({});
      } catch (error) {
        thrown = error;
      }
      const tookStream = context.stream === undefined && (piped as ReadableStream).locked;
      expectInternal(tookStream && typeof (thrown as PromiseLike<unknown> | undefined)?.then === 'function', internal);
      await thrown;
      expectInternal(JSON.stringify(context.state) === JSON.stringify(state), internal);
      // The decoded data, deferred values as promises, is where the entry watches them before hydrating.
      const cart = (pageLoaderData() as {root?: {cart?: unknown}} | undefined)?.root?.cart;
      expectInternal(typeof (cart as PromiseLike<unknown> | undefined)?.then === 'function', {
        ...internal,
        internal: 'window.__remixContext.state.loaderData, the decoded page data with its deferred values as promises',
      });
      expect(await cart).toEqual({lines: 2});
    } finally {
      delete win.window;
      delete win.__remixContext;
    }
  });

  it('builds its router in module state before its first hook, so a second call outside React leaves it built', async () => {
    const file = readFileSync(createRequire(import.meta.url).resolve('@remix-run/react/dist/esm/browser.js'), 'utf8');
    const start = file.indexOf('function RemixBrowser(');
    const source = start < 0 ? '' : file.slice(start, file.indexOf('\n}\n', start));
    const built = source.indexOf('router = createRouter(');
    const firstHook = source.search(/React\.use[A-Z]/);
    expectInternal(built > 0 && firstHook > built, {
      ...internal,
      internal:
        'RemixBrowser builds the router (router = createRouter(…)) before its first React hook (@remix-run/react dist/esm/browser.js)',
    });
  });
});
