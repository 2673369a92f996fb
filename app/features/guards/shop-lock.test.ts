import {describe, expect, it} from 'vitest';
import {afterUnlockPath, isLockedPath, maintenanceRedirect, passwordRedirectTarget} from './shop-lock';

describe('maintenance redirect', () => {
  it('sends every other path to /maintenance when on', () => {
    for (const path of ['/', '/products', '/products/optic-white-bundle', '/cart', '/account/login', '/x.data']) {
      expect(maintenanceRedirect(path, true)).toBe('/maintenance');
    }
  });

  it('lets /maintenance itself through when on', () => {
    expect(maintenanceRedirect('/maintenance', true)).toBeNull();
    expect(maintenanceRedirect('/maintenance/', true)).toBeNull();
    expect(maintenanceRedirect('/maintenance.data', true)).toBeNull();
  });

  it('sends /maintenance home when off and leaves the rest alone', () => {
    expect(maintenanceRedirect('/maintenance', false)).toBe('/');
    expect(maintenanceRedirect('/', false)).toBeNull();
    expect(maintenanceRedirect('/products', false)).toBeNull();
  });
});

describe('storefront password redirect', () => {
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
