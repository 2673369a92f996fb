import {describe, expect, it} from 'vitest';
import {HISTORY_STATE_SCRIPT} from './history-state';

/** Runs the script against a history whose entry holds `state`; returns the calls and the final state. */
function run(state: unknown) {
  const calls: unknown[] = [];
  const history = {
    state,
    replaceState(next: unknown) {
      calls.push(next);
      history.state = next;
    },
  };
  new Function('history', HISTORY_STATE_SCRIPT)(history);
  return {calls, state: history.state as Record<string, unknown> | null};
}

// What Remix's scroll restoration script and its router's browser history check before writing.
const remixScriptWouldWrite = (state: {key?: unknown} | null) => !state || !state.key;
const routerWouldWrite = (state: {idx?: unknown} | null) => (state ?? {idx: null}).idx == null;

describe('history state script', () => {
  it('gives a new entry a key and index 0 in one call, so neither Remix step writes again', () => {
    const {calls, state} = run(null);
    expect(calls).toHaveLength(1);
    expect(state).toEqual({key: expect.stringMatching(/^[0-9a-v]+$/), idx: 0});
    expect(remixScriptWouldWrite(state)).toBe(false);
    expect(routerWouldWrite(state)).toBe(false);
  });

  it('leaves an entry that has both (reload, back, forward) untouched', () => {
    const before = {usr: {from: 'cart'}, key: 'abc', idx: 3};
    const {calls, state} = run(before);
    expect(calls).toHaveLength(0);
    expect(state).toBe(before);
  });

  it('adds only what is missing and keeps the rest of the state', () => {
    expect(run({key: 'abc'}).state).toEqual({key: 'abc', idx: 0});
    expect(run({usr: 1, idx: 2}).state).toEqual({usr: 1, idx: 2, key: expect.any(String)});
  });

  it('never throws: a refused replaceState leaves the page to Remix as before', () => {
    const history = {
      state: null,
      replaceState() {
        throw new Error('SecurityError');
      },
    };
    expect(() => new Function('history', HISTORY_STATE_SCRIPT)(history)).not.toThrow();
  });
});
