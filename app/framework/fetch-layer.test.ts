import {afterEach, describe, expect, it, vi} from 'vitest';
import {interceptFetch} from './fetch-layer';

describe('interceptFetch', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers what the layer owns and hands everything else to the fetch underneath', async () => {
    const underneathCalls: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      underneathCalls.push(String(input));
      return new Response('from the network');
    });
    const underneath = interceptFetch(globalThis, (input, _init, next) =>
      String(input).endsWith('/mine')
        ? next(`${String(input)}?via=layer`).then(async (r) => new Response(`layer: ${await r.text()}`))
        : undefined,
    );
    expect(await (await fetch('https://x.test/mine')).text()).toBe('layer: from the network');
    expect(await (await fetch('https://x.test/other')).text()).toBe('from the network');
    expect(underneathCalls).toEqual(['https://x.test/mine?via=layer', 'https://x.test/other']);
    // What it returns is the fetch below the layer, not the layer.
    await underneath('https://x.test/mine');
    expect(underneathCalls.at(-1)).toBe('https://x.test/mine');
  });

  it('replaces its layer when installed again, never stacking a second one', async () => {
    const underneath = vi.fn(async () => new Response('network'));
    vi.stubGlobal('fetch', underneath);
    interceptFetch(globalThis, () => Promise.resolve(new Response('first')));
    const installed = globalThis.fetch;
    expect(interceptFetch(globalThis, () => Promise.resolve(new Response('second')))).not.toBe(installed);
    expect(globalThis.fetch).toBe(installed);
    expect(await (await fetch('https://x.test/')).text()).toBe('second');
    expect(underneath).not.toHaveBeenCalled();
  });

  it('starts afresh on a fetch someone else put in place since', async () => {
    vi.stubGlobal('fetch', async () => new Response('network'));
    interceptFetch(globalThis, () => undefined);
    vi.stubGlobal('fetch', async () => new Response('replaced'));
    interceptFetch(globalThis, (_input, _init, next) => next('https://x.test/').then(async (r) => new Response(`over ${await r.text()}`)));
    expect(await (await fetch('https://x.test/')).text()).toBe('over replaced');
  });

  it('gives a layer that throws as a rejected answer, as fetch does', async () => {
    vi.stubGlobal('fetch', async () => new Response('network'));
    interceptFetch(globalThis, () => {
      throw new TypeError('bad request');
    });
    const answer = fetch('https://x.test/');
    await expect(answer).rejects.toThrow('bad request');
  });
});
