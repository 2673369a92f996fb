import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {Plugin} from 'vite';
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

/** How patch-package names a package's patches: `@scope+name+version.patch`, before the version. */
const patchPrefix = (pkg: string) => `${pkg.replace('/', '+')}+`;

/** The patch file for `pkg` at `version`, from the project root. */
export function patchFile(pkg: string, version: string): string {
  return `${PATCH_DIR}/${patchPrefix(pkg)}${version}.patch`;
}

/** The versions of `pkg` the patches in `root`'s patch folder were made for. */
export function patchedVersionsOf(root: string, pkg: string): string[] {
  const dir = path.join(root, PATCH_DIR);
  if (!existsSync(dir)) return [];
  const prefix = patchPrefix(pkg);
  return readdirSync(dir).flatMap((name) =>
    name.startsWith(prefix) && name.endsWith('.patch') ? [name.slice(prefix.length, -'.patch'.length)] : [],
  );
}

/** A dependency patch, as its checks need to know it. */
export interface PackagePatchSpec<Installed extends {version: string}> {
  /** How `npm install`'s message names it ("the router patch"). */
  label: string;
  pkg: string;
  /** The name of its Vite plugin. */
  pluginName: string;
  /** The package `root` resolves to, with what `problems` reads. */
  installed(root: string): Installed;
  /** Why the installed package does not carry the patch (nothing when it does). */
  problems(installed: Installed): string[];
  /** The patch as a framework internal: what its canary test and both checks say when it is not there. */
  internal(version: string): FrameworkInternal;
}

export interface PackagePatch<Installed extends {version: string}> extends PackagePatchSpec<Installed> {
  /**
   * `npm install`'s check before patch-package applies the patch: one patch, made for the installed
   * version (null when so). patch-package would otherwise fail on a hunk of another version with its
   * own stack, which names neither the patch's purpose nor what to do; this names both.
   */
  versionProblem(root: string): string | null;
  /** Vite plugin: the build and the dev server stop at start-up, naming the problems and the internal, when the installed package lacks the patch. */
  plugin(): Plugin;
}

/** The checks every dependency patch has, from what is particular to it. */
export function packagePatch<Installed extends {version: string}>(spec: PackagePatchSpec<Installed>): PackagePatch<Installed> {
  return {
    ...spec,
    versionProblem(root) {
      const {version} = spec.installed(root);
      const patched = patchedVersionsOf(root, spec.pkg);
      if (patched.length === 1 && patched[0] === version) return null;
      return (
        `The ${spec.label} patch in ${PATCH_DIR} is made for ${spec.pkg} ${patched.join(', ') || '(none)'}, ` +
        `but ${version} is installed (package.json pins the patched version exactly).\n` +
        canaryMessage(spec.internal(version))
      );
    },
    plugin: () => ({
      name: spec.pluginName,
      configResolved({root}) {
        const installed = spec.installed(root);
        const problems = spec.problems(installed);
        if (problems.length === 0) return;
        throw new Error(
          `The installed ${spec.pkg} ${installed.version} is not patched:\n  ${problems.join('\n  ')}\n${canaryMessage(spec.internal(installed.version))}`,
        );
      },
    }),
  };
}
