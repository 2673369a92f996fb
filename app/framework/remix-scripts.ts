import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {Plugin} from 'vite';
import {canaryMessage, type FrameworkInternal} from './canary';
import {PATCH_DIR, patchedVersionsOf} from './patch-versions';
import {DEFERRED_MODULE_TYPE, DEFERRED_PRELOAD_REL} from './deferred-remix-scripts';

/**
 * Whether the installed `@remix-run/react` carries the shop's patch to
 * `<Scripts>` (app/framework/patches, applied by `npm install`'s postinstall):
 * its module script and start-up modulepreload links rendered inert, for
 * `StartAfterLoadScript` to start after the page has loaded. Remix has no
 * option for it. The build and the dev server refuse to start without it, so
 * a missing patch or a Remix upgrade cannot quietly turn the measure off, and
 * the dev server renders the pages as the build does.
 */

/** `<Scripts>`' preload links: the manifest, the client entry, and the entry's and routes' imports. */
export const SCRIPTS_PRELOADS = 3;

/** Remix's components module in both of its builds: ESM (Vite, dev and build) and CommonJS (Node: Vitest, @remix-run/testing). */
const COMPONENTS_FILES = ['dist/esm/components.js', 'dist/components.js'];

export interface InstalledRemixReact {
  version: string;
  /** Each components module, by its path in the package. */
  components: Array<{file: string; source: string}>;
}

/** The `@remix-run/react` that `root` resolves to. */
export function installedRemixReact(root: string): InstalledRemixReact {
  const manifest = createRequire(path.join(root, 'package.json')).resolve('@remix-run/react/package.json');
  const dir = path.dirname(manifest);
  const {version} = JSON.parse(readFileSync(manifest, 'utf8')) as {version: string};
  return {version, components: COMPONENTS_FILES.map((file) => ({file, source: readFileSync(path.join(dir, file), 'utf8')}))};
}

/** The Remix versions the patches in `root`'s patch folder were made for. */
export function patchedVersions(root: string): string[] {
  return patchedVersionsOf(root, '@remix-run/react');
}

/** The patch file for a Remix version, from the project root. */
export function patchFile(version: string): string {
  return `${PATCH_DIR}/@remix-run+react+${version}.patch`;
}

const count = (text: string, part: string) => text.split(part).length - 1;

/**
 * What keeps a components module's `<Scripts>` from rendering the shop's way:
 * nothing when its module script has the deferred type once and its three
 * preload links the deferred rel, and no other component has either.
 */
export function unpatchedScripts(source: string): string[] {
  const start = source.indexOf('\nfunction Scripts(');
  if (start < 0) return ['no function Scripts'];
  const end = source.indexOf('\nfunction ', start + 1);
  const scripts = source.slice(start, end < 0 ? undefined : end);
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

/** The patch as a framework internal: what its canary test and the build's check say when it is not there. */
export function remixScriptsInternal(version: string): FrameworkInternal {
  return {
    internal: `@remix-run/react <Scripts> module script and modulepreload links (${patchFile(version)})`,
    why:
      "on a first visit the page's JavaScript starts after load (StartAfterLoadScript); Remix has no option to render " +
      'its start-up inert. Lighthouse TBT mean 77 ms with it, 136 ms without; LCP 1,497 and 1,699 ms (docs/decisions.md).',
    whatToDo:
      '`npm install` applies a missing patch (postinstall). After a Remix upgrade: redo the edit in its ' +
      `${COMPONENTS_FILES.join(' and ')} (module script type DEFERRED_MODULE_TYPE, its ${SCRIPTS_PRELOADS} preload links' ` +
      `rel DEFERRED_PRELOAD_REL), run \`npx patch-package @remix-run/react --patch-dir ${PATCH_DIR}\`, delete the old ` +
      'patch and .cache/vite; or drop the patch if Remix gained an option for it.',
  };
}

/** Why the installed `@remix-run/react` is not as the shop needs it (nothing when it is). */
export function remixScriptsProblems({components}: InstalledRemixReact): string[] {
  return components.flatMap(({file, source}) => unpatchedScripts(source).map((problem) => `${file}: ${problem}`));
}

/**
 * Vite plugin: `npm run build` and `npm run dev` stop at start-up, naming the
 * patch, when the installed `@remix-run/react` does not carry it.
 */
export function remixScriptsPatched(): Plugin {
  return {
    name: 'oral-care:remix-scripts-patched',
    configResolved({root}) {
      const installed = installedRemixReact(root);
      const problems = remixScriptsProblems(installed);
      if (problems.length === 0) return;
      throw new Error(
        `The installed @remix-run/react ${installed.version} is not patched:\n  ${problems.join('\n  ')}\n` +
          canaryMessage(remixScriptsInternal(installed.version)),
      );
    },
  };
}
