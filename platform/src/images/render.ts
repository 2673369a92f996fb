import {createHash} from 'node:crypto';
import {mkdir, readFile, rename, writeFile} from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

export type ImageFormat = 'webp' | 'png' | 'jpeg' | 'avif';

export interface RenderOptions {
  width?: number;
  height?: number;
  format: ImageFormat;
  quality?: number;
  /** How the image fits a width+height box: like CSS object-fit. */
  fit?: 'cover' | 'contain' | 'fill' | 'inside' | 'outside';
  background?: string;
}

export const MAX_IMAGE_DIMENSION = 4000;

export const IMAGE_CONTENT_TYPES: Record<ImageFormat, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpeg: 'image/jpeg',
  avif: 'image/avif',
};

/**
 * Renders a source image (SVG, PNG or JPEG file) at the requested size and
 * format, caching the result on disk under `cacheDir` so a second request for
 * the same variant is a file read.
 */
export async function renderImage(
  sourcePath: string,
  options: RenderOptions,
  cacheDir: string,
): Promise<Buffer> {
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
    case 'avif':
      pipeline = pipeline.avif({quality: Math.min(quality, 60)});
      break;
    case 'jpeg':
      pipeline = pipeline.flatten({background: options.background ?? '#ffffff'}).jpeg({quality});
      break;
    default:
      pipeline = pipeline.png();
  }
  const output = await pipeline.toBuffer();

  await mkdir(cacheDir, {recursive: true});
  const temp = `${cached}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temp, output);
  await rename(temp, cached);
  return output;
}

/** Parses a positive integer image dimension from a query value; `undefined` when absent or invalid. */
export function parseDimension(value: string | null): number | undefined {
  if (!value || !/^\d{1,5}$/.test(value)) return undefined;
  const n = Number(value);
  if (n < 1) return undefined;
  return Math.min(n, MAX_IMAGE_DIMENSION);
}
