import {createClient} from 'contentful-management';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {getPage} from '../support/http';
import {TEST_PORTS} from '../support/ports';
import {envFor, startTestPlatform, startTestShop} from '../support/servers';
import type {PlatformProcess} from '../../scripts/lib/platform-process';

/**
 * A merchandiser gives a colour of the hum brush its own gallery, a tag and the first place among
 * the colours, through the official `contentful-management` SDK, then edits it: each publish shows on
 * the product page (production build, page cache on) with no restart, as content/README.md describes.
 */
const LIVE_WITHIN_MS = 60_000;
const PRODUCT = '/products/hum-smart-toothbrush?Color=Blue';
const DUO = 'Two Optic White Express Whitening Pens side by side';
const TRAVEL = 'One pen at home, one in the travel pouch';

let platform: PlatformProcess;
let shop: Awaited<ReturnType<typeof startTestShop>>;

const html = async (path: string) => (await getPage(path, {}, shop.url)).text();
const asset = (id: string) => ({sys: {type: 'Link', linkType: 'Asset', id}});

/** The gallery's image alts, in order, as the server rendered them. */
const galleryAlts = (page: string) => [...page.matchAll(/<figure[^>]*class="gallery__slide"[^>]*><img alt="([^"]*)"/g)].map((m) => m[1]);
/** The colour picker's values, in order. */
const colours = (page: string) =>
  [...page.matchAll(/class="option-value[^"]*"[^>]*>(?:<span class="swatch"[^>]*><\/span>)?<span[^>]*>([^<]+)<\/span>/g)].map((m) => m[1]);

function cms() {
  return createClient(
    {accessToken: 'local-content-management-token', host: new URL(platform.url).host, insecure: true, retryOnError: false},
    {type: 'plain', defaults: {spaceId: 'oralcare', environmentId: 'master'}},
  );
}

/** Polls until `check` holds on the product page; fails after LIVE_WITHIN_MS. */
async function liveWithin(check: (page: string) => boolean): Promise<string> {
  const started = Date.now();
  while (Date.now() - started < LIVE_WITHIN_MS) {
    const page = await html(PRODUCT);
    if (check(page)) return page;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`not live within ${LIVE_WITHIN_MS} ms`);
}

beforeAll(async () => {
  platform = await startTestPlatform(TEST_PORTS.sparePlatform, undefined, `http://localhost:${TEST_PORTS.spareShop}`);
  shop = await startTestShop(TEST_PORTS.spareShop, TEST_PORTS.spareAssets, envFor(platform.url));
}, 120_000);

afterAll(async () => {
  await shop?.close();
  await platform?.stop();
});

describe('variant content published through the Content Management API', () => {
  it(
    'a new variant entry gives the colour its gallery, tag and first place; an edit reorders the gallery',
    async () => {
      // Before: the store's image of the colour first, the store's colour order, no tag; cached.
      await html(PRODUCT);
      const before = await getPage(PRODUCT, {}, shop.url);
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
      const live = await liveWithin((p) => galleryAlts(p)[0] === DUO);
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
      const after = await liveWithin((p) => galleryAlts(p)[0] === TRAVEL);
      expect(galleryAlts(after)).toEqual([TRAVEL, DUO]);
      expect(colours(after)).toEqual(['Teal', 'Blue', 'Pink', 'Black']);

      // Unpublished: the store's image and order again.
      await client.entry.unpublish({entryId: published.sys.id});
      const gone = await liveWithin((p) => galleryAlts(p)[0] === 'hum Smart Electric Toothbrush in Blue');
      expect(colours(gone)).toEqual(['Teal', 'Blue', 'Pink', 'Black']);
    },
    4 * LIVE_WITHIN_MS,
  );
});
