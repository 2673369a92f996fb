import http from 'node:http';
import {normalizeRequestTarget} from './request-target';

/** Connection-level headers that belong to one hop, never passed on. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'upgrade']);

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
export function startTargetFront(port: number, upstreamPort: number): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !HOP_BY_HOP.has(name)));
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
        const rawHeaders: string[] = [];
        for (let i = 0; i < answer.rawHeaders.length; i += 2) {
          if (!HOP_BY_HOP.has(answer.rawHeaders[i]!.toLowerCase())) rawHeaders.push(answer.rawHeaders[i]!, answer.rawHeaders[i + 1]!);
        }
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, rawHeaders);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, {'Content-Type': 'text/plain; charset=utf-8'});
      res.end('The shop server is not answering.');
    });
    req.pipe(upstream);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}
