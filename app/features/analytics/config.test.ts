import {describe, expect, it} from 'vitest';
import {analyticsConfigFromEnv, isValidTagManagerId, validateAnalyticsConfig} from './config';

describe('tag manager id', () => {
  it('accepts GTM- and G- followed by uppercase letters and digits', () => {
    for (const id of ['GTM-ABC123', 'G-7XK2M9', 'GTM-X']) expect(isValidTagManagerId(id), id).toBe(true);
  });

  it('rejects everything else', () => {
    for (const id of ['GTM-abc', 'G-', 'UA-1234-1', 'gtm-ABC', 'GTM-AB C', ' GTM-ABC', 'GTM-ABC\n', 42, null]) {
      expect(isValidTagManagerId(id), String(id)).toBe(false);
    }
  });
});

describe('analytics config', () => {
  it('accepts a gtm config', () => {
    expect(validateAnalyticsConfig({integration: 'gtm', id: 'GTM-ABC123'})).toEqual({
      ok: true,
      config: {integration: 'gtm', id: 'GTM-ABC123'},
    });
  });

  it('gives the exact validation errors', () => {
    expect(validateAnalyticsConfig([[1, 'gtm']])).toEqual({ok: false, error: 'keys must be strings'});
    expect(validateAnalyticsConfig({id: 'GTM-ABC'})).toEqual({ok: false, error: 'no integration key in config'});
    expect(validateAnalyticsConfig({integration: '', id: 'GTM-ABC'})).toMatchObject({error: 'integration must be a non-empty string'});
    expect(validateAnalyticsConfig({integration: 'segment', id: 'GTM-ABC'})).toMatchObject({
      error: expect.stringContaining('only gtm is supported'),
    });
    expect(validateAnalyticsConfig({integration: 'gtm', id: 'GTM-bad'})).toEqual({ok: false, error: '"GTM-bad" is not a valid id'});
    expect(validateAnalyticsConfig('gtm')).toMatchObject({ok: false});
  });

  it('reads the env binding and ignores an invalid one', () => {
    expect(analyticsConfigFromEnv('{"integration":"gtm","id":"G-12AB"}')).toEqual({integration: 'gtm', id: 'G-12AB'});
    expect(analyticsConfigFromEnv(undefined)).toBeNull();
    expect(analyticsConfigFromEnv('{"integration":"gtm","id":"nope"}')).toBeNull();
    expect(analyticsConfigFromEnv('not json')).toBeNull();
  });
});
