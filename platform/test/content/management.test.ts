import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {cpSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {createClient} from 'contentful-management';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {canonicalPath, signWebhookRequest} from '../../src/content/webhooks.js';
import {CONTENT_DIR, DELIVERY, PREVIEW, startServer} from './server.js';

/**
 * The official `contentful-management` SDK, unchanged, against the local management API: the
 * calls a merchandiser's tool makes to create, edit, publish, unpublish and delete entries, with
 * the platform's signed webhooks caught by a small receiver.
 */
const MANAGEMENT = 'local-content-management-token';
const link = (id: string) => ({sys: {type: 'Link', linkType: 'Entry', id}});
const springSale = {
  slug: {'en-US': 'spring-sale'},
  title: {'en-US': 'Spring sale'},
  seoTitle: {'en-US': 'Spring sale | Oral Care Shop'},
  seoDescription: {'en-US': 'Spring offers.'},
  sections: {'en-US': [link('sectionFeatureGrid-hum-app-benefits')]},
};
const SECRET = 'w'.repeat(64);

interface Received {
  path: string;
  headers: Record<string, string>;
  body: string;
}

let server: Awaited<ReturnType<typeof startServer>>;
let receiver: Server;
const received: Received[] = [];
const dataDir = mkdtempSync(path.join(tmpdir(), 'content-cma-'));

function sdk(origin: string) {
  return createClient(
    {accessToken: MANAGEMENT, host: origin.replace(/^http:\/\//, ''), insecure: true, retryOnError: false},
    {type: 'plain', defaults: {spaceId: 'oralcare', environmentId: 'master'}},
  );
}

async function waitForWebhook(topic: string, count = 1): Promise<Received[]> {
  for (let i = 0; i < 100; i++) {
    const hits = received.filter((r) => r.headers['x-contentful-topic'] === topic);
    if (hits.length >= count) return hits;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no ${topic} webhook`);
}

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({path: req.url ?? '', headers: req.headers as Record<string, string>, body: Buffer.concat(chunks).toString('utf8')});
      res.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const hook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/content/webhook`;
  server = await startServer(CONTENT_DIR, dataDir, {managementToken: MANAGEMENT, webhook: {url: hook, secret: SECRET}});
});
afterAll(async () => {
  await server.close();
  await new Promise((resolve) => receiver.close(resolve));
});

describe('contentful-management SDK against the local management API', () => {
  it('creates, publishes, updates, unpublishes and deletes an entry; delivery and preview follow', async () => {
    const client = sdk(server.origin);
    const draft = await client.entry.create({contentTypeId: 'landingPage'}, {fields: springSale});
    expect(draft.sys.version).toBe(1);
    expect(draft.sys.publishedVersion).toBeUndefined();
    // A draft is visible through preview only.
    expect((await server.api(`/entries?content_type=landingPage&fields.slug=spring-sale`)).body.total).toBe(0);
    expect((await server.api(`/entries?content_type=landingPage&fields.slug=spring-sale`, PREVIEW)).body.total).toBe(1);

    const entryId = draft.sys.id;
    const published = await client.entry.publish({entryId}, draft);
    expect(published.sys.version).toBe(2);
    expect(published.sys.publishedVersion).toBe(1);
    const live = await server.api(`/entries?content_type=landingPage&fields.slug=spring-sale`, DELIVERY);
    expect(live.body.items[0].fields.title).toBe('Spring sale');
    const [hook] = await waitForWebhook('ContentManagement.Entry.publish');
    expect(JSON.parse(hook!.body).sys.id).toBe(entryId);

    // An edit is a draft until published again: delivery keeps the published title.
    const edited = await client.entry.update(
      {entryId},
      {...published, fields: {...published.fields, title: {'en-US': 'Spring sale: 20% off'}}},
    );
    expect(edited.sys.version).toBe(3);
    expect((await server.api(`/entries/${entryId}`)).body.fields.title).toBe('Spring sale');
    expect((await server.api(`/entries/${entryId}`, PREVIEW)).body.fields.title).toBe('Spring sale: 20% off');
    await client.entry.publish({entryId}, edited);
    expect((await server.api(`/entries/${entryId}`)).body.fields.title).toBe('Spring sale: 20% off');

    const unpublished = await client.entry.unpublish({entryId});
    expect(unpublished.sys.publishedVersion).toBeUndefined();
    expect((await server.api(`/entries/${entryId}`)).status).toBe(404);
    await waitForWebhook('ContentManagement.Entry.unpublish');

    await client.entry.delete({entryId});
    expect((await server.api(`/entries/${entryId}`, PREVIEW)).status).toBe(404);
    await expect(client.entry.get({entryId})).rejects.toMatchObject({name: 'NotFound'});
    await waitForWebhook('ContentManagement.Entry.delete');
  });

  it('refuses a stale X-Contentful-Version with 409 and keeps the newer edit', async () => {
    const client = sdk(server.origin);
    const first = await client.entry.get({entryId: 'homePage-home'});
    const copy = await client.entry.get({entryId: 'homePage-home'});
    await client.entry.update({entryId: 'homePage-home'}, {...first, fields: {...first.fields, seoTitle: {'en-US': 'First edit'}}});
    await expect(
      client.entry.update({entryId: 'homePage-home'}, {...copy, fields: {...copy.fields, seoTitle: {'en-US': 'Stale edit'}}}),
    ).rejects.toMatchObject({name: 'VersionMismatch'});
    expect((await client.entry.get({entryId: 'homePage-home'})).fields.seoTitle).toEqual({'en-US': 'First edit'});
  });

  it('refuses an unknown field, and a publish that misses a required field', async () => {
    const client = sdk(server.origin);
    await expect(client.entry.create({contentTypeId: 'landingPage'}, {fields: {nope: {'en-US': 'x'}}})).rejects.toMatchObject({
      name: 'InvalidEntry',
    });
    const untitled = await client.entry.create({contentTypeId: 'landingPage'}, {fields: {slug: {'en-US': 'untitled'}}});
    await expect(client.entry.publish({entryId: untitled.sys.id}, untitled)).rejects.toMatchObject({name: 'ValidationFailed'});
  });

  it('refuses the delivery token for writes and any token it does not know', async () => {
    const res = await fetch(`${server.origin}/spaces/oralcare/environments/master/entries`, {
      method: 'POST',
      headers: {authorization: `Bearer ${DELIVERY}`, 'x-contentful-content-type': 'landingPage'},
      body: '{}',
    });
    expect(res.status).toBe(405);
    const unknown = await fetch(`${server.origin}/spaces/oralcare/environments/master/entries/homePage-home`, {
      headers: {authorization: 'Bearer not-a-token'},
    });
    expect(unknown.status).toBe(401);
  });

  it('keeps edits across a restart (state under the data directory)', async () => {
    const client = sdk(server.origin);
    const entry = await client.entry.create(
      {contentTypeId: 'legalPage'},
      {
        fields: {
          slug: {'en-US': 'cookie-policy'},
          title: {'en-US': 'Cookie policy'},
          body: {'en-US': 'We use cookies.'},
          lastUpdated: {'en-US': '2026-03-01'},
        },
      },
    );
    await client.entry.publish({entryId: entry.sys.id}, entry);
    const again = await startServer(CONTENT_DIR, dataDir, {managementToken: MANAGEMENT});
    try {
      const found = await again.api(`/entries?content_type=legalPage&fields.slug=cookie-policy`);
      expect(found.body.items[0].fields.body).toBe('We use cookies.');
    } finally {
      await again.close();
    }
  });
});

describe('the content model through the management API', () => {
  const exported = JSON.parse(readFileSync(path.join(CONTENT_DIR, 'export.json'), 'utf8')) as {
    contentTypes: Array<{sys: {id: string}; name: string; displayField: string; fields: Array<{id: string}>}>;
  };
  const article = exported.contentTypes.find((t) => t.sys.id === 'article')!;

  it("getContentTypes() (the environment API) lists every content type of the export in Contentful's shape", async () => {
    // The nested client (what editing tools built on `getSpace().getEnvironment()` use).
    const legacy = createClient(
      {accessToken: MANAGEMENT, host: server.origin.replace(/^http:\/\//, ''), insecure: true, retryOnError: false},
      {type: 'legacy'},
    );
    const environment = await (await legacy.getSpace('oralcare')).getEnvironment('master');
    const list = await environment.getContentTypes({limit: 1000});
    expect(list.total).toBe(exported.contentTypes.length);
    expect(list.items.map((t) => t.sys.id).sort()).toEqual(exported.contentTypes.map((t) => t.sys.id).sort());
    const type = list.items.find((t) => t.sys.id === 'article')!;
    expect(type.sys).toMatchObject({
      type: 'ContentType',
      id: 'article',
      version: expect.any(Number),
      publishedVersion: expect.any(Number),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      space: {sys: {type: 'Link', linkType: 'Space', id: 'oralcare'}},
      environment: {sys: {type: 'Link', linkType: 'Environment', id: 'master'}},
    });
    expect(type.name).toBe(article.name);
    expect(type.displayField).toBe(article.displayField);
    expect(type.fields.map((f) => f.id)).toEqual(article.fields.map((f) => f.id));
    for (const field of type.fields) {
      expect(Object.keys(field)).toEqual(
        expect.arrayContaining(['id', 'name', 'type', 'localized', 'required', 'validations', 'disabled', 'omitted']),
      );
      if (field.type === 'Link') expect(field.linkType, field.id).toMatch(/^(Entry|Asset)$/);
      if (field.type === 'Array') expect(field.items?.type, field.id).toBeTruthy();
    }
  });

  it('getContentType(id) answers one, and the published versions are under /public/content_types', async () => {
    const client = sdk(server.origin);
    const type = await client.contentType.get({contentTypeId: 'article'});
    expect(type.sys.id).toBe('article');
    expect(type.fields.map((f) => f.id)).toEqual(article.fields.map((f) => f.id));
    const many = await client.contentType.getMany({query: {limit: 5, skip: 0}});
    expect(many.items).toHaveLength(5);
    expect(many.total).toBe(exported.contentTypes.length);

    const auth = {authorization: `Bearer ${MANAGEMENT}`};
    const published = await fetch(`${server.origin}/spaces/oralcare/environments/master/public/content_types`, {headers: auth});
    expect(published.status).toBe(200);
    const body = (await published.json()) as {total: number; items: Array<{sys: {id: string; publishedVersion?: number}}>};
    expect(body.total).toBe(exported.contentTypes.length);
    expect(body.items.every((t) => typeof t.sys.publishedVersion === 'number')).toBe(true);
    const one = await fetch(`${server.origin}/spaces/oralcare/environments/master/public/content_types/article`, {headers: auth});
    expect(((await one.json()) as {sys: {id: string}}).sys.id).toBe('article');
  });

  it('an unknown content type is a Contentful NotFound error (404, sys.type Error)', async () => {
    const client = sdk(server.origin);
    await expect(client.contentType.get({contentTypeId: 'noSuchType'})).rejects.toMatchObject({name: 'NotFound'});
    for (const where of ['content_types/noSuchType', 'public/content_types/noSuchType']) {
      const res = await fetch(`${server.origin}/spaces/oralcare/environments/master/${where}`, {
        headers: {authorization: `Bearer ${MANAGEMENT}`},
      });
      expect(res.status, where).toBe(404);
      expect(await res.json(), where).toMatchObject({
        sys: {type: 'Error', id: 'NotFound'},
        details: {type: 'ContentType', id: 'noSuchType'},
      });
    }
    // The model is read-only here: a write is refused, not silently taken.
    await expect(
      client.contentType.update({contentTypeId: 'article'}, {...(await client.contentType.get({contentTypeId: 'article'}))}),
    ).rejects.toMatchObject({
      name: 'MethodNotAllowed',
    });
  });
});

describe('signed webhooks', () => {
  it('an edit of export.json itself is announced as a publish too', async () => {
    const contentDir = mkdtempSync(path.join(tmpdir(), 'content-export-edit-'));
    cpSync(CONTENT_DIR, contentDir, {recursive: true});
    const edited = await startServer(contentDir, mkdtempSync(path.join(tmpdir(), 'content-data-')), {
      webhook: {url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/content/webhook`, secret: SECRET},
    });
    try {
      const before = received.filter((r) => JSON.parse(r.body).sys?.id === 'content-export').length;
      const file = path.join(contentDir, 'export.json');
      // A different size too, so the edit is seen on file systems with coarse timestamps.
      writeFileSync(file, readFileSync(file, 'utf8').replace('Brighter smiles start here', 'Brighter smiles begin right here'));
      for (let i = 0; i < 60 && received.filter((r) => JSON.parse(r.body).sys?.id === 'content-export').length === before; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const hook = received.filter((r) => JSON.parse(r.body).sys?.id === 'content-export').at(-1);
      expect(hook?.headers['x-contentful-topic']).toBe('ContentManagement.Entry.publish');
    } finally {
      await edited.close();
    }
  });

  it("every webhook carries a signature that Contentful's canonical form reproduces", async () => {
    const [hook] = await waitForWebhook('ContentManagement.Entry.publish');
    const names = hook!.headers['x-contentful-signed-headers']!.split(',');
    expect(names).toEqual(expect.arrayContaining(['x-contentful-signed-headers', 'x-contentful-timestamp', 'x-contentful-topic']));
    const {createHmac} = await import('node:crypto');
    const canonical = ['POST', hook!.path, names.map((n) => `${n}:${hook!.headers[n]}`).join(';'), hook!.body].join('\n');
    expect(hook!.headers['x-contentful-signature']).toBe(createHmac('sha256', SECRET).update(canonical).digest('hex'));
  });

  it('matches the known vector computed from the documented canonical request', () => {
    const signed = signWebhookRequest(
      'a'.repeat(64),
      {
        method: 'POST',
        path: '/api/content/webhook',
        headers: {'Content-Type': 'application/vnd.contentful.management.v1+json', 'X-Contentful-Topic': 'ContentManagement.Entry.publish'},
        body: '{"sys":{"id":"abc"}}',
      },
      1_700_000_000_000,
    );
    expect(signed).toEqual({
      'x-contentful-signature': 'aeafab05b816a4556485c5f870f96d156cc63a33ae1b5c0df9506b557309bb55',
      'x-contentful-signed-headers': 'content-type,x-contentful-signed-headers,x-contentful-timestamp,x-contentful-topic',
      'x-contentful-timestamp': '1700000000000',
    });
    expect(canonicalPath('/a b?x=1&y=2')).toBe('/a%20b?x%253D1%2526y%253D2');
  });
});
