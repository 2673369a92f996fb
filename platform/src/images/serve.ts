import {access} from 'node:fs/promises';
import type {IncomingMessage, ServerResponse} from 'node:http';
import path from 'node:path';
import {sendJson} from '../http.js';
import {IMAGE_CONTENT_TYPES, parseDimension, renderImage, sourceRatio, type ImageFormat, type RenderOptions} from './render.js';
import {renditionBox} from './sizes.js';

export const IMAGE_PATH = /^\/cdn\/shop\/files\/([^/]+)$/;
const NAME = /^([a-z0-9][a-z0-9_-]{0,120})\.(png|jpg|jpeg|webp)$/;

const FORMAT_PARAMS = new Set(['webp', 'png', 'jpg', 'pjpg', 'jpeg']);

function pickFormat(param: string | null, accept: string, ext: string): ImageFormat {
  switch (param) {
    case 'webp':
      return 'webp';
    case 'png':
      return 'png';
    case 'jpg':
    case 'pjpg':
    case 'jpeg':
      return 'jpeg';
  }
  if (accept.includes('image/webp')) return 'webp';
  if (ext === 'webp') return 'webp';
  if (ext === 'jpg' || ext === 'jpeg') return 'jpeg';
  return 'png';
}

function fitFor(crop: string | null, width?: number, height?: number): RenderOptions['fit'] {
  if (!width || !height) return 'inside';
  if (crop && ['center', 'top', 'bottom', 'left', 'right'].includes(crop)) return 'cover';
  return 'inside';
}

/** Serves `/cdn/shop/files/<name>.<ext>` from the SVG art, resized and converted like Shopify's CDN. */
export function createImageHandler(options: {artDir: string; cacheDir: string; log: (e: unknown) => void}) {
  return async function serveImage(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const raw = IMAGE_PATH.exec(url.pathname)?.[1];
    let file: string;
    try {
      file = decodeURIComponent(raw ?? '');
    } catch {
      file = '';
    }
    const m = NAME.exec(file);
    if (!m) return sendJson(res, 404, {errors: [{message: 'Not found'}]});
    const source = path.join(options.artDir, `${m[1]}.svg`);
    if (path.dirname(source) !== path.resolve(options.artDir)) return sendJson(res, 404, {errors: [{message: 'Not found'}]});
    try {
      await access(source);
    } catch {
      return sendJson(res, 404, {errors: [{message: 'Not found'}]});
    }
    const formatParam = url.searchParams.get('format');
    if (formatParam !== null && !FORMAT_PARAMS.has(formatParam)) {
      return sendJson(res, 400, {errors: [{message: 'format must be one of webp, png, jpg, pjpg'}]});
    }
    const format = pickFormat(formatParam, String(req.headers.accept ?? ''), m[2]!);
    // Snapped onto the renditions the shop uses (./sizes.ts); 1200 wide without a size.
    const box = renditionBox(
      parseDimension(url.searchParams.get('width')),
      parseDimension(url.searchParams.get('height')),
      await sourceRatio(source),
    ) ?? {width: 1200};
    const render: RenderOptions = {format, width: box.width, fit: fitFor(url.searchParams.get('crop'), box.width, box.height)};
    if (box.height) render.height = box.height;
    const body = await renderImage(source, render, options.cacheDir);
    res.writeHead(200, {
      'Content-Type': IMAGE_CONTENT_TYPES[format],
      'Content-Length': body.length,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Access-Control-Allow-Origin': '*',
      Vary: 'Accept',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}
