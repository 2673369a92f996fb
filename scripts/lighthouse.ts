/**
 * Lighthouse (mobile) against a running shop, with Debian's Chromium:
 *
 *   npx tsx scripts/lighthouse.ts [base-url] [path …]
 *
 * Defaults: http://localhost:3000, /products/colgate-toothpaste and
 * /products/total-whitening-toothpaste. Prints performance, accessibility,
 * best practices and SEO per page and exits non-zero below 90 / 95 / – / 95.
 * Start the production build first (`npm start`). CHROME_PATH overrides
 * /usr/bin/chromium. `npm run bench` runs the same module on its eight pages.
 *
 * LH_CPU_SLOWDOWN sets Lighthouse's CPU throttling multiplier (default 4,
 * calibrated for a fast desktop). On a slow or busy host — Lighthouse reports
 * its `benchmarkIndex`, printed here — the default over-throttles; Lighthouse's
 * own guidance is to lower the multiplier there.
 *
 * Chromium runs with RenderDocument on, as Chromium has it (Lighthouse's
 * launcher turns it off; scripts/lib/lighthouse.ts says why the bench does not).
 *
 * --h2 serves the pages to Lighthouse over HTTPS/HTTP/2 through a local TLS
 * front (as production does; `npm run bench` measures this way), fronting
 * the shop and the platform's image origin (PLATFORM_URL, default
 * http://localhost:3100) on ports 3443 and 3444.
 */
import {runLighthouse} from './lib/lighthouse';
import {startTlsFront} from './lib/tls-front';

const args = process.argv.slice(2);
const h2 = args.includes('--h2');
const [base = 'http://localhost:3000', ...paths] = args.filter((a) => a !== '--h2');
const front = h2 ? await startTlsFront([base, process.env.PLATFORM_URL ?? 'http://localhost:3100'], 3443) : null;
const pages = paths.length ? paths : ['/products/colgate-toothpaste', '/products/total-whitening-toothpaste'];
const cpuSlowdown = process.env.LH_CPU_SLOWDOWN ? Number(process.env.LH_CPU_SLOWDOWN) : undefined;
let failed = false;

for (const page of pages) {
  try {
    const r = await runLighthouse(`${front ? front.originOf(base) : base}${page}`, {cpuSlowdown, ignoreCertificateErrors: h2});
    console.log(
      `${page}  performance ${r.performance}  accessibility ${r.accessibility}  best practices ${r.bestPractices}  SEO ${r.seo}  (FCP ${r.fcp} ms, LCP ${r.lcp} ms, TBT ${r.tbt} ms, CLS ${r.cls}; host benchmarkIndex ${r.benchmarkIndex ?? '?'})`,
    );
    if (r.performance < 90 || r.accessibility < 95 || r.seo < 95) failed = true;
  } catch (error) {
    console.error(`lighthouse failed on ${page}: ${String(error)}`);
    failed = true;
  }
}
await front?.close();
process.exit(failed ? 1 : 0);
