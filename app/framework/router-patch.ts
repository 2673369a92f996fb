import {installedPackageFile, packagePatch, PATCH_DIR, patchFile} from './patch-versions';

/**
 * The @remix-run/router patch: the router reads the view transitions it applied (sessionStorage)
 * at the first back, forward or view-transition navigation instead of while it starts. Unpatched,
 * that read was the hydration's one storage access: a synchronous call to the browser process,
 * which a phone's CPU stretches into a long task, for a feature the shop does not use. The router
 * has no option for it.
 */

/** The browser build of @remix-run/router (its package's `module`), which the patch edits. */
export const PATCHED_FILE = 'dist/router.js';
/** The read, moved from the router's start to the first navigation that needs what it reads. */
export const PATCHED_NAVIGATION_READ = 'if (pendingAction === Action.Pop || pendingViewTransitionEnabled) readAppliedViewTransitions();';
/** The read the router makes as it starts, unpatched. */
export const STARTUP_READ = '      restoreAppliedTransitions(routerWindow, appliedViewTransitions);\n      let _saveAppliedTransitions';

/** The patch and its checks: the canary test, `npm install`'s version check and the build's. */
export const routerPatch = packagePatch({
  label: 'router',
  pkg: '@remix-run/router',
  pluginName: 'oral-care:router-patched',
  installed: (root) => installedPackageFile(root, '@remix-run/router', PATCHED_FILE),
  problems: ({source}) => routerPatchProblems(source),
  internal: (version) => ({
    internal: `@remix-run/router createRouter's applied view transitions read (${patchFile('@remix-run/router', version)})`,
    why:
      "the router's synchronous sessionStorage read as it starts is the hydration's one storage access, a call to the " +
      'browser process that a phone stretches into a long task, for view transitions the shop does not use.',
    whatToDo:
      '`npm install` applies a missing patch (postinstall). After a router upgrade: in its ' +
      `${PATCHED_FILE}, move createRouter's restoreAppliedTransitions call into a once-only readAppliedViewTransitions, ` +
      `called from completeNavigation as \`${PATCHED_NAVIGATION_READ}\`, run ` +
      `\`npx patch-package @remix-run/router --patch-dir ${PATCH_DIR}\`, delete the old patch and .cache/vite.`,
  }),
});

/** Why the installed browser build still reads storage as the router starts (nothing when it does not). */
export function routerPatchProblems(source: string): string[] {
  const problems: string[] = [];
  if (source.includes(STARTUP_READ)) problems.push('createRouter reads the applied view transitions from sessionStorage as it starts');
  if (!source.includes(PATCHED_NAVIGATION_READ)) problems.push('completeNavigation does not read the applied view transitions itself');
  return problems;
}
