import http from 'node:http';

export interface CountingProxy {
  url: string;
  /** Requests forwarded since the last reset, in arrival order (method and path). */
  requests: () => string[];
  /** When each of those requests arrived and when its answer ended (`performance.now()` of this process). */
  intervals: () => Array<{start: number; end: number}>;
  reset: () => void;
  close: () => Promise<void>;
}

/**
 * A loopback HTTP proxy in front of the local platform that records every
 * request the shop makes: the shop's `PUBLIC_STORE_DOMAIN` and
 * `CONTENT_API_HOST` point at it, so what it sees is exactly the platform
 * subrequests of a render (Storefront API, content API, subscriptions…).
 * Used by the benchmark and the subrequest integration test.
 */
export async function startCountingProxy(target: string, port: number): Promise<CountingProxy> {
  const upstream = new URL(target);
  let seen: string[] = [];
  let intervals: Array<{start: number; end: number}> = [];
  const server = http.createServer((req, res) => {
    const interval = {start: performance.now(), end: Number.NaN};
    intervals.push(interval);
    res.once('close', () => (interval.end = performance.now()));
    const path = req.url ?? '/';
    const operation = /graphql\.json/.test(path) ? 'graphql' : decodeURIComponent(path);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const name = operation === 'graphql' ? (/(query|mutation)\s+(\w+)/.exec(body.toString('utf8'))?.[2] ?? 'graphql') : operation;
      seen.push(`${req.method} ${name}`);
      const forward = http.request(
        {
          hostname: upstream.hostname,
          port: upstream.port,
          path,
          method: req.method,
          headers: {...req.headers, host: upstream.host},
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forward.on('error', () => {
        res.writeHead(502);
        res.end();
      });
      forward.end(body);
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    requests: () => [...seen],
    intervals: () => intervals.map((i) => ({...i})),
    reset: () => {
      seen = [];
      intervals = [];
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
