import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {expectInternal} from './canary';
import {PATCH_DIR, patchedVersionsOf, patchFile, type PackagePatch} from './patch-versions';

/**
 * A project folder for a patch check's tests: its node_modules holds `pkg` at `version`, with
 * `files` (a path in the package → its text) as the package's built files.
 */
export function projectWithPackage(pkg: string, version: string, files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), `oral-care-${pkg.replace(/[@/]/g, '-')}-`));
  const dir = path.join(root, 'node_modules', pkg);
  writeFileSync(path.join(root, 'package.json'), '{}');
  mkdirSync(dir, {recursive: true});
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({name: pkg, version, main: 'index.js'}));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    writeFileSync(path.join(dir, file), text);
  }
  return root;
}

/** The version `projectWith` installs in the tests below. */
export const FIXTURE_VERSION = '9.9.9';

/**
 * The tests every dependency patch has. Its canary: the installed package carries the patch, and
 * the one patch is made for the installed version. Its checks: the build stops at start-up on a
 * package without it, naming `internalName`; `npm install` stops before patch-package on a patch
 * made for another version. `projectWith(patched)` is a project with the package at FIXTURE_VERSION.
 */
export function describePatchChecks<Installed extends {version: string}>(
  patch: PackagePatch<Installed>,
  {root, projectWith, internalName}: {root: string; projectWith: (patched: boolean) => string; internalName: string},
): void {
  describe(`canary: the ${patch.label} patch`, () => {
    const installed = patch.installed(root);
    const internal = patch.internal(installed.version);

    it(`the installed ${patch.pkg} carries it`, () => {
      expectInternal(patch.problems(installed).length === 0, internal);
    });

    it('the one patch is made for the installed version', () => {
      const versions = patchedVersionsOf(root, patch.pkg);
      expectInternal(versions.length === 1 && versions[0] === installed.version, internal);
      expect(patch.versionProblem(root)).toBeNull();
    });
  });

  describe(`the ${patch.label} patch checks`, () => {
    it(`stop the build at start-up with the canary message when the installed ${patch.pkg} is not patched`, () => {
      const configResolved = patch.plugin().configResolved as (config: {root: string}) => void;
      const unpatched = projectWith(false);
      expect(() => configResolved({root: unpatched})).toThrow(`The installed ${patch.pkg} ${FIXTURE_VERSION} is not patched:\n  `);
      expect(() => configResolved({root: unpatched})).toThrow(`Framework internal changed: ${internalName}`);
      expect(() => configResolved({root: projectWith(true)})).not.toThrow();
    });

    it('stop npm install before patch-package when the patch is for another version, or there are two', () => {
      const project = projectWith(true);
      const patchPath = (version: string) => path.join(project, patchFile(patch.pkg, version));
      expect(patch.versionProblem(project)).toContain(
        `The ${patch.label} patch in ${PATCH_DIR} is made for ${patch.pkg} (none), but ${FIXTURE_VERSION} is installed`,
      );
      mkdirSync(path.join(project, PATCH_DIR), {recursive: true});
      writeFileSync(patchPath('9.9.8'), '');
      expect(patch.versionProblem(project)).toContain(`made for ${patch.pkg} 9.9.8, but ${FIXTURE_VERSION} is installed`);
      expect(patch.versionProblem(project)).toContain(`Framework internal changed: ${internalName}`);
      writeFileSync(patchPath(FIXTURE_VERSION), '');
      expect(patch.versionProblem(project)).toContain(`made for ${patch.pkg} 9.9.8, ${FIXTURE_VERSION}`);
      rmSync(patchPath('9.9.8'));
      expect(patch.versionProblem(project)).toBeNull();
    });
  });
}
