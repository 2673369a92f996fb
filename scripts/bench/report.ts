import type {ChromeFeatures, LighthouseScores} from '../lib/lighthouse';
import {DEFAULT_CPU_SLOWDOWN, REFERENCE_DEVICE_INDEX} from './calibration';
import type {Compressed} from './client-bytes';
import type {InteractionResults} from './interactions';
import type {LoadResult} from './load';
import type {RenderSplit} from './render-split';

export const BENCH_PAGES = [
  '/',
  '/products/colgate-toothpaste',
  '/products/total-whitening-toothpaste',
  '/learn/how-teeth-whitening-works',
  '/search?q=whitening',
] as const;
/**
 * Lighthouse's pages: the server's five, a second product of another kind (a smart toothbrush with
 * colours and a brush-head plan), the cart with one line and the account signed in.
 */
export const LIGHTHOUSE_PAGES = [...BENCH_PAGES, '/products/hum-smart-toothbrush', '/cart', '/account'] as const;
/** The product page the per-request figures and the JavaScript budget are about. */
export const PRODUCT_PAGE = '/products/total-whitening-toothpaste';

/** Cold: edge caches off. Data: platform/content reads cached, pages rendered. Warm: full-page cache too. */
export const CACHE_MODES = ['cold', 'data', 'warm'] as const;
export type CacheMode = (typeof CACHE_MODES)[number];
export type PageServer = Record<CacheMode, {c1: LoadResult; c16: LoadResult}>;

export interface BenchResults {
  meta: {
    date: string;
    commit: string;
    host: string;
    /** The browser Lighthouse and the interactions ran in ("Chromium 150.0.7871.100"; absent: not recorded). */
    browser?: string | null;
    /** Whether each page's main thread ran above the browser's own threads (`raisedRenderers`; absent: no). */
    pageMainThreadRaised?: boolean;
    seconds: number;
    loadAverage: number[];
    elapsedSeconds: number;
    lighthouseTransport?: string;
    runtime?: string;
    /** Chromium's features in the Lighthouse runs (absent: Lighthouse's launcher flags). */
    lighthouseFeatures?: ChromeFeatures;
    /** Lighthouse runs per page, figures from the median run (absent: one). */
    lighthouseRuns?: number;
    /** Whether the device's runs had Lighthouse's JavaScript coverage on (absent: on, Lighthouse's default). */
    lighthouseCoverage?: boolean;
  };
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
  /**
   * The warm product page for a returning visitor (the `col_exp` cookie of an earlier visit), at
   * c16: served from the page cache like a cookie-free request, but with no new experiment
   * assignment to write to KV. The budget is checked on the cookie-free run (every request a new
   * visitor); this one shows what that KV write costs.
   */
  warmReturning?: LoadResult;
  /**
   * The warm product page (cookie-free, c16) with `Accept-Encoding: gzip, br`: workerd compresses
   * every answer in the worker's process, work the edge's front line does on its own machines.
   */
  warmCompressed?: LoadResult;
  /** The runtime's own ceiling on this machine (c16): a static asset, a minimal worker route. */
  reference: Record<string, LoadResult>;
  /** `parts`: the split parts' chunks the entry loads before hydrating (absent in older results). */
  client: Record<string, {js: Compressed; css: Compressed; parts?: Compressed}>;
  productClosure: {js: Compressed; css: Compressed};
  workerBundle: {raw: number; gzip: number};
  /** Lighthouse on the calibrated device (`device`): the figures the budgets check. */
  lighthouse: Record<string, LighthouseScores | null>;
  /** Lighthouse at its own 4× CPU slowdown, one run per page: the uncalibrated reference. */
  lighthouseReference?: Record<string, LighthouseScores | null>;
  /** The emulated phone: the host's speed and the CPU slowdown that makes it that phone (absent: Lighthouse's 4×). */
  device?: {benchmarkIndex: number | null; cpuSlowdown: number; calibrated: boolean} | null;
  /** Interaction to next paint on the device, per interaction (ms). */
  interactions?: InteractionResults;
  /** Each page's cold and data-cache render split into platform wait and the worker's own work. */
  renderSplit?: Record<string, Record<'cold' | 'data', RenderSplit>>;
  /** The control page's observed first paint under each flag set (scripts/bench/paint-control.ts). */
  paintControl?: PaintControl | null;
}

