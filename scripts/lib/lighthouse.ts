import {spawn} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {Launcher} from 'chrome-launcher';
import {computeMedianRun} from 'lighthouse/core/lib/median-run.js';
import {aboveServers, raisedRenderers} from './priority';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Milliseconds. */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's measure of the host's speed (lower: slower or busier machine). */
  benchmarkIndex: number | null;
  /** What the browser itself recorded, unthrottled (ms from navigation): the simulation starts from these. */
  observedFcp: number;
  observedLoad: number;
  /** Performance score of every run, in order (the figures above are the median run's; absent in older results). */
  performanceRuns?: number[];
  /** TBT and LCP of every run, in order (ms; absent in older results): how far the runs spread. */
  tbtRuns?: number[];
  lcpRuns?: number[];
  /**
   * The largest paint split into its parts (Lighthouse's LCP element audit, on the simulated
   * device, ms): time to first byte, the LCP resource's load delay and load time, and the
   * render delay after it; a text LCP has no resource, so only TTFB and render delay.
   */
  lcpBreakdown?: LcpBreakdown;
  /** The largest paint's element, as Lighthouse names it (a CSS selector). */
  lcpElement?: string;
}

export interface LcpBreakdown {
  ttfb: number;
  loadDelay: number | null;
  loadTime: number | null;
  renderDelay: number;
}

/**
 * Which Chromium features the run leaves as they are. `chromium`: Chromium's
 * own defaults for RenderDocument (see `chromeFlags`). `lighthouse`: exactly
 * the flags Lighthouse's launcher sets.
 */
export type ChromeFeatures = 'chromium' | 'lighthouse';

export interface LighthouseOptions {
  /** Chromium binary (default CHROME_PATH or /usr/bin/chromium). */
  chromePath?: string;
  /** Lighthouse's CPU throttling multiplier (default: Lighthouse's 4). */
  cpuSlowdown?: number;
  root?: string;
  /** For a page behind the local TLS front (its self-signed certificate). */
  ignoreCertificateErrors?: boolean;
  /** Default `chromium`. */
  features?: ChromeFeatures;
  /** Default: performance, accessibility, best practices and SEO. */
  categories?: string[];
  /** Runs of the page; the figures are the median run's, by Lighthouse's own rule (default 1). */
  runs?: number;
  /**
   * Keep the page's main thread above every other thread on the host while Lighthouse loads it
   * (`raisedRenderers`, when permitted). Default false: the host is rated as Lighthouse rates it.
   */
  raisePageMainThread?: boolean;
  /** Request headers for the page (a shopper's cookies). */
  headers?: Record<string, string>;
  /**
   * Whether Lighthouse measures JavaScript coverage during the load (default
   * true, as Lighthouse does). Off, the audits that need it are skipped, and
   * with them V8's precise coverage in the measured page: see `auditsNeedingCoverage`.
   */
  coverage?: boolean;
}

const DISABLE_FEATURES = '--disable-features=';

/**
 * The `--disable-features` switch of Lighthouse's launcher, without
 * RenderDocument (null when nothing is left to disable).
 *
 * Lighthouse's launcher (chrome-launcher 1.2.1) turns RenderDocument off,
 * which Chromium has on. Headless, with it off, the compositor soon stops
 * offering the new page frames because its first ones went undrawn (viz's
 * "ThrottleUndrawnFrames": one frame a second): a page not painted within
 * about 250 ms is seen painting at the next whole second, whatever it does.
 * The bench's control page shows it (docs/performance.md); so do
 * GoogleChrome/lighthouse#17148 and #17230. Lighthouse's simulation starts
 * from the observed paint, so that second lands in the scores.
 *
 * Chromium keeps only the last `--disable-features` it is given, so this one
 * repeats the launcher's list, read from the installed launcher.
 */
export function disableFeaturesWithoutRenderDocument(launcherFlags: readonly string[]): string | null {
  const list = launcherFlags.find((flag) => flag.startsWith(DISABLE_FEATURES))?.slice(DISABLE_FEATURES.length) ?? '';
  const kept = list.split(',').filter((feature) => feature && feature !== 'RenderDocument');
  return kept.length ? `${DISABLE_FEATURES}${kept.join(',')}` : null;
}

/** The artifact Lighthouse's JavaScript coverage gatherer (`js-usage`) produces. */
const COVERAGE_ARTIFACT = 'JsUsage';

