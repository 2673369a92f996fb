import {readFileSync} from 'node:fs';
import path from 'node:path';
import {brotliCompressSync, constants, gzipSync} from 'node:zlib';
import {DEFERRED_PRELOAD_REL} from '../../app/framework/deferred-remix-scripts';

/** One entry of Vite's client manifest (`dist/.vite/client-manifest.json`). */
interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
  assets?: string[];
}
export type ClientManifest = Record<string, ManifestChunk>;

export interface Compressed {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
}

const cache = new Map<string, {raw: number; gzip: number; brotli: number}>();

/** Raw, gzip (level 9) and brotli (quality 11) sizes of one built file. */
export function compressedSize(file: string) {
  let sizes = cache.get(file);
  if (!sizes) {
    const data = readFileSync(file);
    sizes = {
      raw: data.length,
      gzip: gzipSync(data, {level: 9}).length,
      brotli: brotliCompressSync(data, {params: {[constants.BROTLI_PARAM_QUALITY]: 11}}).length,
    };
    cache.set(file, sizes);
  }
  return sizes;
}

export function sumSizes(clientDir: string, files: Iterable<string>): Compressed {
  const total: Compressed = {files: 0, raw: 0, gzip: 0, brotli: 0};
  for (const file of new Set(files)) {
    const sizes = compressedSize(path.join(clientDir, file));
    total.files += 1;
    total.raw += sizes.raw;
    total.gzip += sizes.gzip;
    total.brotli += sizes.brotli;
  }
  return total;
}

/**
 * The JavaScript a first visit to a route must load, as the budget counts it:
 * the static-import closure of `entry.client`, `root` and the route module
 * in the Vite client manifest (dynamic imports excluded: they load later).
 */
export function manifestClosure(manifest: ClientManifest, routeFile: string): {js: string[]; css: string[]} {
  const entries = Object.entries(manifest);
  const find = (test: (key: string, chunk: ManifestChunk) => boolean, what: string) => {
    const hit = entries.find(([key, chunk]) => test(key, chunk));
    if (!hit) throw new Error(`client manifest has no ${what}`);
    return hit[0];
  };
  const starts = [
    find((key) => key === 'app/entry.client.tsx', 'entry.client'),
    find((key, chunk) => Boolean(chunk.isEntry) && key.startsWith('app/root.tsx'), 'root route'),
    find((key, chunk) => Boolean(chunk.isEntry) && key.startsWith(`app/routes/${routeFile}`), `route ${routeFile}`),
  ];
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) if (file.endsWith('.css')) css.add(file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  starts.forEach(visit);
  return {js: [...js], css: [...css]};
}

/**
 * The same-origin scripts and stylesheets a server-rendered page asks the
 * browser for before it is interactive: `<link rel="modulepreload">` (or its
 * form held until the page has loaded),
 * `<script type="module" src>`, static `import` in inline module scripts and
 * `<link rel="stylesheet">`. Lazily imported chunks (on idle or interaction)
 * are not part of a first visit's critical bytes.
 */
export function assetsOfHtml(html: string): {js: string[]; css: string[]} {
  const js = new Set<string>();
  const css = new Set<string>();
  const local = (href: string) => (href.startsWith('/') && !href.startsWith('//') ? href.slice(1).split('?')[0]! : null);
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    const rel = /\brel="([^"]+)"/.exec(tag)?.[1];
    const file = href ? local(href) : null;
    if (!file) continue;
    if ((rel === 'modulepreload' || rel === DEFERRED_PRELOAD_REL) && file.endsWith('.js')) js.add(file);
    if (rel === 'stylesheet' && file.endsWith('.css')) css.add(file);
  }
  for (const src of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) {
    const file = local(src[1]!);
    if (file?.endsWith('.js')) js.add(file);
  }
  for (const imp of html.matchAll(/\bimport\s*(?:[^'"]*?from\s*)?["'](\/[^"']+\.js)["']/g)) {
    const file = local(imp[1]!);
    if (file) js.add(file);
  }
  return {js: [...js], css: [...css]};
}

/**
 * The chunks of the split parts the server rendered into a page (their
 * `<template data-split-part="Name">` markers), beyond `declared`: the browser
 * entry loads them before hydrating, so they are first-visit JavaScript the
 * HTML does not declare. A part's export name is its module's file name
 * (`Name.tsx`); a marker with no such module fails loudly rather than count nothing.
 */
export function splitPartsOfHtml(html: string, manifest: ClientManifest, declared: Iterable<string>): string[] {
  const have = new Set(declared);
  const out = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || have.has(chunk.file) || out.has(chunk.file)) return;
    out.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const name of new Set(Array.from(html.matchAll(/\bdata-split-part="([^"]+)"/g), (m) => m[1]!))) {
    const key = Object.keys(manifest).find((k) => k.endsWith(`/${name}.tsx`));
    if (!key) throw new Error(`client manifest has no module for the split part ${name}`);
    visit(key);
  }
  return [...out];
}

export function readClientManifest(root: string): ClientManifest {
  return JSON.parse(readFileSync(path.join(root, 'dist/.vite/client-manifest.json'), 'utf8')) as ClientManifest;
}
