import http from 'node:http';
import type {AddressInfo} from 'node:net';

/**
 * The bench's control page for Lighthouse's paint timing: static HTML, no
 * script, whose one stylesheet answers after `stylesheetDelayMs`. It is ready
 * to paint the moment the stylesheet arrives, so an observed first paint much
 * later than that is the browser's, not the page's. Loopback only.
 */
export async function startPaintControl(stylesheetDelayMs: number) {
  const server = http.createServer((req, res) => {
    if (req.url?.startsWith('/control.css')) {
      setTimeout(() => {
        res.writeHead(200, {'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-store'});
        res.end('body{margin:0;padding:16px;font:16px/1.5 sans-serif;color:#1a1a1a}h1{font-size:24px}');
      }, stylesheetDelayMs);
      return;
    }
    if (req.url !== '/') {
      res.writeHead(404, {'Content-Type': 'text/plain; charset=utf-8'});
      res.end('Not found');
      return;
    }
    res.writeHead(200, {'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store'});
    res.end(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">' +
        '<title>Paint control</title><link rel="stylesheet" href="/control.css"></head>' +
        `<body><h1>Paint control</h1><p>${'A static paragraph of text for the first paint. '.repeat(12)}</p></body></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
