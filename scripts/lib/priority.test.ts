import {spawn, spawnSync} from 'node:child_process';
import {readdirSync, readFileSync} from 'node:fs';
import {getPriority} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  aboveServers,
  BROWSER_PRIORITY_GAP,
  isRendererCommandLine,
  launchedAboveServers,
  PAGE_MAIN_THREAD_NICE,
  raisedRenderers,
} from './priority';

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

describe('the page’s main thread runs above the browser’s own threads', () => {
  it('is above the -8 Chromium gives its display-critical threads', () => {
    expect(PAGE_MAIN_THREAD_NICE).toBeLessThan(-8);
  });

  it('knows a renderer by its command line, which Chromium rewrites with spaces after the zygote forks it', () => {
    expect(isRendererCommandLine('/usr/lib/chromium/chromium --type=renderer --crashpad-handler-pid=0 --no-sandbox')).toBe(true);
    expect(isRendererCommandLine('/usr/lib/chromium/chromium\0--type=renderer\0--lang=en-US\0')).toBe(true);
    expect(isRendererCommandLine('/usr/lib/chromium/chromium --type=zygote --no-sandbox')).toBe(false);
    expect(isRendererCommandLine('/usr/lib/chromium/chromium --type=gpu-process --no-sandbox')).toBe(false);
    expect(isRendererCommandLine('/usr/lib/chromium/chromium --type=renderer-like')).toBe(false);
    expect(isRendererCommandLine('node -e --type=rendererx')).toBe(false);
  });

  it('raises a renderer that starts after it, and only one that descends from this process', async () => {
    // Stand-ins whose command lines say renderer: one child of this process, one started elsewhere (setsid's fork leaves it to init).
    const marker = `stand-in-${process.pid}-${Date.now()}`;
    const script = `process.title = process.argv0 + ' --type=renderer ${marker}'; setTimeout(() => {}, 10_000)`;
    const mine = spawn(process.execPath, ['-e', script], {stdio: 'ignore'});
    spawn('setsid', ['--fork', process.execPath, '-e', script], {stdio: 'ignore'});
    const standIns = () =>
      readdirSync('/proc')
        .filter((entry) => /^\d+$/.test(entry))
        .filter((entry) => {
          try {
            return readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(marker);
          } catch {
            return false;
          }
        })
        .map(Number);
    const watch = raisedRenderers();
    try {
      const deadline = Date.now() + 3000;
      while (Date.now() < deadline && (standIns().length < 2 || (permitted && getPriority(mine.pid!) !== PAGE_MAIN_THREAD_NICE)))
        await new Promise((resolve) => setTimeout(resolve, 50));
      // A few more looks, so that a wrong raise of the other would have happened by now.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const elsewhere = standIns().find((pid) => pid !== mine.pid);
      expect(elsewhere).toBeDefined();
      expect(getPriority(mine.pid!)).toBe(permitted ? PAGE_MAIN_THREAD_NICE : getPriority());
      expect(getPriority(elsewhere!)).toBe(getPriority());
    } finally {
      watch.stop();
      mine.kill();
      for (const pid of standIns()) process.kill(pid);
    }
  });
});
