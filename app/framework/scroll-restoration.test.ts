import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {describePatchChecks, FIXTURE_VERSION, projectWithPackage} from './package-fixture.test-support';
import {SCROLL_POSITIONS_KEY, SCROLL_RESTORATION_SCRIPT} from './scroll-restoration';
import {
  HOOK_EXPORT,
  PATCHED_FILE,
  PATCHED_HYDRATION_READ,
  PATCHED_PAGEHIDE_READ,
  reactRouterPatch,
  scrollRestorationProblems,
} from './scroll-restoration-patch';

/** Runs the script on an entry holding `state`, with `stored` in sessionStorage; returns what it did. */
function run(state: unknown, stored: string | null = null) {
  const replaced: unknown[] = [];
  const reads: string[] = [];
  const removed: string[] = [];
  const scrolled: number[] = [];
  const history = {
    state,
    replaceState(next: unknown) {
      replaced.push(next);
      history.state = next;
    },
  };
  const sessionStorage = {
    getItem: (key: string) => (reads.push(key), stored),
    removeItem: (key: string) => void removed.push(key),
  };
  const scrollTo = (_x: number, y: number) => void scrolled.push(y);
  new Function('history', 'sessionStorage', 'scrollTo', SCROLL_RESTORATION_SCRIPT)(history, sessionStorage, scrollTo);
  return {replaced, reads, removed, scrolled, state: history.state as Record<string, unknown> | null};
}

// What Remix's router checks before writing an index of its own.
const routerWouldWrite = (state: {idx?: unknown} | null) => (state ?? {idx: null}).idx == null;

describe('scroll restoration script', () => {
  it('gives a new entry a key and index 0 in one call, and reads no storage: nothing is stored under a new key', () => {
    const {replaced, reads, scrolled, state} = run(null, JSON.stringify({abc: 900}));
    expect(replaced).toHaveLength(1);
    expect(state).toEqual({key: expect.stringMatching(/^[0-9a-v]+$/), idx: 0});
    expect(routerWouldWrite(state)).toBe(false);
    expect(reads).toEqual([]);
    expect(scrolled).toEqual([]);
  });

  it("restores a reload's or a traversal's saved position, leaving its state untouched", () => {
    const before = {usr: {from: 'cart'}, key: 'abc', idx: 3};
    const {replaced, reads, scrolled, state} = run(before, JSON.stringify({abc: 900, other: 10}));
    expect(replaced).toEqual([]);
    expect(state).toBe(before);
    expect(reads).toEqual([SCROLL_POSITIONS_KEY]);
    expect(scrolled).toEqual([900]);
  });

  it('does not scroll for an entry with no saved position, or with nothing stored', () => {
    expect(run({key: 'abc', idx: 0}, JSON.stringify({other: 10})).scrolled).toEqual([]);
    expect(run({key: 'abc', idx: 0}, null).scrolled).toEqual([]);
  });

  it('adds only what is missing and keeps the rest of the state', () => {
    expect(run({key: 'abc'}).state).toEqual({key: 'abc', idx: 0});
    expect(run({usr: 1, idx: 2}).state).toEqual({usr: 1, idx: 2, key: expect.any(String)});
  });

  it('drops stored positions it cannot read, as Remix did, and never throws', () => {
    expect(run({key: 'abc', idx: 0}, '{not json').removed).toEqual([SCROLL_POSITIONS_KEY]);
    const refusing = {
      state: null,
      replaceState() {
        throw new Error('SecurityError');
      },
    };
    expect(() => new Function('history', SCROLL_RESTORATION_SCRIPT)(refusing)).not.toThrow();
  });
});

/** React Router's useScrollRestoration in outline, as shipped. */
const SHIPPED = [
  'let savedScrollPositions = {};',
  'function useScrollRestoration(_temp4) {',
  '  usePageHide(() => {',
  '    try {',
  '      sessionStorage.setItem(storageKey, JSON.stringify(savedScrollPositions));',
  '    } catch (error) {}',
  '  });',
  '  React.useLayoutEffect(() => {',
  '    savedScrollPositions = JSON.parse(sessionStorage.getItem(storageKey));',
  '  }, [storageKey]);',
  '}',
  `export { ${HOOK_EXPORT} };`,
].join('\n');
const PATCHED = SHIPPED.replace('    try {', `    try {\n      ${PATCHED_PAGEHIDE_READ}`).replace(
  '  React.useLayoutEffect(() => {',
  `  React.useLayoutEffect(() => {\n    ${PATCHED_HYDRATION_READ}`,
);

describePatchChecks(reactRouterPatch, {
  root: path.resolve(import.meta.dirname, '../..'),
  projectWith: (patched) => projectWithPackage('react-router-dom', FIXTURE_VERSION, {[PATCHED_FILE]: patched ? PATCHED : SHIPPED}),
  internalName: 'react-router-dom UNSAFE_useScrollRestoration',
});

describe('the React Router patch: what the check reads', () => {
  it('names what is missing in an unpatched or changed build', () => {
    expect(scrollRestorationProblems(PATCHED)).toEqual([]);
    expect(scrollRestorationProblems(SHIPPED)).toEqual([
      'useScrollRestoration reads the stored positions at every hydration',
      'useScrollRestoration writes its positions at pagehide without merging the stored ones',
    ]);
    expect(scrollRestorationProblems(PATCHED.replace(HOOK_EXPORT, 'useScrollRestoration'))).toEqual([
      'no UNSAFE_useScrollRestoration export',
    ]);
  });
});
