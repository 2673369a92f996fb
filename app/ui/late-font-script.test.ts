import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {FONT_SEEN_KEY, LATE_FONT_LATEST_MS, WEB_FONT_ATTRIBUTE, lateFontFace, lateFontScript} from './late-font-script';

const css = readFileSync(path.resolve(import.meta.dirname, '../styles/inter.css'), 'utf8');
const appCss = readFileSync(path.resolve(import.meta.dirname, '../styles/app.css'), 'utf8');
const FILE = '/assets/inter-latin-400-800-abc.woff2';
const face = lateFontFace(css, FILE);

/** Runs the script against a fake browser: `painted` says whether the first contentful paint happened already. */
function run({painted = false, seen, navigationApi = true}: {painted?: boolean; seen?: string; navigationApi?: boolean} = {}) {
  const added: Array<{family: string; source: string; descriptors: unknown}> = [];
  const attributes = new Map<string, number>();
  const storage = new Map<string, string>(seen ? [[FONT_SEEN_KEY, seen]] : []);
  const timers: Array<{fn: () => void; ms: number}> = [];
  let observer: ((list: {getEntriesByName(n: string): unknown[]}) => void) | null = null;
  const entries = (has: boolean) => ({getEntriesByName: (n: string) => (has && n === 'first-contentful-paint' ? [{}] : [])});
  const loads: string[] = [];
  let resolveLoad = () => {};
  class FakeFontFace {
    constructor(
      public family: string,
      public source: string,
      public descriptors: unknown,
    ) {}
    load() {
      loads.push(this.source);
      return new Promise<void>((resolve) => (resolveLoad = resolve));
    }
  }
  type Navigate = {navigationType: string; destination: {sameDocument: boolean}; hashChange: boolean};
  let navigateListener: ((event: Navigate) => void) | undefined;
  const globals = {
    navigation: navigationApi && {
      addEventListener: (type: string, listener: (event: Navigate) => void) => type === 'navigate' && (navigateListener = listener),
    },
    FontFace: FakeFontFace,
    document: {
      fonts: {add: (f: FakeFontFace) => added.push(f)},
      // How many faces were declared when the attribute went on: the stack must not name a family before it exists.
      documentElement: {setAttribute: (name: string) => attributes.set(name, added.length)},
    },
    localStorage: {getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => storage.set(k, v)},
    performance: entries(painted),
    PerformanceObserver: class {
      constructor(cb: typeof observer) {
        observer = cb;
      }
      observe() {}
      disconnect() {}
    },
    setTimeout: (fn: () => void, ms: number) => timers.push({fn, ms}),
  };
  new Function(...Object.keys(globals), lateFontScript(face))(...Object.values(globals));
  const loaded = async () => {
    resolveLoad();
    for (let i = 0; i < 3; i++) await Promise.resolve();
  };
  const navigate = (navigationType = 'push', sameDocument = true, hashChange = false) =>
    navigateListener?.({navigationType, destination: {sameDocument}, hashChange});
  return {added, attributes, loads, storage, timers, paint: () => observer?.(entries(true)), loaded, navigate};
}

