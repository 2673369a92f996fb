import {copyFileSync, existsSync, mkdirSync} from 'node:fs';
import path from 'node:path';
import type {Plugin} from 'vite';

/**
 * Keeps Vite's client manifest at `dist/.vite/client-manifest.json`, where
 * `remix vite:build` leaves it: the bench counts first-visit JavaScript from
 * it. `shopify hydrogen build` deletes `dist/client/.vite` once both builds
 * are done, so the client build's manifest is copied as soon as it is written.
 */
export function keepClientManifest(): Plugin {
  let ssr = false;
  return {
    name: 'oral-care:keep-client-manifest',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    writeBundle(options) {
      if (ssr || !options.dir) return;
      const manifest = path.join(options.dir, '.vite/manifest.json');
      if (!existsSync(manifest)) return;
      const target = path.resolve(options.dir, '../.vite/client-manifest.json');
      mkdirSync(path.dirname(target), {recursive: true});
      copyFileSync(manifest, target);
    },
  };
}
