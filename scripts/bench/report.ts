import type {Compressed} from './client-bytes';
import type {LoadResult} from './load';
import type {LighthouseScores} from '../lib/lighthouse';

export const BENCH_PAGES = [
  '/',
  '/products/colgate-toothpaste',
  '/products/total-whitening-toothpaste',
  '/learn/how-teeth-whitening-works',
  '/search?q=whitening',
] as const;
/** The product page the per-request figures and the JavaScript budget are about. */
export const PRODUCT_PAGE = '/products/total-whitening-toothpaste';

/** Cold: edge caches off. Data: platform/content reads cached, pages rendered. Warm: full-page cache too. */
export const CACHE_MODES = ['cold', 'data', 'warm'] as const;
export type CacheMode = (typeof CACHE_MODES)[number];
export type PageServer = Record<CacheMode, {c1: LoadResult; c16: LoadResult}>;

export interface BenchResults {
  meta: {date: string; commit: string; host: string; seconds: number; loadAverage: number[]; elapsedSeconds: number};
  server: Record<string, PageServer>;
  product: {
    subrequestsCold: number;
    /** Data-cache render (platform reads cached, page rendered). */
    subrequestsData: number;
    subrequestsWarm: number;
    /** The platform calls of one cold render, in order (operation names). */
    subrequestList: string[];
    /** X-Cache of the last warm render (HIT when the page cache served it). */
    warmCacheStatus: string;
    renderColdMs: number;
    renderDataMs: number;
    renderWarmMs: number;
    ttfbColdMs: number;
    ttfbDataMs: number;
    ttfbWarmMs: number;
  };
  client: Record<string, {js: Compressed; css: Compressed}>;
  productClosure: {js: Compressed; css: Compressed};
  workerBundle: {raw: number; gzip: number};
  lighthouse: Record<string, LighthouseScores | null>;
}

export const BUDGETS = {
  lighthousePerformance: 95,
  lighthouseAccessibility: 95,
  cls: 0.02,
  tbtMs: 100,
  productClosureGzipBytes: 105 * 1024,
  warmProductP50Ms: 10,
  warmProductRps: 300,
  coldProductSubrequests: 3,
  workerBundleBytes: 2 * 1024 * 1024,
} as const;

