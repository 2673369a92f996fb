import {spawn} from 'node:child_process';
import {getPriority} from 'node:os';
import {describe, expect, it} from 'vitest';
import {aboveServers, BROWSER_PRIORITY_RAISE, launchedAboveServers} from './priority';

const permitted = process.getuid?.() === 0;
const idleChild = () => spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10_000)'], {stdio: 'ignore'});

describe('the benchmark’s browsers run above the local servers', () => {
  it('raises a launched browser’s process 5 steps above this one when permitted, and leaves it as it is otherwise', () => {
    expect(BROWSER_PRIORITY_RAISE).toBe(5);
    const child = idleChild();
    try {
      const own = getPriority();
      aboveServers(child.pid);
      expect(getPriority(child.pid!)).toBe(permitted ? Math.max(-20, own - 5) : own);
    } finally {
      child.kill();
    }
  });

  it('a browser this process launches starts raised, and this process goes back to its own priority', async () => {
    const own = getPriority();
    const child = await launchedAboveServers(async () => idleChild());
    try {
      expect(getPriority(child.pid!)).toBe(permitted ? Math.max(-20, own - 5) : own);
      expect(getPriority()).toBe(own);
    } finally {
      child.kill();
    }
  });

  it('this process goes back to its own priority when the launch fails', async () => {
    const own = getPriority();
    await expect(
      launchedAboveServers(async () => {
        throw new Error('no browser');
      }),
    ).rejects.toThrow('no browser');
    expect(getPriority()).toBe(own);
  });
});
