import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {HOSTILE_REDIRECTS} from '../../tests/support/hostile-inputs';
import {isSafeRedirectPath, safeRedirectPath} from './safe-redirect';

describe('safeRedirectPath', () => {
  it('keeps same-origin paths (normalised)', () => {
    expect(safeRedirectPath('/')).toBe('/');
    expect(safeRedirectPath('/account/my-orders')).toBe('/account/my-orders');
    expect(safeRedirectPath('/learn?page=2#top')).toBe('/learn?page=2#top');
    expect(safeRedirectPath('/search?q=//evil.example')).toBe('/search?q=//evil.example');
    expect(safeRedirectPath('/products/a/../b')).toBe('/products/b');
  });

  it.each(HOSTILE_REDIRECTS)('refuses %j', (value) => {
    expect(safeRedirectPath(value)).toBeNull();
    expect(safeRedirectPath(value, '/account')).toBe('/account');
    expect(isSafeRedirectPath(value)).toBe(false);
  });

  it('refuses non-strings and huge values', () => {
    for (const value of [null, undefined, 1, {}, ['/x'], new URL('http://evil.example')]) {
      expect(safeRedirectPath(value, '/')).toBe('/');
    }
    expect(safeRedirectPath(`/${'a'.repeat(5000)}`, '/')).toBe('/');
  });

  it('never returns anything a browser would resolve to another origin (property)', () => {
    const piece = fc.constantFrom(
      '/',
      '\\',
      '\t',
      '\n',
      '%2f',
      '%5c',
      '%09',
      '.',
      '..',
      'evil.example',
      ':',
      '@',
      '?',
      '#',
      'javascript:',
      'http:',
      ' ',
      '\u3000',
      'a',
    );
    fc.assert(
      fc.property(
        fc.array(piece, {maxLength: 8}).map((parts) => parts.join('')),
        fc.string(),
        (built, random) => {
          for (const candidate of [built, random, `/${built}`, `/${random}`]) {
            const result = safeRedirectPath(candidate);
            if (result === null) continue;
            // What a browser does with a Location header on https://shop.example:
            const resolved = new URL(result, 'https://shop.example/some/page');
            expect(resolved.origin).toBe('https://shop.example');
            expect(result).toMatch(/^\/(?![/\\])/);
            // eslint-disable-next-line no-control-regex -- asserts that no control character is left
            expect(result).not.toMatch(/[\u0000-\u001f]/);
          }
        },
      ),
      {numRuns: 300, seed: 9001},
    );
  });
});
