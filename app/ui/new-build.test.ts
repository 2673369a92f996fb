import {describe, expect, it} from 'vitest';
import {fullLoadTarget, isNewBuild} from './new-build';

describe('isNewBuild', () => {
  it('is any other version than the running one, a rollback included', () => {
    expect(isNewBuild('a1b2c3d4', {version: 'e5f6a7b8'})).toBe(true);
    expect(isNewBuild('e5f6a7b8', {version: 'a1b2c3d4'})).toBe(true);
    expect(isNewBuild('a1b2c3d4', {version: 'a1b2c3d4'})).toBe(false);
  });

  it('never on an answer without a version, or when the tab cannot tell its own', () => {
    expect(isNewBuild('a1b2c3d4', null)).toBe(false);
    expect(isNewBuild('a1b2c3d4', '<!doctype html>')).toBe(false);
    expect(isNewBuild('a1b2c3d4', {version: ''})).toBe(false);
    expect(isNewBuild('a1b2c3d4', {version: 7})).toBe(false);
    expect(isNewBuild(null, {version: 'e5f6a7b8'})).toBe(false);
  });
});

describe('fullLoadTarget', () => {
  const location = {pathname: '/search', search: '?q=floss', hash: ''};

  it('is where a link or a GET form goes, with what was typed in its query', () => {
    expect(fullLoadTarget({state: 'loading', location})).toBe('/search?q=floss');
    expect(fullLoadTarget({state: 'loading', formMethod: 'GET', location})).toBe('/search?q=floss');
    expect(fullLoadTarget({state: 'loading', formMethod: 'get', location: {...location, hash: '#results'}})).toBe(
      '/search?q=floss#results',
    );
  });

  it('is nothing for a posted form (its answer lives only in the tab) or while nothing navigates', () => {
    expect(fullLoadTarget({state: 'submitting', formMethod: 'POST', location})).toBeNull();
    expect(fullLoadTarget({state: 'loading', formMethod: 'POST', location})).toBeNull();
    expect(fullLoadTarget({state: 'idle'})).toBeNull();
  });
});