describe('the late font', () => {
  it('is the face inter.css declares, at the built file', () => {
    expect(face).toEqual({
      family: 'Inter',
      source: `url("${FILE}") format("woff2-variations")`,
      descriptors: {style: 'normal', weight: '400 800', display: 'swap', unicodeRange: expect.stringMatching(/^U\+0000-00FF, .*U\+FFFD$/)},
    });
  });

  it('is fetched once the first contentful paint is on screen, and not declared on this page: no swap in its start-up', async () => {
    const page = run();
    expect(page.loads).toEqual([]);
    page.paint();
    expect(page.loads).toEqual([face.source]);
    await page.loaded();
    expect(page.added).toEqual([]);
    expect(page.attributes.size).toBe(0);
    expect(page.storage.get(FONT_SEEN_KEY)).toBe(face.source);
  });

  it('is declared at the first navigation within the page, once only (one restyle, with the file at hand)', async () => {
    const page = run();
    page.paint();
    await page.loaded();
    page.navigate();
    page.navigate('traverse');
    expect(page.added.map((f) => f.source)).toEqual([face.source]);
    expect([...page.attributes]).toEqual([[WEB_FONT_ATTRIBUTE, 1]]);
  });

  it("is not declared by the start-up's history replace, a skip link's jump or a navigation that leaves the document", async () => {
    const page = run();
    page.paint();
    await page.loaded();
    page.navigate('replace');
    page.navigate('push', true, true);
    page.navigate('push', false);
    expect(page.added).toEqual([]);
    page.navigate('traverse');
    expect(page.added).toHaveLength(1);
  });

  it('is still fetched where the Navigation API is missing (the next page loaded uses it)', async () => {
    const page = run({navigationApi: false});
    page.paint();
    await page.loaded();
    expect([page.loads.length, page.added.length]).toEqual([1, 0]);
    expect(page.storage.get(FONT_SEEN_KEY)).toBe(face.source);
  });

  it('is declared when it loads, should a navigation start before', async () => {
    const page = run();
    page.paint();
    page.navigate();
    expect(page.added).toEqual([]);
    await page.loaded();
    expect(page.added).toHaveLength(1);
  });

  it('is not declared by a navigation before it was fetched, only once it has loaded', async () => {
    const page = run();
    page.navigate();
    expect([page.loads.length, page.added.length]).toEqual([0, 0]);
    page.paint();
    await page.loaded();
    expect(page.added).toHaveLength(1);
  });

  it('is fetched at once when the paint came first', () => {
    expect(run({painted: true}).loads).toHaveLength(1);
  });

  it('is declared at once, before the first layout, when this browser loaded this file before (from its cache)', () => {
    const page = run({seen: face.source});
    expect(page.added).toHaveLength(1);
    expect([...page.attributes]).toEqual([[WEB_FONT_ATTRIBUTE, 1]]);
    expect(page.loads).toHaveLength(1);
    // Another build's file is not this one.
    const other = run({seen: 'url("/assets/old.woff2") format("woff2-variations")'});
    expect([other.added.length, other.loads.length]).toEqual([0, 0]);
  });

  it('is fetched and declared once only', async () => {
    const page = run();
    page.paint();
    page.paint();
    page.timers.find((t) => t.ms === LATE_FONT_LATEST_MS)?.fn();
    await page.loaded();
    page.navigate();
    expect([page.loads.length, page.added.length]).toEqual([1, 1]);
  });

  it(`is fetched ${LATE_FONT_LATEST_MS} ms after the script runs should no paint entry come (a browser without paint timing)`, () => {
    const page = run();
    page.timers.find((t) => t.ms === LATE_FONT_LATEST_MS)?.fn();
    expect(page.loads).toHaveLength(1);
  });

  it("is named by the page's font stack only once declared: an undeclared family costs a system lookup per size", () => {
    const stack = (rule: RegExp) => rule.exec(appCss)?.[1];
    expect(stack(/:root \{[^}]*--font: ([^;]+);/)).toBe("'Inter fallback', sans-serif");
    expect(stack(new RegExp(`:root\\[${WEB_FONT_ATTRIBUTE}\\] \\{ --font: ([^;]+);`))).toBe(
      `'${face.family}', 'Inter fallback', sans-serif`,
    );
    // Without JavaScript, inter.css is linked instead, and names it itself.
    expect(/:root \{ --font: ([^;]+);/.exec(css)?.[1]).toBe(`'${face.family}', 'Inter fallback', sans-serif`);
  });

  it('refuses a stylesheet it cannot read rather than declare a broken face', () => {
    expect(() => lateFontFace('@font-face { font-family: X; }', FILE)).toThrow(/family, format, weight and unicode-range/);
  });

  it('cannot close its script element, whatever the stylesheet says', () => {
    expect(lateFontScript({...face, family: '</script><script>alert(1)'})).not.toContain('</script>');
  });
});
