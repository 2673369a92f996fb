import {createHash} from 'node:crypto';
import type {IncomingMessage, ServerResponse} from 'node:http';
import type {PlatformContext} from '../context.js';
import {HttpError, MAX_BODY_BYTES, readBody, sendJson} from '../http.js';
import {classify, INVALID_REQUEST, parseBody, rpcError} from './jsonrpc.js';
import {handleRequest, PROTOCOL_VERSIONS} from './mcp.js';
import {businessProfile} from './profile.js';
import {MCP_PATH, PROFILE_PATH} from './version.js';

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, Accept, Mcp-Session-Id, MCP-Protocol-Version, Last-Event-ID',
  'Access-Control-Expose-Headers': 'Mcp-Session-Id, MCP-Protocol-Version',
  'Access-Control-Max-Age': '86400',
};

/** GET/HEAD /.well-known/ucp and POST /api/ucp/mcp; false for any other path. */
export function createUcpRoutes(ctx: PlatformContext, log: (message: string, error?: unknown) => void) {
  function profile(req: IncomingMessage, res: ServerResponse) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return sendJson(res, 405, {error: 'Method not allowed'}, {...CORS, Allow: 'GET, HEAD'});
    }
    const body = JSON.stringify(businessProfile(ctx.storefrontUrl));
    const etag = `"${createHash('sha1').update(body).digest('hex').slice(0, 16)}"`;
    const headers = {...CORS, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'public, max-age=60', ETag: etag};
    const match = String(req.headers['if-none-match'] ?? '')
      .split(',')
      .map((t) => t.trim().replace(/^W\//, ''));
    if (match.includes(etag) || match.includes('*')) {
      res.writeHead(304, headers);
      return void res.end();
    }
    res.writeHead(200, {...headers, 'Content-Length': Buffer.byteLength(body)});
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  async function mcp(req: IncomingMessage, res: ServerResponse) {
    const send = (status: number, body: unknown, extra: Record<string, string> = {}) => sendJson(res, status, body, {...CORS, ...extra});
    if (req.method !== 'POST') {
      // No server-initiated stream (GET) and no sessions to end (DELETE): JSON answers to POSTs only.
      return send(405, rpcError(null, INVALID_REQUEST, 'Method not allowed: send JSON-RPC messages with POST'), {Allow: 'POST'});
    }
    const version = req.headers['mcp-protocol-version'];
    if (typeof version === 'string' && !PROTOCOL_VERSIONS.includes(version)) {
      req.resume();
      return send(400, rpcError(null, INVALID_REQUEST, `Unsupported MCP-Protocol-Version: ${version.slice(0, 40)}`));
    }
    let text: string;
    try {
      text = await readBody(req, MAX_BODY_BYTES);
    } catch (e) {
      if (e instanceof HttpError) return send(e.status, rpcError(null, INVALID_REQUEST, e.message));
      throw e;
    }
    const parsed = parseBody(text);
    if (!parsed.ok) return send(400, parsed.error);
    if (Array.isArray(parsed.value)) {
      return send(
        400,
        rpcError(null, INVALID_REQUEST, 'Invalid Request: batches are not supported; send one JSON-RPC message per request'),
      );
    }
    const incoming = classify(parsed.value);
    switch (incoming.kind) {
      case 'invalid':
        return send(400, rpcError(incoming.id, INVALID_REQUEST, incoming.message));
      case 'notification':
      case 'response':
        res.writeHead(202, CORS);
        return void res.end();
      case 'request': {
        const name = String(incoming.request.params?.name);
        const {status, body} = await handleRequest(ctx, incoming.request, (e) => log(`UCP tool ${name} failed`, e));
        return send(status, body);
      }
    }
  }

  return async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    if (url.pathname !== PROFILE_PATH && url.pathname !== MCP_PATH) return false;
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS);
      res.end();
      return true;
    }
    if (url.pathname === PROFILE_PATH) profile(req, res);
    else await mcp(req, res);
    return true;
  };
}
