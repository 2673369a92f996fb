import {createServer, type IncomingMessage, type ServerResponse} from 'node:http';
import type {Socket} from 'node:net';

/**
 * How the proxy misbehaves for a matching request:
 * - `refuse`: drops the connection without an answer (with no operation named,
 *   new connections are closed as soon as they open);
 * - a status (`500`, `502`, `503`, `504`, `408`, `409`, `425`, `429`, `430`):
 *   answers it with a GraphQL-style error body;
 * - `throttled`: 200 with Shopify's `Throttled` GraphQL error;
 * - `hang`: never answers; `slow`: forwards after `slowMs` (2 s by default);
 * - `malformed`: 200 `application/json` whose body is cut off mid-document;
 * - a refusal that is not an outage (`400`, `401`, `403`, `404`): that status
 *   with a GraphQL-style error body; `bare-403`: 403 with no error in the body;
 * - `empty-error`: 200 with one top-level GraphQL error whose message is empty.
 */
export type Fault =
  | 'refuse'
  | '400'
  | '401'
  | '403'
  | '404'
  | 'bare-403'
  | '408'
  | '409'
  | '425'
  | '429'
  | '430'
  | '500'
  | '502'
  | '503'
  | '504'
  | 'throttled'
  | 'empty-error'
  | 'hang'
  | 'slow'
  | 'malformed';

/** Storefront API (`graphql`), content delivery API (`content`), anything else (`other`). */
export type Target = 'graphql' | 'content' | 'other';

export interface FaultRule {
  fault: Fault;
  /** Default: graphql and content. */
  targets?: Target[];
  /** A GraphQL operation name, or a content type for the content API; default: every request of the targets. */
  operation?: string;
  /** How many matching requests get the fault; default: all until cleared. */
  times?: number;
}

export interface ProxiedCall {
  target: Target;
  /** GraphQL operation name or content type ('' when none). */
  operation: string;
  kind: 'query' | 'mutation' | 'get';
  fault: Fault | null;
  /** The `operationName` the GraphQL body itself carried ('' when none). */
  sentName: string;
  /** The GraphQL variables as sent (undefined for other calls). */
  variables?: Record<string, unknown>;
  method: string;
  /** Path and query as the proxy received them. */
  path: string;
  /** The request's headers as they arrived (lower-case names). */
  headers: Record<string, string>;
}

/** Answers a request itself instead of the upstream (true when it did). */
export type Intercept = (req: IncomingMessage, res: ServerResponse, body: Buffer) => boolean;

const ERROR_BODY = (status: number) => JSON.stringify({errors: [{message: `Injected fault: HTTP ${status}`}]});
const THROTTLED_BODY = JSON.stringify({
  errors: [{message: 'Throttled', extensions: {code: 'THROTTLED', documentation: 'https://shopify.dev/api/usage/rate-limits'}}],
});

function classify(req: IncomingMessage, body: string): Omit<ProxiedCall, 'fault' | 'method' | 'path' | 'headers'> {
  const url = new URL(req.url ?? '/', 'http://proxy.local');
  if (/\/api\/[^/]+\/graphql(\.json)?$/.test(url.pathname)) {
    let document = '';
    let name = '';
    let variables: Record<string, unknown> | undefined;
    try {
      const parsed = JSON.parse(body) as {query?: string; operationName?: string; variables?: Record<string, unknown>};
      document = parsed.query ?? '';
      name = parsed.operationName ?? '';
      variables = parsed.variables;
    } catch {
      // Not JSON: the platform will answer 400 itself.
    }
    const head = /\b(query|mutation|subscription)\s+([A-Za-z_]\w*)/.exec(document);
    return {
      target: 'graphql',
      operation: name || head?.[2] || '',
      kind: head?.[1] === 'mutation' ? 'mutation' : 'query',
      sentName: name,
      variables,
    };
  }
  if (url.pathname.startsWith('/spaces/')) {
    return {target: 'content', operation: url.searchParams.get('content_type') ?? '', kind: 'get', sentName: ''};
  }
  return {target: 'other', operation: '', kind: 'get', sentName: ''};
}

/**
 * A small HTTP proxy in front of the test platform that injects faults per
 * GraphQL operation (or content type) or for everything, and records every
 * call it sees, so tests can count platform mutations.
 */
