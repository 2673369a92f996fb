import {readFileSync} from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {describe, expect, it} from 'vitest';
import {FAVICON_PNG_PATH, FAVICON_SIZE, faviconPng} from './favicon';

const root = path.resolve(import.meta.dirname, '../..');
const pixels = (png: Buffer) => sharp(png).ensureAlpha().raw().toBuffer({resolveWithObject: true});

describe('the tab icon', () => {
  it('is committed as `npm run icons` draws it from favicon.svg', async () => {
    const committed = await pixels(readFileSync(path.join(root, FAVICON_PNG_PATH)));
    const drawn = await pixels(await faviconPng(root));
    expect([committed.info.width, committed.info.height]).toEqual([FAVICON_SIZE, FAVICON_SIZE]);
    // Pixels, not bytes: another zlib may pack the same picture differently.
    expect(committed.data.equals(drawn.data), 'run `npm run icons` and commit the file').toBe(true);
  });
});
