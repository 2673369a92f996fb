import {describe, expect, it} from 'vitest';
import type {ContentClient} from '~/clients/content/client';
import {findVariantContent, sortOptionValues, toVariantContent, variantGallery, type VariantContent} from './variant-content';

const asset = (id: string, description = `${id} picture`) => ({
  id,
  title: id,
  description,
  url: `https://images.ctfassets.net/space/${id}/${id}.png`,
  contentType: 'image/png',
  width: 1200,
  height: 1200,
});
const store = (name: string) => ({id: `gid://shopify/ProductImage/${name}`, url: `https://cdn.shopify.com/${name}.png`, altText: name});
const variant = (cmsId: string | null, value: string, image = store(value)) => ({
  cmsId: cmsId ? {value: cmsId} : null,
  image,
  selectedOptions: [{name: 'Size', value}],
});

describe('variant content', () => {
  it('puts the primary image first, then the gallery in its order, each image once', () => {
    const content = toVariantContent({
      cmsId: 'pen-2-pack',
      sort: 1,
      tags: ['Best value', '', 3],
      imagePrimary: asset('b'),
      images: [asset('a'), asset('b'), asset('c')],
    });
    expect(content).toEqual({
      cmsId: 'pen-2-pack',
      sort: 1,
      tags: ['Best value'],
      images: ['b', 'a', 'c'].map((id) => expect.objectContaining({id, altText: `${id} picture`, cms: true})),
    });
  });

  it('leaves out links to assets it cannot show (a draft, a deleted asset, not an image) and entries without a cmsId', () => {
    const unresolved = {sys: {type: 'Link', linkType: 'Asset', id: 'draft'}};
    const pdf = {...asset('manual'), contentType: 'application/pdf'};
    expect(toVariantContent({cmsId: 'x', images: [unresolved, pdf, asset('ok')]})?.images.map((i) => i.id)).toEqual(['ok']);
    expect(toVariantContent({cmsId: 'x', sort: '2'})).toMatchObject({sort: null, tags: [], images: []});
    expect(toVariantContent({sort: 1})).toBeNull();
  });

  it('shows the CMS gallery of a variant that has one, else the store image first as before', () => {
    const contents: Record<string, VariantContent> = {
      'pen-2-pack': {
        cmsId: 'pen-2-pack',
        sort: 1,
        tags: [],
        images: [toVariantContent({cmsId: 'p', imagePrimary: asset('duo')})!.images[0]!],
      },
      'pen-single': {cmsId: 'pen-single', sort: 2, tags: [], images: []},
    };
    const productImages = [store('single'), store('pack')];
    expect(variantGallery(variant('pen-2-pack', '2-pack'), productImages, contents).map((i) => i.id)).toEqual(['duo']);
    // An entry without pictures, and a variant with no entry, keep the store's pictures.
    expect(variantGallery(variant('pen-single', 'single'), productImages, contents).map((i) => i.url)).toEqual([
      'https://cdn.shopify.com/single.png',
      'https://cdn.shopify.com/pack.png',
    ]);
    expect(variantGallery(variant(null, 'pack'), productImages, contents).map((i) => i.url)).toEqual([
      'https://cdn.shopify.com/pack.png',
      'https://cdn.shopify.com/single.png',
    ]);
  });

  it('orders option values by their variants sort, unsorted values after in the store order', () => {
    const contents: Record<string, VariantContent> = {
      b: {cmsId: 'b', sort: 2, tags: [], images: []},
      c: {cmsId: 'c', sort: 1, tags: [], images: []},
    };
    const options = [{name: 'Size', values: ['A', 'B', 'C', 'D']}];
    const variants = [variant('a', 'A'), variant('b', 'B'), variant('c', 'C'), variant(null, 'D')];
    expect(sortOptionValues(options, variants, contents)).toEqual([{name: 'Size', values: ['C', 'B', 'A', 'D']}]);
    expect(sortOptionValues(options, variants, {})).toEqual(options);
  });

  it('reads the entries of the product by handle, and nothing when the CMS cannot answer', async () => {
    const queries: unknown[] = [];
    const client = {
      getEntries: async (query: unknown) => {
        queries.push(query);
        return [{id: 'e1', contentType: 'productVariant', fields: {cmsId: 'pen-2-pack', sort: 1}}];
      },
    } as unknown as ContentClient;
    expect(Object.keys(await findVariantContent(client, 'pen'))).toEqual(['pen-2-pack']);
    expect(queries).toEqual([{content_type: 'productVariant', 'fields.product': 'pen'}]);
    const down = {
      getEntries: async () => {
        throw new Error('content API down');
      },
    } as unknown as ContentClient;
    expect(await findVariantContent(down, 'pen')).toEqual({});
  });
});
