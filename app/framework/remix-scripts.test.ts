import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {PATCHES, patchVersionProblem} from './apply-patches';
import {expectInternal} from './canary';
import {describePatchChecks, FIXTURE_VERSION, projectWithPackage} from './package-fixture.test-support';
import {PATCH_DIR, patchedVersionsOf} from './patch-versions';
import {DEFERRED_MODULE_TYPE, DEFERRED_PRELOAD_REL} from './deferred-remix-scripts';
import {
  DISCOVERY_RESET,
  installedRemixReact,
  remixPatch,
  remixScriptsProblems,
  unpatchedDiscovery,
  unpatchedLocation,
  unpatchedScripts,
} from './remix-scripts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const installed = installedRemixReact(ROOT);
const internal = remixPatch.internal(installed.version);
const count = (text: string, part: string) => text.split(part).length - 1;

const MODULE_TYPE = `type: ${JSON.stringify(DEFERRED_MODULE_TYPE)}`;
const PRELOAD_REL = `rel: ${JSON.stringify(DEFERRED_PRELOAD_REL)}`;
/** <Scripts>' three start-up preload links, in outline. */
const LINKS = '[{rel: "modulepreload"}, {rel: "modulepreload"}, {rel: "modulepreload"}]';
/** Remix's components module in outline, as shipped: what the check reads. */
const SHIPPED = [
  'function PrefetchPageLinksImpl() {\n  return {rel: "modulepreload"};\n}',
  `function Scripts(props) {\n  const script = {type: "module", async: true};\n  return ${LINKS};\n}`,
  'function DeferredHydrationScript() {}',
].join('\n');
/** The outline as the patch leaves it. */
const PATCHED = SHIPPED.replace('type: "module"', MODULE_TYPE).replace(LINKS, LINKS.replaceAll('rel: "modulepreload"', PRELOAD_REL));

/** Remix's browser entry in outline, as shipped, and as the patch leaves it. */
const SHIPPED_BROWSER = [
  "import * as React from 'react';",
  'function RemixBrowser(_props) {',
  '  let [location, setLocation] = React.useState(router.state.location);',
  '  React.useLayoutEffect(() => router.subscribe(newState => {',
  '    if (newState.location !== location) {',
  '      setLocation(newState.location);',
  '    }',
  '  }), [location]);',
  '}',
  '',
].join('\n');
const PATCHED_BROWSER = SHIPPED_BROWSER.replace(
  'setLocation(newState.location);',
  'React.startTransition(() => setLocation(newState.location));',
);

/** Remix's route discovery in outline, as shipped, and as the patch leaves it. */
const SHIPPED_DISCOVERY = [
  'async function fetchAndApplyManifestPatches(paths) {',
  '  try {',
  '    // Reset loop-detection on a successful response',
  '    sessionStorage.removeItem(MANIFEST_VERSION_STORAGE_KEY);',
  '  } catch (e) {}',
  '}',
  '',
].join('\n');
const PATCHED_DISCOVERY = SHIPPED_DISCOVERY.replace('sessionStorage.removeItem(MANIFEST_VERSION_STORAGE_KEY);', DISCOVERY_RESET);

/** A project whose installed @remix-run/react 9.9.9 has `source`, `browser` and `discovery` as both builds of those modules. */
function projectWith(source: string, browser = PATCHED_BROWSER, discovery = PATCHED_DISCOVERY): string {
  const bothBuilds = (name: string, text: string) => ({[`dist/esm/${name}`]: text, [`dist/${name}`]: text});
  return projectWithPackage('@remix-run/react', FIXTURE_VERSION, {
    ...bothBuilds('components.js', source),
    ...bothBuilds('browser.js', browser),
    ...bothBuilds('fog-of-war.js', discovery),
  });
}

describe('canary: the patched @remix-run/react <Scripts>', () => {
  it.each(installed.components)(
    '$file: the module script has the deferred type once, the three start-up preloads the deferred rel',
    ({source}) => {
      expectInternal(unpatchedScripts(source).length === 0, internal);
      // <PrefetchPageLinks> (a later page's modules, on hover) keeps its real preload.
      expectInternal(count(source, 'rel: "modulepreload"') === 1, internal);
    },
  );

  it.each(installed.browsers)('$file: RemixBrowser sets its location in a transition', ({source}) => {
    expectInternal(unpatchedLocation(source).length === 0, internal);
  });

  it.each(installed.discoveries)('$file: route discovery resets its loop detection at pagehide, not in storage at once', ({source}) => {
    expectInternal(unpatchedDiscovery(source).length === 0, internal);
  });

  it('package.json pins every Remix package to the patched version exactly, so a lock refresh cannot move it', () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as Record<string, Record<string, string>>;
    const remix = Object.entries({...pkg.dependencies, ...pkg.devDependencies}).filter(([name]) => name.startsWith('@remix-run/'));
    expect(remix.length).toBeGreaterThan(0);
    for (const [name, range] of remix)
      expectInternal(range === patchedVersionsOf(ROOT, '@remix-run/react')[0], {...internal, internal: `${name} ${range}`});
  });
});

