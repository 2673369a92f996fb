import {afterEach, describe, expect, it, vi} from 'vitest';
import {CacheNone} from '@shopify/hydrogen';
import {createContentClient} from './client';

/** A Cache API stand-in: keeps responses by URL. */
class MemoryCache {
  store = new Map<string, Response>();
  async match(request: Request | string) {
    const hit = this.store.get(typeof request === 'string' ? request : request.url);
    return hit?.clone();
  }
  async put(request: Request | string, response: Response) {
    this.store.set(typeof request === 'string' ? request : request.url, response.clone());
  }
  async delete(request: Request | string) {
    return this.store.delete(typeof request === 'string' ? request : request.url);
  }
}

const collection = (title: string) => ({
  sys: {type: 'Array'},
  total: 1,
  skip: 0,
  limit: 1,
  items: [{sys: {id: 'a', type: 'Entry', contentType: {sys: {id: 'article'}}}, fields: {title}}],
});

function client(cache: MemoryCache, pending: Promise<unknown>[], preview = false) {
  return createContentClient({
    spaceId: 'oralcare',
    environment: 'master',
    deliveryToken: 'delivery',
    previewToken: 'preview-token',
    host: 'http://content.test',
    cache: cache as unknown as Cache,
    waitUntil: (p) => pending.push(p),
    request: new Request('http://shop.test/'),
    preview,
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('content client', () => {
  it('serves the last good copy when the content API goes down', async () => {
    const cache = new MemoryCache();
    const pending: Promise<unknown>[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(collection('Fresh'))),
    );
    const first = await client(cache, pending).getEntries<{title: string}>({content_type: 'article'}, {cache: CacheNone()});
    expect(first[0].fields.title).toBe('Fresh');
    await Promise.all(pending);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('down', {status: 502})),
    );
    const second = await client(cache, pending).getEntries<{title: string}>({content_type: 'article'}, {cache: CacheNone()});
    expect(second[0].fields.title).toBe('Fresh');
  });

  it('without a stale copy an outage is the 503 response', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('connection refused');
      }),
    );
    const error = await client(new MemoryCache(), [])
      .getEntries({content_type: 'article'})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Response);
    expect((error as Response).status).toBe(503);
  });

  it('treats an HTML answer as not found', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<!doctype html><p>Sign in', {headers: {'Content-Type': 'text/html'}})),
    );
    const entry = await client(new MemoryCache(), []).getEntryBy('article', 'slug', 'x');
    expect(entry).toBeNull();
  });

  it('reads drafts from the Preview API with the preview token and never caches them', async () => {
    const cache = new MemoryCache();
    const pending: Promise<unknown>[] = [];
    const fetchMock = vi.fn(async (_url: URL, _init: RequestInit) => Response.json(collection('Draft')));
    vi.stubGlobal('fetch', fetchMock);
    const preview = client(cache, pending, true);
    expect(preview.preview).toBe(true);
    await preview.getEntries({content_type: 'article'});
    await Promise.all(pending);
    expect((fetchMock.mock.calls[0][1].headers as Record<string, string>).Authorization).toBe('Bearer preview-token');
    expect(cache.store.size).toBe(0);
  });

  it('looks an asset up by id on the delivery API and answers null for an unknown id', async () => {
    const asset = {
      sys: {id: 'img-1', type: 'Asset'},
      fields: {title: 'Hero', file: {url: '//localhost:3100/ctf-images/s/img-1/hero.png', contentType: 'image/png'}},
    };
    const fetchMock = vi.fn(async (url: URL) =>
      Response.json({sys: {type: 'Array'}, total: 1, skip: 0, limit: 1, items: url.searchParams.get('sys.id') === 'img-1' ? [asset] : []}),
    );
    vi.stubGlobal('fetch', fetchMock);
    const content = client(new MemoryCache(), []);
    const found = await content.getAsset('img-1', {cache: CacheNone()});
    expect(fetchMock.mock.calls[0][0].pathname).toBe('/spaces/oralcare/environments/master/assets');
    expect(found?.url).toBe('http://localhost:3100/ctf-images/s/img-1/hero.png');
    expect(await content.getAsset('nope', {cache: CacheNone()})).toBeNull();
  });
});
