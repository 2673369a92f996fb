import {describe, expect, it, vi} from 'vitest';
import {customerNumericId, signOgAuth, verifyOgAuth} from './og-auth';

describe('og_auth', () => {
  it('holds the customer id and verifies for 7200 seconds', async () => {
    const now = Date.parse('2026-06-01T12:00:00Z');
    const value = await signOgAuth('42', 'key', now);
    expect(value.startsWith('42|')).toBe(true);
    expect(await verifyOgAuth(value, 'key', now + 7_199_000)).toBe('42');
    expect(await verifyOgAuth(value, 'key', now + 7_201_000)).toBeNull();
    expect(await verifyOgAuth(value, 'other-key', now)).toBeNull();
    expect(await verifyOgAuth(value.replace('42|', '43|'), 'key', now)).toBeNull();
  });
  it('reads the numeric id of a customer gid', () => {
    expect(customerNumericId('gid://shopify/Customer/7')).toBe('7');
    expect(customerNumericId('gid://shopify/Order/7')).toBeNull();
  });
});

describe('og_auth verification', () => {
  it('checks the signature with crypto.subtle.verify (constant time), not a string comparison', async () => {
    const now = Date.parse('2026-06-01T12:00:00Z');
    const value = await signOgAuth('42', 'key', now);
    const verify = vi.spyOn(crypto.subtle, 'verify');
    try {
      expect(await verifyOgAuth(value, 'key', now)).toBe('42');
      expect(verify).toHaveBeenCalledTimes(1);
      const [algorithm, , signature] = verify.mock.calls[0]!;
      expect(algorithm).toBe('HMAC');
      expect(Buffer.from(signature as Uint8Array).toString('hex')).toBe(value.split('|')[2]);
    } finally {
      verify.mockRestore();
    }
  });
  it('refuses a signature that is not 64 hex digits, and a forged one of the right shape', async () => {
    const now = Date.parse('2026-06-01T12:00:00Z');
    const [id, ts] = (await signOgAuth('42', 'key', now)).split('|');
    for (const signature of ['', 'zz'.repeat(32), 'ab', '0'.repeat(63), '0'.repeat(64), `${'0'.repeat(64)}00`]) {
      expect(await verifyOgAuth(`${id}|${ts}|${signature}`, 'key', now)).toBeNull();
    }
    // A value signed with the key the shop used to fall back on proves nothing under the real key.
    const old = await signOgAuth('42', 'local-subscriptions-auth-key', now);
    expect(await verifyOgAuth(old, 'a-real-key-of-32-or-more-characters!!', now)).toBeNull();
  });
});
