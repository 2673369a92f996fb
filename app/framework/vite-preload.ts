import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {Plugin} from 'vite';
import {packagePatch, PATCH_DIR, patchFile} from './patch-versions';

/**
 * Whether the installed Vite carries the shop's patch to its build import
 * analysis (app/framework/patches, applied by `npm install`'s postinstall):
 * with `build.modulePreload: false` it no longer wraps each dynamic `import()`
 * in its preload helper. The helper only preloads a lazy chunk's imports and
 * CSS; the shop preloads no imports (modulePreload is off) and no lazy chunk
 * has CSS of its own (the build checks it, `vitePreloadPatched`), so the
 * helper was 0.8 kB gzip of every first visit doing nothing. Vite has no
 * option for it (vitejs/vite#13952, #18551).
 */

/** What the patched condition adds to `getInsertPreload` in Vite's build import analysis. */
export const PATCHED_CONDITION = 'config.build.modulePreload !== false';

export interface InstalledVite {
  version: string;
  /** Vite's node chunk that holds the build import analysis (its file name has a content hash). */
  analysis: {file: string; source: string} | null;
}

/** The Vite that `root` resolves to, with the module of its build import analysis. */
export function installedVite(root: string): InstalledVite {
  const manifest = createRequire(path.join(root, 'package.json')).resolve('vite/package.json');
  const dir = path.dirname(manifest);
  const {version} = JSON.parse(readFileSync(manifest, 'utf8')) as {version: string};
  const chunks = path.join(dir, 'dist/node/chunks');
  for (const file of existsSync(chunks) ? readdirSync(chunks) : []) {
    const source = readFileSync(path.join(chunks, file), 'utf8');
    if (source.includes('const getInsertPreload =')) return {version, analysis: {file: `dist/node/chunks/${file}`, source}};
  }
  return {version, analysis: null};
}

/** Why the build import analysis still wraps dynamic imports with `modulePreload: false` (nothing when patched). */
export function unpatchedPreload(source: string): string[] {
  const line = /const getInsertPreload = [^\n]*/.exec(source)?.[0];
  if (!line) return ['no getInsertPreload in the build import analysis'];
  return line.includes(PATCHED_CONDITION) ? [] : [`getInsertPreload does not check ${PATCHED_CONDITION}`];
}

/** The patch and its checks: the canary test, `npm install`'s version check and the build's (`vitePreloadPatched`). */
export const vitePatch = packagePatch({
  label: 'Vite',
  pkg: 'vite',
  pluginName: 'oral-care:vite-preload-patched',
  installed: installedVite,
  problems: ({analysis}) => (analysis ? unpatchedPreload(analysis.source) : ['no build import analysis module found']),
  internal: (version) => ({
    internal: `vite's build import analysis, getInsertPreload (${patchFile('vite', version)})`,
    why:
      'with modulePreload off, Vite still wraps every dynamic import in its preload helper: 0.8 kB gzip on every ' +
      "first visit that preloads nothing (the budget's product closure is 95 kB). Vite has no option for it.",
    whatToDo:
      '`npm install` applies a missing patch (postinstall). After a Vite upgrade: add ' +
      `\`&& ${PATCHED_CONDITION}\` to getInsertPreload in Vite's dist/node/chunks module that defines it, run ` +
      `\`npx patch-package vite --patch-dir ${PATCH_DIR}\`, delete the old patch; or drop the patch if Vite gained an ` +
      'option for it (vitejs/vite#18551).',
  }),
});

interface BundleChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  imports?: string[];
  viteMetadata?: {importedCss: Set<string>};
}

/** The part of a bundle's file `chunksRunAtLoad` reads (Rollup's output chunks and its rendered chunks both have it). */
export interface ChunkEdges {
  type?: 'chunk' | 'asset';
  isEntry?: boolean;
  imports?: string[];
}

/**
 * The chunks a page load runs: every entry (the client entry and each route
 * module) and what they import statically, not what only an `import()` reaches.
 */
export function chunksRunAtLoad(bundle: Record<string, ChunkEdges>): Set<string> {
  const reached = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (!chunk || chunk.type === 'asset' || reached.has(file)) return;
    reached.add(file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const [file, chunk] of Object.entries(bundle)) if (chunk.type !== 'asset' && chunk.isEntry) visit(file);
  return reached;
}

/**
 * Chunks with CSS of their own that only a dynamic import reaches: nothing
 * would load their CSS without the preload helper. (CSS of an entry's static
 * imports is linked by the framework.)
 */
export function lazyChunksWithCss(bundle: Record<string, BundleChunk>): string[] {
  const reached = chunksRunAtLoad(bundle);
  return Object.values(bundle).flatMap((chunk) =>
    chunk.type === 'chunk' && chunk.viteMetadata?.importedCss.size && !reached.has(chunk.fileName) ? [chunk.fileName] : [],
  );
}

/**
 * Vite plugin: the build and the dev server stop at start-up, naming the
 * patch, when the installed Vite does not carry it; and the browser build
 * fails when a lazily loaded chunk imports CSS, which the unwrapped `import()`
 * would not load (import the CSS from the route, or a stylesheet link).
 */
export function vitePreloadPatched(): Plugin {
  return {
    ...vitePatch.plugin(),
    generateBundle(_options, bundle) {
      // The worker build has no preload helper and loads no CSS.
      if (this.environment.config.consumer !== 'client') return;
      const files = lazyChunksWithCss(bundle as Record<string, BundleChunk>);
      if (files.length) {
        this.error(
          `Lazily loaded chunks import CSS, which the dynamic import() would not load (no preload helper, vite-preload.ts): ${files.join(', ')}. ` +
            "Import the stylesheet from the route's links instead.",
        );
      }
    },
  };
}
