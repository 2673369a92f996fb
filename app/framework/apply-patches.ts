import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {canaryMessage} from './canary';
import {PATCH_DIR, installedRemixReact, patchedVersions, remixScriptsInternal} from './remix-scripts';
import {vitePatchVersionProblem} from './vite-preload';

/**
 * `npm install`'s postinstall: the Remix patch (here) and the Vite patch (vite-preload.ts) are
 * checked against the installed versions before patch-package applies them. patch-package would
 * otherwise fail on a hunk of another version with its own stack, which names neither the patch's
 * purpose nor what to do; this names both.
 */
export function patchVersionProblem(root: string): string | null {
  const installed = installedRemixReact(root).version;
  const patched = patchedVersions(root);
  if (patched.length === 1 && patched[0] === installed) return null;
  return (
    `The Remix patch in ${PATCH_DIR} is made for @remix-run/react ${patched.join(', ') || '(none)'}, ` +
    `but ${installed} is installed (package.json pins the patched version exactly).\n` +
    canaryMessage(remixScriptsInternal(installed))
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const root = path.resolve(import.meta.dirname, '../..');
  const problem = patchVersionProblem(root) ?? vitePatchVersionProblem(root);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  const run = spawnSync('patch-package', ['--patch-dir', PATCH_DIR, '--error-on-fail'], {cwd: root, stdio: 'inherit', shell: true});
  process.exit(run.status ?? 1);
}
