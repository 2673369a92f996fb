import path from 'node:path';
import {existsSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {ROOT} from '../support/servers';
import {getPage} from '../support/http';
import {assetsOfHtml, manifestClosure, readClientManifest, sumSizes} from '../../scripts/bench/client-bytes';

/** Smoke test of the benchmark's client-bytes pieces on the real build (the bench itself is not part of npm test). */
describe('bench: client bytes on the real build', () => {
  const clientDir = path.join(ROOT, 'dist/client');

  it('computes the manifest closure of entry.client, root and the product route', () => {
    const manifest = readClientManifest(ROOT);
    const closure = manifestClosure(manifest, 'products.$slug.tsx');
    const files = closure.js.map((file) => path.basename(file));
    expect(files.some((file) => file.startsWith('entry.client-'))).toBe(true);
    expect(files.some((file) => file.startsWith('root-'))).toBe(true);
    expect(files.some((file) => file.startsWith('products._slug-'))).toBe(true);
    expect(closure.css.length).toBeGreaterThan(0);
    for (const file of [...closure.js, ...closure.css]) expect(existsSync(path.join(clientDir, file)), file).toBe(true);
    const size = sumSizes(clientDir, closure.js);
    expect(size.files).toBe(closure.js.length);
    expect(size.brotli).toBeLessThan(size.gzip);
    expect(size.gzip).toBeLessThan(size.raw);
  });

  it('finds the scripts and stylesheets a served page loads, all of them built files', async () => {
    const html = await (await getPage('/products/total-whitening-toothpaste')).text();
    const assets = assetsOfHtml(html);
    expect(assets.js.length).toBeGreaterThan(3);
    expect(assets.css.length).toBeGreaterThan(0);
    for (const file of [...assets.js, ...assets.css]) expect(existsSync(path.join(clientDir, file)), file).toBe(true);
    // The page loads at least the route's own closure.
    const closure = manifestClosure(readClientManifest(ROOT), 'products.$slug.tsx');
    expect(closure.js.every((file) => assets.js.includes(file))).toBe(true);
  });
});
