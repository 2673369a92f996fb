import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {PAGE_MAIN_THREAD_NICE} from '../../scripts/lib/priority';

const permitted = process.getuid?.() === 0;
const lib = path.join(import.meta.dirname, '../../scripts/lib');

/**
 * As the bench runs: a process lowered below the browsers starts a server, then launches Chromium
 * raised and opens a page, with `raisedRenderers` watching when `raise` is set. Run in a Node
 * process of its own, so the test's process keeps its priority. Prints the nice values of the
 * server and of the page's renderer main thread.
 */
const script = (raise: boolean) => `
  import {spawn} from 'node:child_process';
  import {readdirSync, readFileSync} from 'node:fs';
  import {getPriority} from 'node:os';
  const {belowBrowsers, launchedAboveServers, raisedRenderers} = await import(${JSON.stringify(path.join(lib, 'priority.ts'))});
  const {launchChromium} = await import(${JSON.stringify(path.join(lib, 'chromium.ts'))});
  belowBrowsers();
  const server = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], {stdio: 'ignore'});
  const watch = ${raise} ? raisedRenderers() : {stop() {}};
  const browser = await launchedAboveServers(launchChromium);
  try {
    const page = await browser.newPage();
    await page.setContent('<p>A page</p>');
    const stat = (pid) => {
      const text = readFileSync('/proc/' + pid + '/stat', 'utf8');
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      return {parent: Number(fields[1]), cpu: Number(fields[11]) + Number(fields[12]), nice: Number(fields[16])};
    };
    const descends = (pid) => { for (let p = pid; p > 1; p = stat(p).parent) if (p === process.pid) return true; return false; };
    const renderers = readdirSync('/proc').filter((entry) => {
      if (!/^[0-9]+$/.test(entry)) return false;
      try {
        return readFileSync('/proc/' + entry + '/cmdline', 'utf8').includes('--type=renderer') && descends(Number(entry));
      } catch {
        return false;
      }
    });
    // The page's renderer is the one whose CPU time grows while the page computes (Chromium keeps spare ones).
    const before = renderers.map((pid) => stat(pid).cpu);
    await page.evaluate(() => { const end = performance.now() + 400; while (performance.now() < end); });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const grown = renderers.map((pid, i) => stat(pid).cpu - before[i]);
    const pageRenderer = renderers[grown.indexOf(Math.max(...grown))];
    console.log(JSON.stringify({server: getPriority(server.pid), page: stat(pageRenderer).nice}));
  } finally {
    watch.stop();
    await browser.close();
    server.kill();
  }`;

function niceValues(raise: boolean): {server: number; page: number} {
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script(raise)], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as {server: number; page: number};
}

describe('the benchmark’s priorities (scripts/lib/priority.ts)', () => {
  it('a page’s main thread runs above the servers, though Chromium sets its renderers’ main threads to nice 0 itself', () => {
    const {server, page} = niceValues(false);
    if (permitted) expect(page).toBeLessThan(server);
    else expect(page).toBeLessThanOrEqual(server);
  });

  it('while Lighthouse measures, the page’s main thread runs above the browser’s display-critical threads (nice -8)', () => {
    const {server, page} = niceValues(true);
    if (permitted) expect(page).toBe(PAGE_MAIN_THREAD_NICE);
    else expect(page).toBeLessThanOrEqual(server);
  });
});
