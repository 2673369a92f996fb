import {spawn, spawnSync} from 'node:child_process';
import {getPriority} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {aboveServers, BROWSER_PRIORITY_GAP, launchedAboveServers} from './priority';

const permitted = process.getuid?.() === 0;
const idleChild = () => spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10_000)'], {stdio: 'ignore'});
const raised = (own: number) => (permitted ? Math.max(-20, own - BROWSER_PRIORITY_GAP) : own);

/**
 * What a process that called `belowBrowsers` sees of itself and of a server it starts afterwards,
 * from a separate Node process, so the test's own process keeps its priority.
 */
function loweredProcess(): {before: number; returned: number; threads: number[]; server: number} {
  const module = path.join(import.meta.dirname, 'priority.ts');
  const script = `
    import {spawn} from 'node:child_process';
    import {readdirSync, readFileSync} from 'node:fs';
    import {getPriority} from 'node:os';
    const {belowBrowsers} = await import(${JSON.stringify(module)});
    const before = getPriority();
    const returned = belowBrowsers();
    const nice = (stat) => Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
    const threads = readdirSync('/proc/self/task').map((t) => nice(readFileSync('/proc/self/task/' + t + '/stat', 'utf8')));
    const server = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10_000)'], {stdio: 'ignore'});
    console.log(JSON.stringify({before, returned, threads, server: getPriority(server.pid)}));
    server.kill();`;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {encoding: 'utf8'});
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as ReturnType<typeof loweredProcess>;
}

describe('the benchmark’s browsers run above the local servers', () => {
  it('lowers every thread of the bench 10 steps, and a server it starts afterwards runs there too; no privilege needed', () => {
    expect(BROWSER_PRIORITY_GAP).toBe(10);
    const {before, returned, threads, server} = loweredProcess();
    const lowered = Math.min(19, before + 10);
    expect(returned).toBe(lowered);
    expect(threads.length).toBeGreaterThan(1);
    expect(new Set(threads)).toEqual(new Set([lowered]));
    expect(server).toBe(lowered);
  });

  it('raises a launched browser’s process 10 steps above this one when permitted, and leaves it as it is otherwise', () => {
    const child = idleChild();
    try {
      const own = getPriority();
      aboveServers(child.pid);
      expect(getPriority(child.pid!)).toBe(raised(own));
    } finally {
      child.kill();
    }
  });

  it('a browser this process launches starts raised, and this process goes back to its own priority', async () => {
    const own = getPriority();
    const child = await launchedAboveServers(async () => idleChild());
    try {
      expect(getPriority(child.pid!)).toBe(raised(own));
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
