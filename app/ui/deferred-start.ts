/**
 * How Remix's start-up scripts wait for the page to load: patched Remix
 * renders them inert (app/framework/deferred-remix-scripts.ts);
 * `StartAfterLoadScript` (app/ui/start-after-load.tsx) starts them.
 */
import {DEFERRED_MODULE_TYPE} from '../framework/deferred-remix-scripts';

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
  // After load, once the first contentful paint is on screen (its entry comes with the frame's
  // presentation time) and one frame more: the module graph's requests then never compete with
  // the page's first paint or its largest image, which `load` has already fetched.
  'const fcp=(l)=>l.getEntriesByName("first-contentful-paint").length>0;' +
  'const painted=()=>{const go=()=>requestAnimationFrame(()=>setTimeout(start,0));' +
  'if(fcp(performance))return go();' +
  'try{const o=new PerformanceObserver((l)=>{if(fcp(l)){o.disconnect();go()}});o.observe({type:"paint"})}catch{start()}};' +
  'if(document.readyState==="complete")painted();else addEventListener("load",painted,{once:true});' +
  'for(const k of kinds)addEventListener(k,start,{capture:true,passive:true});' +
  `const later=()=>setTimeout(start,${START_AFTER_PARSE_MS});` +
  'if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",later,{once:true});else later()})()';
