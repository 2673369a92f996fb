import {describe, expect, it, vi} from 'vitest';
import {cookieNames, parseCookies, readBrowserCookie, readCookie} from './cookies';

describe('parseCookies', () => {
  it('reads every pair of a header, trimming the spaces around names and values', () => {
    expect(parseCookies('a=1; b=two;c = 3 ')).toEqual({a: '1', b: 'two', c: '3'});
  });

  it('percent-decodes values, and keeps a value that is not valid percent-encoding as sent', () => {
    expect(parseCookies('ss.cartId=abc%2Fdef; note=50%25%20off')).toEqual({'ss.cartId': 'abc/def', note: '50% off'});
    expect(parseCookies('bad=%E0%A4%A; ok=1')).toEqual({bad: '%E0%A4%A', ok: '1'});
  });

  it('keeps the first of two cookies with the same name (browsers send the most specific first)', () => {
    expect(parseCookies('col_exp=bchp.1; col_exp=bchp.0')).toEqual({col_exp: 'bchp.1'});
  });

  it('skips malformed pairs (no `=`, no name) and keeps `=` inside a value', () => {
    expect(parseCookies('lonely; =orphan; a=x=y;; ;b=2')).toEqual({a: 'x=y', b: '2'});
  });

  it('reads nothing from an empty or missing header', () => {
    expect(parseCookies('')).toEqual({});
    expect(parseCookies(null)).toEqual({});
    expect(parseCookies(undefined)).toEqual({});
    expect(parseCookies(' ; ')).toEqual({});
  });

  it('takes the quotes off a quoted value', () => {
    expect(parseCookies('a="quoted value"; b="%41"; c="unbalanced')).toEqual({a: 'quoted value', b: 'A', c: '"unbalanced'});
  });
});

describe('readCookie', () => {
  it('reads one cookie, null when absent, empty string when empty', () => {
    const header = 'oc_consent=granted; empty=; x=1';
    expect(readCookie(header, 'oc_consent')).toBe('granted');
    expect(readCookie(header, 'empty')).toBe('');
    expect(readCookie(header, 'missing')).toBeNull();
    expect(readCookie(null, 'oc_consent')).toBeNull();
  });

  it('finds no cookie under the name of an object property', () => {
    expect(readCookie('a=1', 'toString')).toBeNull();
    expect(readCookie('a=1', '__proto__')).toBeNull();
  });

  it('does not mistake a name that ends with the wanted one', () => {
    expect(readCookie('xoc_consent=denied; oc_consent=granted', 'oc_consent')).toBe('granted');
  });
});

describe('cookieNames', () => {
  it('lists each name once, without malformed pairs', () => {
    expect(cookieNames('_ga=1; ss.cartId=x; _ga=2; junk')).toEqual(['_ga', 'ss.cartId']);
    expect(cookieNames(null)).toEqual([]);
  });
});

describe('readBrowserCookie', () => {
  it('reads document.cookie like a header, and nothing outside the browser', () => {
    expect(readBrowserCookie('oc_consent')).toBeNull();
    vi.stubGlobal('document', {cookie: 'oc_consent=granted; col_exp=bchp.1; col_exp=bchp.0; note=a%20b'});
    try {
      expect(readBrowserCookie('oc_consent')).toBe('granted');
      expect(readBrowserCookie('col_exp')).toBe('bchp.1');
      expect(readBrowserCookie('note')).toBe('a b');
      expect(readBrowserCookie('missing')).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('parseCookies reads as the cookie package does', () => {
  it('gives the same cookies for every kind of header the package handles', async () => {
    const {parse} = await import('cookie');
    const headers = [
      'a=1; b=2',
      ' a = 1 ;b=2;',
      'a=%E2%9C%93; b=%E0%A4%A',
      'a="quoted"; b="; c=""',
      'a=1; a=2; A=3',
      'flag; a=1; =nameless; b',
      'a=1;;b=x=y',
      'ss.cartId=gid%3A%2F%2Fshopify%2FCart%2Fc1%3Fkey%3Dk; oc_consent=%7B%22v%22%3A1%7D',
      '',
      ';',
      'toString=1; __proto__=2',
    ];
    for (const header of headers) {
      const expected = Object.fromEntries(Object.entries(parse(header)).filter(([name, value]) => name && value !== undefined));
      expect({...parseCookies(header)}, header).toEqual(expected);
    }
  });
});
