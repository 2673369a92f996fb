import http from 'node:http';
import {shopUrl} from './http';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  cookies: string[];
  body: string;
}

/**
 * A request with headers `fetch` may not send, such as `Host`: the shop then
 * sees itself served as that host (https decisions like `Secure` cookies and
 * HSTS depend on it). Redirects are not followed; each request uses its own
 * connection (a reused one can be closed by the server after an early answer).
 * `chunked` sends the body in 16 KB chunks without a Content-Length.
 */
export function rawRequest(
  path: string,
  {
    method = 'GET',
    headers = {},
    body,
    base = shopUrl(),
    target,
    chunked = false,
  }: {method?: string; headers?: Record<string, string>; body?: string; base?: string; target?: string; chunked?: boolean} = {},
): Promise<RawResponse> {
  const url = new URL(path, base);
  // `target` is sent as the request target exactly as given (`*`, `http://other.example/x`, `/a/%ZZ`).
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: target ?? `${url.pathname}${url.search}`,
        method,
        agent: false,
        // `chunked`: no Content-Length, the body goes out with Transfer-Encoding: chunked.
        headers: {...headers, ...(body && !chunked ? {'Content-Length': String(Buffer.byteLength(body))} : {})},
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () =>
          resolve({status: response.statusCode ?? 0, headers: response.headers, cookies: response.headers['set-cookie'] ?? [], body: text}),
        );
      },
    );
    request.on('error', reject);
    if (body && chunked) {
      for (let i = 0; i < body.length; i += 16 * 1024) request.write(body.slice(i, i + 16 * 1024));
    } else if (body) request.write(body);
    request.end();
  });
}
