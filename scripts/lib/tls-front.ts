import {spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {PassThrough, type Readable} from 'node:stream';
import {createBrotliDecompress, createGunzip, createGzip, createInflate, constants as zlib} from 'node:zlib';

/**
 * HTTPS with HTTP/2 in front of local http origins, for Lighthouse: the shop
 * is served this way in production (Oxygen, Cloudflare), while its local
 * server speaks HTTP/1.1 only, and Lighthouse's simulation models HTTP/1.1
 * as six fresh connections per origin with their own round trips.
 *
 * Each upstream origin gets a front on its own port; HTML (decoded if the
 * upstream compressed it, then gzipped for clients that accept gzip), the CSP
 * header and redirects have the upstream origins rewritten to
 * their fronts, so absolute links (product images) stay same-protocol. The
 * certificate is a throwaway self-signed one made with `openssl`; the browser
 * runs with --ignore-certificate-errors. Loopback only.
 */
export interface TlsFront {
  /** The https origin that fronts each upstream origin. */
  originOf(upstream: string): string;
  close(): Promise<void>;
}

const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'http2-settings', 'host'];

/** The headers that pass a proxy: no HTTP/2 pseudo-headers, no hop-by-hop ones. */
function endToEnd(headers: http.IncomingHttpHeaders | http2.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.includes(name)));
}

function selfSignedCertificate() {
  const dir = mkdtempSync(path.join(tmpdir(), 'oral-care-tls-'));
  try {
    const made = spawnSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'key.pem', '-out', 'cert.pem', '-days', '1', '-subj', '/CN=localhost'],
      {cwd: dir, stdio: 'ignore'},
    );
    if (made.error || made.status !== 0) throw new Error('openssl could not make a certificate (apt-get install -y openssl)');
    return {key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem'))};
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

/** Replaces every upstream origin in `text` by its front. */
export function rewriteOrigins(text: string, fronts: ReadonlyMap<string, string>) {
  let out = text;
  for (const [upstream, front] of fronts) out = out.replaceAll(upstream, front);
  return out;
}

/**
 * `rewriteOrigins` over a stream of chunks: an origin split across two
 * chunks is still rewritten (the tail that could start one waits for the next
 * chunk). Rewritten text never contains an upstream origin again (`https://`
 * does not contain `http://`), so the held-back tail, already rewritten, can
 * go through once more with the next chunk, and goes out as it is at the end.
 */
export function streamingRewriter(fronts: ReadonlyMap<string, string>) {
  const hold = Math.max(0, ...[...fronts.keys()].map((origin) => origin.length - 1));
  let pending = '';
  return {
    push(chunk: string) {
      const text = rewriteOrigins(pending + chunk, fronts);
      const cut = Math.max(0, text.length - hold);
      pending = text.slice(cut);
      return text.slice(0, cut);
    },
    end() {
      const rest = pending;
      pending = '';
      return rest;
    },
  };
}

/** Whether an Accept-Encoding header allows gzip (`gzip` or `*`, with a q-value above 0). */
export function acceptsGzip(acceptEncoding: string | string[] | undefined) {
  return String(acceptEncoding ?? '')
    .split(',')
    .some((entry) => {
      const [coding = '', ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
      const q = params.find((param) => param.startsWith('q='));
      return (coding === 'gzip' || coding === '*') && (q === undefined || Number(q.slice(2)) > 0);
    });
}

/** The answer's body without its content-coding: a client that does not say text/html may get compressed HTML. */
function decoded(answer: Readable, contentEncoding: string | undefined): Readable {
  const coding = String(contentEncoding ?? '')
    .trim()
    .toLowerCase();
  const decoder =
    coding === 'gzip' ? createGunzip() : coding === 'br' ? createBrotliDecompress() : coding === 'deflate' ? createInflate() : null;
  return decoder ? answer.pipe(decoder) : answer;
}

/** Starts one front per upstream origin, on consecutive ports from `firstPort`. */
export async function startTlsFront(upstreams: string[], firstPort: number): Promise<TlsFront> {
  const credentials = selfSignedCertificate();
  const fronts = new Map(upstreams.map((upstream, i) => [new URL(upstream).origin, `https://127.0.0.1:${firstPort + i}`]));
  // Absolute URLs in pages may name an upstream as localhost or 127.0.0.1.
  for (const [upstream, front] of [...fronts]) fronts.set(upstream.replace('//127.0.0.1:', '//localhost:'), front);

  const servers = upstreams.map((upstream) => {
    const target = new URL(upstream);
    const server = http2.createSecureServer({...credentials, allowHTTP1: true}, (req, res) => {
      const headers = {...endToEnd(req.headers), host: target.host};
      const wantsHtml = String(req.headers.accept ?? '').includes('text/html');
      if (wantsHtml) headers['accept-encoding'] = 'identity';
      // Appended to the origin, not resolved against it: resolved, `//x` would name host x.
      const path = req.url?.startsWith('/') ? req.url : '/';
      const upstreamRequest = http.request(new URL(target.origin + path), {method: req.method, headers}, (answer) => {
        const out = endToEnd(answer.headers);
        for (const name of ['content-security-policy', 'location']) {
          if (typeof out[name] === 'string') out[name] = rewriteOrigins(out[name], fronts);
        }
        if (!String(answer.headers['content-type'] ?? '').includes('text/html')) {
          res.writeHead(answer.statusCode ?? 502, out);
          answer.pipe(res);
          return;
        }
        delete out['content-length'];
        delete out['content-encoding'];
        const gzipped = acceptsGzip(req.headers['accept-encoding']);
        if (gzipped) out['content-encoding'] = 'gzip';
        res.writeHead(answer.statusCode ?? 502, out);
        // Flushed per chunk, so a streamed page still streams.
        const sink = gzipped ? createGzip({flush: zlib.Z_SYNC_FLUSH}) : new PassThrough();
        sink.pipe(res);
        const rewriter = streamingRewriter(fronts);
        const text = decoded(answer, answer.headers['content-encoding']);
        text.setEncoding('utf8');
        text.on('data', (chunk: string) => sink.write(rewriter.push(chunk)));
        text.on('end', () => sink.end(rewriter.end()));
        // A body that does not decode ends the answer where it is; the front itself carries on.
        text.on('error', () => res.destroy());
      });
      upstreamRequest.on('error', () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      req.pipe(upstreamRequest);
    });
    return server;
  });
  const listening = servers.map(
    (server, i) =>
      new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(firstPort + i, '127.0.0.1', () => {
          server.off('error', reject);
          resolve();
        });
      }),
  );
  try {
    await Promise.all(listening);
  } catch (error) {
    servers.forEach((server) => server.listening && server.close());
    throw new Error(`TLS front: ports ${firstPort}–${firstPort + servers.length - 1} must be free (${String(error)})`);
  }

  return {
    originOf(upstream) {
      const front = fronts.get(new URL(upstream).origin);
      if (!front) throw new Error(`no front for ${upstream}`);
      return front;
    },
    close: () => Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve())))).then(() => undefined),
  };
}
