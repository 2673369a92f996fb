import {cpSync, mkdtempSync, readFileSync, utimesSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {createClient, type ContentfulClientApi} from 'contentful';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {ContentExport} from '../../src/content/types.js';
import {CONTENT_DIR, DELIVERY, PREVIEW, startServer} from './server.js';

/**
 * The official `contentful` SDK (pinned dev dependency) against the local content API: the requests it makes
 * (getEntries, getEntry, getAssets, getTags, sync) are the ones the shop or a tool built on it would make.
 */
let server: Awaited<ReturnType<typeof startServer>>;
let client: ContentfulClientApi<undefined>;
const exported = JSON.parse(readFileSync(path.join(CONTENT_DIR, 'export.json'), 'utf8')) as ContentExport;
const published = (list: ContentExport['entries']) => list.filter((e) => typeof e.sys.publishedVersion === 'number');

const sdk = (origin: string, accessToken = DELIVERY) =>
  createClient({
    space: 'oralcare',
    environment: 'master',
    accessToken,
    host: origin.replace(/^http:\/\//, ''),
    insecure: true,
    retryOnError: false,
  });

beforeAll(async () => {
  server = await startServer();
  client = sdk(server.origin);
});
afterAll(() => server.close());

describe('contentful SDK: entries and assets', () => {
  it('getEntries with content type, order, includes and link resolution', async () => {
    const res = await client.getEntries({content_type: 'article', order: ['-fields.publishDate'], include: 2});
    expect(res.total).toBe(published(exported.entries).filter((e) => e.sys.contentType?.sys.id === 'article').length);
    const dates = res.items.map((i) => String(i.fields.publishDate));
    expect(dates).toEqual([...dates].sort().reverse());
    const withImage = res.items.find((i) => i.fields.heroImage)!;
    const image = withImage.fields.heroImage as {sys: {type: string}; fields: {file: {url: string}}};
    expect(image.sys.type).toBe('Asset');
    expect(image.fields.file.url).toMatch(/^\/\/127\.0\.0\.1:\d+\/ctf-images\/oralcare\//);
  });

  it('getEntry and getAssets', async () => {
    const entry = await client.getEntry('siteSettings-default');
    expect(entry.sys.contentType.sys.id).toBe('siteSettings');
    expect(entry.fields.supportEmail).toBeTruthy();
    const assets = await client.getAssets({limit: 5});
    expect(assets.total).toBe(exported.assets.length);
    expect(assets.items).toHaveLength(5);
    await expect(client.getEntry('no-such-entry')).rejects.toThrow(/NotFound|not be found/);
  });

  it('getAsset, getContentTypes, getContentType, getLocales, withAllLocales', async () => {
    const asset = await client.getAsset(exported.assets[0]!.sys.id);
    expect(asset.fields.file?.contentType).toBe('image/svg+xml');
    const types = await client.getContentTypes();
    expect(types.total).toBe(exported.contentTypes.length);
    const article = await client.getContentType('article');
    expect(article.fields.map((f) => f.id)).toContain('slug');
    const locales = await client.getLocales();
    expect(locales.items.map((l) => l.code)).toEqual(['en-US']);
    const all = await client.withAllLocales.getEntries({content_type: 'legalPage', limit: 1});
    expect(all.items[0]!.fields.slug).toEqual({'en-US': expect.any(String)});
  });

  it('getTags, getTag and entries filtered by tag', async () => {
    const tags = await client.getTags();
    expect(tags.items.map((t) => t.sys.id).sort()).toEqual(['campaign', 'holiday', 'kids', 'legal']);
    expect(tags.total).toBe(4);
    const legal = await client.getTag('legal');
    expect(legal.name).toBe('Legal');
    expect(legal.sys).toMatchObject({id: 'legal', type: 'Tag', visibility: 'public'});
    const legalPages = await client.getEntries({'metadata.tags.sys.id[in]': ['legal']});
    expect(legalPages.total).toBe(published(exported.entries).filter((e) => e.sys.contentType?.sys.id === 'legalPage').length);
    for (const e of legalPages.items) expect(e.metadata.tags.map((t) => t.sys.id)).toContain('legal');
    const paged = await client.getTags({limit: 1, skip: 1});
    expect(paged.items).toHaveLength(1);
    await expect(client.getTag('nope')).rejects.toThrow(/NotFound|not be found/);
  });
});

describe('contentful SDK: sync', () => {
  it('initial sync returns every published entry and asset in all locales, paged or not', async () => {
    const all = await client.sync({initial: true});
    expect(all.entries.length).toBe(published(exported.entries).length);
    expect(all.assets.length).toBe(published(exported.assets).length);
    expect(all.deletedEntries).toEqual([]);
    expect(all.nextSyncToken).toBeTruthy();
    // sync items carry every locale: fields are {field: {"en-US": value}}
    const settings = all.entries.find((e) => e.sys.id === 'siteSettings-default')!;
    expect(settings.fields.supportEmail).toEqual({'en-US': expect.any(String)});
    expect(all.entries.some((e) => e.sys.id === 'article-whitening-with-sensitive-teeth')).toBe(false);
    const paged = await client.sync({initial: true, limit: 40} as never);
    expect(paged.entries.map((e) => e.sys.id).sort()).toEqual(all.entries.map((e) => e.sys.id).sort());
    const again = await client.sync({nextSyncToken: all.nextSyncToken});
    expect([again.entries, again.assets, again.deletedEntries, again.deletedAssets]).toEqual([[], [], [], []]);
  });

  it('a later sync returns changed entries and deletions since the token, keeping the initial filter', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'content-sync-'));
    cpSync(path.join(CONTENT_DIR, 'export.json'), path.join(dir, 'export.json'));
    const copy = await startServer(dir);
    try {
      const c = sdk(copy.origin);
      const first = await c.sync({initial: true});
      const legalOnly = await c.sync({initial: true, content_type: 'legalPage'});
      expect(legalOnly.entries.every((e) => e.sys.contentType.sys.id === 'legalPage')).toBe(true);
      expect(legalOnly.assets).toEqual([]);

      const file = path.join(dir, 'export.json');
      const data = JSON.parse(readFileSync(file, 'utf8')) as ContentExport;
      const settings = data.entries.find((e) => e.sys.id === 'siteSettings-default')!;
      settings.fields.announcement = {'en-US': 'Synced'};
      settings.sys.version = (settings.sys.version ?? 1) + 2;
      settings.sys.publishedVersion = (settings.sys.version ?? 1) - 1;
      settings.sys.publishedCounter = (settings.sys.publishedCounter ?? 1) + 1;
      const legal = data.entries.find((e) => e.sys.contentType?.sys.id === 'legalPage')!;
      data.entries = data.entries.filter((e) => e !== legal);
      const asset = data.assets.find((a) => !JSON.stringify(data.entries).includes(`"${a.sys.id}"`)) ?? data.assets[0]!;
      data.assets = data.assets.filter((a) => a !== asset);
      writeFileSync(file, JSON.stringify(data));
      const later = new Date(Date.now() + 5000);
      utimesSync(file, later, later);
      await new Promise((r) => setTimeout(r, 1100));

      const delta = await c.sync({nextSyncToken: first.nextSyncToken});
      expect(delta.entries.map((e) => e.sys.id)).toEqual(['siteSettings-default']);
      expect(delta.entries[0]!.fields.announcement).toEqual({'en-US': 'Synced'});
      expect(delta.deletedEntries.map((e) => e.sys.id)).toEqual([legal.sys.id]);
      expect(delta.deletedEntries[0]!.sys.type).toBe('DeletedEntry');
      expect(delta.deletedAssets.map((a) => a.sys.id)).toEqual([asset.sys.id]);

      // content_type implies type=Entry: changed legal pages only, no deletions (Contentful's rule for type=Entry)
      const legalDelta = await c.sync({nextSyncToken: legalOnly.nextSyncToken});
      expect([legalDelta.entries, legalDelta.assets, legalDelta.deletedEntries, legalDelta.deletedAssets]).toEqual([[], [], [], []]);
      const deletions = await copy.api(`/sync?initial=true&type=Deletion`);
      expect(deletions.body.items).toEqual([]);
    } finally {
      await copy.close();
    }
  });

  it('tokens survive a restart of the server (snapshots on disk); an unknown or forged token is a 400', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'content-sync-'));
    const dataDir = mkdtempSync(path.join(tmpdir(), 'content-sync-data-'));
    cpSync(path.join(CONTENT_DIR, 'export.json'), path.join(dir, 'export.json'));
    const before = await startServer(dir, dataDir);
    const first = await sdk(before.origin).sync({initial: true});
    await before.close();
    const file = path.join(dir, 'export.json');
    const data = JSON.parse(readFileSync(file, 'utf8')) as ContentExport;
    const settings = data.entries.find((e) => e.sys.id === 'siteSettings-default')!;
    settings.sys.publishedCounter = (settings.sys.publishedCounter ?? 1) + 1;
    writeFileSync(file, JSON.stringify(data));
    const after = await startServer(dir, dataDir);
    const elsewhere = await startServer(dir);
    try {
      const delta = await sdk(after.origin).sync({nextSyncToken: first.nextSyncToken});
      expect(delta.entries.map((e) => e.sys.id)).toEqual(['siteSettings-default']);
      // a server that never issued the token (other data dir) cannot know what the client holds
      const unknown = await elsewhere.api(`/sync?sync_token=${first.nextSyncToken}`);
      expect(unknown.status).toBe(400);
      expect(unknown.body.sys).toEqual({type: 'Error', id: 'BadRequest'});
    } finally {
      await after.close();
      await elsewhere.close();
    }
    expect((await server.api('/sync?sync_token=not-a-token')).status).toBe(400);
    expect((await server.api('/sync')).status).toBe(400);
    expect((await server.api('/sync?initial=true&type=Entry&content_type=nope')).status).toBe(400);
  });

  it('the preview token: an initial sync with drafts, no delta sync (as on Contentful)', async () => {
    const previewClient = sdk(server.origin, PREVIEW);
    const preview = await previewClient.sync({initial: true});
    expect(preview.entries.length).toBe(exported.entries.length);
    const paged = await previewClient.sync({initial: true, limit: 50} as never);
    expect(paged.entries.length).toBe(exported.entries.length);
    await expect(previewClient.sync({nextSyncToken: preview.nextSyncToken})).rejects.toThrow(/status code 400/);
  });
});
