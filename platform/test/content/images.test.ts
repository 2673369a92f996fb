import {cpSync, mkdtempSync, readFileSync, utimesSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {CONTENT_DIR, PREVIEW, startServer} from './server.js';

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('assets', () => {
  it('lists assets with protocol-relative /ctf-images URLs and image details', async () => {
    const res = await server.api('/assets/img-home-hero-desktop');
    const file = res.body.fields.file;
    const host = server.origin.replace('http:', '');
    expect(file.url).toBe(`${host}/ctf-images/oralcare/img-home-hero-desktop/home-hero-desktop.svg`);
    expect(file.contentType).toBe('image/svg+xml');
    expect(file.details.image).toEqual({width: 1600, height: 600});
    expect(file.details.size).toBeGreaterThan(0);
    const list = await server.api('/assets?mimetype_group=image&limit=3&order=sys.id');
    expect(list.body.total).toBeGreaterThan(30);
    expect(list.body.items).toHaveLength(3);
  });
});

describe('/ctf-images', () => {
  const imageUrl = () => `${server.origin}/ctf-images/oralcare/img-home-hero-desktop/home-hero-desktop.svg`;

  it('serves the original SVG bytes without parameters', async () => {
    const res = await fetch(imageUrl());
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toContain('max-age=31536000');
    expect((await res.text()).startsWith('<svg')).toBe(true);
  });

  it('renders webp at the requested width', async () => {
    const res = await fetch(`${imageUrl()}?w=320&fm=webp&q=70`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(320);
    expect(meta.height).toBe(120);
  });

  it('fills a box exactly with fit=fill and pads with fit=pad (200 px snapped to the 240 step)', async () => {
    for (const fit of ['fill', 'pad']) {
      const res = await fetch(`${imageUrl()}?w=200&h=200&fit=${fit}&fm=png&bg=rgb:ffffff`);
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect([meta.width, meta.height, meta.format]).toEqual([240, 240, 'png']);
    }
  });

  it('rejects bad parameters, unknown images and path traversal', async () => {
    expect((await fetch(`${imageUrl()}?fm=bmp`)).status).toBe(400);
    expect((await fetch(`${imageUrl()}?w=abc`)).status).toBe(400);
    expect((await fetch(`${server.origin}/ctf-images/oralcare/nope/x.svg`)).status).toBe(404);
    expect((await fetch(`${server.origin}/ctf-images/oralcare/img-home-hero-desktop/other.svg`)).status).toBe(404);
    expect((await fetch(`${server.origin}/ctf-images/other/img-home-hero-desktop/home-hero-desktop.svg`)).status).toBe(404);
    for (const evil of ['..%2f..%2fexport.json', '%2e%2e', 'a%5c..%5c..%5cexport.json', '..%2F..%2F..%2Fetc%2Fpasswd']) {
      const res = await fetch(`${server.origin}/ctf-images/oralcare/img-home-hero-desktop/${evil}`);
      expect([400, 404], evil).toContain(res.status);
    }
  });
});

describe('reloading', () => {
  it('picks up an edited export without a restart', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'content-copy-'));
    cpSync(path.join(CONTENT_DIR, 'export.json'), path.join(dir, 'export.json'));
    const copy = await startServer(dir);
    try {
      const before = await copy.api('/entries/siteSettings-default');
      expect(before.body.fields.announcement).toBe('Free shipping on orders over $25');
      const file = path.join(dir, 'export.json');
      const data = JSON.parse(readFileSync(file, 'utf8'));
      data.entries.find((e: any) => e.sys.id === 'siteSettings-default').fields.announcement['en-US'] = 'Edited';
      writeFileSync(file, JSON.stringify(data));
      const later = new Date(Date.now() + 5000);
      utimesSync(file, later, later);
      await new Promise((r) => setTimeout(r, 1100));
      const after = await copy.api('/entries/siteSettings-default', PREVIEW);
      expect(after.body.fields.announcement).toBe('Edited');
    } finally {
      await copy.close();
    }
  });
});