/** The control page's stylesheet delay, and what the browser recorded under each flag set. */
export type PaintControl = {stylesheetDelayMs: number; benchmarkIndexes?: Array<number | null>} & Record<
  ChromeFeatures,
  Pick<LighthouseScores, 'observedFcp' | 'observedLoad'> & {benchmarkIndex?: number | null}
>;

/** A control page seen painting this much after its stylesheet arrived was held back by the browser. */
export const PAINT_HELD_MS = 500;

const FEATURES_LABEL: Record<ChromeFeatures, string> = {
  chromium: 'RenderDocument on, as in Chromium',
  lighthouse: "Lighthouse's launcher flags, RenderDocument off",
};

/** How a run measured: transport, Chromium's features, runs per page. */
function lighthouseSetup(meta: BenchResults['meta']): string {
  const runs = meta.lighthouseRuns ?? 1;
  const coverage = meta.lighthouseCoverage === false ? ', without JavaScript coverage' : '';
  const raised = meta.pageMainThreadRaised ? ', the page’s main thread raised' : '';
  return `over ${meta.lighthouseTransport ?? 'http/1.1'}, ${FEATURES_LABEL[meta.lighthouseFeatures ?? 'lighthouse']}${coverage}${raised}, ${runs === 1 ? 'one run' : `median of ${runs} runs`}${meta.browser ? ` in ${meta.browser}` : ''}`;
}

/** The control page's line under the Lighthouse table. */
export function paintControlLine(control: PaintControl | null | undefined, features: ChromeFeatures): string {
  if (!control) return 'paint control: not measured';
  const held = (set: ChromeFeatures) => control[set].observedFcp - control.stylesheetDelayMs > PAINT_HELD_MS;
  const seen = (set: ChromeFeatures) => `${num(control[set].observedFcp)} ms with ${FEATURES_LABEL[set]}${held(set) ? ' (held back)' : ''}`;
  const line = `paint control (static page, stylesheet after ${control.stylesheetDelayMs} ms; observed first paint): ${seen('lighthouse')}, ${seen('chromium')}`;
  return held(features) ? `${line}\nWARNING: this run's flag set holds paints back; its paint figures include the browser's delay` : line;
}

/** Which phone the run emulated, and how it was found. */
export function deviceLine(current: BenchResults): string {
  const device = current.device;
  if (!device) return `device: Lighthouse's own ${DEFAULT_CPU_SLOWDOWN}× CPU slowdown (not calibrated); columns "4×" repeat it once`;
  const index = device.benchmarkIndex === null ? 'not measured' : num(device.benchmarkIndex);
  const reference = `columns "4×": one run at Lighthouse's own 4×, every audit`;
  return device.calibrated
    ? `device: CPU slowdown ×${device.cpuSlowdown} = host benchmarkIndex ${index} / ${REFERENCE_DEVICE_INDEX} (the same phone on any host); ${reference}`
    : `device: CPU slowdown ×${device.cpuSlowdown}, fixed (host benchmarkIndex ${index}); ${reference}`;
}

/** Lighthouse warns below this `benchmarkIndex`: the host is slower than its CPU throttling assumes. */
export const SLOW_HOST_BENCHMARK_INDEX = 1000;

/** The median of the pages' Lighthouse `benchmarkIndex` (the host's CPU speed as Lighthouse measures it). */
export function hostBenchmarkIndex(lighthouse: BenchResults['lighthouse'] | undefined): number | null {
  const values = Object.values(lighthouse ?? {})
    .map((lh) => lh?.benchmarkIndex)
    .filter((value): value is number => typeof value === 'number')
    .sort((a, b) => a - b);
  if (!values.length) return null;
  const middle = values.length >> 1;
  return values.length % 2 ? values[middle]! : (values[middle - 1]! + values[middle]!) / 2;
}

/**
 * The host's speed under the Lighthouse table, beside the baseline's. Lighthouse
 * slows the CPU by a fixed factor (4× for mobile), so its blocking time and
 * score follow the host: the same build scored 86–98 on the five pages at an
 * index near 1,000 and 98–99 near 3,000.
 */
