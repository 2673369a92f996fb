import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {PATCH_DIR} from './patch-versions';
import {remixPatch} from './remix-scripts';
import {routerPatch} from './router-patch';
import {reactRouterPatch} from './scroll-restoration-patch';
import {vitePatch} from './vite-preload';

/** Every dependency patch in PATCH_DIR, each checked against the installed version before patch-package applies them. */
export const PATCHES = [remixPatch, vitePatch, reactRouterPatch, routerPatch];

/** `npm install`'s postinstall: the first patch made for another version than the one installed stops it (null: none). */
export function patchVersionProblem(root: string): string | null {
  for (const patch of PATCHES) {
    const problem = patch.versionProblem(root);
    if (problem) return problem;
  }
  return null;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const root = path.resolve(import.meta.dirname, '../..');
  const problem = patchVersionProblem(root);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  const run = spawnSync('patch-package', ['--patch-dir', PATCH_DIR, '--error-on-fail'], {cwd: root, stdio: 'inherit', shell: true});
  process.exit(run.status ?? 1);
}
