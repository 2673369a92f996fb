import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {expectInternal} from './canary';
import {projectWithPackage} from './package-fixture.test-support';
import {
  PATCHED_CONDITION,
  installedVite,
  lazyChunksWithCss,
  unpatchedPreload,
  vitePatchVersionProblem,
  vitePatchedVersions,
  vitePreloadInternal,
  vitePreloadPatched,
} from './vite-preload';

const ROOT = path.resolve(import.meta.dirname, '../..');
const installed = installedVite(ROOT);
const internal = vitePreloadInternal(installed.version);

/** Vite's build import analysis in outline, as shipped. */
const SHIPPED =
  'function buildImportAnalysisPlugin(config) {\n  const getInsertPreload = (environment) => environment.config.consumer === "client" && !config.build.lib;\n}';
const PATCHED = SHIPPED.replace('!config.build.lib;', `!config.build.lib && ${PATCHED_CONDITION};`);

/** A project whose installed vite 9.9.9 has `source` as its build import analysis chunk. */
const projectWith = (source: string) => projectWithPackage('vite', '9.9.9', {'dist/node/chunks/dep-abc.js': source});

describe('canary: the patched Vite build import analysis (no preload helper with modulePreload off)', () => {
  it('getInsertPreload checks modulePreload !== false in the installed Vite', () => {
    expectInternal(installed.analysis !== null && unpatchedPreload(installed.analysis.source).length === 0, internal);
  });

  it('the one Vite patch is made for the installed version', () => {
    const versions = vitePatchedVersions(ROOT);
    expectInternal(versions.length === 1 && versions[0] === installed.version, internal);
    expect(vitePatchVersionProblem(ROOT)).toBeNull();
  });
});

describe('the Vite patch check', () => {
  it('names what is missing in an unpatched or changed build import analysis', () => {
    expect(unpatchedPreload(PATCHED)).toEqual([]);
    expect(unpatchedPreload(SHIPPED)).toEqual([`getInsertPreload does not check ${PATCHED_CONDITION}`]);
    expect(unpatchedPreload('function other() {}')).toEqual(['no getInsertPreload in the build import analysis']);
  });

  it('stops the build at start-up with the canary message when the installed Vite is not patched', () => {
    const plugin = vitePreloadPatched();
    const configResolved = plugin.configResolved as (config: {root: string}) => void;
    expect(() => configResolved({root: projectWith(SHIPPED)})).toThrow(
      /The installed vite 9\.9\.9 is not patched[\s\S]*Framework internal changed: vite's build import analysis/,
    );
    expect(() => configResolved({root: projectWith(PATCHED)})).not.toThrow();
  });

  it('stops npm install before patch-package when the patch is for another version', () => {
    const root = projectWith(PATCHED);
    expect(vitePatchVersionProblem(root)).toContain(
      'The Vite patch in app/framework/patches is made for vite (none), but 9.9.9 is installed',
    );
    mkdirSync(path.join(root, 'app/framework/patches'), {recursive: true});
    writeFileSync(path.join(root, 'app/framework/patches/vite+9.9.8.patch'), '');
    expect(vitePatchVersionProblem(root)).toContain('made for vite 9.9.8, but 9.9.9 is installed');
    writeFileSync(path.join(root, 'app/framework/patches/vite+9.9.9.patch'), '');
    expect(vitePatchVersionProblem(root)).toContain('made for vite 9.9.8, 9.9.9');
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