export function hostSpeedLine(current: BenchResults, baseline: BenchResults | null): string {
  const index = hostBenchmarkIndex(current.lighthouse);
  const base = baseline ? hostBenchmarkIndex(baseline.lighthouse) : null;
  const line = `host CPU (Lighthouse benchmarkIndex, median of the pages): ${index === null ? 'not measured' : num(index)}${
    baseline ? `; baseline ${base === null ? 'not measured' : num(base)}${index && base ? ` (${ratioOf(index, base)})` : ''}` : ''
  }`;
  return index !== null && index < SLOW_HOST_BENCHMARK_INDEX
    ? `${line}\nWARNING: below ${num(SLOW_HOST_BENCHMARK_INDEX)} Lighthouse finds the host slower than its CPU throttling assumes; blocking time is overstated`
    : line;
}

export const BUDGETS = {
  lighthousePerformance: 95,
  lighthouseAccessibility: 95,
  cls: 0.02,
  /** Total blocking time, in every run of every page (not only the median run). */
  tbtMs: 100,
  /** The median run's largest paint, each page. */
  lcpMs: 1300,
  /** How long after the first paint the largest may come (median run): the gap images, fonts and scripts make. */
  lcpAfterFcpMs: 300,
  /** Interaction to next paint, p75 of each measured interaction. */
  interactionMs: 200,
  /** The static import closure of entry.client, root and the product route. */
  productClosureGzipBytes: 95 * 1024,
  /** Each page's first-visit JavaScript, as its HTML asks for it (the CLIENT table). */
  pageJavaScriptGzipBytes: 100 * 1024,
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
    if (lh.performance < BUDGETS.lighthousePerformance)
      out.push(`${page}: Lighthouse performance ${lh.performance} < ${BUDGETS.lighthousePerformance}`);
    if (lh.accessibility < BUDGETS.lighthouseAccessibility)
      out.push(`${page}: accessibility ${lh.accessibility} < ${BUDGETS.lighthouseAccessibility}`);
    if (lh.cls > BUDGETS.cls) out.push(`${page}: CLS ${lh.cls} > ${BUDGETS.cls}`);
    const tbt = Math.max(lh.tbt, ...(lh.tbtRuns ?? []));
    if (tbt > BUDGETS.tbtMs) out.push(`${page}: TBT ${tbt} ms > ${BUDGETS.tbtMs} ms${lh.tbtRuns?.length ? ' (worst run)' : ''}`);
    if (lh.lcp > BUDGETS.lcpMs) out.push(`${page}: LCP ${lh.lcp} ms > ${BUDGETS.lcpMs} ms`);
    if (lh.lcp - lh.fcp > BUDGETS.lcpAfterFcpMs) out.push(`${page}: LCP ${lh.lcp - lh.fcp} ms after FCP > ${BUDGETS.lcpAfterFcpMs} ms`);
  }
  for (const [name, figures] of Object.entries(r.interactions ?? {})) {
    if (!(figures.p75 <= BUDGETS.interactionMs))
      out.push(`${name}: interaction to next paint p75 ${figures.p75} ms > ${BUDGETS.interactionMs} ms`);
  }
  const closure = r.productClosure.js.gzip;
  if (closure > BUDGETS.productClosureGzipBytes)
    out.push(`product page JavaScript ${kb(closure)} gzip > ${kb(BUDGETS.productClosureGzipBytes)}`);
  for (const [page, {js}] of Object.entries(r.client)) {
    if (js.gzip > BUDGETS.pageJavaScriptGzipBytes)
      out.push(`${page}: first-visit JavaScript ${kb(js.gzip)} gzip > ${kb(BUDGETS.pageJavaScriptGzipBytes)}`);
  }
  const warm = r.server[PRODUCT_PAGE]?.warm.c16;
  if (warm && warm.p50 > BUDGETS.warmProductP50Ms) out.push(`product page warm p50 ${warm.p50} ms > ${BUDGETS.warmProductP50Ms} ms (c16)`);
  if (warm && warm.rps < BUDGETS.warmProductRps) out.push(`product page warm ${warm.rps} req/s < ${BUDGETS.warmProductRps} (c16)`);
  if (r.product.subrequestsCold > BUDGETS.coldProductSubrequests) {
    out.push(`product page cold render: ${r.product.subrequestsCold} platform subrequests > ${BUDGETS.coldProductSubrequests}`);
  }
  // A shopper's request that fails under load is a bug, however fast the others are.
  for (const [page, modes] of Object.entries(r.server)) {
    for (const [mode, levels] of Object.entries(modes)) {
      for (const [level, run] of Object.entries(levels)) {
        if (run.failures) out.push(`${page} ${mode} ${level}: ${run.failures} failed requests of ${run.requests}`);
      }
    }
  }
  for (const [name, run] of Object.entries({...r.reference, 'returning visitor': r.warmReturning, 'gzip in-process': r.warmCompressed})) {
    if (run?.failures) out.push(`${name}: ${run.failures} failed requests of ${run.requests}`);
  }
  if (r.workerBundle.raw > BUDGETS.workerBundleBytes)
    out.push(`worker bundle ${kb(r.workerBundle.raw)} > ${kb(BUDGETS.workerBundleBytes)}`);
  return out;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

