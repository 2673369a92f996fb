import type {Cookies} from '../../tests/support/cookies';
import {phaseAt} from './faults';
import type {Tally} from './figures';

const REQUEST_TIMEOUT_MS = 30_000;
const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

export const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The run's clock: from the start of the run, then (restart) from the start of the traffic. */
export class Clock {
  started = Date.now();
  restart() {
    this.started = Date.now();
    return this.started;
  }
  elapsedMs() {
    return Date.now() - this.started;
  }
  elapsedMinutes() {
    return this.elapsedMs() / 60_000;
  }
}

/** What the parts of one run share: where the servers are, the clock, the counts, and the traffic's gate. */
export class SoakContext {
  readonly clock = new Clock();
  /** Resolved while traffic flows; a heap sample or snapshot holds the shoppers at their next visit. */
  trafficGate: Promise<void> = Promise.resolve();
  /** Requests sent and not yet answered. */
  inFlight = 0;
  /** Makes page and search URLs new (page-cache misses). */
  missCounter = 0;

  constructor(
    readonly shopUrl: string,
    readonly platformUrl: string,
    readonly tally: Tally,
  ) {}

  log(message: string) {
    console.log(`[soak ${this.clock.elapsedMinutes().toFixed(1).padStart(5)} min] ${message}`);
  }

  /** A request to the shop as a browser sends it, with the shopper's cookies; its answer (or none) is counted. */
  async shopRequest(
    cookies: Cookies | null,
    kind: string,
    requestPath: string,
    init: {method?: string; body?: string; headers?: Record<string, string>} = {},
  ): Promise<{status: number | string; body: string; response: Response | null}> {
    const phase = phaseAt(this.clock.elapsedMs());
    const headers: Record<string, string> = {Accept: 'text/html,application/xhtml+xml', 'User-Agent': BROWSER_UA, ...init.headers};
    if (cookies && cookies.cookies.size) headers.Cookie = cookies.header();
    if (init.method === 'POST') headers.Origin = new URL(this.shopUrl).origin;
    if (phase === 'kv-outage') headers['x-test-kv'] = 'fail';
    const t0 = performance.now();
    this.inFlight += 1;
    let headersIn: Response | null = null;
    try {
      const response = await fetch(`${this.shopUrl}${requestPath}`, {
        method: init.method ?? 'GET',
        headers,
        body: init.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      headersIn = response;
      const body = await response.text();
      cookies?.store(response);
      const ms = performance.now() - t0;
      this.tally.record(kind, requestPath, response.status, ms, phase, this.clock.elapsedMinutes(), response.headers.get('X-Cache'));
      return {status: response.status, body, response};
    } catch (error) {
      const reason = (error as {cause?: {code?: string}})?.cause?.code ?? (error as Error).name ?? 'error';
      // Headers came and the body was cut (a streamed page that broke off), or nothing came at all.
      const status = headersIn ? `${headersIn.status} body cut (${reason})` : `no answer (${reason})`;
      this.tally.record(kind, requestPath, status, performance.now() - t0, phase, this.clock.elapsedMinutes());
      return {status, body: '', response: null};
    } finally {
      this.inFlight -= 1;
    }
  }

  /** A Storefront API call straight to the platform (not counted: the soak's own reads and setup). */
  async storefront<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const response = await fetch(`${this.platformUrl}/api/2023-04/graphql.json`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': 'local-public-storefront-token'},
      body: JSON.stringify({query, variables}),
    });
    return ((await response.json()) as {data: T}).data;
  }

  /**
   * Holds the shoppers at their next visit and waits for the requests in flight: every sample
   * then measures what the isolate keeps between requests, not how many happened to be running,
   * and a snapshot is not taken under full load (that can drop the inspector session).
   */
  async held(work: () => Promise<void>) {
    let resume = () => {};
    this.trafficGate = new Promise((resolve) => (resume = resolve));
    try {
      while (this.inFlight > 0) await sleep(50);
      await work();
    } finally {
      resume();
    }
  }
}
