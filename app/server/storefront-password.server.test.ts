import {describe, expect, it} from 'vitest';
import {passwordDigest, storefrontLockState, UNLOCK_SESSION_KEY} from './storefront-password.server';

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
});
