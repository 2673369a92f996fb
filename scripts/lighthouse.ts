/**
 * Lighthouse (mobile) against a running shop, with Debian's Chromium:
 *
 *   npx tsx scripts/lighthouse.ts [base-url] [path …]
 *
 * Defaults: http://localhost:3000, /products/colgate-toothpaste and
 * /products/total-whitening-toothpaste. Prints performance and accessibility
 * per page (and SEO) and exits non-zero below 90 / 95 / 95. Start the production build
 * first (`npm start`). CHROME_PATH overrides /usr/bin/chromium.
 *
 * LH_CPU_SLOWDOWN sets Lighthouse's CPU throttling multiplier (default 4,
 * calibrated for a fast desktop). On a slow or busy host — Lighthouse reports
 * its `benchmarkIndex`, printed here — the default over-throttles; Lighthouse's
 * own guidance is to lower the multiplier there.
 */
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const pages = paths.length ? paths : ['/products/colgate-toothpaste', '/products/total-whitening-toothpaste'];
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const bin = path.resolve('node_modules/.bin/lighthouse');
const out = mkdtempSync(path.join(tmpdir(), 'lighthouse-'));
let failed = false;

for (const page of pages) {
  const report = path.join(out, 'report.json');
  const run = spawnSync(
    bin,
    [
      `${base}${page}`,
      '--only-categories=performance,accessibility,seo',
      '--form-factor=mobile',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      '--output=json',
      `--output-path=${report}`,
      '--quiet',
      ...(process.env.LH_CPU_SLOWDOWN ? [`--throttling.cpuSlowdownMultiplier=${process.env.LH_CPU_SLOWDOWN}`] : []),
    ],
    {env: {...process.env, CHROME_PATH: chrome}, stdio: ['ignore', 'inherit', 'inherit']},
  );
  if (run.status !== 0) {
    console.error(`lighthouse failed on ${page}`);
    failed = true;
    continue;
  }
  const result = JSON.parse(readFileSync(report, 'utf8')) as {
    categories: Record<string, {score: number}>;
    audits: Record<string, {displayValue?: string}>;
    environment?: {benchmarkIndex?: number};
  };
  const perf = Math.round(result.categories.performance!.score * 100);
  const a11y = Math.round(result.categories.accessibility!.score * 100);
  const seo = Math.round(result.categories.seo!.score * 100);
  const metric = (id: string) => result.audits[id]?.displayValue ?? '?';
  console.log(
    `${page}  performance ${perf}  accessibility ${a11y}  SEO ${seo}  (FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}; host benchmarkIndex ${result.environment?.benchmarkIndex ?? '?'})`,
  );
  if (perf < 90 || a11y < 95 || seo < 95) failed = true;
}
rmSync(out, {recursive: true, force: true});
process.exit(failed ? 1 : 0);
