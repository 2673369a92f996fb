import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {MAX_CONCURRENT_PREFETCHES, NAVIGATION_WAIT_MS, createPrefetchQueue, pageDataPath, prefetchedAnswer} from './prefetch';

/** A fetch whose answers the test releases by hand. */
function manualFetch() {
  const pending = new Map<string, (response: Response) => void>();
  const asked: string[] = [];
  const fetch = vi.fn((url: string) => {
    asked.push(url);
    return new Promise<Response>((resolve) => pending.set(url, resolve));
  });
  const answer = (url: string, body = url) => pending.get(url)!(new Response(body, {status: 200}));
  return {fetch, asked, answer};
}

const flush = () => vi.advanceTimersByTimeAsync(0);

describe('prefetch queue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it(`runs at most ${MAX_CONCURRENT_PREFETCHES} at a time; the newest waiting one goes next`, async () => {
    const {fetch, asked, answer} = manualFetch();
    const queue = createPrefetchQueue({fetch});
    for (let i = 1; i <= 7; i++) queue.prefetch(`/p${i}.data`);
    expect(asked).toEqual(['/p1.data', '/p2.data', '/p3.data', '/p4.data']);
    expect(queue.running()).toBe(4);
    answer('/p2.data');
    await flush();
    expect(asked).toHaveLength(5);
    expect(asked[4]).toBe('/p7.data');
    expect(queue.running()).toBe(4);
    // The same page again while it runs or is fresh: no second request.
    queue.prefetch('/p1.data');
    queue.prefetch('/p2.data');
    expect(fetch).toHaveBeenCalledTimes(5);
  });

  it(`a navigation waits up to ${NAVIGATION_WAIT_MS} ms for its prefetch and uses it when it arrives in time`, async () => {
    const {fetch, answer} = manualFetch();
    const queue = createPrefetchQueue({fetch});
    queue.prefetch('/learn.data');
    const taken = queue.take('/learn.data');
    await vi.advanceTimersByTimeAsync(NAVIGATION_WAIT_MS - 40);
    answer('/learn.data', 'learn page');
    expect(await (await taken)!.text()).toBe('learn page');
    // Used once: the next navigation asks the server.
    expect(await queue.take('/learn.data')).toBeNull();
  });

  it(`gives up after ${NAVIGATION_WAIT_MS} ms and lets the navigation fetch for itself`, async () => {
    const {fetch} = manualFetch();
    const queue = createPrefetchQueue({fetch});
    queue.prefetch('/slow.data');
    const taken = queue.take('/slow.data');
    await vi.advanceTimersByTimeAsync(NAVIGATION_WAIT_MS - 1);
    let settled = false;
    void taken.then(() => (settled = true));
    await flush();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await taken).toBeNull();
  });

  it('answers at once from a finished prefetch, not from a stale or failed one, nor one still waiting its turn', async () => {
    let now = 0;
    const fetch = vi.fn(async (url: string) => new Response(url, {status: url.includes('missing') ? 404 : 200}));
    const queue = createPrefetchQueue({fetch, now: () => now, max: 1});
    queue.prefetch('/a.data');
    queue.prefetch('/missing.data');
    await flush();
    expect(await (await queue.take('/a.data', 0))!.text()).toBe('/a.data');
    expect(await queue.take('/missing.data', 0)).toBeNull();
    queue.prefetch('/b.data');
    await flush();
    now = 31_000;
    expect(await queue.take('/b.data', 0)).toBeNull();
  });
});

describe('prefetch queue after a change', () => {
  it('forgets prefetched answers on clear, and a prefetch finishing afterwards is not used', async () => {
    const {fetch, answer} = manualFetch();
    const queue = createPrefetchQueue({fetch});
    queue.prefetch('/cart.data');
    queue.prefetch('/products.data');
    answer('/cart.data');
    await Promise.resolve();
    queue.clear();
    answer('/products.data');
    expect(await queue.take('/cart.data', 0)).toBeNull();
    expect(await queue.take('/products.data', 0)).toBeNull();
    // The same page can be prefetched again.
    queue.prefetch('/products.data');
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});

describe('pageDataPath', () => {
  const origin = 'https://shop.example';
  it('maps links and page-data requests to one key', () => {
    expect(pageDataPath('/', origin)).toBe('/_root.data');
    expect(pageDataPath('/learn/', origin)).toBe('/learn.data');
    expect(pageDataPath('/search?q=white', origin)).toBe('/search.data?q=white');
    expect(pageDataPath('https://shop.example/products.data?_routes=routes%2Fproducts._index', origin)).toBe('/products.data');
    expect(pageDataPath('https://elsewhere.example/learn', origin)).toBeNull();
  });
});

describe('prefetchedAnswer (the browser fetch layer)', () => {
  const origin = 'https://shop.example';

  it("answers a navigation's page data from the queue, and asks the network when there is none", async () => {
    const {fetch, answer} = manualFetch();
    const queue = createPrefetchQueue({fetch});
    queue.prefetch('/learn.data');
    answer('/learn.data', 'prefetched');
    await Promise.resolve();
    const network = vi.fn(async () => new Response('network'));
    const url = new URL('/learn.data?_routes=routes%2Flearn', origin);
    expect(await (await prefetchedAnswer(queue, origin, url, {method: 'GET'}, network))!.text()).toBe('prefetched');
    expect(await (await prefetchedAnswer(queue, origin, url, {method: 'GET'}, network))!.text()).toBe('network');
    expect(network).toHaveBeenCalledWith(url, {method: 'GET'});
  });

  it('leaves other requests alone, and a write forgets every prefetch', async () => {
    const {fetch, answer} = manualFetch();
    const queue = createPrefetchQueue({fetch});
    queue.prefetch('/products.data');
    answer('/products.data');
    await Promise.resolve();
    const network = vi.fn(async () => new Response('network'));
    expect(prefetchedAnswer(queue, origin, `${origin}/api/chat`, undefined, network)).toBeUndefined();
    expect(prefetchedAnswer(queue, origin, `${origin}/cart.data`, {method: 'POST'}, network)).toBeUndefined();
    expect(await queue.take('/products.data', 0)).toBeNull();
  });
});