/** Every budget the results break, as readable lines (empty: all met). */
export function budgetFailures(r: BenchResults): string[] {
  const out: string[] = [];
  for (const [page, lh] of Object.entries(r.lighthouse)) {
    if (!lh) {
      out.push(`${page}: no Lighthouse result`);
      continue;
    }
    if (lh.performance < BUDGETS.lighthousePerformance) out.push(`${page}: Lighthouse performance ${lh.performance} < ${BUDGETS.lighthousePerformance}`);
    if (lh.accessibility < BUDGETS.lighthouseAccessibility) out.push(`${page}: accessibility ${lh.accessibility} < ${BUDGETS.lighthouseAccessibility}`);
    if (lh.cls > BUDGETS.cls) out.push(`${page}: CLS ${lh.cls} > ${BUDGETS.cls}`);
    if (lh.tbt > BUDGETS.tbtMs) out.push(`${page}: TBT ${lh.tbt} ms > ${BUDGETS.tbtMs} ms`);
  }
  const closure = r.productClosure.js.gzip;
  if (closure > BUDGETS.productClosureGzipBytes) out.push(`product page JavaScript ${kb(closure)} gzip > ${kb(BUDGETS.productClosureGzipBytes)}`);
  const warm = r.server[PRODUCT_PAGE]?.warm.c16;
  if (warm && warm.p50 > BUDGETS.warmProductP50Ms) out.push(`product page warm p50 ${warm.p50} ms > ${BUDGETS.warmProductP50Ms} ms (c16)`);
  if (warm && warm.rps < BUDGETS.warmProductRps) out.push(`product page warm ${warm.rps} req/s < ${BUDGETS.warmProductRps} (c16)`);
  if (r.product.subrequestsCold > BUDGETS.coldProductSubrequests) {
    out.push(`product page cold render: ${r.product.subrequestsCold} platform subrequests > ${BUDGETS.coldProductSubrequests}`);
  }
  if (r.workerBundle.raw > BUDGETS.workerBundleBytes) out.push(`worker bundle ${kb(r.workerBundle.raw)} > ${kb(BUDGETS.workerBundleBytes)}`);
  return out;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

interface Row {
  label: string;
  value: number | null | undefined;
  base: number | null | undefined;
  unit?: string;
}

/** Named figures of a result, the rows of the table (same labels for result and baseline). */
export function figures(r: BenchResults | null): Map<string, number> {
  const out = new Map<string, number>();
  if (!r) return out;
  for (const [page, s] of Object.entries(r.server)) {
    for (const mode of CACHE_MODES) {
      for (const c of ['c1', 'c16'] as const) {
        const run = s[mode]?.[c];
        if (!run) continue;
        out.set(`${page} ${mode} ${c} req/s`, run.rps);
        out.set(`${page} ${mode} ${c} p50 ms`, run.p50);
        out.set(`${page} ${mode} ${c} p99 ms`, run.p99);
      }
    }
  }
  out.set(`product subrequests (cold render)`, r.product.subrequestsCold);
  out.set(`product subrequests (data-cache render)`, r.product.subrequestsData);
  out.set(`product subrequests (warm render)`, r.product.subrequestsWarm);
  out.set(`product render ms (cold, full body)`, r.product.renderColdMs);
  out.set(`product render ms (data, full body)`, r.product.renderDataMs);
  out.set(`product render ms (warm, full body)`, r.product.renderWarmMs);
  out.set(`product TTFB ms (cold)`, r.product.ttfbColdMs);
  out.set(`product TTFB ms (data)`, r.product.ttfbDataMs);
  out.set(`product TTFB ms (warm)`, r.product.ttfbWarmMs);
  for (const [page, c] of Object.entries(r.client)) {
    out.set(`${page} JS gzip kB`, c.js.gzip / 1024);
    out.set(`${page} JS brotli kB`, c.js.brotli / 1024);
    out.set(`${page} CSS gzip kB`, c.css.gzip / 1024);
    out.set(`${page} CSS brotli kB`, c.css.brotli / 1024);
  }
  out.set(`product closure JS gzip kB (entry+root+route)`, r.productClosure.js.gzip / 1024);
  out.set(`product closure JS brotli kB (entry+root+route)`, r.productClosure.js.brotli / 1024);
  out.set(`worker bundle kB`, r.workerBundle.raw / 1024);
  out.set(`worker bundle gzip kB`, r.workerBundle.gzip / 1024);
  for (const [page, lh] of Object.entries(r.lighthouse)) {
    if (!lh) continue;
    out.set(`${page} LH performance`, lh.performance);
    out.set(`${page} LH accessibility`, lh.accessibility);
    out.set(`${page} LH best practices`, lh.bestPractices);
    out.set(`${page} LH SEO`, lh.seo);
    out.set(`${page} LH LCP ms`, lh.lcp);
    out.set(`${page} LH TBT ms`, lh.tbt);
    out.set(`${page} LH CLS`, lh.cls);
  }
  return out;
}

function format(label: string, value: number | undefined): string {
  if (value === undefined || Number.isNaN(value)) return '–';
  if (label.includes('CLS')) return value.toFixed(3);
  if (label.endsWith('kB') || label.includes(' kB ')) return value.toFixed(1);
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/** The printed table: figure, this run, baseline, ratio (this / baseline). */
export function table(current: BenchResults, baseline: BenchResults | null): string {
  const now = figures(current);
  const before = figures(baseline);
  const rows: Row[] = [...now.entries()].map(([label, value]) => ({label, value, base: before.get(label)}));
  const width = Math.max(...rows.map((r) => r.label.length));
  const lines = [`${'figure'.padEnd(width)}  ${'this run'.padStart(12)}  ${'baseline'.padStart(12)}  ${'ratio'.padStart(6)}`];
  for (const row of rows) {
    const ratio =
      row.value != null && row.base != null && row.base !== 0
        ? (row.value / row.base).toFixed(2)
        : '';
    lines.push(
      `${row.label.padEnd(width)}  ${format(row.label, row.value ?? undefined).padStart(12)}  ${format(row.label, row.base ?? undefined).padStart(12)}  ${ratio.padStart(6)}`,
    );
  }
  return lines.join('\n');
}
