import {describe, expect, it} from 'vitest';
import defaultConfig from 'lighthouse/core/config/default-config.js';
import {
  auditsNeedingCoverage,
  chromeFlags,
  disableFeaturesWithoutRenderDocument,
  lighthouseArgs,
  medianScores,
  parseLighthouseReport,
  runLighthouse,
} from '../lib/lighthouse';
import {
  BENCH_PAGES,
  PRODUCT_PAGE,
  budgetFailures,
  hostBenchmarkIndex,
  hostSpeedLine,
  paintControlLine,
  table,
  type BenchResults,
} from './report';
import {assetsOfHtml, splitPartsOfHtml, type ClientManifest} from './client-bytes';

const run = (rps: number, p50: number) => ({rps, p50, p99: p50 * 2, requests: rps * 5, failures: 0});
const size = (gzip: number) => ({files: 3, raw: gzip * 3, gzip, brotli: gzip * 0.9});
const lh = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 900,
  lcp: 1100,
  tbt: 40,
  cls: 0,
  benchmarkIndex: 1000,
  observedFcp: 450,
  observedLoad: 500,
  performanceRuns: [97, 98, 99],
};

function results(overrides: Partial<BenchResults['product']> = {}, warmRps = 400): BenchResults {
  return {
    meta: {date: '2026-01-01T00:00:00Z', commit: 'abc', host: 'test', seconds: 5, loadAverage: [1, 1, 1], elapsedSeconds: 100},
    server: Object.fromEntries(
      BENCH_PAGES.map((page) => [
        page,
        {
          cold: {c1: run(10, 90), c16: run(20, 700)},
          data: {c1: run(30, 30), c16: run(60, 200)},
          warm: {c1: run(300, 3), c16: run(warmRps, 8)},
        },
      ]),
    ),
    product: {
      subrequestsCold: 3,
      subrequestsData: 0,
      subrequestsWarm: 0,
      subrequestList: [],
      warmCacheStatus: 'HIT',
      renderColdMs: 100,
      renderDataMs: 40,
      renderWarmMs: 5,
      ttfbColdMs: 90,
      ttfbDataMs: 30,
      ttfbWarmMs: 4,
      ...overrides,
    },
    reference: {'/robots.txt': run(500, 20)},
    client: Object.fromEntries(BENCH_PAGES.map((page) => [page, {js: size(90_000), css: size(7_000)}])),
    productClosure: {js: size(90_000), css: size(7_000)},
    workerBundle: {raw: 1_400_000, gzip: 330_000},
    lighthouse: Object.fromEntries(BENCH_PAGES.map((page) => [page, lh])),
  };
}

