import {describe, expect, it} from 'vitest';
import {readRequestCookie, setCookie} from '~/infra/cookies.server';
import {
  ATTRIBUTION_COOKIE,
  ATTRIBUTION_MAX_AGE_SECONDS,
  attributionStep,
  createAttribution,
  mergeAttributionAttribute,
  parseAttribution,
  serializeAttribution,
} from './attribution';
import {decisionFromTool, isSubmitPreferencesMessage, parseConsent, pollConsentTool} from './consent';

describe('consent drives attribution', () => {
  it('sets attribution only with advertising approved and a click id', () => {
    expect(attributionStep({consent: 'granted', clickId: 'abc', stored: false})).toEqual({kind: 'set', clickId: 'abc'});
    expect(attributionStep({consent: 'granted', clickId: null, stored: true})).toEqual({kind: 'none'});
    expect(attributionStep({consent: 'granted', clickId: '<script>', stored: false})).toEqual({kind: 'none'});
  });

  it('clears stored attribution when consent is missing or withdrawn', () => {
    expect(attributionStep({consent: 'denied', clickId: 'abc', stored: true})).toEqual({kind: 'clear'});
    expect(attributionStep({consent: 'unknown', clickId: 'abc', stored: true})).toEqual({kind: 'clear'});
    expect(attributionStep({consent: 'denied', clickId: 'abc', stored: false})).toEqual({kind: 'none'});
  });

  it('reads the advertising category from a consent tool', () => {
    expect(decisionFromTool({categories: ['necessary', 'advertising']})).toBe('granted');
    expect(decisionFromTool({categories: ['necessary']})).toBe('denied');
    expect(decisionFromTool(null)).toBe('unknown');
    expect(parseConsent('granted')).toBe('granted');
    expect(parseConsent('yes')).toBe('unknown');
  });

  it('recognises the submit-preferences message', () => {
    expect(isSubmitPreferencesMessage({type: 'submit-preferences'})).toBe(true);
    expect(isSubmitPreferencesMessage('submit-preferences')).toBe(true);
    expect(isSubmitPreferencesMessage({type: 'other'})).toBe(false);
  });
});

describe('consent tool polling', () => {
  it('tries 100 times 250 ms apart, then gives up', async () => {
    const waits: number[] = [];
    let reads = 0;
    const result = await pollConsentTool(() => (reads++, null), {wait: async (ms) => void waits.push(ms)});
    expect(result).toBeNull();
    expect(reads).toBe(100);
    expect(waits).toHaveLength(99);
    expect(new Set(waits)).toEqual(new Set([250]));
  });

  it('stops as soon as the tool answers', async () => {
    let reads = 0;
    const result = await pollConsentTool(() => (++reads === 3 ? {categories: ['advertising']} : null), {wait: async () => {}});
    expect(result).toEqual({categories: ['advertising']});
    expect(reads).toBe(3);
  });
});

describe('attribution record and cart attributes', () => {
  it('lives 45 days in a Secure cookie with clickId, loadTime and expiryTime', () => {
    const record = createAttribution('abc', 1_000);
    expect(record).toEqual({clickId: 'abc', loadTime: 1_000, expiryTime: 1_000 + 45 * 86_400_000});
    const cookie = setCookie('attribution', serializeAttribution(record), new Request('http://localhost/'));
    expect(cookie).toContain(`Max-Age=${ATTRIBUTION_MAX_AGE_SECONDS}`);
    expect(cookie).toContain('Secure');
    expect(parseAttribution(readRequestCookie(cookie.split(';')[0], ATTRIBUTION_COOKIE), 2_000)).toEqual(record);
    expect(parseAttribution(serializeAttribution(record), record.expiryTime)).toBeNull();
  });

  it('keeps the other cart attributes when setting or clearing im_ref', () => {
    const existing = [
      {key: 'gift_note', value: 'Happy birthday'},
      {key: 'im_ref', value: 'old'},
    ];
    expect(mergeAttributionAttribute(existing, 'abc')).toEqual([
      {key: 'gift_note', value: 'Happy birthday'},
      {key: 'im_ref', value: 'abc'},
    ]);
    expect(mergeAttributionAttribute(existing, null)).toEqual([{key: 'gift_note', value: 'Happy birthday'}]);
  });
});
