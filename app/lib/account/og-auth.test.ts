import {describe, expect, it} from 'vitest';
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