interface AuditModule {
  default: {meta: {id: string; requiredArtifacts?: readonly string[]}};
}

let coverageAudits: Promise<string[]> | undefined;

/**
 * The ids of the default config's audits that need Lighthouse's JavaScript
 * coverage, read from the installed Lighthouse (today `unused-javascript` and
 * `script-treemap-data`; neither weighs in a category score).
 *
 * Why a run may go without them: to count calls, Lighthouse starts V8's
 * precise coverage in the page's renderer as the page loads. V8 then
 * deoptimizes every function, walks the heap to give each one a feedback
 * vector, and keeps doing so for every function the page creates: host work
 * the simulation stretches by the CPU slowdown, so the calibrated device's
 * blocking time partly measured the tool. A phone runs no coverage.
 */
export function auditsNeedingCoverage(): Promise<string[]> {
  coverageAudits ??= (async () => {
    const {default: config} = (await import('lighthouse/core/config/default-config.js')) as {
      default: {audits?: Array<string | {path: string}>};
    };
    const ids: string[] = [];
    for (const audit of config.audits ?? []) {
      const auditPath = typeof audit === 'string' ? audit : audit.path;
      const {default: implementation} = (await import(`lighthouse/core/audits/${auditPath}.js`)) as AuditModule;
      if (implementation.meta.requiredArtifacts?.includes(COVERAGE_ARTIFACT)) ids.push(implementation.meta.id);
    }
    return ids.sort();
  })();
  return coverageAudits;
}

/** Chromium's switches for one run, headless. */
export function chromeFlags(features: ChromeFeatures, ignoreCertificateErrors: boolean): string[] {
  const flags = ['--headless=new', '--no-sandbox', '--disable-gpu'];
  if (ignoreCertificateErrors) flags.push('--ignore-certificate-errors');
  if (features === 'chromium') {
    // Nothing else to disable: an empty switch still replaces the launcher's.
    flags.push(disableFeaturesWithoutRenderDocument(Launcher.defaultFlags()) ?? DISABLE_FEATURES);
  }
  return flags;
}

/**
 * Lighthouse (mobile form factor, simulated throttling — Lighthouse's
 * defaults) with Debian's Chromium, headless, RenderDocument as Chromium has
 * it unless `features: 'lighthouse'`: `runs` runs of the page, and the scores
 * of the median one — the run nearest the median first paint and time to
 * interactive (Lighthouse's `computeMedianRun`, what its docs advise against
 * run-to-run variance). Throws when Lighthouse fails.
 */
export async function runLighthouse(url: string, options: LighthouseOptions = {}): Promise<LighthouseScores> {
  const reports: LighthouseReport[] = [];
  const runs = checkedRunCount(options.runs ?? 1);
  for (let run = 0; run < runs; run++) reports.push(await lighthouseReport(url, options));
  return medianScores(reports);
}

/** A Lighthouse run count, refused unless it is a whole number, 1 or more. */
export function checkedRunCount(runs: number): number {
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`Lighthouse runs must be a whole number, 1 or more (got ${runs})`);
  return runs;
}

/** The median run's scores (Lighthouse's `computeMedianRun`), with every run's performance score. */
export function medianScores(reports: LighthouseReport[]): LighthouseScores {
  if (!reports.length) throw new Error('no Lighthouse run to take the median of');
  const median =
    reports.length > 1
      ? (computeMedianRun(reports as unknown as Parameters<typeof computeMedianRun>[0]) as unknown as LighthouseReport)
      : reports[0]!;
  const runs = reports.map((report) => parseLighthouseReport(report));
  return {
    ...runs[reports.indexOf(median)]!,
    performanceRuns: runs.map((run) => run.performance),
    tbtRuns: runs.map((run) => run.tbt),
    lcpRuns: runs.map((run) => run.lcp),
  };
}

/**
 * Lighthouse's command line for one run of `url`, its JSON report written to
 * `reportPath`; with `coverage: false`, the `coverageAudits` are skipped.
 */
