/**
 * How the server sends Remix's start-up scripts so that they wait for the
 * page to load: `StartAfterLoadScript` (app/ui/start-after-load.tsx) starts
 * them; the build's `deferRemixScripts` plugin (scripts/vite) renders them so.
 */

/** The `type` of Remix's module script as rendered: a data block the browser does not run. */
export const DEFERRED_MODULE_TYPE = 'text/x-module-after-load';
/** The `rel` of Remix's start-up preload links as rendered: a link type browsers ignore. */
export const DEFERRED_PRELOAD_REL = 'x-modulepreload-after-load';
/** The longest the page waits for `load` once its document is parsed. */
export const START_AFTER_PARSE_MS = 2000;

/** What `StartAfterLoadScript` runs (see there). */
export const START_AFTER_LOAD_SCRIPT =
  '(()=>{let started=false;const kinds=["pointerdown","touchstart","keydown"];' +
  'const start=()=>{if(started)return;' +
  'if(document.readyState==="loading"){document.addEventListener("DOMContentLoaded",start,{once:true});return}' +
  'started=true;for(const k of kinds)removeEventListener(k,start,true);' +
  `const held=document.querySelector('script[type="${DEFERRED_MODULE_TYPE}"]');if(!held)return;` +
  'const s=document.createElement("script");s.type="module";s.nonce=held.nonce;s.textContent=held.textContent;' +
  'document.head.append(s);s.remove()};' +
  'if(document.readyState==="complete")start();else addEventListener("load",start,{once:true});' +
  'for(const k of kinds)addEventListener(k,start,{capture:true,passive:true});' +
  `const later=()=>setTimeout(start,${START_AFTER_PARSE_MS});` +
  'if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",later,{once:true});else later()})()';
