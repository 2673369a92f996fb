import {afterEach, describe, expect, it} from 'vitest';
import {isChunkLoadError, MIN_RELOAD_INTERVAL_MS, reloadDelay, reloadForNewBuild, resetReloadForTests} from './deploy-reload';

/** A browser stand-in: a clock, the tab's storage, and what the page was told to load. */
function fakeEnv(now: number, stored: string | null) {
  const env = {
    clock: now,
    stored,
    went: [] as Array<string | null>,
    timers: [] as Array<{run: () => void; ms: number}>,
    now: () => env.clock,
    read: () => env.stored,
    write: (value: string) => {
      env.stored = value;
    },
    go: (url: string | null) => env.went.push(url),
    schedule: (run: () => void, ms: number) => env.timers.push({run, ms}),
  };
  return env;
}

afterEach(resetReloadForTests);

describe('reload for a new deploy', () => {
  it('allows a reload at once, or after 10 s have passed since the last one', () => {
    expect(MIN_RELOAD_INTERVAL_MS).toBe(10_000);
    expect(reloadDelay(null, 50_000)).toBe(0);
    expect(reloadDelay(40_000, 50_000)).toBe(0);
    expect(reloadDelay(45_000, 50_000)).toBe(5_000);
    expect(reloadDelay(49_999, 50_000)).toBe(9_999);
    // A clock set back (or a value from elsewhere) does not block reloading for ever.
    expect(reloadDelay(90_000, 50_000)).toBe(0);
  });

  it('reloads at once the first time and notes when, in the tab', () => {
    const env = fakeEnv(1_000_000, null);
    reloadForNewBuild(null, env);
    expect(env.went).toEqual([null]);
    expect(env.stored).toBe('1000000');
  });

  it('goes to the page the shopper was opening when there is one', () => {
    const env = fakeEnv(1_000_000, null);
    reloadForNewBuild('http://shop.test/products/toothpaste', env);
    expect(env.went).toEqual(['http://shop.test/products/toothpaste']);
  });

  it('within 10 s of the last reload waits out the rest of the 10 s, and never queues a second one', () => {
    const env = fakeEnv(1_004_000, '1000000');
    reloadForNewBuild(null, env);
    reloadForNewBuild(null, env);
    expect(env.went).toEqual([]);
    expect(env.timers.map((t) => t.ms)).toEqual([6_000]);
    env.clock = 1_010_000;
    env.timers[0]!.run();
    expect(env.went).toEqual([null]);
    expect(env.stored).toBe('1010000');
  });

  it('knows a chunk that could not be fetched in Chromium, Firefox, Safari and Vite wording, and nothing else', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://shop.test/assets/CartMain-AbC.js',
      'error loading dynamically imported module: http://shop.test/assets/x.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/app-x.css',
    ]) {
      expect(isChunkLoadError(new TypeError(message)), message).toBe(true);
    }
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});