export async function startFaultProxy(port: number, upstream: string) {
  let rules: Array<FaultRule & {left: number}> = [];
  const calls: ProxiedCall[] = [];
  const sockets = new Set<Socket>();
  const held = new Set<ServerResponse>();
  let slowMs = 2000;
  /** Rewrites every Storefront API answer (e.g. a field a real store's token cannot read, nulled). */
  let graphqlRewrite: ((body: string) => string) | null = null;
  let intercept: Intercept | null = null;
  const upstreamOrigin = new URL(upstream).origin;
  const ownOrigin = `http://localhost:${port}`;
  const upstreamHost = new URL(upstream).host;
  const ownHost = new URL(ownOrigin).host;

  const refuseEverything = () =>
    rules.some((r) => r.fault === 'refuse' && !r.operation && r.left > 0 && (r.targets ?? ['graphql', 'content']).includes('graphql'));

  function match(call: Pick<ProxiedCall, 'target' | 'operation'>): Fault | null {
    for (const rule of rules) {
      if (rule.left <= 0) continue;
      if (!(rule.targets ?? ['graphql', 'content']).includes(call.target)) continue;
      if (rule.operation && rule.operation !== call.operation) continue;
      rule.left -= 1;
      return rule.fault;
    }
    return null;
  }

  async function forward(req: IncomingMessage, res: ServerResponse, body: Buffer) {
    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value === undefined || ['host', 'connection', 'content-length', 'transfer-encoding'].includes(key)) continue;
      headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const method = req.method ?? 'GET';
    const answer = await fetch(new URL(req.url ?? '/', upstream), {
      method,
      headers,
      body: method === 'GET' || method === 'HEAD' ? undefined : new Uint8Array(body),
      redirect: 'manual',
    });
    // Like a reverse proxy with its own public name: the platform's own origin in an answer
    // (image URLs, checkout links) becomes the proxy's, so the shop only ever talks to the proxy.
    // Matched from `//`, so the content API's protocol-relative asset URLs are included.
    let out = Buffer.from(await answer.arrayBuffer());
    if (/json|text|html|javascript/.test(answer.headers.get('content-type') ?? '')) {
      out = Buffer.from(out.toString('utf8').replaceAll(`//${upstreamHost}`, `//${ownHost}`));
    }
    if (graphqlRewrite && /\/api\/[^/]+\/graphql(\.json)?$/.test(new URL(req.url ?? '/', upstream).pathname)) {
      out = Buffer.from(graphqlRewrite(out.toString('utf8')));
    }
    const responseHeaders: Record<string, string | string[]> = {};
    answer.headers.forEach((value, key) => {
      if (['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'set-cookie'].includes(key)) return;
      responseHeaders[key] = key === 'location' ? value.replace(upstreamOrigin, ownOrigin) : value;
    });
    const cookies = answer.headers.getSetCookie();
    if (cookies.length) responseHeaders['set-cookie'] = cookies;
    res.writeHead(answer.status, responseHeaders).end(out);
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const base = classify(req, body.toString('utf8'));
      const fault = match(base);
      const headers = Object.fromEntries(Object.entries(req.headers).map(([name, value]) => [name, [value].flat().join(', ')]));
      calls.push({...base, fault, method: req.method ?? 'GET', path: req.url ?? '/', headers});
      if (!fault && intercept?.(req, res, body)) return;
      void respond(req, res, body, fault).catch(() => {
        if (!res.headersSent) res.writeHead(502).end();
        else res.destroy();
      });
    });
  });

  async function respond(req: IncomingMessage, res: ServerResponse, body: Buffer, fault: Fault | null) {
    const json = {'Content-Type': 'application/json'};
    switch (fault) {
      case null:
        return forward(req, res, body);
      case 'refuse':
        req.socket.destroy();
        return;
      case 'throttled':
        res.writeHead(200, json).end(THROTTLED_BODY);
        return;
      case 'empty-error':
        res.writeHead(200, json).end(JSON.stringify({data: null, errors: [{message: ''}]}));
        return;
      case 'bare-403':
        res.writeHead(403, json).end('{}');
        return;
      case 'malformed':
        res.writeHead(200, json).end('{"data": {"product": {"id": "gid://shopify/Product/1", "title": "Tooth');
        return;
      case 'hang':
        held.add(res);
        res.on('close', () => held.delete(res));
        return;
      case 'slow':
        await new Promise((resolve) => setTimeout(resolve, slowMs));
        return forward(req, res, body);
      default: {
        const status = Number(fault);
        res.writeHead(status, {...json, ...(status === 429 ? {'Retry-After': '1'} : {})}).end(ERROR_BODY(status));
      }
    }
  }

  server.on('connection', (socket) => {
    if (refuseEverything()) {
      socket.destroy();
      return;
    }
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  // Longer than workerd keeps idle connections, so a reused connection is never closed under it.
  server.keepAliveTimeout = 120_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });

  /** Ends hung answers and open connections (a fault switched off takes effect at once). */
  function releaseHeld() {
    for (const res of held) res.destroy();
    held.clear();
  }

  return {
    url: ownOrigin,
    calls,
    /** Rewrites each Storefront API answer from now on (null: answers pass unchanged). */
    rewriteGraphql(rewrite: ((body: string) => string) | null) {
      graphqlRewrite = rewrite;
    },
    /** Lets a test answer requests itself (null: everything goes upstream again). */
    intercept(next: Intercept | null) {
      intercept = next;
    },
    /** Replaces the active faults. */
    set(...next: FaultRule[]) {
      releaseHeld();
      rules = next.map((rule) => ({...rule, left: rule.times ?? Number.POSITIVE_INFINITY}));
    },
    /** Adds a fault in front of the active ones. */
    add(rule: FaultRule) {
      rules.unshift({...rule, left: rule.times ?? Number.POSITIVE_INFINITY});
    },
    clear() {
      rules = [];
      releaseHeld();
    },
    setSlowMs(ms: number) {
      slowMs = ms;
    },
    /** Calls seen for one operation (GraphQL name or content type) since `since` (an index into `calls`). */
    count(operation: string, since = 0) {
      return calls.slice(since).filter((c) => c.operation === operation).length;
    },
    mark: () => calls.length,
    async close() {
      rules = [];
      releaseHeld();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FaultProxy = Awaited<ReturnType<typeof startFaultProxy>>;
