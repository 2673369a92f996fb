import {describe, expect, it} from 'vitest';
import {decodeRemixState, prepareRemixBrowser, spreadPageDataOverTasks} from './remix-state';

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
    });
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
    spreadPageDataOverTasks(win);
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

  it('leaves a page without streamed data alone', () => {
    const win = {__remixContext: {}};
    spreadPageDataOverTasks(win);
    expect(win).toEqual({__remixContext: {}});
    expect(() => spreadPageDataOverTasks({})).not.toThrow();
  });
});
