import {describe, expect, it} from 'vitest';
import {
  afterUnlockPath,
  isLockedPath,
  passwordDigest,
  passwordRedirectTarget,
  storefrontLockState,
  UNLOCK_SESSION_KEY,
} from './storefront-password';

describe('storefront password', () => {
  it('is off without a configured password', async () => {
    expect(await storefrontLockState({get: () => undefined}, undefined)).toEqual({enabled: false, locked: false});
    expect(await storefrontLockState({get: () => undefined}, '')).toEqual({enabled: false, locked: false});
  });

  it('locks until the session holds the digest of the current password', async () => {
    expect((await storefrontLockState({get: () => undefined}, 'smile')).locked).toBe(true);
    const digest = await passwordDigest('smile');
    const session = {get: (key: string) => (key === UNLOCK_SESSION_KEY ? digest : undefined)};
    expect((await storefrontLockState(session, 'smile')).locked).toBe(false);
    expect((await storefrontLockState(session, 'changed')).locked).toBe(true);
  });

  it('leaves the password page itself reachable', () => {
    expect(isLockedPath('/password', true)).toBe(false);
    expect(isLockedPath('/password.data', true)).toBe(false);
    expect(isLockedPath('/learn', true)).toBe(true);
    expect(isLockedPath('/', true)).toBe(true);
    expect(isLockedPath('/learn', false)).toBe(false);
  });

  it('comes back to the requested page, never to another site', () => {
    expect(passwordRedirectTarget(new URL('https://s.test/learn.data?page=2'))).toBe('/password?redirect=%2Flearn%3Fpage%3D2');
    expect(passwordRedirectTarget(new URL('https://s.test/'))).toBe('/password');
    expect(afterUnlockPath('/learn?page=2')).toBe('/learn?page=2');
    expect(afterUnlockPath('//evil.example')).toBe('/');
    expect(afterUnlockPath('https://evil.example')).toBe('/');
    expect(afterUnlockPath(undefined)).toBe('/');
  });
});
