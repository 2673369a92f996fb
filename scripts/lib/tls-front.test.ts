import {spawnSync} from 'node:child_process';
import http from 'node:http';
import http2 from 'node:http2';
import net, {type AddressInfo} from 'node:net';
import {gunzipSync, gzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {acceptsGzip, rewriteOrigins, startTlsFront, streamingRewriter} from './tls-front';

const fronts = new Map([
  ['http://127.0.0.1:3700', 'https://127.0.0.1:3704'],
  ['http://localhost:3703', 'https://127.0.0.1:3705'],
]);

describe('acceptsGzip', () => {
  it('reads codings and q-values', () => {
    for (const header of ['gzip', 'gzip, deflate, br', 'br;q=1.0, GZIP;q=0.5', '*', 'identity, *;q=0.1'])
      expect(acceptsGzip(header), header).toBe(true);
    for (const header of [undefined, '', 'identity', 'br, deflate', 'gzip;q=0', 'gzip; q=0.000', 'x-gzip-like'])
      expect(acceptsGzip(header), String(header)).toBe(false);
  });
});

describe('TLS front rewriting', () => {
  it('rewrites every upstream origin and leaves the rest', () => {
    expect(rewriteOrigins('<img src="http://localhost:3703/cdn/a.png"><a href="http://127.0.0.1:3700/x">http://example.com', fronts)).toBe(
      '<img src="https://127.0.0.1:3705/cdn/a.png"><a href="https://127.0.0.1:3704/x">http://example.com',
    );
  });

  it('rewrites an origin split across chunks, at any split point', () => {
    const page = '<p>one</p><img src="http://localhost:3703/cdn/a.png"><p>two http://127.0.0.1:3700/</p>';
    const expected = rewriteOrigins(page, fronts);
    for (let cut = 0; cut <= page.length; cut++) {
      for (const second of [cut, Math.min(page.length, cut + 7)]) {
        const rewriter = streamingRewriter(fronts);
        const out =
          rewriter.push(page.slice(0, cut)) + rewriter.push(page.slice(cut, second)) + rewriter.push(page.slice(second)) + rewriter.end();
        expect(out).toBe(expected);
      }
    }
  });
});

const hasOpenssl = spawnSync('openssl', ['version']).status === 0;

async function freePort() {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const {port} = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** One HTTP/2 request to a front: the answer's headers and raw (still encoded) body. */
async function requestFront(url: string, headers: http2.OutgoingHttpHeaders, path = '/') {
  const client = http2.connect(url, {rejectUnauthorized: false});
  try {
    const request = client.request({':path': path, ...headers});
    const [head, body] = await Promise.all([
      new Promise<http2.IncomingHttpHeaders>((resolve) => request.once('response', resolve)),
      new Promise<Buffer>((resolve, reject) => {
        const chunks: Buffer[] = [];
        request.on('data', (chunk: Buffer) => chunks.push(chunk));
        request.on('end', () => resolve(Buffer.concat(chunks)));
        request.on('error', reject);
        request.on('close', () => request.rstCode && reject(new Error(`stream reset (${request.rstCode})`)));
      }),
    ]);
    return {headers: head, body};
  } finally {
    client.close();
  }
}

describe.skipIf(!hasOpenssl)('TLS front', () => {
  it('serves an upstream over HTTP/2 with its origins rewritten in HTML and CSP', async () => {
    const upstream = http.createServer((_req, res) => {
      res.writeHead(200, {'content-type': 'text/html', 'content-security-policy': `img-src ${origin}`});
      res.end(`<img src="${origin}/a.png">`);
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    const port = await freePort();
    const front = await startTlsFront([origin], port);
    try {
      const {headers, body} = await requestFront(front.originOf(origin), {accept: 'text/html', 'accept-encoding': 'gzip, br'});
      expect(headers['content-encoding']).toBe('gzip');
      expect(headers['content-security-policy']).toBe(`img-src https://127.0.0.1:${port}`);
      expect(gunzipSync(body).toString()).toBe(`<img src="https://127.0.0.1:${port}/a.png">`);
    } finally {
      await front.close();
      upstream.close();
    }
  });

  it('answers HTML once encoded, and only as the client accepts, whatever the upstream sent', async () => {
    // The upstream compresses when asked, as the shop's server does: a client
    // that accepts gzip but does not say text/html used to get gzip inside gzip.
    const upstream = http.createServer((req, res) => {
      const html = `<img src="${origin}/a.png">`;
      const gzip = String(req.headers['accept-encoding'] ?? '').includes('gzip');
      res.writeHead(200, {'content-type': 'text/html; charset=utf-8', ...(gzip ? {'content-encoding': 'gzip'} : {})});
      res.end(gzip ? gzipSync(html) : html);
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    const port = await freePort();
    const front = await startTlsFront([origin], port);
    const expected = `<img src="https://127.0.0.1:${port}/a.png">`;
    try {
      for (const accept of ['*/*', 'text/html']) {
        const gzipped = await requestFront(front.originOf(origin), {accept, 'accept-encoding': 'gzip, deflate, br'});
        expect(gzipped.headers['content-encoding'], accept).toBe('gzip');
        expect(gunzipSync(gzipped.body).toString(), accept).toBe(expected);

        const plain = await requestFront(front.originOf(origin), {accept});
        expect(plain.headers['content-encoding'], accept).toBeUndefined();
        expect(plain.body.toString(), accept).toBe(expected);
      }
    } finally {
      await front.close();
      upstream.close();
    }
  });

  it('survives an upstream whose compressed HTML cannot be decoded', async () => {
    let broken = true;
    const upstream = http.createServer((_req, res) => {
      if (broken) {
        res.writeHead(200, {'content-type': 'text/html', 'content-encoding': 'gzip'});
        res.end('not gzip at all');
      } else {
        res.writeHead(200, {'content-type': 'text/html'});
        res.end('<p>fine</p>');
      }
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    const port = await freePort();
    const front = await startTlsFront([origin], port);
    try {
      // The status line has gone out already: the answer ends without a body, and the front lives on.
      const cut = await requestFront(front.originOf(origin), {accept: 'text/html'}).catch(() => null);
      expect(cut?.body.length ?? 0).toBe(0);
      broken = false;
      const next = await requestFront(front.originOf(origin), {accept: 'text/html'});
      expect(next.body.toString()).toBe('<p>fine</p>');
    } finally {
      await front.close();
      upstream.close();
    }
  });

  it('passes a path that starts with two slashes to the upstream as it came, and lives on', async () => {
    // Resolved against the upstream as a URL, `//` threw and `//x/y` would have named host x.
    const seen: string[] = [];
    const upstream = http.createServer((req, res) => {
      seen.push(req.url ?? '');
      res.writeHead(200, {'content-type': 'text/plain'});
      res.end('ok');
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    const front = await startTlsFront([origin], await freePort());
    try {
      for (const path of ['//', '//example.com/x?q=1', '/a'])
        expect((await requestFront(front.originOf(origin), {}, path)).body.toString(), path).toBe('ok');
      expect(seen).toEqual(['//', '//example.com/x?q=1', '/a']);
    } finally {
      await front.close();
      upstream.close();
    }
  });

  it('says which ports must be free when one is taken', async () => {
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const {port} = holder.address() as AddressInfo;
    try {
      await expect(startTlsFront(['http://127.0.0.1:1'], port)).rejects.toThrow(`TLS front: ports ${port}–${port} must be free`);
    } finally {
      holder.close();
    }
  });
});
