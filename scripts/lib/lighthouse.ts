import {spawn} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

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
}

export interface LighthouseOptions {
  /** Chromium binary (default CHROME_PATH or /usr/bin/chromium). */
  chromePath?: string;
  /** Lighthouse's CPU throttling multiplier (default: Lighthouse's 4). */
  cpuSlowdown?: number;
  root?: string;
  /** For a page behind the local TLS front (its self-signed certificate). */
  ignoreCertificateErrors?: boolean;
}

/**
 * One Lighthouse run (mobile form factor, simulated throttling — Lighthouse's
 * defaults) with Debian's Chromium, headless. Throws when Lighthouse fails.
 */
export async function runLighthouse(url: string, options: LighthouseOptions = {}): Promise<LighthouseScores> {
  const root = options.root ?? process.cwd();
  const chrome = options.chromePath ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
  const out = mkdtempSync(path.join(tmpdir(), 'lighthouse-'));
  const report = path.join(out, 'report.json');
  try {
    const status = await new Promise<number | null>((resolve, reject) => {
      const child = spawn(
        path.join(root, 'node_modules/.bin/lighthouse'),
        [
          url,
          '--only-categories=performance,accessibility,best-practices,seo',
          '--form-factor=mobile',
          '--throttling-method=simulate',
          `--chrome-flags=--headless=new --no-sandbox --disable-gpu${options.ignoreCertificateErrors ? ' --ignore-certificate-errors' : ''}`,
          '--output=json',
          `--output-path=${report}`,
          '--quiet',
          ...(options.cpuSlowdown ? [`--throttling.cpuSlowdownMultiplier=${options.cpuSlowdown}`] : []),
        ],
        {env: {...process.env, CHROME_PATH: chrome}, stdio: ['ignore', 'inherit', 'inherit']},
      );
      child.once('error', reject);
      child.once('exit', resolve);
    });
    if (status !== 0) throw new Error(`lighthouse exited with ${status} on ${url}`);
    return parseLighthouseReport(JSON.parse(readFileSync(report, 'utf8')));
  } finally {
    rmSync(out, {recursive: true, force: true});
  }
}

interface LighthouseReport {
  categories: Record<string, {score: number | null} | undefined>;
  audits: Record<string, {numericValue?: number} | undefined>;
  environment?: {benchmarkIndex?: number};
}

/** Scores (0–100) and metrics out of Lighthouse's JSON report. */
export function parseLighthouseReport(result: LighthouseReport): LighthouseScores {
  const score = (id: string) => Math.round((result.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => result.audits[id]?.numericValue ?? Number.NaN;
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
  };
}
