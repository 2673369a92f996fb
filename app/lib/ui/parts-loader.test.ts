import {describe, expect, it} from 'vitest';
import {loadWithParts} from './parts-loader';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return {promise, resolve};
}

const settledYet = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((r) => setTimeout(r, 0));
  return done;
};

describe('loadWithParts', () => {
  it('answers with the server data only once every part has its chunk', async () => {
    const first = deferred();
    const second = deferred();
    const load = loadWithParts({preload: () => first.promise}, {preload: () => second.promise});
    const result = load({serverLoader: async () => ({title: 'Article'})} as never);
    expect(await settledYet(result)).toBe(false);
    first.resolve();
    expect(await settledYet(result)).toBe(false);
    second.resolve();
    await expect(result).resolves.toEqual({title: 'Article'});
  });

  it('fetches the data and the chunks at the same time, not one after the other', async () => {
    const started: string[] = [];
    const chunk = deferred();
    const load = loadWithParts({preload: () => (started.push('chunk'), chunk.promise)});
    const result = load({serverLoader: () => (started.push('data'), Promise.resolve(1))} as never);
    expect(started.sort()).toEqual(['chunk', 'data']);
    chunk.resolve();
    await expect(result).resolves.toBe(1);
  });

  it('passes a failing data request on as the route error', async () => {
    const load = loadWithParts({preload: async () => undefined});
    const notFound = new Response('gone', {status: 404});
    await expect(load({serverLoader: () => Promise.reject(notFound)} as never)).rejects.toBe(notFound);
  });
});
