import {spawnSync} from 'node:child_process';
import http from 'node:http';
import http2 from 'node:http2';
import net, {type AddressInfo} from 'node:net';
import {gunzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {rewriteOrigins, startTlsFront, streamingRewriter} from './tls-front';

const fronts = new Map([
  ['http://127.0.0.1:3700', 'https://127.0.0.1:3704'],
  ['http://localhost:3703', 'https://127.0.0.1:3705'],
]);

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
        const out = rewriter.push(page.slice(0, cut)) + rewriter.push(page.slice(cut, second)) + rewriter.push(page.slice(second)) + rewriter.end();
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
      const client = http2.connect(front.originOf(origin), {rejectUnauthorized: false});
      const request = client.request({':path': '/', accept: 'text/html'});
      const [headers, body] = await Promise.all([
        new Promise<http2.IncomingHttpHeaders>((resolve) => request.once('response', resolve)),
        new Promise<Buffer>((resolve) => {
          const chunks: Buffer[] = [];
          request.on('data', (chunk: Buffer) => chunks.push(chunk));
          request.on('end', () => resolve(Buffer.concat(chunks)));
        }),
      ]);
      client.close();
      expect(headers['content-encoding']).toBe('gzip');
      expect(headers['content-security-policy']).toBe(`img-src https://127.0.0.1:${port}`);
      expect(gunzipSync(body).toString()).toBe(`<img src="https://127.0.0.1:${port}/a.png">`);
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