const num = (value: number | undefined | null, digits = 0) =>
  value === undefined || value === null || Number.isNaN(value) ? '–' : value.toFixed(digits);
const ratioOf = (value: number | undefined | null, base: number | undefined | null) =>
  value != null && base != null && base !== 0 && !Number.isNaN(value) && !Number.isNaN(base) ? `×${(value / base).toFixed(2)}` : '';

/** Every run's figure, in order, for a table cell. */
const runList = (values: readonly number[] | undefined) => (values ?? []).map((value) => num(value)).join(' ');

function grid(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), ...rows.map(line)].join('\n');
}

/** How the worker was served: workerd through Miniflare alone, or through mini-oxygen (runs before the choice existed). */
export function runtimeOf(run: BenchResults): string {
  return run.meta.runtime === 'workerd' ? 'workerd via Miniflare' : 'workerd via mini-oxygen';
}

/** The Lighthouse table's columns; a failed page's row is padded to them. */
const LIGHTHOUSE_COLUMNS = [
  'page',
  'perf',
  'perf runs',
  'a11y',
  'bp',
  'SEO',
  'LCP ms',
  'LCP runs',
  'TBT ms',
  'TBT runs',
  'CLS',
  'base p/a/bp/seo',
  'LCP ratio',
  'perf 4×',
  'TBT 4×',
];

const LCP_COLUMNS = ['page', 'FCP', 'LCP', 'LCP−FCP', 'base LCP−FCP', 'TTFB', 'load delay', 'load time', 'render delay', 'element'];

/** One row per page: the largest paint, its distance from the first, and its parts. */
export function lcpRows(current: BenchResults, baseline: BenchResults | null): string[][] {
  return Object.entries(current.lighthouse).flatMap(([page, lh]) => {
    if (!lh) return [];
    const base = baseline?.lighthouse[page];
    const parts = lh.lcpBreakdown;
    return [
      [
        page,
        num(lh.fcp),
        num(lh.lcp),
        num(lh.lcp - lh.fcp),
        base ? num(base.lcp - base.fcp) : '–',
        num(parts?.ttfb),
        num(parts?.loadDelay),
        num(parts?.loadTime),
        num(parts?.renderDelay),
        lh.lcpElement ?? '–',
      ],
    ];
  });
}

/**
 * The printed tables: server load per page and cache mode, the product
 * page's per-request figures, client bytes and Lighthouse, each with the
 * baseline's figure and the ratio (this run / baseline) where it matters.
 */
