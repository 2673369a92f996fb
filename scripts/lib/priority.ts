import {getPriority, setPriority} from 'node:os';

/** How far the benchmark's browsers are raised above its own process and the servers it started. */
export const BROWSER_PRIORITY_RAISE = 5;

const raised = (from: number) => Math.max(-20, from - BROWSER_PRIORITY_RAISE);

/**
 * A phone shares its CPU with no server. On a small host the local shop and platform do, and when
 * the scheduler gives their work a core the page's main thread waits: Lighthouse counts that wait,
 * multiplied by the CPU slowdown, as the page's blocking time, and an interaction's delay grows by
 * it. A process raised before it launches Chromium hands the priority to the browser and every
 * renderer it forks. Raising needs privilege (root, or CAP_SYS_NICE); without it the run goes on at
 * equal priority.
 */
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
 * started with, and lowering one's own priority again needs no privilege.
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
