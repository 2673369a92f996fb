import {generateKeyPairSync, type JsonWebKey} from 'node:crypto';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {signatureHeaders} from 'web-bot-auth';
import {Ed25519Signer} from 'web-bot-auth/crypto';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {shopUrl} from '../support/http';

/**
 * Signed agents (Web Bot Auth) through the shop: an agent signs each request with an Ed25519 key
 * its own key directory publishes; the store believes a valid, fresh, first-seen signature of the
 * shop's host and answers `X-Agent-Tier: signed`. Anything else is answered, as anonymous.
 */
const DIRECTORY_PATH = '/.well-known/http-message-signatures-directory';
const PING = JSON.stringify({jsonrpc: '2.0', id: 1, method: 'ping'});
const JSON_TYPE = {'Content-Type': 'application/json', Accept: 'application/json, text/event-stream'};

function ed25519Key() {
  const {privateKey} = generateKeyPairSync('ed25519');
  const jwk = privateKey.export({format: 'jwk'}) as JsonWebKey & {x: string};
  return {privateJwk: jwk, publicJwk: {kty: 'OKP', crv: 'Ed25519', x: jwk.x}};
}

const agentKey = ed25519Key();
const otherKey = ed25519Key();
let signer: Ed25519Signer;
let forger: Ed25519Signer;
let directory: Server;
let directoryPort: number;
/** The paths and hosts the directory server was asked for. */
const directoryRequests: string[] = [];

beforeAll(async () => {
  signer = await Ed25519Signer.fromJWK(agentKey.privateJwk);
  // Another key claiming the agent's keyid: a forgery.
  const otherPrivate = await crypto.subtle.importKey('jwk', otherKey.privateJwk, {name: 'Ed25519'}, false, ['sign']);
  forger = new Ed25519Signer(signer.keyid, otherPrivate);
  directory = createServer((req, res) => {
    directoryRequests.push(`${req.headers.host}${req.url}`);
    if (req.url !== DIRECTORY_PATH) return void res.writeHead(404).end();
    res.writeHead(200, {'Content-Type': 'application/http-message-signatures-directory+json', 'Cache-Control': 'max-age=300'});
    res.end(JSON.stringify({keys: [agentKey.publicJwk]}));
  });
  // On every IPv4 loopback address, so a fetch to a refused one (127.0.0.2) would be seen too.
  await new Promise<void>((resolve) => directory.listen(0, '0.0.0.0', resolve));
  directoryPort = (directory.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => directory.close(() => resolve())));

const agentOrigin = () => `http://127.0.0.1:${directoryPort}`;

/** The three Web Bot Auth headers for a request to `url`, signed by `by`, valid from `created` for `seconds`. */
async function signed(url: string, {by = signer, agent = agentOrigin(), created = new Date(), seconds = 60} = {}) {
  const headers = new Headers({'Signature-Agent': `"${agent}"`});
  const signature = await signatureHeaders({method: 'POST', url, headers}, by, {
    created,
    expires: new Date(created.getTime() + seconds * 1000),
  });
  return {'Signature-Agent': `"${agent}"`, ...signature};
}

const mcpUrl = () => `${shopUrl()}/api/ucp/mcp`;
const ping = (headers: Record<string, string>) => fetch(mcpUrl(), {method: 'POST', headers: {...JSON_TYPE, ...headers}, body: PING});

describe('an MCP client signing each request, through the shop', () => {
  const tiers: string[] = [];
  let client: Client;
  beforeAll(async () => {
    client = new Client({name: 'oral-care-shop-signed-agent', version: '1.0.0'});
    const signingFetch: typeof fetch = async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      const headers = new Headers(init?.headers);
      for (const [name, value] of Object.entries(await signed(url))) headers.set(name, value);
      const response = await fetch(input, {...init, headers});
      // The client's GET for a server stream is refused by the shop itself (405): only the calls reach the store.
      if (init?.method === 'POST') tiers.push(response.headers.get('X-Agent-Tier') ?? `none (${response.status})`);
      return response;
    };
    await client.connect(new StreamableHTTPClientTransport(new URL(mcpUrl()), {fetch: signingFetch}));
  });
  afterAll(() => client?.close());

  const run = async (name: string, args: Record<string, unknown>) => {
    const result = await client.callTool({name, arguments: args});
    expect(result.isError, `${name}: ${JSON.stringify(result.structuredContent)}`).not.toBe(true);
    return result.structuredContent as Record<string, any>;
  };

  it('search → cart → checkout, every answer signed', async () => {
    const search = await run('search_catalog', {catalog: {query: 'whitening'}});
    const product = (search.products as Array<{variants: Array<{id: string}>}>)[0]!;
    const cart = await run('create_cart', {cart: {line_items: [{item: {id: product.variants[0]!.id}, quantity: 1}]}});
    expect(cart.id).toMatch(/^gid:\/\/shopify\/Cart\//);
    const checkout = await run('create_checkout', {checkout: {cart_id: cart.id}});
    expect(checkout.continue_url).toMatch(/\/checkouts\//);
    expect(tiers.length).toBeGreaterThanOrEqual(4);
    expect(new Set(tiers)).toEqual(new Set(['signed']));
    expect(directoryRequests).toContain(`127.0.0.1:${directoryPort}${DIRECTORY_PATH}`);
  });
});

describe('signatures not believed are answered as anonymous', () => {
  it('a fresh valid signature is signed (the control for the cases below)', async () => {
    const answer = await ping(await signed(mcpUrl()));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('X-Agent-Tier')).toBe('signed');
  });

  it("forged: the agent's keyid, another key", async () => {
    const answer = await ping(await signed(mcpUrl(), {by: forger}));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({id: 1, result: {}});
    expect(answer.headers.get('X-Agent-Tier')).toBe('anonymous');
  });

  it('expired', async () => {
    const answer = await ping(await signed(mcpUrl(), {created: new Date(Date.now() - 120_000), seconds: 60}));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('X-Agent-Tier')).toBe('anonymous');
  });

  it('replayed: the same signature (and nonce) a second time', async () => {
    const headers = await signed(mcpUrl());
    expect((await ping(headers)).headers.get('X-Agent-Tier')).toBe('signed');
    const again = await ping(headers);
    expect(again.status).toBe(200);
    expect(again.headers.get('X-Agent-Tier')).toBe('anonymous');
  });

  it('tampered: signed for another host, or the Signature-Agent changed after signing', async () => {
    const otherHost = await signed(mcpUrl().replace('localhost', '127.0.0.1'));
    expect((await ping(otherHost)).headers.get('X-Agent-Tier')).toBe('anonymous');
    const changed = {...(await signed(mcpUrl())), 'Signature-Agent': `"http://localhost:${directoryPort}"`};
    expect((await ping(changed)).headers.get('X-Agent-Tier')).toBe('anonymous');
  });

  it('a directory at a private address the allow setting does not name is never fetched', async () => {
    const before = directoryRequests.length;
    const answer = await ping(await signed(mcpUrl(), {agent: `http://127.0.0.2:${directoryPort}`}));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('X-Agent-Tier')).toBe('anonymous');
    expect(directoryRequests.slice(before)).toEqual([]);
  });
});