describe('the patch check', () => {
  it('passes the patched <Scripts> and names what else it finds', () => {
    expect(unpatchedScripts(PATCHED)).toEqual([]);
    expect(unpatchedScripts(SHIPPED)).toEqual([
      `<Scripts> renders 0 script(s) of type "${DEFERRED_MODULE_TYPE}", not 1`,
      `<Scripts> renders 0 link(s) of rel "${DEFERRED_PRELOAD_REL}", not 3`,
    ]);
    expect(unpatchedScripts(PATCHED.replace(PRELOAD_REL, 'rel: "modulepreload"'))).toEqual([
      `<Scripts> renders 2 link(s) of rel "${DEFERRED_PRELOAD_REL}", not 3`,
    ]);
    expect(unpatchedScripts(`${PATCHED}\nfunction Links() {\n  return {${PRELOAD_REL}};\n}`)).toEqual([
      'a component besides <Scripts> renders the deferred type or rel',
    ]);
    expect(unpatchedScripts('export {};')).toEqual(['no function Scripts']);
  });

  it("passes RemixBrowser's location set in a transition, and names an urgent one", () => {
    expect(unpatchedLocation(PATCHED_BROWSER)).toEqual([]);
    expect(unpatchedLocation(PATCHED_BROWSER.replace('React.startTransition', 'React__namespace.startTransition'))).toEqual([]);
    expect(unpatchedLocation(SHIPPED_BROWSER)).toEqual(['RemixBrowser sets its location 1 time(s), 0 in a transition, not once in one']);
    expect(unpatchedLocation('export {};')).toEqual(['no function RemixBrowser']);
  });

  it("passes route discovery's reset at pagehide, and names a removal from storage at once", () => {
    expect(unpatchedDiscovery(PATCHED_DISCOVERY)).toEqual([]);
    expect(unpatchedDiscovery(SHIPPED_DISCOVERY)).toEqual([
      'route discovery removes its reload-loop key from sessionStorage on every manifest response',
    ]);
    expect(unpatchedDiscovery('export {};')).toEqual(['no function fetchAndApplyManifestPatches']);
  });

  it('stops the build and the dev server, naming the patch, when Remix is not patched', () => {
    const check = remixPatch.plugin().configResolved as (config: {root: string}) => void;
    const root = projectWith(SHIPPED, SHIPPED_BROWSER, SHIPPED_DISCOVERY);
    expect(remixScriptsProblems(installedRemixReact(root))).toHaveLength(8);
    expect(remixScriptsProblems(installedRemixReact(projectWith(PATCHED, SHIPPED_BROWSER)))).toEqual([
      'dist/esm/browser.js: RemixBrowser sets its location 1 time(s), 0 in a transition, not once in one',
      'dist/browser.js: RemixBrowser sets its location 1 time(s), 0 in a transition, not once in one',
    ]);
    expect(() => check({root})).toThrow(
      'The installed @remix-run/react 9.9.9 is not patched:\n' +
        `  dist/esm/components.js: <Scripts> renders 0 script(s) of type "${DEFERRED_MODULE_TYPE}", not 1\n`,
    );
    expect(() => check({root})).toThrow(
      'Framework internal changed: @remix-run/react <Scripts> module script and modulepreload links, ' +
        "RemixBrowser's setLocation, and route discovery's sessionStorage reset (app/framework/patches/@remix-run+react+9.9.9.patch)",
    );
    expect(() => check({root: projectWith(PATCHED)})).not.toThrow();
  });

  it('npm install checks every patch in the patch folder, Remix first, and passes this project', () => {
    const inFolder = readdirSync(path.join(ROOT, PATCH_DIR)).map((file) => file.replace(/\+[^+]+\.patch$/, '').replace('+', '/'));
    expect(PATCHES.map((patch) => patch.pkg).sort()).toEqual(inFolder.sort());
    expect(PATCHES[0]).toBe(remixPatch);
    expect(patchVersionProblem(projectWith(PATCHED))).toContain(
      'The Remix patch in app/framework/patches is made for @remix-run/react (none), but 9.9.9 is installed',
    );
    expect(patchVersionProblem(ROOT)).toBeNull();
  });
});

describePatchChecks(remixPatch, {
  root: ROOT,
  projectWith: (patched) => (patched ? projectWith(PATCHED) : projectWith(SHIPPED, SHIPPED_BROWSER, SHIPPED_DISCOVERY)),
  internalName: '@remix-run/react <Scripts> module script and modulepreload links',
});
