import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {canaryMessage, type FrameworkInternal} from './canary';

/** Where the patches live, from the project root (`patch-package --patch-dir`). */
export const PATCH_DIR = 'app/framework/patches';

/** A package as installed: its version and the text of the one built file a patch edits. */
export interface InstalledFile {
  version: string;
  source: string;
}

/** The `pkg` that `root` resolves to, with its `file` (a path in the package). */
export function installedPackageFile(root: string, pkg: string, file: string): InstalledFile {
  const manifest = createRequire(path.join(root, 'package.json')).resolve(`${pkg}/package.json`);
  const {version} = JSON.parse(readFileSync(manifest, 'utf8')) as {version: string};
  return {version, source: readFileSync(path.join(path.dirname(manifest), file), 'utf8')};
}

/** The versions of `pkg` the patches in `root`'s patch folder were made for (patch-package's `@scope+name+version.patch`). */
export function patchedVersionsOf(root: string, pkg: string): string[] {
  const dir = path.join(root, PATCH_DIR);
  if (!existsSync(dir)) return [];
  const prefix = `${pkg.replace('/', '+')}+`;
  return readdirSync(dir).flatMap((name) =>
    name.startsWith(prefix) && name.endsWith('.patch') ? [name.slice(prefix.length, -'.patch'.length)] : [],
  );
}

/**
 * `npm install`'s check before patch-package applies a package's patch: one patch, made for the
 * installed version (null when so). patch-package would otherwise fail on a hunk of another
 * version with its own stack, which names neither the patch's purpose nor what to do; this names both.
 */
export function packagePatchProblem(
  root: string,
  {label, pkg, installed, internal}: {label: string; pkg: string; installed: string; internal: FrameworkInternal},
): string | null {
  const patched = patchedVersionsOf(root, pkg);
  if (patched.length === 1 && patched[0] === installed) return null;
  return (
    `The ${label} patch in ${PATCH_DIR} is made for ${pkg} ${patched.join(', ') || '(none)'}, ` +
    `but ${installed} is installed (package.json pins the patched version exactly).\n` +
    canaryMessage(internal)
  );
}

/**
 * What a build-time check (`configResolved` of a `…Patched` Vite plugin) does with what it found: nothing
 * when the installed `pkg` carries the patch, else stop the build and the dev server at start-up, naming
 * the problems and the internal.
 */
export function expectPatched(pkg: string, version: string, problems: string[], internal: FrameworkInternal): void {
  if (problems.length === 0) return;
  throw new Error(`The installed ${pkg} ${version} is not patched:\n  ${problems.join('\n  ')}\n${canaryMessage(internal)}`);
}
