import {afterEach, describe, expect, it, vi} from 'vitest';
import type {ProductCardFragment} from 'storefrontapi.generated';
import {inHandleOrder, productCardsByHandle, productsByHandle} from './products-by-handle';

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
    const found = await productsByHandle(storefront(['colgate-toothpaste', 'dental-floss-picks']), handles);
    expect(inHandleOrder(handles, found).map((c) => c.handle)).toEqual(['colgate-toothpaste', 'dental-floss-picks']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain('"handles":["no-such-paste"]');
  });

  it('logs nothing when every handle exists', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await productsByHandle(storefront(['colgate-toothpaste']), ['colgate-toothpaste']);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('product cards carry their image attributes', () => {
  it('each card gets a lazy image named after the product, or none without a picture', async () => {
    const url = 'http://localhost:3100/cdn/shop/files/paste.png?v=1';
    const price = {amount: '4.99', currencyCode: 'USD'};
    const product = (handle: string, title: string, featuredImage: object | null) => ({
      ...({handle, title, tags: [], featuredImage} as object),
      priceRange: {minVariantPrice: price, maxVariantPrice: price},
      compareAtPriceRange: {minVariantPrice: price, maxVariantPrice: price},
      variants: {nodes: []},
    });
    const nodes = [product('paste', 'Paste', {url, width: 800, height: 800, altText: null}), product('floss', 'Floss', null)];
    const client = {CacheShort: () => ({}) as never, query: vi.fn(async () => ({products: {nodes}})) as never};
    const cards = await productCardsByHandle(client, ['paste', 'floss']);
    expect(cards.get('paste')!.image).toMatchObject({alt: 'Paste', loading: 'lazy', style: {aspectRatio: '1/1'}});
    expect(cards.get('paste')!.image).not.toHaveProperty('fetchpriority');
    expect(cards.get('floss')!.image).toBeNull();
  });
});
