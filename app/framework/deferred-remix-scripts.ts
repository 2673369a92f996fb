/**
 * How Remix's `<Scripts>` renders its start-up, once patched
 * (app/framework/patches): its module script and its modulepreload links
 * inert, for `StartAfterLoadScript` (app/ui/start-after-load.tsx) to start
 * after the page has loaded. The patch writes these values into Remix's
 * source; the inline start script and the checks read them from here.
 */

/** The `type` of Remix's module script as rendered: a data block the browser does not run. */
export const DEFERRED_MODULE_TYPE = 'text/x-module-after-load';
/** The `rel` of Remix's start-up preload links as rendered: a link type browsers ignore. */
export const DEFERRED_PRELOAD_REL = 'x-modulepreload-after-load';
