import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {packagePatchProblem, PATCH_DIR} from './patch-versions';
import {installedRemixReact, remixScriptsInternal} from './remix-scripts';
import {routerPatchVersionProblem} from './router-patch';
import {reactRouterPatchVersionProblem} from './scroll-restoration-patch';
import {vitePatchVersionProblem} from './vite-preload';

/**
 * `npm install`'s postinstall: the Remix patch (here), the Vite patch (vite-preload.ts), the
 * React Router patch (scroll-restoration-patch.ts) and the router patch (router-patch.ts) are
 * checked against the installed versions (`packagePatchProblem`) before patch-package applies them.
 */
export function patchVersionProblem(root: string): string | null {
  const installed = installedRemixReact(root).version;
  return packagePatchProblem(root, {label: 'Remix', pkg: '@remix-run/react', installed, internal: remixScriptsInternal(installed)});
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const root = path.resolve(import.meta.dirname, '../..');
  const problem =
    patchVersionProblem(root) ?? vitePatchVersionProblem(root) ?? reactRouterPatchVersionProblem(root) ?? routerPatchVersionProblem(root);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  const run = spawnSync('patch-package', ['--patch-dir', PATCH_DIR, '--error-on-fail'], {cwd: root, stdio: 'inherit', shell: true});
  process.exit(run.status ?? 1);
}
