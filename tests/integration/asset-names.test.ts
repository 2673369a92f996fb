import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {ASSET_HASH_LENGTH} from '../../vite.config';
import {getPage} from '../support/http';
import {ROOT} from '../support/servers';

/**
 * The production build's browser assets carry a 10-character content hash
 * (Rollup's default was 8). Remix names its route manifest itself
 * (`manifest-<8 hex>.js`, no setting for it), and files copied from public/
 * keep their names. Checked on the build's manifest (the assets folder may
 * still hold files of earlier builds).
 */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('asset file names', () => {
  it(`every file the client build names has a ${ASSET_HASH_LENGTH}-character hash`, () => {
    expect(ASSET_HASH_LENGTH).toBe(10);
    const manifest = JSON.parse(readFileSync(path.join(ROOT, 'dist/.vite/client-manifest.json'), 'utf8')) as Record<
      string,
      {file: string; name?: string; src?: string; css?: string[]; assets?: string[]}
    >;
    const named: Array<{file: string; stem: string}> = [];
    for (const entry of Object.values(manifest)) {
      const stem = entry.name ?? (entry.src ? path.basename(entry.src).replace(/\.[^.]+$/, '') : undefined);
      // Files outside assets/ (Hydrogen's oxygen.json) are not content-hashed.
      if (stem && entry.file.startsWith('assets/')) named.push({file: entry.file, stem});
    }
    expect(named.length).toBeGreaterThan(50);
    const wrong = named.filter(
      ({file, stem}) => !new RegExp(`^assets/${escape(stem)}-[A-Za-z0-9_-]{${ASSET_HASH_LENGTH}}\\.[a-z0-9]+$`).test(file),
    );
    expect(wrong).toEqual([]);
    // CSS and fonts the chunks pull in, too.
    const linked = Object.values(manifest).flatMap((e) => [...(e.css ?? []), ...(e.assets ?? [])]);
    expect(linked.filter((file) => !new RegExp(`-[A-Za-z0-9_-]{${ASSET_HASH_LENGTH}}\\.[a-z0-9]+$`).test(file))).toEqual([]);
  });

  it('the pages load the long-hashed files', async () => {
    const html = await (await getPage('/')).text();
    const scripts = [...html.matchAll(/\/assets\/([^"']+\.js)/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(2);
    for (const file of scripts) if (!file.startsWith('manifest-')) expect(file).toMatch(/-[A-Za-z0-9_-]{10}\.js$/);
  });
});
