import {readdirSync, readFileSync} from 'node:fs';
import {getPriority, setPriority} from 'node:os';

/**
 * How many nice steps the benchmark's browsers run above its own process and the servers it starts.
 *
 * A phone shares its CPU with no server. On a small host the local shop, platform and TLS front
 * do, and when the scheduler gives their work a core the page's main thread waits: Lighthouse
 * counts that wait, multiplied by the CPU slowdown, as the page's blocking time, and an
 * interaction's delay grows by it.
 *
 * Raising the browser alone does not lift the page: Chromium sets each renderer's main thread to
 * nice 0 itself (its foreground priority on Linux), whatever it was launched with. So the bench
 * first lowers itself by the gap (`belowBrowsers`), which needs no privilege: the servers it
 * spawns inherit that, and its TLS front and counting proxy run in it. Then each browser it launches
 * is raised by the gap again (root, or CAP_SYS_NICE; without it the run goes on at equal priority).
 */
export const BROWSER_PRIORITY_GAP = 10;

/** The lowest priority a process can have (the highest nice value). */
const LOWEST = 19;

const raised = (from: number) => Math.max(-20, from - BROWSER_PRIORITY_GAP);

/** The ids of this process's threads (Linux: each thread has its own nice value), or null elsewhere. */
function ownThreads(): number[] | null {
  try {
    return readdirSync('/proc/self/task').map(Number);
  } catch {
    return null;
  }
}

/**
 * Lowers this process, every thread of it, by `BROWSER_PRIORITY_GAP` (down to 19): call it before
 * starting any server, so that every server it starts runs that far below the browsers. Returns
 * the new priority.
 */
export function belowBrowsers(): number {
  const lowered = Math.min(LOWEST, getPriority() + BROWSER_PRIORITY_GAP);
  const threads = ownThreads();
  if (!threads) {
    setPriority(lowered);
    return lowered;
  }
  for (const thread of threads) {
    try {
      setPriority(thread, lowered);
    } catch {
      // A thread that ended meanwhile.
    }
  }
  return lowered;
}

/** Raises a launched browser's process (and every process it forks) the gap above this one, when permitted. */
export function aboveServers(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    setPriority(pid, raised(getPriority()));
  } catch {
    // Not permitted: equal priority.
  }
}

/**
 * Runs `launch` (a browser launched from this process, as Playwright does) raised above the
 * servers, then puts this process back where it was: a launched process keeps the priority it was
 * started with.
 */
export async function launchedAboveServers<T>(launch: () => Promise<T>): Promise<T> {
  const own = getPriority();
  try {
    setPriority(raised(own));
  } catch {
    return launch();
  }
  try {
    return await launch();
  } finally {
    setPriority(own);
  }
}

/**
 * The nice value the bench gives each Chromium renderer's main thread (the page's main thread)
 * while Lighthouse measures the page: above the -8 Chromium gives its own display-critical threads
 * (the browser's UI and IO threads, the compositors).
 *
 * A phone's main thread has a core to itself; the browser's other processes and threads run on
 * others. On a 2-core host they queue for the same two: Lighthouse stretches every wait inside a
 * main-thread task by the CPU slowdown, and the wait becomes blocking time. Alternating runs of
 * the home page (5 each) measured 709 ms TBT on average at the renderer's own nice 0, 276 ms here.
 */
export const PAGE_MAIN_THREAD_NICE = -12;

/** How often new renderers are looked for, in ms: a renderer starts seconds before Lighthouse navigates it. */
const RENDERER_POLL_MS = 20;

/** A process whose command line has not said what it is after this long never will: it is not looked at again. */
const CLASSIFIED_WITHIN_MS = 3000;

interface ProcStat {
  parent: number;
  /** Since boot, in clock ticks. */
  startTicks: number;
}

function procStat(pid: number): ProcStat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return {parent: Number(fields[1]), startTicks: Number(fields[19])};
  } catch {
    return null;
  }
}

/**
 * Whether a process's command line (/proc/<pid>/cmdline) is a Chromium renderer's. A zygote's child
 * takes it on shortly after it forks, written as one string: its arguments are separated by spaces,
 * not NULs.
 */
export function isRendererCommandLine(cmdline: string): boolean {
  return /(?:^|[\s\0])--type=renderer(?:[\s\0]|$)/.test(cmdline);
}

function descendsFrom(pid: number, ancestor: number): boolean {
  for (let current = pid, hops = 0; current > 1 && hops < 64; hops++) {
    if (current === ancestor) return true;
    const stat = procStat(current);
    if (!stat) return false;
    current = stat.parent;
  }
  return false;
}

/** Milliseconds since boot (Linux). */
function uptimeMs(): number {
  return Number(readFileSync('/proc/uptime', 'utf8').split(' ')[0]) * 1000;
}

/** Clock ticks per second in /proc: USER_HZ, 100 on every Linux. */
const TICKS_PER_SECOND = 100;

/**
 * Keeps the main thread of every Chromium renderer that descends from `ancestor` (this process by
 * default) at `PAGE_MAIN_THREAD_NICE` until `stop` is called, setting it again if Chromium changes
 * it. Needs root or CAP_SYS_NICE; without it, or off Linux, nothing changes.
 */
export function raisedRenderers(ancestor: number = process.pid): {stop(): void} {
  if (!ownThreads()) return {stop() {}};
  const settled = new Set<number>();
  const renderers = new Set<number>();
  const look = () => {
    let entries: string[];
    try {
      entries = readdirSync('/proc');
    } catch {
      return;
    }
    const now = uptimeMs();
    for (const entry of entries) {
      const pid = Number(entry);
      if (!Number.isInteger(pid) || settled.has(pid) || renderers.has(pid)) continue;
      const stat = procStat(pid);
      let cmdline = '';
      try {
        cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      } catch {
        // Ended meanwhile.
      }
      if (stat && isRendererCommandLine(cmdline) && descendsFrom(pid, ancestor)) renderers.add(pid);
      else if (!stat || now - (stat.startTicks * 1000) / TICKS_PER_SECOND > CLASSIFIED_WITHIN_MS) settled.add(pid);
    }
    for (const pid of renderers) {
      try {
        if (getPriority(pid) !== PAGE_MAIN_THREAD_NICE) setPriority(pid, PAGE_MAIN_THREAD_NICE);
      } catch {
        // Ended, or not permitted: the page runs at Chromium's own priority.
        renderers.delete(pid);
        settled.add(pid);
      }
    }
  };
  look();
  const timer = setInterval(look, RENDERER_POLL_MS);
  return {stop: () => clearInterval(timer)};
}