export function table(current: BenchResults, baseline: BenchResults | null): string {
  const out: string[] = [];
  const serverRows: string[][] = [];
  for (const [page, s] of Object.entries(current.server)) {
    for (const mode of CACHE_MODES) {
      const run = s[mode];
      const base = baseline?.server[page]?.[mode];
      if (!run) continue;
      serverRows.push([
        mode === 'cold' ? page : '',
        mode,
        num(run.c1.rps, 1),
        num(run.c1.p50),
        num(run.c16.rps, 1),
        num(run.c16.p50),
        num(run.c16.p99),
        num(base?.c16.rps, 1),
        ratioOf(run.c16.rps, base?.c16.rps),
        num(base?.c16.p50),
        ratioOf(run.c16.p50, base?.c16.p50),
        String(run.c1.failures + run.c16.failures),
      ]);
    }
  }
  out.push(
    `SERVER (loopback; cold = EDGE_CACHE=off, data = sub-request cache, warm = + full-page cache; ${runtimeOf(current)}, baseline ${baseline ? runtimeOf(baseline) : 'none'})`,
    grid(
      [
        'page',
        'mode',
        'c1 req/s',
        'c1 p50',
        'c16 req/s',
        'c16 p50',
        'c16 p99',
        'base c16 req/s',
        'ratio',
        'base c16 p50',
        'ratio',
        'failed',
      ],
      serverRows,
    ),
  );

  // The warm product page's two variants first, then the runtime's own ceiling.
  const referenced: [string, LoadResult | undefined, LoadResult | undefined][] = [
    [`${PRODUCT_PAGE} warm, returning visitor (col_exp cookie)`, current.warmReturning, baseline?.warmReturning],
    [`${PRODUCT_PAGE} warm, gzip in the worker's process`, current.warmCompressed, baseline?.warmCompressed],
    ...Object.entries(current.reference ?? {}).map(([name, run]): [string, LoadResult, LoadResult | undefined] => [
      name,
      run,
      baseline?.reference?.[name],
    ]),
  ];
  const refRows = referenced
    .filter((entry): entry is [string, LoadResult, LoadResult | undefined] => entry[1] !== undefined)
    .map(([name, run, base]) => [name, num(run.rps, 1), num(run.p50), num(run.p99), num(base?.rps, 1), ratioOf(run.rps, base?.rps)]);
  if (refRows.length) {
    out.push(
      '\nREFERENCE (c16: a returning visitor, in-process compression, and what the local runtime allows here)',
      grid(['route', 'req/s', 'p50', 'p99', 'base req/s', 'ratio'], refRows),
    );
  }

  const p = current.product;
  const b = baseline?.product;
  const productRows: [string, number, number | undefined][] = [
    ['platform subrequests, cold render', p.subrequestsCold, b?.subrequestsCold],
    ['platform subrequests, data-cache render', p.subrequestsData, b?.subrequestsData],
    ['platform subrequests, warm render', p.subrequestsWarm, b?.subrequestsWarm],
    ['render ms (full body), cold', p.renderColdMs, b?.renderColdMs],
    ['render ms (full body), data', p.renderDataMs, b?.renderDataMs],
    ['render ms (full body), warm', p.renderWarmMs, b?.renderWarmMs],
    ['TTFB ms, cold', p.ttfbColdMs, b?.ttfbColdMs],
    ['TTFB ms, data', p.ttfbDataMs, b?.ttfbDataMs],
    ['TTFB ms, warm', p.ttfbWarmMs, b?.ttfbWarmMs],
  ];
  out.push(
    `\nPRODUCT PAGE ${PRODUCT_PAGE} (median of 9 sequential requests)`,
    grid(
      ['figure', 'this run', 'baseline', 'ratio'],
      productRows.map(([label, value, base]) => [label, num(value, 1), num(base, 1), ratioOf(value, base)]),
    ),
  );

  const splitRows: string[][] = Object.entries(current.renderSplit ?? {}).map(([page, split]) => {
    const base = baseline?.renderSplit?.[page];
    return [
      page,
      num(split.cold.totalMs, 1),
      num(split.cold.platformMs, 1),
      num(split.cold.renderMs, 1),
      num(split.data.totalMs, 1),
      num(split.data.platformMs, 1),
      num(split.data.renderMs, 1),
      num(base?.cold.renderMs, 1),
      ratioOf(split.cold.renderMs, base?.cold.renderMs),
    ];
  });
  if (splitRows.length) {
    out.push(
      '\nRENDER (ms, median of 5 sequential renders: the whole body, the time a platform request was open, and the rest, the worker at work)',
      grid(['page', 'cold', 'platform', 'worker', 'data', 'platform', 'worker', 'base cold worker', 'ratio'], splitRows),
    );
  }

  const kib = (bytes: number | undefined) => (bytes === undefined ? undefined : bytes / 1024);
  const clientRows: string[][] = Object.entries(current.client).map(([page, c]) => {
    const base = baseline?.client[page];
    return [
      page,
      num(kib(c.js.gzip), 1),
      num(kib(c.js.brotli), 1),
      num(kib(c.parts?.gzip), 1),
      num(kib(c.parts ? c.js.gzip + c.parts.gzip : undefined), 1),
      num(kib(c.css.gzip), 1),
      num(kib(c.css.brotli), 1),
      String(c.js.files),
      num(kib(base?.js.gzip), 1),
      ratioOf(c.js.gzip, base?.js.gzip),
    ];
  });
  const closure = current.productClosure;
  const baseClosure = baseline?.productClosure;
  clientRows.push([
    'product closure (entry.client+root+route)',
    num(kib(closure.js.gzip), 1),
    num(kib(closure.js.brotli), 1),
    '',
    '',
    num(kib(closure.css.gzip), 1),
    num(kib(closure.css.brotli), 1),
    String(closure.js.files),
    num(kib(baseClosure?.js.gzip), 1),
    ratioOf(closure.js.gzip, baseClosure?.js.gzip),
  ]);
  clientRows.push([
    'worker bundle (raw / gzip)',
    num(kib(current.workerBundle.raw), 1),
    '',
    '',
    '',
    num(kib(current.workerBundle.gzip), 1),
    '',
    '',
    num(kib(baseline?.workerBundle.raw), 1),
    ratioOf(current.workerBundle.raw, baseline?.workerBundle.raw),
  ]);
  out.push(
    '\nCLIENT (kB on a first visit: modulepreload/module scripts and stylesheets of the HTML; split parts: the rendered parts the entry loads before hydrating)',
    grid(
      ['page', 'JS gzip', 'JS br', 'split parts gzip', 'JS+parts gzip', 'CSS gzip', 'CSS br', 'JS files', 'base JS gzip', 'ratio'],
      clientRows,
    ),
  );

  const lhRows: string[][] = Object.entries(current.lighthouse).map(([page, lh]) => {
    const base = baseline?.lighthouse[page];
    const at4 = current.lighthouseReference?.[page];
    if (!lh) return [page, 'failed', ...LIGHTHOUSE_COLUMNS.slice(2).map(() => '')];
    return [
      page,
      String(lh.performance),
      runList(lh.performanceRuns ?? [lh.performance]),
      String(lh.accessibility),
      String(lh.bestPractices),
      String(lh.seo),
      num(lh.lcp),
      runList(lh.lcpRuns),
      num(lh.tbt),
      runList(lh.tbtRuns),
      lh.cls.toFixed(3),
      base ? `${base.performance}/${base.accessibility}/${base.bestPractices}/${base.seo}` : '–',
      ratioOf(lh.lcp, base?.lcp),
      at4 ? String(at4.performance) : '–',
      at4 ? num(at4.tbt) : '–',
    ];
  });
  if (lhRows.length) {
    out.push(
      `\nLIGHTHOUSE (mobile, simulated throttling; ${lighthouseSetup(current.meta)}; baseline ${baseline ? lighthouseSetup(baseline.meta) : 'none'})`,
      deviceLine(current),
      grid(LIGHTHOUSE_COLUMNS, lhRows),
      paintControlLine(current.paintControl, current.meta.lighthouseFeatures ?? 'lighthouse'),
      hostSpeedLine(current, baseline),
      "\nLCP BREAKDOWN (median run, simulated device, ms: time to first byte, the LCP resource's load delay and load time, render delay)",
      grid(LCP_COLUMNS, lcpRows(current, baseline)),
    );
  }

  const interactionRows = Object.entries(current.interactions ?? {}).map(([name, figures]) => {
    const base = baseline?.interactions?.[name];
    return [name, num(figures.p75), runList(figures.samples), num(base?.p75), ratioOf(figures.p75, base?.p75)];
  });
  if (interactionRows.length) {
    out.push(
      `\nINTERACTIONS (interaction to next paint on the device, ms; budget p75 ≤ ${BUDGETS.interactionMs})`,
      grid(['interaction', 'p75', 'samples', 'base p75', 'ratio'], interactionRows),
    );
  }
  return out.join('\n');
}
