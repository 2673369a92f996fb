import type {Plugin} from 'vite';
import {DEFERRED_MODULE_TYPE, DEFERRED_PRELOAD_REL} from '../../app/ui/deferred-start';

/** Remix's `<Scripts>` and `<PrefetchPageLinks>` (ES module build), where the plugin edits. */
const REMIX_COMPONENTS = /[\\/]@remix-run[\\/]react[\\/]dist[\\/]esm[\\/]components\.js$/;
/** Where `<Scripts>` renders its module script: the preload links it renders come after it in the source. */
const MODULE_SCRIPT = 'type: "module",\n      async: true';
const PRELOAD = 'rel: "modulepreload"';
/** `<Scripts>`' preload links: the manifest, the client entry, and the entry's and routes' imports. */
const SCRIPTS_PRELOADS = 3;

/**
 * Remix's `<Scripts>` with its module script and start-up preload links
 * rendered inert, for `StartAfterLoadScript` to start after the page has
 * loaded. Remix has no option for it, so its component is edited at build
 * time, in the server and client builds alike (the hydrating render matches
 * the HTML). `<PrefetchPageLinks>` keeps its real preloads. Any other shape of
 * the source fails the build, so a Remix upgrade cannot silently undo it.
 */
export function deferRemixScripts(): Plugin {
  return {
    name: 'oral-care:defer-remix-scripts',
    enforce: 'pre',
    transform(code, id) {
      if (!REMIX_COMPONENTS.test(id)) return null;
      return {code: withDeferredScripts(code), map: null};
    },
  };
}

/** The source of Remix's components with `<Scripts>`' module script and preloads inert. */
export function withDeferredScripts(code: string): string {
  const at = code.indexOf(MODULE_SCRIPT);
  if (at < 0 || code.indexOf(MODULE_SCRIPT, at + 1) >= 0)
    throw new Error("deferRemixScripts: Remix's <Scripts> module script not found exactly once");
  const after = code.slice(at + MODULE_SCRIPT.length);
  const preloads = after.split(PRELOAD).length - 1;
  if (preloads !== SCRIPTS_PRELOADS)
    throw new Error(`deferRemixScripts: expected ${SCRIPTS_PRELOADS} preload links in <Scripts>, found ${preloads}`);
  return (
    code.slice(0, at) +
    MODULE_SCRIPT.replace('"module"', JSON.stringify(DEFERRED_MODULE_TYPE)) +
    after.split(PRELOAD).join(`rel: ${JSON.stringify(DEFERRED_PRELOAD_REL)}`)
  );
}
