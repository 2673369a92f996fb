/**
 * Lighthouse (mobile) against a running shop, with Debian's Chromium:
 *
 *   npx tsx scripts/lighthouse.ts [base-url] [path …]
 *
 * Defaults: http://localhost:3000, /products/colgate-toothpaste and
 * /products/total-whitening-toothpaste. Prints performance, accessibility,
 * best practices and SEO per page and exits non-zero below 90 / 95 / – / 95.
 * Start the production build first (`npm start`). CHROME_PATH overrides
 * /usr/bin/chromium. `npm run bench` runs the same module on five pages.
 *
 * LH_CPU_SLOWDOWN sets Lighthouse's CPU throttling multiplier (default 4,
 * calibrated for a fast desktop). On a slow or busy host — Lighthouse reports
 * its `benchmarkIndex`, printed here — the default over-throttles; Lighthouse's
 * own guidance is to lower the multiplier there.
 */
import {runLighthouse} from './lib/lighthouse';

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const pages = paths.length ? paths : ['/products/colgate-toothpaste', '/products/total-whitening-toothpaste'];
const cpuSlowdown = process.env.LH_CPU_SLOWDOWN ? Number(process.env.LH_CPU_SLOWDOWN) : undefined;
let failed = false;

for (const page of pages) {
  try {
    const r = await runLighthouse(`${base}${page}`, {cpuSlowdown});
    console.log(
      `${page}  performance ${r.performance}  accessibility ${r.accessibility}  best practices ${r.bestPractices}  SEO ${r.seo}  (FCP ${r.fcp} ms, LCP ${r.lcp} ms, TBT ${r.tbt} ms, CLS ${r.cls}; host benchmarkIndex ${r.benchmarkIndex ?? '?'})`,
    );
    if (r.performance < 90 || r.accessibility < 95 || r.seo < 95) failed = true;
  } catch (error) {
    console.error(`lighthouse failed on ${page}: ${String(error)}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
