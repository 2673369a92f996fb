import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {
  createVersionNegotiator,
  declaredCapabilities,
  declaredVersions,
  intersectCapabilities,
  MAX_PENDING_PROFILES,
  MAX_PROFILE_BYTES,
  PROFILE_TIMEOUT_MS,
  selectVersion,
} from './negotiation.js';

describe('selecting a version', () => {
  it('reads the versions a profile declares, and nothing from a document that is no UCP profile', () => {
    expect(declaredVersions({ucp: {version: '2026-08-25', supported_versions: {'2026-04-08': 'https://a.example/old'}}})).toEqual([
      '2026-08-25',
      '2026-04-08',
    ]);
    expect(declaredVersions({ucp: {version: 'latest'}})).toBeNull();
    expect(declaredVersions({keys: []})).toBeNull();
    expect(declaredVersions(null)).toBeNull();
  });

  it('takes the newest version both declare, else version_unsupported naming the shop’s versions', () => {
    expect(selectVersion(['2026-08-25', '2026-04-08'])).toEqual({version: '2026-08-25'});
    expect(selectVersion(['2026-04-08'])).toEqual({version: '2026-04-08'});
    expect(selectVersion(['2027-01-01', '2026-04-08'])).toEqual({version: '2026-04-08'});
    expect(selectVersion(['2026-01-11'])).toEqual({
      failure: {
        code: 'version_unsupported',
        content: 'Protocol version 2026-01-11 is not supported. This business supports versions 2026-04-08 and 2026-08-25.',
      },
    });
  });
});

describe('the capabilities active for an agent', () => {
  const at = (version: string) => [{version}];

  it('are the shop’s at the version that the agent declares at that version too, extensions only with a parent', () => {
    const declared = declaredCapabilities({
      ucp: {
        version: '2026-08-25',
        capabilities: {
          'dev.ucp.shopping.cart': at('2026-08-25'),
          'dev.ucp.shopping.checkout': at('2026-04-08'),
          'dev.ucp.shopping.discount': at('2026-08-25'),
          'dev.ucp.shopping.payment_terms': at('2026-08-25'),
          'com.example.loyalty': at('2026-08-25'),
        },
      },
    })!;
    // Checkout only at an older version: not active, so payment terms (extending checkout or order) lose their parent.
    expect([...intersectCapabilities('2026-08-25', declared)].sort()).toEqual(['dev.ucp.shopping.cart', 'dev.ucp.shopping.discount']);
    expect(intersectCapabilities('2026-08-25', new Map())).toEqual(new Set());
  });

  it('are not limited when the profile declares no registry', () => {
    expect(declaredCapabilities({ucp: {version: '2026-08-25'}})).toBeNull();
  });
});

describe('fetching the agent’s profile', () => {
  let server: Server;
  let origin: string;
  const requests: string[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      requests.push(req.url ?? '');
      if (req.url === '/slow') {
        res.writeHead(200, {'Content-Type': 'application/json'});
        res.write('{"ucp": ');
        return; // never finishes
      }
      if (req.url === '/huge') {
        res.writeHead(200, {'Content-Type': 'application/json'});
        return res.end(JSON.stringify({ucp: {version: '2026-08-25'}, padding: 'x'.repeat(MAX_PROFILE_BYTES)}));
      }
      res.writeHead(200, {'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=120'});
      res.end(JSON.stringify({ucp: {version: '2026-08-25', services: {}, payment_handlers: {}}}));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('never fetches a private, loopback or link-local address outside the allow setting, and answers invalid_profile_url', async () => {
    const negotiator = createVersionNegotiator({allowedHosts: new Set()});
    const port = origin.split(':')[1];
    for (const url of [
      `http://${origin}/profile`,
      `https://${origin}/profile`,
      `https://localhost:${port}/profile`,
      'https://10.1.2.3/profile',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/profile',
      `https://[::ffff:127.0.0.1]:${port}/profile`,
    ]) {
      const answer = await negotiator.negotiate(url);
      expect(answer, url).toMatchObject({failure: {code: 'invalid_profile_url'}});
    }
    expect(requests).toEqual([]);
  });

  it('fetches an allowed host, and once while the profile is fresh', async () => {
    let fetches = 0;
    const negotiator = createVersionNegotiator({
      allowedHosts: new Set(['127.0.0.1']),
      fetchProfile: async () => {
        fetches++;
        return {status: 200, cacheControl: 'max-age=300', body: JSON.stringify({ucp: {version: '2026-08-25'}})};
      },
    });
    const answers = await Promise.all([negotiator.negotiate(`http://${origin}/a`), negotiator.negotiate(`http://${origin}/a`)]);
    expect(await negotiator.negotiate(`http://${origin}/a`)).toEqual({version: '2026-08-25'});
    expect(answers).toEqual([{version: '2026-08-25'}, {version: '2026-08-25'}]);
    expect(fetches).toBe(1);

    const real = createVersionNegotiator({allowedHosts: new Set(['127.0.0.1'])});
    expect(await real.negotiate(`http://${origin}/profile`)).toEqual({version: '2026-08-25'});
  });

  it('bounds a slow profile in time and a huge one in size, answering 2026-04-08 rather than waiting or reading on', async () => {
    const logged: unknown[] = [];
    const negotiator = createVersionNegotiator({allowedHosts: new Set(['127.0.0.1']), log: (_m, reason) => logged.push(reason)});
    const started = Date.now();
    expect(await negotiator.negotiate(`http://${origin}/slow`)).toEqual({version: '2026-04-08'});
    expect(Date.now() - started).toBeLessThan(PROFILE_TIMEOUT_MS + 1_000);
    expect(await negotiator.negotiate(`http://${origin}/huge`)).toEqual({version: '2026-04-08'});
    expect(logged).toEqual([`no whole answer within ${PROFILE_TIMEOUT_MS} ms`, `larger than ${MAX_PROFILE_BYTES} bytes`]);
  });

  it('fetches at most 32 profiles at once: a new one past that is not fetched, and the call is answered in 2026-04-08', async () => {
    let fetches = 0;
    const never = new Promise<never>(() => undefined);
    const negotiator = createVersionNegotiator({
      allowedHosts: new Set(['127.0.0.1']),
      fetchProfile: () => (fetches++, never),
    });
    for (let i = 0; i < MAX_PENDING_PROFILES; i++) void negotiator.negotiate(`http://${origin}/agent-${i}`);
    expect(await negotiator.negotiate(`http://${origin}/one-more`)).toEqual({version: '2026-04-08'});
    expect(fetches).toBe(MAX_PENDING_PROFILES);
  });

  it('answers 2026-04-08 to an agent naming no profile, and invalid_profile_url to one naming no URL', async () => {
    const negotiator = createVersionNegotiator({allowedHosts: new Set()});
    expect(await negotiator.negotiate(undefined)).toEqual({version: '2026-04-08'});
    expect(await negotiator.negotiate('not a url')).toMatchObject({failure: {code: 'invalid_profile_url'}});
    expect(await negotiator.negotiate(42)).toMatchObject({failure: {code: 'invalid_profile_url'}});
  });
});
