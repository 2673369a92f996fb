import {installedPackageFile, packagePatch, PATCH_DIR, patchFile} from './patch-versions';

/**
 * The react-router-dom patch behind `useScrollPositions` (scroll-restoration.ts):
 * `useScrollRestoration` reads the stored positions at hydration only for a
 * document that a reload or a traversal opened, and otherwise merges them in
 * when it writes its own at `pagehide`. React Router has no option for it.
 */

/** The browser build of react-router-dom (its package's `module`), which the patch edits. */
export const PATCHED_FILE = 'dist/index.js';
/** The hydration read, skipped for a document a new navigation opened. */
export const PATCHED_HYDRATION_READ = 'if (!getKey && performance.getEntriesByType("navigation")[0]?.type === "navigate") return;';
/** The read before the positions are written back, when hydration did not read them. */
export const PATCHED_PAGEHIDE_READ = 'if (!savedScrollPositionsRead) readSavedScrollPositions(storageKey);';
/** The export the shop's component calls. */
export const HOOK_EXPORT = 'useScrollRestoration as UNSAFE_useScrollRestoration';

/** The patch and its checks: the canary test, `npm install`'s version check and the build's. */
export const reactRouterPatch = packagePatch({
  label: 'React Router',
  pkg: 'react-router-dom',
  pluginName: 'oral-care:scroll-restoration-patched',
  installed: (root) => installedPackageFile(root, 'react-router-dom', PATCHED_FILE),
  problems: ({source}) => scrollRestorationProblems(source),
  internal: (version) => ({
    internal: `react-router-dom UNSAFE_useScrollRestoration and its sessionStorage read (${patchFile('react-router-dom', version)})`,
    why:
      "on a new page the hook's synchronous sessionStorage read at hydration is the page's first storage access, a call " +
      "to the browser process that a phone's CPU stretches into a long task; Remix's own component read it on every load.",
    whatToDo:
      '`npm install` applies a missing patch (postinstall). After a React Router upgrade: in its ' +
      `${PATCHED_FILE}, make useScrollRestoration's layout-effect read return early with \`${PATCHED_HYDRATION_READ}\` ` +
      `and its pagehide write start with \`${PATCHED_PAGEHIDE_READ}\` (a read that merges in place), run ` +
      `\`npx patch-package react-router-dom --patch-dir ${PATCH_DIR}\`, delete the old patch and .cache/vite; ` +
      "or, without the export, go back to Remix's <ScrollRestoration>.",
  }),
});

/** Why the installed browser build does not restore scroll positions the shop's way (nothing when it does). */
export function scrollRestorationProblems(source: string): string[] {
  const problems: string[] = [];
  if (!source.includes(HOOK_EXPORT)) problems.push('no UNSAFE_useScrollRestoration export');
  if (!source.includes(PATCHED_HYDRATION_READ)) problems.push('useScrollRestoration reads the stored positions at every hydration');
  if (!source.includes(PATCHED_PAGEHIDE_READ))
    problems.push('useScrollRestoration writes its positions at pagehide without merging the stored ones');
  return problems;
}
