import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {PATCH_DIR, packagePatch, patchFile} from './patch-versions';
import {DEFERRED_MODULE_TYPE, DEFERRED_PRELOAD_REL} from './deferred-remix-scripts';

/**
 * Whether the installed `@remix-run/react` carries the shop's patch
 * (app/framework/patches, applied by `npm install`'s postinstall), three edits
 * Remix has no option for:
 * - `<Scripts>`: its module script and start-up modulepreload links rendered
 *   inert, for `StartAfterLoadScript` to start after the page has loaded;
 * - `RemixBrowser`: the location it keeps beside the router's state is set in
 *   a transition, as that state is. Set urgently, a navigation soon after the
 *   page starts re-rendered parts React had not hydrated yet, which React
 *   answers by dropping their server HTML (error #421);
 * - route discovery: a manifest response resets its reload-loop detection
 *   (sessionStorage) at `pagehide` instead of at once, which was the start-up's
 *   one storage access, a synchronous call to the browser process.
 * The build and the dev server refuse to start without it, so a missing patch
 * or a Remix upgrade cannot quietly turn a measure off, and the dev server
 * renders the pages as the build does.
 */

/** `<Scripts>`' preload links: the manifest, the client entry, and the entry's and routes' imports. */
export const SCRIPTS_PRELOADS = 3;

/** Remix's components module in both of its builds: ESM (Vite, dev and build) and CommonJS (Node: Vitest, @remix-run/testing). */
const COMPONENTS_FILES = ['dist/esm/components.js', 'dist/components.js'];
/** Remix's browser entry (`RemixBrowser`), in both builds. */
const BROWSER_FILES = ['dist/esm/browser.js', 'dist/browser.js'];
/** Remix's route discovery (`fetchAndApplyManifestPatches`), in both builds. */
const DISCOVERY_FILES = ['dist/esm/fog-of-war.js', 'dist/fog-of-war.js'];

export interface InstalledRemixReact {
  version: string;
  /** Each components module, by its path in the package. */
  components: Array<{file: string; source: string}>;
  /** Each browser entry module, by its path in the package. */
  browsers: Array<{file: string; source: string}>;
  /** Each route discovery module, by its path in the package. */
  discoveries: Array<{file: string; source: string}>;
}

/** The `@remix-run/react` that `root` resolves to. */
export function installedRemixReact(root: string): InstalledRemixReact {
  const manifest = createRequire(path.join(root, 'package.json')).resolve('@remix-run/react/package.json');
  const dir = path.dirname(manifest);
  const {version} = JSON.parse(readFileSync(manifest, 'utf8')) as {version: string};
  const read = (file: string) => ({file, source: readFileSync(path.join(dir, file), 'utf8')});
  return {version, components: COMPONENTS_FILES.map(read), browsers: BROWSER_FILES.map(read), discoveries: DISCOVERY_FILES.map(read)};
}

const count = (text: string, part: string) => text.split(part).length - 1;

/** A top-level function of a built module, from its declaration to its closing brace; null when the module has none. */
function topLevelFunction(source: string, name: string): string | null {
  const start = source.indexOf(`\nfunction ${name}(`);
  if (start < 0) return null;
  const end = source.indexOf('\n}\n', start);
  return source.slice(start, end < 0 ? undefined : end);
}

/**
 * What keeps a components module's `<Scripts>` from rendering the shop's way:
 * nothing when its module script has the deferred type once and its three
 * preload links the deferred rel, and no other component has either.
 */
export function unpatchedScripts(source: string): string[] {
  const scripts = topLevelFunction(source, 'Scripts');
  if (scripts === null) return ['no function Scripts'];
  const moduleType = `type: ${JSON.stringify(DEFERRED_MODULE_TYPE)}`;
  const preloadRel = `rel: ${JSON.stringify(DEFERRED_PRELOAD_REL)}`;
  const problems: string[] = [];
  const scripted = count(scripts, moduleType);
  if (scripted !== 1) problems.push(`<Scripts> renders ${scripted} script(s) of type "${DEFERRED_MODULE_TYPE}", not 1`);
  const preloads = count(scripts, preloadRel);
  if (preloads !== SCRIPTS_PRELOADS) {
    problems.push(`<Scripts> renders ${preloads} link(s) of rel "${DEFERRED_PRELOAD_REL}", not ${SCRIPTS_PRELOADS}`);
  }
  if (count(source, moduleType) !== scripted || count(source, preloadRel) !== preloads) {
    problems.push('a component besides <Scripts> renders the deferred type or rel');
  }
  return problems;
}

