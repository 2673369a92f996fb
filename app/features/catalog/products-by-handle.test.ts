import {afterEach, describe, expect, it, vi} from 'vitest';
import type {ProductCardFragment} from 'storefrontapi.generated';
import {inHandleOrder, productCardsByHandle} from './products-by-handle';

const card = (handle: string) => ({handle, title: handle}) as unknown as ProductCardFragment;

/** A Storefront client that knows only `known` handles. */
function storefront(known: string[]) {
  return {
    CacheShort: () => ({}) as never,
    query: vi.fn(async () => ({products: {nodes: known.map(card)}})) as never,
  };
}

afterEach(() => vi.restoreAllMocks());

describe('product cards for handles typed into the CMS', () => {
  it('leaves out a handle the catalog does not have and logs it, never failing the page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const handles = ['colgate-toothpaste', 'no-such-paste', 'dental-floss-picks'];
    const cards = await productCardsByHandle(storefront(['colgate-toothpaste', 'dental-floss-picks']), handles);
    expect(inHandleOrder(handles, cards).map((c) => c.handle)).toEqual(['colgate-toothpaste', 'dental-floss-picks']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain('"handles":["no-such-paste"]');
  });

  it('logs nothing when every handle exists', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await productCardsByHandle(storefront(['colgate-toothpaste']), ['colgate-toothpaste']);
    expect(warn).not.toHaveBeenCalled();
  });
});
