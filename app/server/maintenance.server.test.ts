import {describe, expect, it} from 'vitest';
import {isFlagOn} from '~/infra/flags';
import {
  BYPASS_PATH,
  FLAG_CACHE_MS,
  STAFF_COOKIE,
  STAFF_COOKIE_MAX_AGE_SECONDS,
  flagValue,
  isStaff,
  readMaintenanceFlag,
  staffBypassResponse,
  staffSetCookie,
} from './maintenance.server';

describe('maintenance mode', () => {
  it('reads the env binding strictly', () => {
    expect(isFlagOn('true')).toBe(true);
    expect(isFlagOn('TRUE')).toBe(true);
    expect(isFlagOn('1')).toBe(true);
    expect(isFlagOn('false')).toBe(false);
    expect(isFlagOn('')).toBe(false);
    expect(isFlagOn(undefined)).toBe(false);
    expect(isFlagOn('maybe')).toBe(false);
  });
});

describe('maintenance from the SHOP_FLAGS KV flag', () => {
  const kv = (value: string | null, reads = {count: 0}) =>
    ({
      get: async () => {
        reads.count += 1;
        return value;
      },
    }) as unknown as KVNamespace;

  it('lets a stored on/off win over MAINTENANCE_MODE, so a deploy resetting the variable cannot switch it', () => {
    expect(flagValue('on', false)).toBe(true);
    expect(flagValue('off', true)).toBe(false);
    expect(flagValue(' TRUE ', false)).toBe(true);
    expect(flagValue(null, true)).toBe(true);
    expect(flagValue(null, false)).toBe(false);
    expect(flagValue('maybe', true)).toBe(true);
  });

  it('reads the flag once per isolate for a few seconds, then again', async () => {
    const reads = {count: 0};
    const namespace = kv('on', reads);
    expect(await readMaintenanceFlag(namespace, 1000)).toBe('on');
    expect(await readMaintenanceFlag(namespace, 1000 + FLAG_CACHE_MS - 1)).toBe('on');
    expect(reads.count).toBe(1);
    await readMaintenanceFlag(namespace, 1000 + FLAG_CACHE_MS);
    expect(reads.count).toBe(2);
    expect(FLAG_CACHE_MS).toBeLessThanOrEqual(10_000);
  });

  it('keeps the last value when KV fails', async () => {
    let fail = false;
    const namespace = {
      get: async () => {
        if (fail) throw new Error('KV down');
        return 'on';
      },
    } as unknown as KVNamespace;
    expect(await readMaintenanceFlag(namespace, 0)).toBe('on');
    fail = true;
    expect(await readMaintenanceFlag(namespace, FLAG_CACHE_MS * 2)).toBe('on');
  });
});

describe('staff bypass', () => {
  const SECRET = 'staff-bypass-secret-0123456789abcdef';
  const withCookie = (cookie: string) => new Request('https://shop.example.com/', {headers: {Cookie: `other=1; ${cookie}`}});

  it('gives a signed, HttpOnly, Secure cookie from the secret URL only, never cached', async () => {
    const response = await staffBypassResponse(new Request(`https://shop.example.com${BYPASS_PATH}?key=${SECRET}`), SECRET, 0);
    expect(response?.status).toBe(303);
    expect(response?.headers.get('Location')).toBe('/');
    expect(response?.headers.get('Cache-Control')).toBe('private, no-store');
    const cookie = response!.headers.get('Set-Cookie')!;
    expect(cookie).toMatch(new RegExp(`^${STAFF_COOKIE}=[^;]+; Max-Age=43200; Path=/; HttpOnly; Secure; SameSite=Lax$`));
    expect(await staffBypassResponse(new Request(`https://shop.example.com${BYPASS_PATH}?key=wrong`), SECRET)).toBeNull();
    expect(await staffBypassResponse(new Request(`https://shop.example.com${BYPASS_PATH}?key=${SECRET}`), undefined)).toBeNull();
    expect(await staffBypassResponse(new Request(`https://shop.example.com/?key=${SECRET}`), SECRET)).toBeNull();
  });

  it('accepts its own cookie until it expires, and no forged or other-secret one', async () => {
    const pair = (await staffSetCookie(withCookie(''), SECRET, 0)).split(';')[0]!;
    expect(await isStaff(withCookie(pair), SECRET, 1000)).toBe(true);
    expect(await isStaff(withCookie(pair), SECRET, (STAFF_COOKIE_MAX_AGE_SECONDS + 1) * 1000)).toBe(false);
    expect(await isStaff(withCookie(pair), `${SECRET}x`, 1000)).toBe(false);
    // A later expiry with the old signature: the signature covers the value.
    const [payload, signature] = decodeURIComponent(pair.slice(STAFF_COOKIE.length + 1)).split('.');
    const later = btoa(JSON.stringify({expires: (JSON.parse(atob(payload!)) as {expires: number}).expires + 1000}));
    expect(await isStaff(withCookie(`${STAFF_COOKIE}=${encodeURIComponent(`${later}.${signature}`)}`), SECRET, 1000)).toBe(false);
    expect(await isStaff(withCookie(`${STAFF_COOKIE}=nonsense`), SECRET, 1000)).toBe(false);
  });
});
