/**
 * Writes the tab icon's PNG from favicon.svg (scripts/lib/favicon.ts says why a PNG):
 *
 *   npm run icons
 *
 * Run it after changing favicon.svg; a unit test fails while the committed file differs.
 */
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {FAVICON_PNG_PATH, faviconPng} from './lib/favicon';

const root = path.resolve(import.meta.dirname, '..');
const png = await faviconPng(root);
writeFileSync(path.join(root, FAVICON_PNG_PATH), png);
console.log(`${FAVICON_PNG_PATH}: ${png.length} bytes`);
