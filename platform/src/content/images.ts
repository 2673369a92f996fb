import {readFile} from 'node:fs/promises';
import type {ServerResponse} from 'node:http';
import path from 'node:path';
import {IMAGE_CONTENT_TYPES, parseDimension, renderImage, sourceRatio, type ImageFormat, type RenderOptions} from '../images/render.js';
import {renditionBox, snapQuality} from '../images/sizes.js';
import {ApiError, badRequest, notFound} from './errors.js';
import type {LoadedContent} from './store.js';

/** No AVIF (see ImageFormat). */
const FORMATS: Record<string, ImageFormat> = {webp: 'webp', png: 'png', jpg: 'jpeg', jpeg: 'jpeg'};
/** Background colours for pad and JPEG: white and black only, so colours cannot multiply the renditions. */
const BACKGROUNDS: Record<string, string> = {ffffff: '#ffffff', fff: '#ffffff', '000000': '#000000', '000': '#000000'};
/** Contentful Images API `fit` values mapped to sharp's resize fits. */
const FITS: Record<string, RenderOptions['fit']> = {pad: 'contain', fill: 'cover', scale: 'fill', crop: 'cover', thumb: 'cover'};
const ORIGINAL_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Splits `/ctf-images/{space}/{assetId}/{fileName}` into decoded segments; rejects traversal. */
export function parseImagePath(pathname: string): {spaceId: string; assetId: string; fileName: string} {
  const raw = pathname.slice('/ctf-images/'.length).split('/');
  if (raw.length !== 3) throw notFound();
  const parts = raw.map((segment) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      throw badRequest('Malformed image path');
    }
    if (!decoded || decoded === '.' || decoded === '..' || /[/\\\0]/.test(decoded)) throw badRequest('Invalid image path');
    return decoded;
  });
  return {spaceId: parts[0], assetId: parts[1], fileName: parts[2]};
}

/** The asset file on disk: the export's `//assets/<file>` URL resolved under contentDir, as contentful-import does. */
export function assetFilePath(contentDir: string, url: string): string {
  const assetsDir = path.resolve(contentDir, 'assets');
  const relative = url.replace(/^(https?:)?\/\//, '');
  const file = path.resolve(contentDir, relative);
  if (!file.startsWith(assetsDir + path.sep)) throw notFound();
  return file;
}

function parseBackground(bg: string | null): string | undefined {
  if (bg === null) return undefined;
  const m = /^rgb:([0-9a-fA-F]{6}|[0-9a-fA-F]{3})$/.exec(bg);
  if (!m) throw badRequest('bg must look like rgb:ffffff');
  const colour = BACKGROUNDS[m[1]!.toLowerCase()];
  if (!colour) throw badRequest('bg must be rgb:ffffff or rgb:000000');
  return colour;
}

function dimension(params: URLSearchParams, name: string): number | undefined {
  const raw = params.get(name);
  if (raw === null) return undefined;
  const value = parseDimension(raw);
  if (value === undefined) throw badRequest(`${name} must be a positive integer`);
  return value;
}

/** Reads Images API parameters; `undefined` when the original bytes should be sent. */
export function parseImageParams(params: URLSearchParams, sourceExt: string, ratio: number): RenderOptions | undefined {
  const width = dimension(params, 'w');
  const height = dimension(params, 'h');
  const fm = params.get('fm');
  if (fm !== null && !FORMATS[fm]) throw badRequest('fm must be one of webp, png, jpg');
  const qRaw = params.get('q');
  if (qRaw !== null && (!/^\d{1,3}$/.test(qRaw) || Number(qRaw) < 1 || Number(qRaw) > 100)) throw badRequest('q must be 1 to 100');
  const fitRaw = params.get('fit');
  if (fitRaw !== null && !FITS[fitRaw]) throw badRequest('fit must be one of pad, fill, scale, crop, thumb');
  const background = parseBackground(params.get('bg'));
  if (width === undefined && height === undefined && fm === null && qRaw === null) return undefined;

  const sourceFormat = FORMATS[sourceExt.slice(1)];
  // Without fit, Contentful keeps the aspect ratio and fits inside the box: the narrower side decides.
  const fit = fitRaw ? FITS[fitRaw] : 'inside';
  const inside = fit === 'inside' && width !== undefined && height !== undefined ? Math.min(width, Math.round(height / ratio)) : undefined;
  const box = inside !== undefined ? renditionBox(inside, undefined, ratio) : renditionBox(width, height, ratio);
  return {
    width: box?.width,
    height: box?.height,
    format: fm ? FORMATS[fm] : (sourceFormat ?? 'png'),
    quality: qRaw === null ? undefined : snapQuality(Number(qRaw)),
    fit,
    background,
  };
}

export async function serveImage(
  res: ServerResponse,
  url: URL,
  content: LoadedContent,
  options: {contentDir: string; cacheDir: string; spaceId: string; head: boolean},
): Promise<void> {
  const {spaceId, assetId, fileName} = parseImagePath(url.pathname);
  if (spaceId !== options.spaceId) throw notFound();
  const asset = content.assets.get(assetId);
  const file = asset?.fields.file?.[content.defaultLocale.code] as {url?: string; fileName?: string} | undefined;
  if (!file?.url || file.fileName !== fileName) throw notFound({type: 'Asset', id: assetId});
  const source = assetFilePath(options.contentDir, file.url);
  const ext = path.extname(source).toLowerCase();
  const render = parseImageParams(url.searchParams, ext, await sourceRatio(source).catch(() => 1));

  let body: Buffer;
  let type: string;
  try {
    if (render) {
      body = await renderImage(source, render, options.cacheDir);
      type = IMAGE_CONTENT_TYPES[render.format];
    } else {
      body = await readFile(source);
      type = ORIGINAL_TYPES[ext] ?? 'application/octet-stream';
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw notFound({type: 'Asset', id: assetId});
    throw new ApiError(422, 'ImageProcessingFailed', `The image could not be processed: ${String((error as Error).message)}`);
  }
  res.writeHead(200, {
    'content-type': type,
    'content-length': body.length,
    'cache-control': IMAGE_CACHE_CONTROL,
    'access-control-allow-origin': '*',
    'x-content-type-options': 'nosniff',
    ...(type === 'image/svg+xml' ? {'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'"} : {}),
  });
  res.end(options.head ? undefined : body);
}
