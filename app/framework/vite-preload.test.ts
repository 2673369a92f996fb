import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {describePatchChecks, FIXTURE_VERSION, projectWithPackage} from './package-fixture.test-support';
import {PATCHED_CONDITION, lazyChunksWithCss, unpatchedPreload, vitePatch, vitePreloadPatched} from './vite-preload';

/** Vite's build import analysis in outline, as shipped. */
const SHIPPED =
  'function buildImportAnalysisPlugin(config) {\n  const getInsertPreload = (environment) => environment.config.consumer === "client" && !config.build.lib;\n}';
const PATCHED = SHIPPED.replace('!config.build.lib;', `!config.build.lib && ${PATCHED_CONDITION};`);

describePatchChecks(vitePatch, {
  root: path.resolve(import.meta.dirname, '../..'),
  // Vite's build import analysis is a chunk with a hashed name: the check finds it by what it defines.
  projectWith: (patched) => projectWithPackage('vite', FIXTURE_VERSION, {'dist/node/chunks/dep-abc.js': patched ? PATCHED : SHIPPED}),
  internalName: "vite's build import analysis",
});

describe('the Vite patch: what the check reads', () => {
  it('names what is missing in an unpatched or changed build import analysis', () => {
    expect(unpatchedPreload(PATCHED)).toEqual([]);
    expect(unpatchedPreload(SHIPPED)).toEqual([`getInsertPreload does not check ${PATCHED_CONDITION}`]);
    expect(unpatchedPreload('function other() {}')).toEqual(['no getInsertPreload in the build import analysis']);
  });

  it('the build plugin is the patch check and the CSS check in one', () => {
    const plugin = vitePreloadPatched();
    expect(plugin.name).toBe(vitePatch.pluginName);
    expect(typeof plugin.configResolved).toBe('function');
    expect(typeof plugin.generateBundle).toBe('function');
  });
});

describe('the build check for CSS behind a dynamic import', () => {
  const chunk = (fileName: string, extra: {isEntry?: boolean; imports?: string[]; css?: string[]} = {}) => ({
    type: 'chunk' as const,
    fileName,
    isEntry: extra.isEntry,
    imports: extra.imports ?? [],
    viteMetadata: {importedCss: new Set(extra.css ?? [])},
  });

  it('accepts CSS an entry reaches through static imports, and names a lazily loaded chunk (or its import) with CSS', () => {
    const ok = {
      'root.js': chunk('root.js', {isEntry: true, imports: ['shared.js']}),
      'shared.js': chunk('shared.js', {css: ['shared.css']}),
      'Lazy.js': chunk('Lazy.js'),
    };
    expect(lazyChunksWithCss(ok)).toEqual([]);
    const lazyCss = {
      ...ok,
      'Lazy.js': chunk('Lazy.js', {imports: ['lazy-dep.js']}),
      'lazy-dep.js': chunk('lazy-dep.js', {css: ['dep.css']}),
    };
    expect(lazyChunksWithCss(lazyCss)).toEqual(['lazy-dep.js']);
  });
});
