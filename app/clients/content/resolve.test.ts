import {describe, expect, it} from 'vitest';
import {absoluteAssetUrl, assetSrc, resolveCollection} from './resolve';
import type {RawCollection} from './types';

const link = (id: string, linkType: 'Entry' | 'Asset' = 'Entry') => ({sys: {type: 'Link' as const, linkType, id}});
const entry = (id: string, contentType: string, fields: Record<string, unknown>) => ({
  sys: {id, type: 'Entry' as const, contentType: {sys: {id: contentType}}},
  fields,
});

describe('resolveCollection', () => {
  const collection: RawCollection = {
    sys: {type: 'Array'},
    total: 1,
    skip: 0,
    limit: 100,
    items: [entry('menu', 'navigationMenu', {name: 'main', items: [link('a'), link('missing'), link('b')]})],
    includes: {
      Entry: [
        entry('a', 'navigationCategory', {title: 'A', subCategories: [link('c')]}),
        entry('b', 'navigationLink', {title: 'B', self: link('b')}),
        entry('c', 'navigationLink', {title: 'C', image: link('img', 'Asset')}),
      ],
      Asset: [
        {
          sys: {id: 'img', type: 'Asset'},
          fields: {
            title: 'Pic',
            file: {url: '//localhost:3100/ctf-images/x.svg', contentType: 'image/svg+xml', details: {image: {width: 10, height: 20}}},
          },
        },
      ],
    },
  };

  it('resolves nested links and assets and drops unresolvable ones', () => {
    const [menu] = resolveCollection<{name: string; items: Array<{fields: Record<string, any>}>}>(collection);
    expect(menu.contentType).toBe('navigationMenu');
    expect(menu.fields.items.map((i) => i.fields.title)).toEqual(['A', 'B']);
    const c = menu.fields.items[0].fields.subCategories[0];
    expect(c.fields.title).toBe('C');
    expect(c.fields.image).toMatchObject({url: 'http://localhost:3100/ctf-images/x.svg', width: 10, height: 20});
  });

  it('stops at cycles instead of recursing forever', () => {
    const [menu] = resolveCollection<{items: Array<{fields: Record<string, any>}>}>(collection);
    expect(menu.fields.items[1].fields.title).toBe('B');
    expect(menu.fields.items[1].fields.self).toBeNull();
  });

  it('makes protocol-relative asset URLs absolute', () => {
    expect(absoluteAssetUrl('//images.ctfassets.net/a.png')).toBe('https://images.ctfassets.net/a.png');
    expect(absoluteAssetUrl('//localhost:3100/a.png')).toBe('http://localhost:3100/a.png');
    expect(absoluteAssetUrl('https://x/a.png')).toBe('https://x/a.png');
  });
});

describe('assetSrc', () => {
  it('an asset without a file URL is served from /cms/{id}', () => {
    expect(assetSrc('img-1', '')).toBe('/cms/img-1');
    expect(assetSrc('a b', undefined)).toBe('/cms/a%20b');
    expect(assetSrc('img-1', '//images.ctfassets.net/s/img-1/x.png')).toBe('https://images.ctfassets.net/s/img-1/x.png');
  });
});