export function lighthouseArgs(url: string, reportPath: string, options: LighthouseOptions, coverageAudits: readonly string[]): string[] {
  const skipAudits = options.coverage === false ? coverageAudits : [];
  return [
    url,
    `--only-categories=${(options.categories ?? ['performance', 'accessibility', 'best-practices', 'seo']).join(',')}`,
    '--form-factor=mobile',
    '--throttling-method=simulate',
    `--chrome-flags=${chromeFlags(options.features ?? 'chromium', Boolean(options.ignoreCertificateErrors)).join(' ')}`,
    '--output=json',
    `--output-path=${reportPath}`,
    '--quiet',
    ...(skipAudits.length ? [`--skip-audits=${skipAudits.join(',')}`] : []),
    ...(options.cpuSlowdown ? [`--throttling.cpuSlowdownMultiplier=${options.cpuSlowdown}`] : []),
    ...(options.headers ? [`--extra-headers=${JSON.stringify(options.headers)}`] : []),
  ];
}

/** One Lighthouse run: its JSON report. */
async function lighthouseReport(url: string, options: LighthouseOptions): Promise<LighthouseReport> {
  const root = options.root ?? process.cwd();
  const chrome = options.chromePath ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
  // The audit list is read only for a run that skips them.
  const coverageAudits = options.coverage === false ? await auditsNeedingCoverage() : [];
  const out = mkdtempSync(path.join(tmpdir(), 'lighthouse-'));
  const report = path.join(out, 'report.json');
  const renderers = options.raisePageMainThread ? raisedRenderers() : null;
  try {
    const status = await new Promise<number | null>((resolve, reject) => {
      const child = spawn(path.join(root, 'node_modules/.bin/lighthouse'), lighthouseArgs(url, report, options, coverageAudits), {
        env: {...process.env, CHROME_PATH: chrome},
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      child.once('error', reject);
      child.once('exit', resolve);
      aboveServers(child.pid);
    });
    if (status !== 0) throw new Error(`lighthouse exited with ${status} on ${url}`);
    return JSON.parse(readFileSync(report, 'utf8')) as LighthouseReport;
  } finally {
    renderers?.stop();
    rmSync(out, {recursive: true, force: true});
  }
}

export interface LighthouseReport {
  categories: Record<string, {score: number | null} | undefined>;
  audits: Record<string, {numericValue?: number; details?: {items?: Array<Record<string, unknown>>}} | undefined>;
  environment?: {benchmarkIndex?: number};
}

/** Scores (0–100) and metrics out of Lighthouse's JSON report. */
export function parseLighthouseReport(result: LighthouseReport): LighthouseScores {
  const score = (id: string) => Math.round((result.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => result.audits[id]?.numericValue ?? Number.NaN;
  const observed = (name: string) => {
    const value = result.audits.metrics?.details?.items?.[0]?.[name];
    return typeof value === 'number' ? Math.round(value) : Number.NaN;
  };
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: Math.round(metric('first-contentful-paint')),
    lcp: Math.round(metric('largest-contentful-paint')),
    tbt: Math.round(metric('total-blocking-time')),
    cls: Math.round(metric('cumulative-layout-shift') * 1000) / 1000,
    benchmarkIndex: result.environment?.benchmarkIndex ?? null,
    observedFcp: observed('observedFirstContentfulPaint'),
    observedLoad: observed('observedLoad'),
    ...lcpParts(result),
  };
}

const LCP_PHASES: Record<string, keyof LcpBreakdown> = {
  TTFB: 'ttfb',
  'Load Delay': 'loadDelay',
  'Load Time': 'loadTime',
  'Render Delay': 'renderDelay',
};

/**
 * The LCP element audit's two tables: the element, then its phases (Lighthouse 12 names them
 * TTFB, Load Delay, Load Time and Render Delay). Absent when Lighthouse found no LCP element.
 */
export function lcpParts(result: LighthouseReport): Pick<LighthouseScores, 'lcpBreakdown' | 'lcpElement'> {
  const tables = (result.audits['largest-contentful-paint-element']?.details?.items ?? []) as Array<{items?: unknown[]}>;
  const element = (tables[0]?.items?.[0] as {node?: {selector?: string}} | undefined)?.node?.selector;
  const phases = (tables[1]?.items ?? []) as Array<{phase?: string; timing?: number}>;
  if (!phases.length) return element ? {lcpElement: element} : {};
  const breakdown: LcpBreakdown = {ttfb: 0, loadDelay: null, loadTime: null, renderDelay: 0};
  for (const {phase, timing} of phases) {
    const key = phase ? LCP_PHASES[phase] : undefined;
    if (key && typeof timing === 'number') breakdown[key] = Math.round(timing);
  }
  return {lcpBreakdown: breakdown, ...(element ? {lcpElement: element} : {})};
}
