import {readdirSync} from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {IMAGE_WIDTH_STEPS, MAX_IMAGE_DIMENSION, renditionBox, snapQuality, snapWidth} from '../src/images/sizes.js';
import {startPlatform, type TestPlatform} from './helpers.js';

let p: TestPlatform;
beforeAll(async () => {
  p = await startPlatform();
});
afterAll(() => p.close());

const size = async (res: Response) => {
  const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
  return [meta.width, meta.height, meta.format];
};
const cached = (dir: string) => {
  try {
    return readdirSync(path.join(p.dataDir, dir)).filter((f) => !f.endsWith('.tmp')).length;
  } catch {
    return 0;
  }
};

describe('rendition sizes', () => {
  it('keeps the shop’s width steps and snaps others to the next step, at most 2048', () => {
    // Product image widths and fallback; fixed sizes 64, 80, 96 at 1x-3x; category tiles 240/480; CMS picture
    // breakpoints 320-1536 and a crop's own 750; menu thumbnails 48/96.
    for (const w of [50, 100, 150, 180, 320, 480, 640, 900, 1200, 64, 128, 192, 80, 160, 240, 96, 768, 1024, 1280, 1536, 750, 48]) {
      expect(snapWidth(w)).toBe(w);
    }
    expect(snapWidth(1)).toBe(48);
    expect(snapWidth(333)).toBe(480);
    expect(snapWidth(2049)).toBe(2048);
    expect(snapWidth(99999)).toBe(MAX_IMAGE_DIMENSION);
  });

  it('drops a height that keeps the source’s proportions and snaps other crop boxes to a few ratios', () => {
    expect(renditionBox(320, 320, 1)).toEqual({width: 320});
    expect(renditionBox(50, 19, 600 / 1600)).toEqual({width: 50});
    expect(renditionBox(undefined, 300, 1)).toEqual({width: 320});
    expect(renditionBox(300, 150, 1)).toEqual({width: 320, height: 160});
    expect(renditionBox(300, 151, 1)).toEqual({width: 320, height: 160});
    expect(renditionBox(2048, 4096, 1)).toEqual({width: 1024, height: 2048});
    expect(renditionBox(undefined, undefined, 1)).toBeUndefined();
  });

  it('snaps qualities to steps of 10 from 50', () => {
    expect([1, 54, 55, 73, 100].map(snapQuality)).toEqual([50, 50, 60, 70, 100]);
  });
});

describe('/cdn/shop/files', () => {
  const file = (query: string) => fetch(`${p.url}/cdn/shop/files/dental-floss-picks.png?${query}`, {headers: {Accept: 'image/webp'}});

  it('serves every width step at exactly that width', async () => {
    for (const w of IMAGE_WIDTH_STEPS.filter((s) => s <= 1200)) {
      expect(await size(await file(`v=1&width=${w}&height=${w}&crop=center`)), String(w)).toEqual([w, w, 'webp']);
    }
  });

  it('clamps sizes above 2048 and refuses AVIF', async () => {
    expect(await size(await file('width=5000'))).toEqual([2048, 2048, 'webp']);
    const avif = await file('width=320&format=avif');
    expect(avif.status).toBe(400);
    expect(await avif.json()).toEqual({errors: [{message: 'format must be one of webp, png, jpg, pjpg'}]});
  });

  it('a loop over 300 widths and heights makes no more renditions than there are steps', async () => {
    const before = cached('image-cache');
    for (let w = 1; w <= 2100; w += 7) {
      const res = await file(`width=${w}&height=${w}&crop=center`);
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    // 300 distinct sizes, 18 steps at most (all square: the height is the source's proportion and is dropped).
    expect(cached('image-cache') - before).toBeLessThanOrEqual(IMAGE_WIDTH_STEPS.length);
  });
});

describe('/ctf-images', () => {
  const asset = (query: string) => fetch(`${p.url}/ctf-images/oralcare/img-home-hero-desktop/home-hero-desktop.svg?${query}`);

  it('serves the shop’s CMS srcset candidates at their size (1600×600 hero, w and h=round(w×600/1600), fit=fill)', async () => {
    for (const w of [50, 320, 1200]) {
      expect(await size(await asset(`w=${w}&h=${Math.round((w * 600) / 1600)}&fit=fill&fm=webp`))).toEqual([
        w,
        Math.round((w * 600) / 1600),
        'webp',
      ]);
    }
  });

  it('refuses AVIF and colours other than white and black; quality and size loops share renditions', async () => {
    const avif = await asset('w=320&fm=avif');
    expect(avif.status).toBe(400);
    expect(((await avif.json()) as {message: string}).message).toBe('fm must be one of webp, png, jpg');
    const bg = await asset('w=320&h=320&fit=pad&bg=rgb:123456');
    expect(bg.status).toBe(400);
    expect(((await bg.json()) as {message: string}).message).toBe('bg must be rgb:ffffff or rgb:000000');
    const before = cached('content-image-cache');
    for (let q = 1; q <= 100; q += 3) await (await asset(`w=640&fm=webp&q=${q}`)).arrayBuffer();
    for (let w = 500; w <= 640; w += 5) await (await asset(`w=${w}&fm=webp&q=70`)).arrayBuffer();
    // 34 qualities → 6 steps; 29 widths → the 640 step, already there at q=70.
    expect(cached('content-image-cache') - before).toBeLessThanOrEqual(6);
    expect(await size(await asset('w=3000'))).toEqual([2048, 768, 'png']);
  });
});
