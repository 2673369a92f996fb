import {describe, expect, it} from 'vitest';
import {parseShopConfig} from '../env.server';
import {openEdgeCache} from './edge-cache.server';

const edgeCache = (value: string | undefined) => parseShopConfig({EDGE_CACHE: value} as Env).edgeCache;

describe('EDGE_CACHE switch', () => {
  it('caches data and pages by default', () => {
    for (const value of [undefined, '', 'on', 'true']) {
      expect(edgeCache(value), String(value)).toEqual({data: true, pages: true});
    }
  });

  it('keeps data but no pages with `data`', () => {
    expect(edgeCache('data')).toEqual({data: true, pages: false});
    expect(edgeCache(' Data ')).toEqual({data: true, pages: false});
  });

  it('caches nothing with `off`', async () => {
    for (const value of ['off', 'OFF', 'false', '0', 'no']) {
      expect(edgeCache(value), value).toEqual({data: false, pages: false});
    }
    const cache = await openEdgeCache(false);
    await cache.put('https://x.invalid/a', new Response('stored?'));
    expect(await cache.match('https://x.invalid/a')).toBeUndefined();
  });
});
