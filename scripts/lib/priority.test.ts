import {spawn} from 'node:child_process';
import {getPriority} from 'node:os';
import {describe, expect, it} from 'vitest';
import {aboveServers} from './lighthouse';

describe('Lighthouse runs above the local servers', () => {
  it('raises the browser’s process 5 steps above this one when permitted, and leaves it as it is otherwise', async () => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10_000)'], {stdio: 'ignore'});
    try {
      const own = getPriority();
      aboveServers(child.pid);
      const permitted = process.getuid?.() === 0;
      expect(getPriority(child.pid!)).toBe(permitted ? Math.max(-20, own - 5) : own);
    } finally {
      child.kill();
    }
  });
});
