// @vitest-environment node
import {describe, expect, it} from 'vitest';
import {createHydrationFlag} from './hydration';

describe('hydration flag', () => {
  it('stays "hydrating" through the commit that subscribes, and flips once, in the task scheduled then', () => {
    const scheduled: Array<() => void> = [];
    const flag = createHydrationFlag((flip) => scheduled.push(flip));
    const seen: boolean[] = [];
    expect(flag.hydrating()).toBe(true);
    const stopA = flag.subscribe(() => seen.push(flag.hydrating()));
    flag.subscribe(() => seen.push(flag.hydrating()));
    // Subscribing (React's passive effect) must not change the snapshot: that would re-render synchronously.
    expect(flag.hydrating()).toBe(true);
    expect(scheduled).toHaveLength(1);
    stopA();
    scheduled[0]!();
    expect(flag.hydrating()).toBe(false);
    expect(seen).toEqual([false]);
    // Later subscribers (a client navigation's components) see the page hydrated at once; nothing is scheduled again.
    flag.subscribe(() => seen.push(true));
    expect(flag.hydrating()).toBe(false);
    expect(scheduled).toHaveLength(1);
  });

  it('flips in the next task by default', async () => {
    const flag = createHydrationFlag();
    flag.subscribe(() => {});
    expect(flag.hydrating()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(flag.hydrating()).toBe(false);
  });
});
