import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {getPage} from '../support/http';
import {LIVE_WITHIN_MS, liveWithin, managementClient, startPublishingShop} from '../support/content-publishing';

/**
 * A merchandiser gives a colour of the hum brush its own gallery, a tag and the first place among
 * the colours, through the official `contentful-management` SDK, then edits it: each publish shows on
 * the product page (production build, page cache on) with no restart, as content/README.md describes.
 */
const PRODUCT = '/products/hum-smart-toothbrush?Color=Blue';
const DUO = 'Two Optic White Express Whitening Pens side by side';
const TRAVEL = 'One pen at home, one in the travel pouch';

let running: Awaited<ReturnType<typeof startPublishingShop>>;

const html = async (path: string) => (await getPage(path, {}, running.shop.url)).text();
const asset = (id: string) => ({sys: {type: 'Link', linkType: 'Asset', id}});

/** The gallery's image alts, in order, as the server rendered them. */
const galleryAlts = (page: string) => [...page.matchAll(/<figure[^>]*class="gallery__slide"[^>]*><img alt="([^"]*)"/g)].map((m) => m[1]);
/** The colour picker's values, in order. */
const colours = (page: string) =>
  [...page.matchAll(/class="option-value[^"]*"[^>]*>(?:<span class="swatch"[^>]*><\/span>)?<span[^>]*>([^<]+)<\/span>/g)].map((m) => m[1]);

const cms = () => managementClient(running.platform.url);

/** Polls the product page until `check` holds on it; returns that page. */
async function liveProduct(check: (page: string) => boolean): Promise<string> {
  let page = '';
  await liveWithin(async () => check((page = await html(PRODUCT))));
  return page;
}

beforeAll(async () => {
  running = await startPublishingShop();
}, 120_000);

afterAll(async () => {
  await running?.shop.close();
  await running?.platform.stop();
});

describe('variant content published through the Content Management API', () => {
  it(
    'a new variant entry gives the colour its gallery, tag and first place; an edit reorders the gallery',
    async () => {
      // Before: the store's image of the colour first, the store's colour order, no tag; cached.
      await html(PRODUCT);
      const before = await getPage(PRODUCT, {}, running.shop.url);
      expect(before.headers.get('X-Cache')).toBe('HIT');
      const page = await before.text();
      expect(galleryAlts(page)[0]).toBe('hum Smart Electric Toothbrush in Blue');
      expect(colours(page)).toEqual(['Teal', 'Blue', 'Pink', 'Black']);
      expect(page).not.toContain('data-testid="variant-tags"');

      const client = cms();
      const draft = await client.entry.create(
        {contentTypeId: 'productVariant'},
        {
          fields: {
            cmsId: {'en-US': 'hum-smart-toothbrush-blue'},
            product: {'en-US': 'hum-smart-toothbrush'},
            sort: {'en-US': 1},
            tags: {'en-US': ['Limited run']},
            imagePrimary: {'en-US': asset('img-variant-express-pen-2-pack')},
            images: {'en-US': [asset('img-variant-express-pen-2-pack'), asset('img-variant-express-pen-2-pack-travel')]},
          },
        },
      );
      const published = await client.entry.publish({entryId: draft.sys.id}, draft);
      const live = await liveProduct((p) => galleryAlts(p)[0] === DUO);
      expect(galleryAlts(live)).toEqual([DUO, TRAVEL]);
      expect(colours(live)).toEqual(['Blue', 'Teal', 'Pink', 'Black']);
      expect(live).toMatch(/data-testid="variant-tags"[^>]*><li[^>]*>Limited run<\/li>/);
      // Another colour, without an entry, keeps its store image.
      expect(galleryAlts(await html('/products/hum-smart-toothbrush?Color=Pink'))[0]).toBe('hum Smart Electric Toothbrush in Pink');

      // The edit: the travel picture leads, and the colour gives up its place.
      const current = await client.entry.get({entryId: published.sys.id});
      const {sort: _sort, ...unsorted} = current.fields;
      const edited = await client.entry.update(
        {entryId: published.sys.id},
        {...current, fields: {...unsorted, imagePrimary: {'en-US': asset('img-variant-express-pen-2-pack-travel')}}},
      );
      await client.entry.publish({entryId: published.sys.id}, edited);
      const after = await liveProduct((p) => galleryAlts(p)[0] === TRAVEL);
      expect(galleryAlts(after)).toEqual([TRAVEL, DUO]);
      expect(colours(after)).toEqual(['Teal', 'Blue', 'Pink', 'Black']);

      // Unpublished: the store's image and order again.
      await client.entry.unpublish({entryId: published.sys.id});
      const gone = await liveProduct((p) => galleryAlts(p)[0] === 'hum Smart Electric Toothbrush in Blue');
      expect(colours(gone)).toEqual(['Teal', 'Blue', 'Pink', 'Black']);
    },
    4 * LIVE_WITHIN_MS,
  );
});
