import {describe, expect, it} from 'vitest';
import {edgeCacheEnabled, openEdgeCache, pageCacheEnabled} from './edge-cache';

describe('EDGE_CACHE switch', () => {
  it('caches data and pages by default', () => {
    for (const value of [undefined, '', 'on', 'true']) {
      expect(edgeCacheEnabled({EDGE_CACHE: value}), String(value)).toBe(true);
      expect(pageCacheEnabled({EDGE_CACHE: value}), String(value)).toBe(true);
    }
  });

  it('keeps data but no pages with `data`', () => {
    expect(edgeCacheEnabled({EDGE_CACHE: 'data'})).toBe(true);
    expect(pageCacheEnabled({EDGE_CACHE: ' Data '})).toBe(false);
  });

  it('caches nothing with `off`', async () => {
    for (const value of ['off', 'OFF', 'false', '0', 'no']) {
      expect(edgeCacheEnabled({EDGE_CACHE: value}), value).toBe(false);
      expect(pageCacheEnabled({EDGE_CACHE: value}), value).toBe(false);
    }
    const cache = await openEdgeCache({EDGE_CACHE: 'off'});
    await cache.put('https://x.invalid/a', new Response('stored?'));
    expect(await cache.match('https://x.invalid/a')).toBeUndefined();
  });
});
