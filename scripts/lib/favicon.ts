/**
 * The tab icon as a PNG, drawn from app/assets/favicon.svg. Chromium decodes a
 * page's icon on the page's own main thread during start-up: an SVG icon is a
 * whole SVG document to build and paint there (3–15 ms at full speed, and up
 * to 74 ms measured on a busy host), a small PNG a fraction of a millisecond.
 * 48 px: the size Google Search asks icons to be a multiple of, and sharp on a
 * phone's 3× screen at a tab's 16 px.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

export const FAVICON_SVG_PATH = 'app/assets/favicon.svg';
export const FAVICON_PNG_PATH = 'app/assets/favicon-48.png';
export const FAVICON_SIZE = 48;

/** The PNG `npm run icons` writes. */
export async function faviconPng(root: string): Promise<Buffer> {
  const svg = readFileSync(path.join(root, FAVICON_SVG_PATH));
  // Drawn at the icon's own size (the SVG is 32 units: 72 dpi × 48/32), not scaled from a smaller bitmap.
  return sharp(svg, {density: (72 * FAVICON_SIZE) / 32})
    .resize(FAVICON_SIZE, FAVICON_SIZE)
    .png({compressionLevel: 9, palette: true})
    .toBuffer();
}
