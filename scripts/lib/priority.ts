import {readdirSync} from 'node:fs';
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
