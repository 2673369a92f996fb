import {generateKeyPairSync, type JsonWebKey} from 'node:crypto';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {signatureHeaders} from 'web-bot-auth';
import {Ed25519Signer} from 'web-bot-auth/crypto';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {createPlatformServer, type PlatformServer} from '../src/server.js';
import {tempDir} from './helpers.js';
import {AGENT_META} from './ucp-helpers.js';

const SHOP_TOKEN = 'local-private-storefront-token';
const LIMITS = {perWindow: {catalog: 5, cart: 2, checkout: 1}, windowMs: 60_000};
const SIGNED_LIMITS = {perWindow: {catalog: 10, cart: 3, checkout: 2}, windowMs: 60_000};

async function agentSigner() {
  const {privateKey} = generateKeyPairSync('ed25519');
  const jwk = privateKey.export({format: 'jwk'}) as JsonWebKey & {x: string};
  return {signer: await Ed25519Signer.fromJWK(jwk), publicJwk: {kty: 'OKP', crv: 'Ed25519', x: jwk.x}};
}

let platform: PlatformServer;
let url: string;
let directory: Server;
let agentOrigin: string;
let first: Ed25519Signer;
let second: Ed25519Signer;

beforeAll(async () => {
  const [a, b] = [await agentSigner(), await agentSigner()];
  first = a.signer;
  second = b.signer;
  directory = createServer((_req, res) => {
    res.writeHead(200, {'Content-Type': 'application/json'});
    res.end(JSON.stringify({keys: [a.publicJwk, b.publicJwk]}));
  });
  await new Promise<void>((resolve) => directory.listen(0, '127.0.0.1', resolve));
  agentOrigin = `http://127.0.0.1:${(directory.address() as AddressInfo).port}`;
  platform = createPlatformServer({
    dataDir: tempDir(),
    port: 0,
    host: '127.0.0.1',
    log: () => {},
    agentRateLimits: LIMITS,
    signedAgentRateLimits: SIGNED_LIMITS,
    agentHostsAllowed: new Set(['127.0.0.1']),
  });
  url = await platform.listen();
});
afterAll(async () => {
  await platform.close();
  await new Promise<void>((resolve) => directory.close(() => resolve()));
});

/** A get_cart call signed by `by` for the host `authority`, with whatever else the caller adds. */
async function getCart(by: Ed25519Signer | null, {authority = new URL(url).host, extra = {} as Record<string, string>} = {}) {
  const headers = new Headers({'Signature-Agent': `"${agentOrigin}"`});
  const signature = by
    ? await signatureHeaders({method: 'POST', url: `http://${authority}/api/ucp/mcp`, headers}, by, {
        created: new Date(),
        expires: new Date(Date.now() + 60_000),
      })
    : {};
  const res = await fetch(`${url}/api/ucp/mcp`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      ...(by ? {'Signature-Agent': `"${agentOrigin}"`, ...signature} : {}),
      ...extra,
    },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: {name: 'get_cart', arguments: {meta: AGENT_META, id: 'gid://shopify/Cart/nothing-here'}},
    }),
  });
  await res.arrayBuffer();
  return {status: res.status, tier: res.headers.get('x-agent-tier')};
}

describe('signed agents', () => {
  it('are limited per key with their own limits, apart from anonymous agents at the same address', async () => {
    const seen = [];
    for (let i = 0; i < 4; i++) seen.push(await getCart(first));
    expect(seen.map((s) => s.status)).toEqual([200, 200, 200, 429]);
    expect(new Set(seen.map((s) => s.tier))).toEqual(new Set(['signed']));
    // Another key from the same address has its own count; so do anonymous calls.
    expect(await getCart(second)).toEqual({status: 200, tier: 'signed'});
    expect(await getCart(null)).toEqual({status: 200, tier: 'anonymous'});
  });

  it("believe the shop's host only beside the shop's private token", async () => {
    const shop = {authority: 'shop.example.com', extra: {'X-Forwarded-Host': 'shop.example.com'}};
    expect((await getCart(second, {...shop, extra: {...shop.extra, 'Shopify-Storefront-Private-Token': SHOP_TOKEN}})).tier).toBe('signed');
    expect((await getCart(second, shop)).tier).toBe('anonymous');
    expect((await getCart(second, {...shop, extra: {...shop.extra, 'Shopify-Storefront-Private-Token': 'guess'}})).tier).toBe('anonymous');
  });
});
