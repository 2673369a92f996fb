import autocannon from 'autocannon';

export interface LoadResult {
  /** Requests per second (mean over the run). */
  rps: number;
  /** Latency percentiles in milliseconds. */
  p50: number;
  p99: number;
  requests: number;
  /** Non-2xx answers plus connection errors and timeouts: a run with any is suspect. */
  failures: number;
}

/** A browser-like user agent: crawlers get a different page (no experiment, no consent banner). */
export const BROWSER_UA =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/**
 * A fixed-duration autocannon run on one URL (loopback), with a browser's user agent and no
 * cookies. No `Accept-Encoding` unless `extra` sets one: the worker's answer is measured the way
 * the edge's front line asks for it, which compresses for the browser on its own machines
 * (decision 82). `extra` adds or overrides headers (a cookie, an encoding).
 */
export async function load(url: string, connections: number, seconds: number, extra: Record<string, string> = {}): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 10,
    headers: {'user-agent': BROWSER_UA, accept: 'text/html', ...extra},
  });
  return {
    rps: Math.round(result.requests.average * 10) / 10,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** Time to the first byte and to the end of the body of one GET, in milliseconds. */
export async function timeOne(url: string): Promise<{ttfb: number; total: number; headers: Headers}> {
  const start = performance.now();
  const response = await fetch(url, {headers: {'user-agent': BROWSER_UA, accept: 'text/html'}, redirect: 'manual'});
  const ttfb = performance.now() - start;
  await response.arrayBuffer();
  return {ttfb, total: performance.now() - start, headers: response.headers};
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? Math.round(sorted[Math.floor(sorted.length / 2)]! * 10) / 10 : Number.NaN;
};