/** The location update the patch puts in a transition, as both builds write it (`React` or `React__namespace`). */
const LOCATION_IN_TRANSITION = /\.startTransition\(\(\) => setLocation\(newState\.location\)\)/g;

/**
 * What keeps a browser entry's `RemixBrowser` from setting its location the
 * shop's way: nothing when its one `setLocation(` call is in a transition.
 */
export function unpatchedLocation(source: string): string[] {
  const browser = topLevelFunction(source, 'RemixBrowser');
  if (browser === null) return ['no function RemixBrowser'];
  const calls = count(browser, 'setLocation(');
  const inTransition = browser.match(LOCATION_IN_TRANSITION)?.length ?? 0;
  return calls === 1 && inTransition === 1
    ? []
    : [`RemixBrowser sets its location ${calls} time(s), ${inTransition} in a transition, not once in one`];
}

/** The patched reset of route discovery's reload-loop detection, called where a manifest response succeeds. */
export const DISCOVERY_RESET = 'resetManifestVersionAtPagehide();';

/**
 * What keeps a route discovery module from leaving storage alone while the page starts: nothing
 * when `fetchAndApplyManifestPatches` resets its loop detection through `DISCOVERY_RESET` and
 * removes nothing from storage itself.
 */
export function unpatchedDiscovery(source: string): string[] {
  const text = `\n${source}`;
  const start = text.indexOf('\nasync function fetchAndApplyManifestPatches(');
  if (start < 0) return ['no function fetchAndApplyManifestPatches'];
  const end = text.indexOf('\n}\n', start);
  const fetchPatches = text.slice(start, end < 0 ? undefined : end);
  return fetchPatches.includes(DISCOVERY_RESET) && !fetchPatches.includes('sessionStorage.removeItem(')
    ? []
    : ['route discovery removes its reload-loop key from sessionStorage on every manifest response'];
}

/** Why the installed `@remix-run/react` is not as the shop needs it (nothing when it is). */
export function remixScriptsProblems({components, browsers, discoveries}: InstalledRemixReact): string[] {
  return [
    ...components.flatMap(({file, source}) => unpatchedScripts(source).map((problem) => `${file}: ${problem}`)),
    ...browsers.flatMap(({file, source}) => unpatchedLocation(source).map((problem) => `${file}: ${problem}`)),
    ...discoveries.flatMap(({file, source}) => unpatchedDiscovery(source).map((problem) => `${file}: ${problem}`)),
  ];
}

/** The patch and its checks: the canary test, `npm install`'s version check and the build's. */
export const remixPatch = packagePatch({
  label: 'Remix',
  pkg: '@remix-run/react',
  pluginName: 'oral-care:remix-scripts-patched',
  installed: installedRemixReact,
  problems: remixScriptsProblems,
  internal: (version) => ({
    internal: `@remix-run/react <Scripts> module script and modulepreload links, RemixBrowser's setLocation, and route discovery's sessionStorage reset (${patchFile('@remix-run/react', version)})`,
    why:
      "on a first visit the page's JavaScript starts after load (StartAfterLoadScript); Remix has no option to render " +
      'its start-up inert. Lighthouse TBT mean 77 ms with it, 136 ms without; LCP 1,497 and 1,699 ms (docs/decisions.md). ' +
      'RemixBrowser sets its location urgently: a navigation before every part has hydrated made React drop their HTML (#421). ' +
      "Route discovery's storage reset was the start-up's one synchronous call to the browser process.",
    whatToDo:
      '`npm install` applies a missing patch (postinstall). After a Remix upgrade: redo the edits in its ' +
      `${COMPONENTS_FILES.join(' and ')} (module script type DEFERRED_MODULE_TYPE, its ${SCRIPTS_PRELOADS} preload links' ` +
      `rel DEFERRED_PRELOAD_REL), in ${BROWSER_FILES.join(' and ')} (setLocation in React.startTransition) and in ` +
      `${DISCOVERY_FILES.join(' and ')} (the loop-detection reset as \`${DISCOVERY_RESET}\`, removing at pagehide), run ` +
      `\`npx patch-package @remix-run/react --patch-dir ${PATCH_DIR}\`, delete the old ` +
      'patch and .cache/vite; or drop an edit Remix made unneeded.',
  }),
});
