import {createHash} from 'node:crypto';
import {mkdir, readdir, readFile, rename, stat, writeFile} from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import {MAX_IMAGE_DIMENSION} from './sizes.js';

/** No AVIF: encoding it costs many times a WebP's CPU for a local stand-in. */
export type ImageFormat = 'webp' | 'png' | 'jpeg';

export interface RenderOptions {
  width?: number;
  height?: number;
  format: ImageFormat;
  quality?: number;
  /** How the image fits a width+height box: like CSS object-fit. */
  fit?: 'cover' | 'contain' | 'fill' | 'inside' | 'outside';
  background?: string;
}

/** Renders at once; more wait their turn, so a burst of new sizes cannot take every core. */
export const RENDER_CONCURRENCY = 2;
/** Bytes of rendered images kept on disk per cache directory; past it, renditions are served but not stored. */
export const IMAGE_CACHE_BUDGET = 256 * 1024 * 1024;

export const IMAGE_CONTENT_TYPES: Record<ImageFormat, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpeg: 'image/jpeg',
};

let running = 0;
const waiting: Array<() => void> = [];

async function withRenderSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= RENDER_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

const cacheBytes = new Map<string, Promise<number>>();

async function usedBytes(cacheDir: string): Promise<number> {
  let used = cacheBytes.get(cacheDir);
  if (!used) {
    used = readdir(cacheDir)
      .then((names) =>
        Promise.all(
          names.map((n) =>
            stat(path.join(cacheDir, n)).then(
              (s) => s.size,
              () => 0,
            ),
          ),
        ),
      )
      .then(
        (sizes) => sizes.reduce((a, b) => a + b, 0),
        () => 0,
      );
    cacheBytes.set(cacheDir, used);
  }
  return used;
}

const ratios = new Map<string, Promise<number>>();

/** Height / width of a source image (an SVG's own size), read once per file. */
export function sourceRatio(sourcePath: string): Promise<number> {
  let ratio = ratios.get(sourcePath);
  if (!ratio) {
    ratio = sharp(sourcePath)
      .metadata()
      .then((m) => (m.width && m.height ? m.height / m.width : 1));
    ratios.set(sourcePath, ratio);
  }
  return ratio;
}

/**
 * Renders a source image (SVG, PNG or JPEG file) at the requested size and
 * format, caching the result on disk under `cacheDir` so a second request for
 * the same variant is a file read.
 */
export async function renderImage(sourcePath: string, options: RenderOptions, cacheDir: string): Promise<Buffer> {
  options = normalized(options);
  const key = createHash('sha256')
    .update(JSON.stringify([path.resolve(sourcePath), options]))
    .digest('hex')
    .slice(0, 32);
  const cached = path.join(cacheDir, `${key}.${options.format}`);
  try {
    return await readFile(cached);
  } catch {
    // not cached yet
  }

  const output = await withRenderSlot(async () => {
    const source = await readFile(sourcePath);
    let pipeline = sharp(source, {density: sourcePath.endsWith('.svg') ? 144 : undefined});
    if (options.width || options.height) {
      pipeline = pipeline.resize({
        width: options.width,
        height: options.height,
        fit: options.fit ?? 'cover',
        background: options.background ?? '#ffffff',
        withoutEnlargement: false,
      });
    }
    const quality = options.quality ?? 82;
    switch (options.format) {
      case 'webp':
        pipeline = pipeline.webp({quality});
        break;
      case 'jpeg':
        pipeline = pipeline.flatten({background: options.background ?? '#ffffff'}).jpeg({quality});
        break;
      default:
        pipeline = pipeline.png();
    }
    return pipeline.toBuffer();
  });

  const used = await usedBytes(cacheDir);
  if (used + output.length > IMAGE_CACHE_BUDGET) return output;
  cacheBytes.set(cacheDir, Promise.resolve(used + output.length));
  await mkdir(cacheDir, {recursive: true});
  const temp = `${cached}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temp, output);
  await rename(temp, cached);
  return output;
}

/** Drops options that cannot change the picture, so they make no separate cache entries. */
function normalized(options: RenderOptions): RenderOptions {
  const out: RenderOptions = {format: options.format};
  if (options.width) out.width = options.width;
  if (options.height) out.height = options.height;
  if (options.quality !== undefined && options.format !== 'png') out.quality = options.quality;
  if (options.height && options.width && options.fit) out.fit = options.fit;
  if (options.background && (options.format === 'jpeg' || out.fit === 'contain')) out.background = options.background;
  return out;
}

/** Parses a positive integer image dimension from a query value; `undefined` when absent or invalid. */
export function parseDimension(value: string | null): number | undefined {
  if (!value || !/^\d{1,5}$/.test(value)) return undefined;
  const n = Number(value);
  if (n < 1) return undefined;
  return Math.min(n, MAX_IMAGE_DIMENSION);
}
