import {InlineScript} from './inline-script';

/**
 * The script that gives a new history entry the state Remix's scroll
 * restoration and its router would give it, in one `history.replaceState`
 * instead of two. Remix's scroll restoration script writes a key and, later,
 * the router's start-up writes an index; each call has Chromium serialise the
 * state and update the session history entry, 2–8 ms of main thread in
 * profiles on the development machine, the second inside the router's
 * start-up task. Run before both, this writes `{key, idx: 0}` at once: both
 * then find their field and leave the entry alone. An entry that has both (a
 * reload, back or forward) is left as it is, as they leave it.
 */
export const HISTORY_STATE_SCRIPT =
  '(()=>{const s=history.state;if(s&&s.key&&s.idx!=null)return;' +
  'try{history.replaceState(Object.assign({},s,{key:(s&&s.key)||Math.random().toString(32).slice(2),idx:s&&s.idx!=null?s.idx:0}),"")}catch(e){}})()';

export function HistoryStateScript({nonce}: {nonce?: string}) {
  return <InlineScript nonce={nonce} code={import.meta.env.SSR ? HISTORY_STATE_SCRIPT : ''} />;
}
