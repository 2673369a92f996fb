import http from 'node:http';
import {normalizeRequestTarget} from './request-target';

/** Connection-level headers that belong to one hop, never passed on. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'upgrade']);

export interface TargetFront {
  server: http.Server;
  /**
   * Stops taking requests and cuts the clients off, then waits until every request already
   * passed on has its whole answer (at most `settleMs`). Shutting the worker down under an
   * answer still in flight makes mini-oxygen kill its asset server's socket mid-body, and
   * miniflare reports that fetch's failure as an unhandled rejection.
   */
  close: (settleMs?: number) => Promise<void>;
}

/**
 * A thin HTTP/1.1 front that passes every request on unchanged except for its
 * target (`normalizeRequestTarget`): workerd answers `*`, absolute-form and
 * malformed percent-escapes with a bare 500 before the shop's code runs.
 *
 * Each request gets its own upstream connection. A pooled keep-alive socket can
 * be closed by the upstream just as the next request is written on it (after an
 * answer that left a request body unread, or at its idle timeout), and that
 * request would fail with a 502 although the shop is up.
 */
export function startTargetFront(port: number, upstreamPort: number): Promise<TargetFront> {
  const inFlight = new Map<http.ClientRequest, Promise<void>>();
  const server = http.createServer((req, res) => {
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !HOP_BY_HOP.has(name)));
    let clientGone = false;
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: upstreamPort,
        agent: false,
        method: req.method,
        path: normalizeRequestTarget(req.url ?? '/', req.headers.host),
        headers,
      },
      (answer) => {
        // A client that left still has its answer read to the end, so the upstream finishes it.
        if (clientGone) return void answer.resume();
        const rawHeaders: string[] = [];
        for (let i = 0; i < answer.rawHeaders.length; i += 2) {
          if (!HOP_BY_HOP.has(answer.rawHeaders[i]!.toLowerCase())) rawHeaders.push(answer.rawHeaders[i]!, answer.rawHeaders[i + 1]!);
        }
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, rawHeaders);
        answer.pipe(res);
        res.once('close', () => {
          if (!answer.complete) answer.resume();
        });
      },
    );
    inFlight.set(
      upstream,
      new Promise<void>((resolve) => upstream.once('close', resolve)).then(() => void inFlight.delete(upstream)),
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, {'Content-Type': 'text/plain; charset=utf-8'});
      res.end('The shop server is not answering.');
    });
    res.once('close', () => {
      clientGone = !res.writableFinished;
      // A request whose body never fully arrived can get no answer: the upstream gives up on it too.
      if (!req.complete) upstream.destroy();
    });
    req.pipe(upstream);
  });
  const close = async (settleMs = 5_000) => {
    const closed = new Promise((resolve) => server.close(resolve));
    server.closeAllConnections();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([Promise.all(inFlight.values()), new Promise((resolve) => (timer = setTimeout(resolve, settleMs)))]);
    clearTimeout(timer);
    for (const upstream of inFlight.keys()) upstream.destroy();
    await closed;
  };
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve({server, close}));
  });
}