describe('bench budgets', () => {
  it('passes a run inside every budget', () => {
    expect(budgetFailures(results())).toEqual([]);
  });

  it('names each broken budget', () => {
    const slow = results({subrequestsCold: 5}, 120);
    slow.lighthouse[PRODUCT_PAGE] = {...lh, performance: 80, cls: 0.1, tbt: 300};
    slow.productClosure.js.gzip = 130_000;
    slow.workerBundle.raw = 3_000_000;
    const failures = budgetFailures(slow).join('\n');
    expect(failures).toContain('Lighthouse performance 80');
    expect(failures).toContain('CLS 0.1');
    expect(failures).toContain('TBT 300');
    expect(failures).toContain('product page JavaScript');
    expect(failures).toContain('120 req/s < 300');
    expect(failures).toContain('5 platform subrequests');
    expect(failures).toContain('worker bundle');
  });

  it('holds the product closure to 95 kB gzip and each page’s first-visit JavaScript to 100 kB gzip', () => {
    const heavy = results();
    heavy.productClosure.js.gzip = 95 * 1024 + 1;
    heavy.client['/search?q=whitening']!.js.gzip = 100 * 1024 + 1;
    expect(budgetFailures(heavy)).toEqual([
      'product page JavaScript 95.0 kB gzip > 95.0 kB',
      '/search?q=whitening: first-visit JavaScript 100.0 kB gzip > 100.0 kB',
    ]);
    heavy.productClosure.js.gzip = 95 * 1024;
    heavy.client['/search?q=whitening']!.js.gzip = 100 * 1024;
    expect(budgetFailures(heavy)).toEqual([]);
  });

  it('holds LCP to 1.3 s and every interaction to 200 ms at the 75th percentile', () => {
    const slow = results();
    slow.lighthouse['/cart'] = {...lh, fcp: 1100, lcp: 1310};
    slow.interactions = {'add to cart': {samples: [120, 180, 240, 260], p75: 240}, 'open menu': {samples: [40], p75: 40}};
    const failures = budgetFailures(slow);
    expect(failures).toEqual(['/cart: LCP 1310 ms > 1300 ms', 'add to cart: interaction to next paint p75 240 ms > 200 ms']);
    slow.interactions['add to cart']!.p75 = 200;
    slow.lighthouse['/cart'] = {...lh, fcp: 1000, lcp: 1300};
    expect(budgetFailures(slow)).toEqual([]);
  });

  it('holds the largest paint to 300 ms after the first, on the median run', () => {
    const late = results();
    late.lighthouse['/'] = {...lh, fcp: 900, lcp: 1201};
    expect(budgetFailures(late)).toEqual(['/: LCP 301 ms after FCP > 300 ms']);
    late.lighthouse['/'] = {...lh, fcp: 900, lcp: 1200};
    expect(budgetFailures(late)).toEqual([]);
  });

  it('fails on any failed request under load: warm search lost 8 of 15,965 to a hung worker and the check still passed', () => {
    const failing = results();
    failing.server['/search?q=whitening']!.warm.c16 = {...failing.server['/search?q=whitening']!.warm.c16, failures: 8, requests: 15_965};
    failing.reference['/robots.txt'] = {...failing.reference['/robots.txt']!, failures: 1};
    expect(budgetFailures(failing)).toEqual([
      '/search?q=whitening warm c16: 8 failed requests of 15965',
      `/robots.txt: 1 failed requests of ${failing.reference['/robots.txt']!.requests}`,
    ]);
  });

  it('holds blocking time in every run, not only the median one', () => {
    const spiky = results();
    spiky.lighthouse[PRODUCT_PAGE] = {...lh, tbt: 40, tbtRuns: [30, 40, 140]};
    expect(budgetFailures(spiky)).toEqual([`${PRODUCT_PAGE}: TBT 140 ms > 100 ms (worst run)`]);
    spiky.lighthouse[PRODUCT_PAGE] = {...lh, tbt: 40, tbtRuns: [30, 40, 100]};
    expect(budgetFailures(spiky)).toEqual([]);
  });

  it('counts an interaction with no figure as over its budget', () => {
    const broken = results();
    broken.interactions = {'apply filter': {samples: [], p75: Number.NaN}};
    expect(budgetFailures(broken)).toEqual(['apply filter: interaction to next paint p75 NaN ms > 200 ms']);
  });

  it('prints this run beside the baseline with ratios', () => {
    const before = results({renderColdMs: 200});
    const text = table(results(), before);
    expect(text).toContain('render ms (full body), cold');
    expect(text).toContain('×0.50');
  });

  it('prints the returning visitor beside the runtime references', () => {
    const now = results();
    now.warmReturning = {rps: 600, p50: 20, p99: 60, requests: 3000, failures: 0};
    const before = results();
    before.warmReturning = {rps: 300, p50: 40, p99: 90, requests: 1500, failures: 0};
    const text = table(now, before);
    expect(text).toMatch(/warm, returning visitor \(col_exp cookie\) +600\.0 +20 +60 +300\.0 +×2\.00/);
  });

  it('prints the in-process compression row after the returning visitor, and without a baseline figure when there is none', () => {
    const now = results();
    now.warmReturning = {rps: 600, p50: 20, p99: 60, requests: 3000, failures: 0};
    now.warmCompressed = {rps: 450, p50: 30, p99: 70, requests: 2250, failures: 0};
    const text = table(now, results());
    expect(text).toMatch(/returning visitor[^\n]*\n[^\n]*warm, gzip in the worker's process +450\.0 +30 +70 +– *\n/);
  });

  it('names how the worker was served in this run and in the baseline', () => {
    const now = results();
    now.meta.runtime = 'workerd';
    expect(table(now, results())).toContain('workerd via Miniflare, baseline workerd via mini-oxygen');
    expect(table(results(), null)).toContain('workerd via mini-oxygen, baseline none');
  });

  it('names the emulated device, the uncalibrated 4x column, the render split and the interactions', () => {
    const now = results();
    now.device = {benchmarkIndex: 2218, cpuSlowdown: 4.03, calibrated: true};
    now.lighthouseReference = {[PRODUCT_PAGE]: {...lh, performance: 83, tbt: 697}};
    now.renderSplit = {
      [PRODUCT_PAGE]: {cold: {totalMs: 40, platformMs: 25, renderMs: 15}, data: {totalMs: 18, platformMs: 0, renderMs: 18}},
    };
    now.interactions = {'add to cart': {samples: [96, 104, 120], p75: 120}};
    const before = results();
    before.renderSplit = {
      [PRODUCT_PAGE]: {cold: {totalMs: 60, platformMs: 30, renderMs: 30}, data: {totalMs: 30, platformMs: 0, renderMs: 30}},
    };
    const out = table(now, before);
    expect(out).toContain('device: CPU slowdown ×4.03 = host benchmarkIndex 2218 / 550');
    expect(out).toMatch(new RegExp(`${PRODUCT_PAGE.replace(/[/?]/g, '\\$&')} .* 83 +697\n`));
    expect(out).toMatch(
      /RENDER[^\n]*\n[^\n]*\n\/products\/total-whitening-toothpaste +40\.0 +25\.0 +15\.0 +18\.0 +0\.0 +18\.0 +30\.0 +×0\.50/,
    );
    expect(out).toMatch(/add to cart +120 +96 104 120/);
    expect(table(results(), null)).toContain("device: Lighthouse's own 4× CPU slowdown (not calibrated)");
  });

  it('says how Lighthouse measured, and lists every run', () => {
    const now = results();
    now.meta.lighthouseFeatures = 'chromium';
    now.meta.lighthouseRuns = 3;
    const out = table(now, results());
    expect(out).toContain(
      "over http/1.1, RenderDocument on, as in Chromium, median of 3 runs; baseline over http/1.1, Lighthouse's launcher flags, RenderDocument off, one run",
    );
    expect(out).toContain('97 98 99');
    // The TBT and LCP of each run stand beside the median run's.
    const spread = results();
    spread.lighthouse[PRODUCT_PAGE] = {...lh, lcp: 1600, lcpRuns: [1500, 1600, 2200], tbt: 90, tbtRuns: [40, 90, 300]};
    expect(table(spread, null)).toMatch(/ 1600 +1500 1600 2200 +90 +40 90 300 /);
  });
});

describe('lighthouse report parsing', () => {
  it('reads scores and metrics', () => {
    const parsed = parseLighthouseReport({
      categories: {performance: {score: 0.97}, accessibility: {score: 1}, 'best-practices': {score: 0.96}, seo: {score: 0.92}},
      audits: {
        'first-contentful-paint': {numericValue: 812.4},
        'largest-contentful-paint': {numericValue: 1500.6},
        'total-blocking-time': {numericValue: 12},
        'cumulative-layout-shift': {numericValue: 0.01234},
        metrics: {details: {items: [{observedFirstContentfulPaint: 2256.7, observedLoad: 365.2}]}},
        'largest-contentful-paint-element': {
          details: {
            items: [
              {items: [{node: {selector: 'section.hero > picture > img'}}]},
              {
                items: [
                  {phase: 'TTFB', timing: 501.4},
                  {phase: 'Load Delay', timing: 12.2},
                  {phase: 'Load Time', timing: 130.6},
                  {phase: 'Render Delay', timing: 856.9},
                ],
              },
            ],
          },
        },
      },
      environment: {benchmarkIndex: 850},
    });
    expect(parsed).toEqual({
      performance: 97,
      accessibility: 100,
      bestPractices: 96,
      seo: 92,
      fcp: 812,
      lcp: 1501,
      tbt: 12,
      cls: 0.012,
      benchmarkIndex: 850,
      observedFcp: 2257,
      observedLoad: 365,
      lcpBreakdown: {ttfb: 501, loadDelay: 12, loadTime: 131, renderDelay: 857},
      lcpElement: 'section.hero > picture > img',
    });
  });
});

describe('median lighthouse run', () => {
  const report = (performance: number, fcp: number, interactive: number) => ({
    categories: {performance: {score: performance / 100}},
    audits: {
      'first-contentful-paint': {numericValue: fcp},
      'largest-contentful-paint': {numericValue: fcp},
      interactive: {numericValue: interactive},
      'total-blocking-time': {numericValue: performance},
    },
  });

  it("takes the run nearest the median paint and interactive time, and keeps every run's score", () => {
    const scores = medianScores([report(80, 2400, 6000), report(97, 1700, 3000), report(93, 1900, 3400)]);
    expect(scores.performance).toBe(93);
    expect(scores.tbt).toBe(93);
    expect(scores.performanceRuns).toEqual([80, 97, 93]);
    // Every run's TBT and LCP too: one median run hides how far they spread.
    expect(scores.tbtRuns).toEqual([80, 97, 93]);
    expect(scores.lcpRuns).toEqual([2400, 1700, 1900]);
    expect(medianScores([report(91, 1800, 3000)]).performanceRuns).toEqual([91]);
    expect(() => medianScores([])).toThrow('no Lighthouse run');
  });

  it('refuses a run count that is not a whole number, 1 or more, before starting Chromium', async () => {
    for (const runs of [0, -1, 1.5, Number.NaN]) await expect(runLighthouse('http://127.0.0.1:9/', {runs})).rejects.toThrow('whole number');
  });
});

describe('chromium flags for lighthouse', () => {
  const launcher = ['--disable-features=Translate,OptimizationHints,RenderDocument', '--disable-extensions'];

  it("repeats the launcher's disabled features, without RenderDocument", () => {
    expect(disableFeaturesWithoutRenderDocument(launcher)).toBe('--disable-features=Translate,OptimizationHints');
    expect(disableFeaturesWithoutRenderDocument(['--disable-features=RenderDocument'])).toBeNull();
    expect(disableFeaturesWithoutRenderDocument(['--disable-extensions'])).toBeNull();
  });

  it("leaves Lighthouse's launcher flags alone on request, and replaces its feature list otherwise", () => {
    expect(chromeFlags('lighthouse', false)).toEqual(['--headless=new', '--no-sandbox', '--disable-gpu']);
    const flags = chromeFlags('chromium', true);
    expect(flags.slice(0, 4)).toEqual(['--headless=new', '--no-sandbox', '--disable-gpu', '--ignore-certificate-errors']);
    // The installed launcher's list, minus RenderDocument: still disables what it disables.
    expect(flags[4]).toMatch(/^--disable-features=/);
    expect(flags[4]).not.toContain('RenderDocument');
    expect(flags[4]).toContain('Translate');
  });
});

describe('lighthouse without javascript coverage', () => {
  // Reads every audit module of the installed Lighthouse: over 5 s when npm test runs it beside the browser tests.
  it('skips exactly the audits that need the coverage artifact, read from the installed Lighthouse', {timeout: 30_000}, async () => {
    expect(await auditsNeedingCoverage()).toEqual(['script-treemap-data', 'unused-javascript']);
  });

  it('skips no audit that weighs in a category score, so the scores mean what they meant', async () => {
    const skipped = new Set(await auditsNeedingCoverage());
    for (const category of Object.values(defaultConfig.categories ?? {})) {
      for (const ref of category.auditRefs) if (skipped.has(ref.id)) expect(ref.weight, ref.id).toBe(0);
    }
  });

  it("passes the skip list only to a run with coverage off; a run by default is Lighthouse's own", () => {
    const audits = ['script-treemap-data', 'unused-javascript'];
    expect(lighthouseArgs('https://x/', '/tmp/r.json', {coverage: false}, audits)).toContain(
      '--skip-audits=script-treemap-data,unused-javascript',
    );
    for (const options of [{}, {coverage: true}]) {
      expect(lighthouseArgs('https://x/', '/tmp/r.json', options, audits).some((arg) => arg.startsWith('--skip-audits'))).toBe(false);
    }
  });

  it('names the missing coverage in the Lighthouse table, and every audit in the 4× column', () => {
    const r = results();
    r.meta = {...r.meta, lighthouseRuns: 5, lighthouseCoverage: false};
    r.device = {benchmarkIndex: 3300, cpuSlowdown: 6, calibrated: true};
    const printed = table(r, null);
    expect(printed).toContain('without JavaScript coverage, median of 5 runs');
    expect(printed).toContain("one run at Lighthouse's own 4×, every audit");
    expect(table(results(), null)).not.toContain('without JavaScript coverage');
  });

  it('names the browser and a raised page main thread in the Lighthouse table, so runs on different hosts compare', () => {
    const r = results();
    r.meta = {...r.meta, lighthouseRuns: 5, browser: 'Chromium 150.0.7871.100', pageMainThreadRaised: true};
    expect(table(r, null)).toContain('the page’s main thread raised, median of 5 runs in Chromium 150.0.7871.100');
    expect(table(results(), null)).not.toContain('main thread raised');
  });
});

describe('paint control line', () => {
  const control = {
    stylesheetDelayMs: 400,
    lighthouse: {observedFcp: 1239, observedLoad: 460},
    chromium: {observedFcp: 522, observedLoad: 495},
  };

  it('names the paint a flag set held back', () => {
    const line = paintControlLine(control, 'chromium');
    expect(line).toContain('1239 ms with Lighthouse');
    expect(line).toContain('(held back), 522 ms with RenderDocument on');
    expect(line).not.toContain('WARNING');
  });

  it("warns when the run's own flag set holds paints back", () => {
    expect(paintControlLine(control, 'lighthouse')).toContain('WARNING');
    expect(paintControlLine(null, 'chromium')).toBe('paint control: not measured');
  });
});

describe('host speed line', () => {
  const withIndexes = (...indexes: (number | null)[]) => {
    const r = results();
    r.lighthouse = Object.fromEntries(indexes.map((index, i) => [BENCH_PAGES[i]!, {...lh, benchmarkIndex: index}]));
    return r;
  };

  it("takes the median of the pages' benchmark index, skipping pages without one", () => {
    expect(hostBenchmarkIndex(withIndexes(3000, 800, 1200).lighthouse)).toBe(1200);
    expect(hostBenchmarkIndex(withIndexes(3000, 800, null, 1000).lighthouse)).toBe(1000);
    expect(hostBenchmarkIndex(withIndexes(900, 1100).lighthouse)).toBe(1000);
    expect(hostBenchmarkIndex({})).toBeNull();
  });

  it('prints this host beside the baseline host, and sits under the Lighthouse table', () => {
    const line = hostSpeedLine(withIndexes(3200, 3100, 3300), withIndexes(800, 900, 1000));
    expect(line).toBe('host CPU (Lighthouse benchmarkIndex, median of the pages): 3200; baseline 900 (×3.56)');
    expect(table(withIndexes(3200), withIndexes(900))).toContain('benchmarkIndex, median of the pages): 3200; baseline 900');
  });

  it('warns below the index at which Lighthouse calls the host slow, and only then', () => {
    expect(hostSpeedLine(withIndexes(999), null)).toContain('WARNING: below 1000');
    expect(hostSpeedLine(withIndexes(1000), null)).not.toContain('WARNING');
    expect(hostSpeedLine(withIndexes(null), null)).toBe('host CPU (Lighthouse benchmarkIndex, median of the pages): not measured');
  });
});

describe('assets of a page', () => {
  it("counts the rendered split parts' chunks the HTML does not declare, once, and fails on a part with no module", () => {
    const manifest: ClientManifest = {
      'app/components/product/ProductPage.tsx': {file: 'assets/ProductPage-1.js', imports: ['_Price.js', '_shared.js']},
      'app/components/search/PredictiveSearch.tsx': {file: 'assets/PredictiveSearch-1.js', imports: ['_Price.js']},
      '_Price.js': {file: 'assets/Price-1.js'},
      '_shared.js': {file: 'assets/shared-1.js'},
    };
    const html = `<template data-split-part="ProductPage"></template><template data-split-part="PredictiveSearch"></template>
      <template data-split-part="ProductPage"></template>`;
    expect(splitPartsOfHtml(html, manifest, ['assets/shared-1.js']).sort()).toEqual([
      'assets/PredictiveSearch-1.js',
      'assets/Price-1.js',
      'assets/ProductPage-1.js',
    ]);
    expect(splitPartsOfHtml('<main></main>', manifest, [])).toEqual([]);
    expect(() => splitPartsOfHtml('<template data-split-part="Gone"></template>', manifest, [])).toThrow(/split part Gone/);
  });

  it('collects same-origin module preloads, module scripts, imports and stylesheets, held until load or not', () => {
    const html = `<link rel="stylesheet" href="/assets/app-1.css"/><link rel="modulepreload" href="/assets/a-1.js"/>
      <link rel="modulepreload" href="https://cdn.example/x.js"/><script type="module" src="/assets/b-1.js"></script>
      <script type="module">import "/assets/c-1.js"; import * as route0 from "/assets/d-1.js";</script>
      <link rel="x-modulepreload-after-load" href="/assets/e-1.js"/>
      <script type="text/x-module-after-load" async="">import * as route1 from "/assets/f-1.js";</script>`;
    expect(assetsOfHtml(html)).toEqual({
      js: ['assets/a-1.js', 'assets/e-1.js', 'assets/b-1.js', 'assets/c-1.js', 'assets/d-1.js', 'assets/f-1.js'],
      css: ['assets/app-1.css'],
    });
  });
});
