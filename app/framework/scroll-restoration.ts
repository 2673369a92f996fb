import {UNSAFE_useScrollRestoration} from 'react-router-dom';

/**
 * Scroll restoration (`ScrollRestoration`, app/ui/scroll-restoration.tsx):
 * React Router's hook, which saves each history entry's position and restores
 * it on client navigations, and one inline script, which restores a reload's
 * or a traversal's position before hydration and gives a new entry its state.
 *
 * In place of Remix's `<ScrollRestoration>`, which renders the same hook and a
 * script of its own. That script read sessionStorage on every page load: the
 * page's first storage access, a synchronous call to the browser process,
 * 1–32 ms of main thread in the parse task after the first paint in profiles
 * (a phone multiplies it past 50 ms). A new entry has no stored position, so
 * this script reads only for an entry that already has a key. The hook's own
 * read at hydration waits likewise (the react-router-dom patch, checked by
 * `scrollRestorationProblems`): a document a new navigation opened can only
 * traverse to its own entries, whose positions it keeps in memory, so it
 * merges the stored ones in when it writes them back at `pagehide`.
 *
 * `UNSAFE_useScrollRestoration` is React Router's export for Remix; Remix has
 * no public hook for it. Canary: `scroll-restoration.test.ts`.
 */

/** sessionStorage key of the saved positions: Remix's, so positions saved before this component are still found. */
export const SCROLL_POSITIONS_KEY = 'positions';

/**
 * The history state Remix's router would give a new entry, `{key, idx: 0}`,
 * written in one `history.replaceState` (each call has Chromium serialise the
 * state and update the session history entry, 2–8 ms in profiles); then, for
 * an entry that had a key (a reload, back or forward), the position saved for
 * it. An entry with both fields is left as it is.
 */
export const SCROLL_RESTORATION_SCRIPT =
  `(()=>{const s=history.state,k=${JSON.stringify(SCROLL_POSITIONS_KEY)};` +
  'if(!s||!s.key||s.idx==null)try{history.replaceState(Object.assign({},s,{key:(s&&s.key)||Math.random().toString(32).slice(2),idx:s&&s.idx!=null?s.idx:0}),"")}catch(e){}' +
  // A new entry: nothing can be stored under a key made just now.
  'if(!s||!s.key)return;' +
  'try{const y=JSON.parse(sessionStorage.getItem(k)||"{}")[s.key];if(typeof y==="number")scrollTo(0,y)}' +
  'catch(e){try{sessionStorage.removeItem(k)}catch(e){}}})()';

/** React Router's scroll restoration hook, saving under `SCROLL_POSITIONS_KEY`: for the component that also renders the script (app/ui/scroll-restoration.tsx). */
export function useScrollPositions(): void {
  UNSAFE_useScrollRestoration({storageKey: SCROLL_POSITIONS_KEY});
}
