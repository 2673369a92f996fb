import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {getPage} from '../support/http';
import {LIVE_WITHIN_MS, liveWithin, managementClient, startPublishingShop} from '../support/content-publishing';

/**
 * A merchandiser's publish, end to end, with the shop served as `npm start` serves it (the
 * production build on mini-oxygen, page cache on) and its own platform: the official
 * `contentful-management` SDK edits content, the platform sends Contentful's signed webhook, the
 * shop starts a new content generation, and shoppers see the change with no restart.
 */
const HOME_HEADLINE = 'Brighter smiles start here';
const NEW_HEADLINE = 'Spring smiles start here';

let running: Awaited<ReturnType<typeof startPublishingShop>>;

const page = (path: string, init?: RequestInit) => getPage(path, init, running.shop.url);
const link = (id: string) => ({sys: {type: 'Link', linkType: 'Entry', id}});

const cms = () => managementClient(running.platform.url);

beforeAll(async () => {
  running = await startPublishingShop();
}, 120_000);

afterAll(async () => {
  await running?.shop.close();
  await running?.platform.stop();
});

describe('publish in the CMS → live on the shop within a minute', () => {
  it(
    'a new landing page, a changed home hero and the sitemap go live without a restart; an unpublish is a 404 again',
    async () => {
      // Warm every cache first, so a stale copy would have something to serve.
      expect((await page('/spring-sale')).status).toBe(404);
      await page('/');
      const cached = await page('/');
      expect(cached.headers.get('X-Cache')).toBe('HIT');
      expect(await cached.text()).toContain(HOME_HEADLINE);
      expect(await (await page('/sitemap.xml')).text()).not.toContain('/spring-sale<');

      const client = cms();
      // A product grid with a handle the catalog does not have: left out, never a 500.
      const gridDraft = await client.entry.create(
        {contentTypeId: 'sectionProductGrid'},
        {fields: {title: {'en-US': 'Spring picks'}, productHandles: {'en-US': ['fresh-mint-gel-toothpaste', 'no-such-product']}}},
      );
      const grid = await client.entry.publish({entryId: gridDraft.sys.id}, gridDraft);
      const draft = await client.entry.create(
        {contentTypeId: 'landingPage'},
        {
          fields: {
            slug: {'en-US': 'spring-sale'},
            title: {'en-US': 'Spring sale on smart brushes'},
            seoTitle: {'en-US': 'Spring sale | Oral Care Shop'},
            seoDescription: {'en-US': 'Spring offers on smart toothbrushes.'},
            sections: {'en-US': [link('sectionFeatureGrid-hum-app-benefits'), link(grid.sys.id)]},
          },
        },
      );
      const started = Date.now();
      const landing = await client.entry.publish({entryId: draft.sys.id}, draft);
      const hero = await client.entry.get({entryId: 'hero-home'});
      await client.entry.publish(
        {entryId: 'hero-home'},
        await client.entry.update({entryId: 'hero-home'}, {...hero, fields: {...hero.fields, title: {'en-US': NEW_HEADLINE}}}),
      );

      const newPage = await liveWithin(async () => {
        const res = await page('/spring-sale');
        return res.status === 200 && (await res.text()).includes('Spring sale on smart brushes');
      }, started);
      const springSale = await (await page('/spring-sale')).text();
      expect(springSale).toContain('Spring picks');
      expect(springSale).toContain('href="/products/fresh-mint-gel-toothpaste"');
      expect(springSale).not.toContain('href="/products/no-such-product"');
      const home = await liveWithin(async () => (await (await page('/')).text()).includes(NEW_HEADLINE), started);
      const sitemap = await liveWithin(async () => (await (await page('/sitemap.xml')).text()).includes('/spring-sale</loc>'), started);
      console.log(`publish → live: new page ${newPage} ms, home hero ${home} ms, sitemap ${sitemap} ms`);
      expect(Math.max(newPage, home, sitemap)).toBeLessThan(LIVE_WITHIN_MS);

      const unpublishedAt = Date.now();
      await client.entry.unpublish({entryId: landing.sys.id});
      const gone = await liveWithin(async () => (await page('/spring-sale')).status === 404, unpublishedAt);
      console.log(`unpublish → 404: ${gone} ms`);
      expect(await (await page('/sitemap.xml')).text()).not.toContain('/spring-sale</loc>');
    },
    3 * LIVE_WITHIN_MS,
  );
});

describe('a landing page with a campaign window', () => {
  it(
    'outside its window sends shoppers home and stays out of the sitemap, as the guarded campaign pages do',
    async () => {
      const client = cms();
      const draft = await client.entry.create(
        {contentTypeId: 'landingPage'},
        {
          fields: {
            slug: {'en-US': 'winter-sale'},
            title: {'en-US': 'Winter sale'},
            seoTitle: {'en-US': 'Winter sale | Oral Care Shop'},
            seoDescription: {'en-US': 'Winter offers.'},
            sections: {'en-US': [link('sectionFeatureGrid-hum-app-benefits')]},
            availableUntil: {'en-US': '2020-01-31T23:59:59.000Z'},
          },
        },
      );
      await client.entry.publish({entryId: draft.sys.id}, draft);
      await liveWithin(async () => (await page('/winter-sale')).status !== 404);
      const closed = await page('/winter-sale');
      expect(closed.status).toBe(302);
      expect(closed.headers.get('location')).toBe('/');
      expect(await (await page('/sitemap.xml')).text()).not.toContain('/winter-sale</loc>');
    },
    LIVE_WITHIN_MS + 10_000,
  );
});

describe('content webhook signature', () => {
  it('a webhook with no signature or a wrong one gets 401 and changes nothing (the cached home page stays a HIT)', async () => {
    await page('/');
    expect((await page('/')).headers.get('X-Cache')).toBe('HIT');
    const body = JSON.stringify({sys: {id: 'hero-home', type: 'Entry'}});
    const topic = {
      'Content-Type': 'application/vnd.contentful.management.v1+json',
      'X-Contentful-Topic': 'ContentManagement.Entry.publish',
    };
    const unsigned = await page('/api/content/webhook', {method: 'POST', headers: topic, body});
    expect(unsigned.status).toBe(401);
    const forged = await page('/api/content/webhook', {
      method: 'POST',
      headers: {
        ...topic,
        'X-Contentful-Signature': 'f'.repeat(64),
        'X-Contentful-Signed-Headers': 'x-contentful-signed-headers,x-contentful-timestamp,x-contentful-topic',
        'X-Contentful-Timestamp': String(Date.now()),
      },
      body,
    });
    expect(forged.status).toBe(401);
    // Past the isolate's few seconds of trust in the generation, the cache is still the same.
    await new Promise((resolve) => setTimeout(resolve, 5_500));
    expect((await page('/')).headers.get('X-Cache')).toBe('HIT');
  }, 30_000);
});
