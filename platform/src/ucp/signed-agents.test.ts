import {describe, expect, it} from 'vitest';
import {
  BoundedCache,
  DIRECTORY_TTL,
  NonceLedger,
  allowedHostsFrom,
  coversRequiredComponents,
  directoryTtlMs,
  directoryUrlOf,
  hostOf,
  isPublicAddress,
  signedAuthority,
} from './signed-agents.js';

describe('signedAuthority', () => {
  it('is the host the shop names when it vouches with its private token, else the host the platform was called at', () => {
    expect(signedAuthority('localhost:3100', 'shop.example.com', true)).toBe('shop.example.com');
    expect(signedAuthority('localhost:3100', 'shop.example.com', false)).toBe('localhost:3100');
    expect(signedAuthority('localhost:3100', undefined, true)).toBe('localhost:3100');
    expect(signedAuthority('localhost:3100', '  ', true)).toBe('localhost:3100');
  });

  it('drops the default port as the signature base does, and refuses what is no host', () => {
    expect(signedAuthority('Shop.Example.com:80', undefined, false)).toBe('shop.example.com');
    expect(signedAuthority(undefined, undefined, false)).toBeNull();
    expect(signedAuthority('a.example/evil', undefined, false)).toBeNull();
    expect(signedAuthority('user@a.example', undefined, false)).toBeNull();
    expect(signedAuthority('a.example, b.example', undefined, false)).toBeNull();
  });
});

describe('directoryUrlOf', () => {
  it("is the well-known directory on the agent's origin, for a quoted or bare http(s) URL", () => {
    expect(directoryUrlOf('"https://agent.example/some/path"')?.href).toBe(
      'https://agent.example/.well-known/http-message-signatures-directory',
    );
    expect(directoryUrlOf('http://localhost:4000')?.href).toBe('http://localhost:4000/.well-known/http-message-signatures-directory');
  });

  it('refuses other schemes, credentials and what is no URL', () => {
    for (const value of [undefined, '', '"ftp://agent.example"', 'file:///etc/passwd', 'https://u:p@agent.example', 'agent']) {
      expect(directoryUrlOf(value), String(value)).toBeNull();
    }
  });
});

describe('isPublicAddress', () => {
  it('refuses loopback, private, shared, link-local and reserved addresses, IPv4 and IPv6', () => {
    for (const address of [
      '127.0.0.1',
      '127.0.0.2',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '[::1]',
      'localhost',
      '',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('allows public addresses', () => {
    for (const address of ['8.8.8.8', '1.1.1.1', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });
});

describe('allowedHostsFrom', () => {
  it('reads a comma-separated list, lower case, IPv6 without brackets; empty when unset', () => {
    expect([...allowedHostsFrom(' LocalHost, 127.0.0.1 ,[::1],')]).toEqual(['localhost', '127.0.0.1', '::1']);
    expect(allowedHostsFrom(undefined).size).toBe(0);
    expect(hostOf(new URL('http://[::1]:4000/'))).toBe('::1');
  });
});

describe('directoryTtlMs', () => {
  it('honours max-age within a minute and a day, five minutes when there is none', () => {
    expect(directoryTtlMs('public, max-age=600')).toBe(600_000);
    expect(directoryTtlMs('max-age=1')).toBe(DIRECTORY_TTL.minMs);
    expect(directoryTtlMs('max-age=99999999')).toBe(DIRECTORY_TTL.maxMs);
    expect(directoryTtlMs('no-cache')).toBe(DIRECTORY_TTL.defaultMs);
    expect(directoryTtlMs(undefined)).toBe(DIRECTORY_TTL.defaultMs);
  });
});

describe('BoundedCache', () => {
  it('forgets an entry at its end and never holds more than its bound, dropping ended entries, then the oldest', () => {
    let at = 0;
    const cache = new BoundedCache<number>(2, () => at);
    cache.set('a', 1, 1_000);
    cache.set('b', 2, 10_000);
    expect(cache.get('a')).toBe(1);
    at = 1_000;
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', 1, 10_000);
    cache.set('c', 3, 10_000);
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });
});

describe('NonceLedger', () => {
  it('accepts a nonce once per key until its signature expires', () => {
    let at = 0;
    const ledger = new NonceLedger(10, () => at);
    expect(ledger.accept('key-a', 'n1', 60_000)).toBe(true);
    expect(ledger.accept('key-a', 'n1', 60_000)).toBe(false);
    expect(ledger.accept('key-b', 'n1', 60_000)).toBe(true);
    at = 60_000;
    expect(ledger.accept('key-a', 'n1', 120_000)).toBe(true);
  });

  it('when full of live nonces, believes no new signature rather than forget one', () => {
    let at = 0;
    const ledger = new NonceLedger(2, () => at);
    expect(ledger.accept('k', 'n1', 1_000)).toBe(true);
    expect(ledger.accept('k', 'n2', 5_000)).toBe(true);
    expect(ledger.accept('k', 'n3', 5_000)).toBe(false);
    at = 1_000;
    expect(ledger.accept('k', 'n3', 5_000)).toBe(true);
    expect(ledger.accept('k', 'n2', 5_000)).toBe(false);
  });
});

describe('coversRequiredComponents', () => {
  it('needs both @authority and signature-agent in the signature base', () => {
    const params = '"@signature-params": ("@authority" "signature-agent");created=1;keyid="k";tag="web-bot-auth"';
    expect(coversRequiredComponents(`"@authority": shop.example\n"signature-agent": "https://a.example"\n${params}`)).toBe(true);
    expect(coversRequiredComponents(`"@authority": shop.example\n"@signature-params": ("@authority")`)).toBe(false);
    expect(coversRequiredComponents(`"signature-agent": "https://a.example"\n"@signature-params": ("signature-agent")`)).toBe(false);
  });
});
