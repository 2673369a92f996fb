import {describe, expect, it} from 'vitest';
import {earlyFontScript, FONT_ATTRIBUTE} from './web-font';

/** Runs the head script against a document with `cookie`; the attributes it set on <html>. */
function run(cookie: string) {
  const attributes = new Map<string, string>();
  const document = {cookie, documentElement: {setAttribute: (name: string, value: string) => attributes.set(name, value)}};
  new Function('document', earlyFontScript('oc_consent'))(document);
  return attributes;
}

describe('the early font script', () => {
  it('applies the brand face at once for a visitor with a consent decision, first or later among the cookies', () => {
    expect(run('oc_consent=granted').get(FONT_ATTRIBUTE)).toBe('');
    expect(run('ss.cartId=abc; oc_consent=denied').has(FONT_ATTRIBUTE)).toBe(true);
  });

  it('leaves a first visit, or a cookie whose name only ends the same, to the start-up script', () => {
    expect(run('').has(FONT_ATTRIBUTE)).toBe(false);
    expect(run('ss.cartId=abc').has(FONT_ATTRIBUTE)).toBe(false);
    expect(run('xoc_consent=granted').has(FONT_ATTRIBUTE)).toBe(false);
  });
});
