import {describe, expect, it} from 'vitest';
import {isFlagOn} from '~/infra/flags';
import {maintenanceRedirect} from './maintenance';

describe('maintenance mode', () => {
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
