import {describe, expect, it} from 'vitest';
import {DEFERRED_MODULE_TYPE} from '~/framework/deferred-remix-scripts';
import {START_AFTER_LOAD_SCRIPT, START_AFTER_PARSE_MS} from './deferred-start';

type Listener = () => void;

/** Runs the script in a page that is `readyState`; returns what it inserted and ways to fire the page's events. */
function page(
  readyState: DocumentReadyState,
  held: {nonce: string; textContent: string} | null = {nonce: 'n1', textContent: 'import("/e.js")'},
  {painted = false, observer = true}: {painted?: boolean; observer?: boolean} = {},
) {
  const windowListeners = new Map<string, Listener[]>();
  const documentListeners = new Map<string, Listener[]>();
  const timers: Array<{fn: Listener; ms: number}> = [];
  const frames: Listener[] = [];
  const paints: Array<{name: string}> = painted ? [{name: 'first-paint'}, {name: 'first-contentful-paint'}] : [];
  const entryList = (entries: Array<{name: string}>) => ({getEntriesByName: (name: string) => entries.filter((e) => e.name === name)});
  const observers: Array<{fn: (list: ReturnType<typeof entryList>, o: unknown) => void; connected: boolean}> = [];
  class FakePerformanceObserver {
    private readonly entry;
    constructor(fn: (list: ReturnType<typeof entryList>, o: unknown) => void) {
      if (!observer) throw new TypeError('PerformanceObserver is not supported');
      this.entry = {fn, connected: false};
      observers.push(this.entry);
    }
    observe(options: {type: string}) {
      if (options.type === 'paint') this.entry.connected = true;
    }
    disconnect() {
      this.entry.connected = false;
    }
  }
  const inserted: Array<{type: string; nonce: string; textContent: string; removed: boolean}> = [];
  const on = (map: Map<string, Listener[]>) => (kind: string, fn: Listener) => map.set(kind, [...(map.get(kind) ?? []), fn]);
  const off = (map: Map<string, Listener[]>) => (kind: string, fn: Listener) =>
    map.set(
      kind,
      (map.get(kind) ?? []).filter((f) => f !== fn),
    );
  const document = {
    readyState,
    addEventListener: on(documentListeners),
    querySelector: (selector: string) => (selector === `script[type="${DEFERRED_MODULE_TYPE}"]` ? held : null),
    createElement: () => {
      const el = {type: '', nonce: '', textContent: '', removed: false, remove: () => (el.removed = true)};
      return el;
    },
    head: {append: (el: (typeof inserted)[number]) => inserted.push(el)},
  };
  new Function(
    'document',
    'addEventListener',
    'removeEventListener',
    'setTimeout',
    'performance',
    'PerformanceObserver',
    'requestAnimationFrame',
    START_AFTER_LOAD_SCRIPT,
  )(
    document,
    on(windowListeners),
    off(windowListeners),
    (fn: Listener, ms: number) => timers.push({fn, ms}),
    entryList(paints),
    FakePerformanceObserver,
    (fn: Listener) => frames.push(fn),
  );
  const fire = (map: Map<string, Listener[]>, kind: string) => {
    for (const fn of map.get(kind) ?? []) fn();
  };
  return {
    inserted,
    timers,
    /** The browser presents a paint: `name` enters the timeline and connected observers hear of it. */
    paint(name: string) {
      paints.push({name});
      for (const o of observers.filter((entry) => entry.connected)) o.fn(entryList([{name}]), o);
    },
    /** The next frame's callbacks, then the timers they queued at 0 ms. */
    frame() {
      for (const fn of frames.splice(0)) fn();
      for (const t of timers.filter((timer) => timer.ms === 0)) {
        timers.splice(timers.indexOf(t), 1);
        t.fn();
      }
    },
    parsed() {
      document.readyState = 'interactive';
      fire(documentListeners, 'DOMContentLoaded');
    },
    loaded() {
      document.readyState = 'complete';
      fire(windowListeners, 'load');
    },
    press(kind: string) {
      fire(windowListeners, kind);
    },
  };
}

describe('start-after-load script', () => {
  it('starts nothing while the page loads, then runs the held module script once, with its nonce, a frame after load and the first contentful paint', () => {
    const p = page('loading');
    p.parsed();
    expect(p.inserted).toEqual([]);
    p.loaded();
    p.frame();
    expect(p.inserted).toEqual([]);
    p.paint('first-paint');
    p.frame();
    expect(p.inserted).toEqual([]);
    p.paint('first-contentful-paint');
    expect(p.inserted).toEqual([]);
    p.frame();
    expect(p.inserted).toEqual([
      {type: 'module', nonce: 'n1', textContent: 'import("/e.js")', removed: true, remove: expect.any(Function)},
    ]);
    p.press('pointerdown');
    for (const t of p.timers) t.fn();
    expect(p.inserted).toHaveLength(1);
  });

  it('starts a frame after load when the first contentful paint came before it', () => {
    const p = page('loading', undefined, {painted: true});
    p.parsed();
    p.loaded();
    expect(p.inserted).toEqual([]);
    p.frame();
    expect(p.inserted).toHaveLength(1);
  });

  it('starts on load where the browser has no PerformanceObserver', () => {
    const p = page('loading', undefined, {observer: false});
    p.parsed();
    p.loaded();
    expect(p.inserted).toHaveLength(1);
  });

  it.each(['pointerdown', 'touchstart', 'keydown'])('starts on a first %s before load', (kind) => {
    const p = page('interactive');
    p.press(kind);
    expect(p.inserted).toHaveLength(1);
    p.loaded();
    expect(p.inserted).toHaveLength(1);
  });

  it('waits for the document to be parsed when pressed while it is still loading (the held script may not be there yet)', () => {
    const p = page('loading');
    p.press('keydown');
    expect(p.inserted).toEqual([]);
    p.parsed();
    expect(p.inserted).toHaveLength(1);
  });

  it(`starts ${START_AFTER_PARSE_MS} ms after the document is parsed when load is late (a stalled image)`, () => {
    const p = page('loading');
    expect(p.timers).toEqual([]);
    p.parsed();
    expect(p.timers.map((t) => t.ms)).toEqual([START_AFTER_PARSE_MS]);
    p.timers[0]!.fn();
    expect(p.inserted).toHaveLength(1);
  });

  it('starts a frame later when the page has already loaded and painted', () => {
    const p = page('complete', undefined, {painted: true});
    expect(p.inserted).toEqual([]);
    p.frame();
    expect(p.inserted).toHaveLength(1);
  });

  it('does nothing without a held script (a page rendered without Remix scripts)', () => {
    const p = page('complete', null, {painted: true});
    p.frame();
    expect(p.inserted).toEqual([]);
  });
});
