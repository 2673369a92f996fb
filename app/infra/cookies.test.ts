import {describe, expect, it, vi} from 'vitest';
import {readBrowserCookie, readBrowserCookieAsync, readCookieFrom} from './cookies';

describe('readCookieFrom', () => {
  it('reads one pair of a header, trimming the spaces around names and values', () => {
    expect(readCookieFrom('a=1; b=two;c = 3 ', 'c')).toBe('3');
    expect(readCookieFrom('a=1; b=two', 'missing')).toBeNull();
    expect(readCookieFrom('oc_consent=granted; empty=', 'empty')).toBe('');
  });

  it('percent-decodes values, and keeps a value that is not valid percent-encoding as sent', () => {
    expect(readCookieFrom('ss.cartId=abc%2Fdef; note=50%25%20off', 'note')).toBe('50% off');
    expect(readCookieFrom('bad=%E0%A4%A; ok=1', 'bad')).toBe('%E0%A4%A');
  });

  it('keeps the first of two cookies with the same name (browsers send the most specific first)', () => {
    expect(readCookieFrom('col_exp=bchp.1; col_exp=bchp.0', 'col_exp')).toBe('bchp.1');
  });

  it('skips pairs without `=`, keeps `=` inside a value, and does not mistake a longer name', () => {
    expect(readCookieFrom('a; =orphan; a=x=y;; ;b=2', 'a')).toBe('x=y');
    expect(readCookieFrom('xoc_consent=denied; oc_consent=granted', 'oc_consent')).toBe('granted');
  });

  it('takes the quotes off a quoted value', () => {
    expect(readCookieFrom('a="quoted value"; b="%41"; c="unbalanced', 'a')).toBe('quoted value');
    expect(readCookieFrom('a="quoted value"; b="%41"; c="unbalanced', 'b')).toBe('A');
    expect(readCookieFrom('a="quoted value"; b="%41"; c="unbalanced', 'c')).toBe('"unbalanced');
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

describe('readCookieFrom reads as the cookie package does', () => {
  it('gives the same value for every cookie of every kind of header the package handles', async () => {
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
      const expected = parse(header);
      for (const name of [...Object.keys(expected), 'missing']) {
        expect(readCookieFrom(header, name), `${header} ${name}`).toBe(expected[name] ?? null);
      }
    }
  });
});

describe('readBrowserCookieAsync', () => {
  it('asks the Cookie Store API and reads its value by the same rules, never touching document.cookie', async () => {
    const get = vi.fn(async (name: string) => ({oc_consent: {value: 'granted'}, note: {value: '"a%20b"'}})[name] ?? null);
    const document = {
      get cookie(): string {
        throw new Error('document.cookie read');
      },
    };
    vi.stubGlobal('window', {cookieStore: {get}});
    vi.stubGlobal('document', document);
    try {
      expect(await readBrowserCookieAsync('oc_consent')).toBe('granted');
      expect(await readBrowserCookieAsync('note')).toBe('a b');
      expect(await readBrowserCookieAsync('missing')).toBeNull();
      expect(get).toHaveBeenCalledTimes(3);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('reads document.cookie where the API is missing or refuses', async () => {
    vi.stubGlobal('document', {cookie: 'oc_consent=denied'});
    vi.stubGlobal('window', {});
    try {
      expect(await readBrowserCookieAsync('oc_consent')).toBe('denied');
      vi.stubGlobal('window', {cookieStore: {get: () => Promise.reject(new DOMException('opaque origin', 'SecurityError'))}});
      expect(await readBrowserCookieAsync('oc_consent')).toBe('denied');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('is null outside the browser', async () => {
    expect(await readBrowserCookieAsync('oc_consent')).toBeNull();
  });
});
