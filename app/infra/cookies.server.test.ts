import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {clearCookie, readRequestCookie, requestCookies, setCookie, signedCookie} from './cookies.server';
import {SHOP_COOKIES, type CookieDeclaration, type ShopCookie} from './shop-cookies';

const declared = (cookie: ShopCookie): CookieDeclaration => SHOP_COOKIES[cookie];

const HTTPS = new Request('https://shop.example/');
const LOCAL = new Request('http://localhost:3000/');

/** A `Set-Cookie` value as name, value and lower-cased attributes (`secure: true`, `max-age: '7200'`). */
function attributesOf(header: string) {
  const [pair, ...rest] = header.split('; ');
  const eq = pair!.indexOf('=');
  const attributes: Record<string, string | true> = {};
  for (const part of rest) {
    const [key, value] = part.split('=');
    attributes[key!.toLowerCase()] = value ?? true;
  }
  return {name: pair!.slice(0, eq), value: pair!.slice(eq + 1), attributes};
}

/**
 * Every cookie the shop's server sets, as the specification and the shop's rules give it: name,
 * lifetime in seconds (null: the browser session; a per-value lifetime is given by the writer),
 * HttpOnly, SameSite, and Secure on https and on http://localhost.
 */
const EXPECTED: Record<
  ShopCookie,
  {
    name: string | null;
    maxAge: number | null;
    httpOnly: boolean;
    sameSite: string;
    secureLocal: boolean;
    partitioned?: boolean;
    signed?: boolean;
  }
> = {
  session: {name: 'session', maxAge: 2_592_000, httpOnly: true, sameSite: 'Lax', secureLocal: false, signed: true},
  customerToken: {name: 'customerAccessToken', maxAge: null, httpOnly: true, sameSite: 'Lax', secureLocal: false, signed: true},
  ogAuth: {name: 'og_auth', maxAge: 7200, httpOnly: false, sameSite: 'Lax', secureLocal: true},
  cartId: {name: 'ss.cartId', maxAge: 1_209_600, httpOnly: false, sameSite: 'Lax', secureLocal: false},
  experiment: {name: 'col_exp', maxAge: 7_776_000, httpOnly: false, sameSite: 'Lax', secureLocal: false},
  consent: {name: 'oc_consent', maxAge: 15_552_000, httpOnly: false, sameSite: 'Lax', secureLocal: false},
  attribution: {name: 'im_ref', maxAge: 45 * 86_400, httpOnly: false, sameSite: 'Lax', secureLocal: true},
  freeGiftDecline: {name: null, maxAge: 2_592_000, httpOnly: false, sameSite: 'Lax', secureLocal: false},
  contentPreview: {name: 'content_preview', maxAge: null, httpOnly: true, sameSite: 'None', secureLocal: true, partitioned: true},
  staff: {name: 'maintenance_staff', maxAge: 43_200, httpOnly: true, sameSite: 'Lax', secureLocal: true, signed: true},
};

async function write(cookie: ShopCookie, request: Request): Promise<string> {
  if (declared(cookie).signed) return signedCookie(cookie, request, ['secret']).serialize({v: 1});
  return setCookie(cookie, 'v', request, declared(cookie).name ? {} : {name: 'declined_rule'});
}

describe('the declared cookies', () => {
  it('declares exactly the cookies of the table', () => {
    expect(Object.keys(SHOP_COOKIES).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(Object.entries(EXPECTED) as Array<[ShopCookie, (typeof EXPECTED)[ShopCookie]]>)(
    '%s keeps its name, lifetime and flags',
    async (cookie, expected) => {
      for (const request of [HTTPS, LOCAL]) {
        const {name, attributes} = attributesOf(await write(cookie, request));
        expect(name).toBe(expected.name ?? 'declined_rule');
        expect(attributes.path).toBe('/');
        expect(attributes['max-age']).toBe(expected.maxAge === null ? undefined : String(expected.maxAge));
        expect(attributes.httponly ?? false).toBe(expected.httpOnly);
        expect(attributes.samesite).toBe(expected.sameSite);
        expect(attributes.secure ?? false).toBe(request === HTTPS || expected.secureLocal);
        expect(attributes.partitioned ?? false).toBe(expected.partitioned ?? false);
      }
      expect(Boolean(declared(cookie).signed)).toBe(expected.signed ?? false);
    },
  );

  it('removes a cookie with the flags it was set with and Max-Age=0', () => {
    const {name, value, attributes} = attributesOf(clearCookie('attribution', LOCAL));
    expect({name, value, maxAge: attributes['max-age'], secure: attributes.secure, sameSite: attributes.samesite}).toEqual({
      name: 'im_ref',
      value: '',
      maxAge: '0',
      secure: true,
      sameSite: 'Lax',
    });
    expect(clearCookie('freeGiftDecline', HTTPS, {name: 'declined_rule'})).toMatch(/^declined_rule=; Max-Age=0; Path=\//);
  });

  it('takes a per-value lifetime only where one is declared, and a name only for a family', () => {
    expect(attributesOf(setCookie('experiment', 'bchp.1', HTTPS, {maxAge: 600})).attributes['max-age']).toBe('600');
    expect(() => setCookie('cartId', 'c1', HTTPS, {maxAge: 600})).toThrow(TypeError);
    expect(() => setCookie('freeGiftDecline', '1', HTTPS)).toThrow(TypeError);
    expect(() => setCookie('staff', '1', HTTPS)).toThrow(TypeError);
  });
});

describe('values', () => {
  it('are percent-encoded on the way out and decoded on the way in, for every cookie alike', () => {
    const header = setCookie('attribution', '{"clickId":"a b;c"}', HTTPS);
    expect(header.split(';')[0]).toBe('im_ref=%7B%22clickId%22%3A%22a%20b%3Bc%22%7D');
    expect(readRequestCookie(header.split(';')[0], 'im_ref')).toBe('{"clickId":"a b;c"}');
  });

  it('reads one cookie: null when absent, empty when empty, the first of a repeated name', () => {
    const header = 'oc_consent=granted; empty=; x=1; col_exp=bchp.1; col_exp=bchp.0';
    expect(readRequestCookie(header, 'oc_consent')).toBe('granted');
    expect(readRequestCookie(header, 'empty')).toBe('');
    expect(readRequestCookie(header, 'missing')).toBeNull();
    expect(readRequestCookie(header, 'col_exp')).toBe('bchp.1');
    expect(readRequestCookie(new Request('https://shop.example/', {headers: {Cookie: header}}), 'x')).toBe('1');
    expect(readRequestCookie(null, 'oc_consent')).toBeNull();
    expect(readRequestCookie('xoc_consent=denied; oc_consent=granted', 'oc_consent')).toBe('granted');
  });

  it('finds no cookie under the name of an object property, and keeps a bad escape as sent', () => {
    expect(readRequestCookie('a=1', 'toString')).toBeNull();
    expect(readRequestCookie('a=1; __proto__=2', '__proto__')).toBeNull();
    expect(readRequestCookie('bad=%E0%A4%A', 'bad')).toBe('%E0%A4%A');
    expect(Object.keys(requestCookies('_ga=1; ss.cartId=x; _ga=2; junk'))).toEqual(['_ga', 'ss.cartId']);
  });
});

describe('signed cookies', () => {
  it('verify with any of the secrets and sign with the first, so a key rotates by adding one', async () => {
    const old = await signedCookie('staff', HTTPS, ['old']).serialize({expires: 1});
    const pair = old.split(';')[0]!;
    expect(await signedCookie('staff', HTTPS, ['new', 'old']).parse(pair)).toEqual({expires: 1});
    expect(await signedCookie('staff', HTTPS, ['new']).parse(pair)).toBeNull();
    expect(() => signedCookie('cartId', HTTPS, ['s'])).toThrow(TypeError);
  });
});

describe('writers', () => {
  it('assemble no Set-Cookie string outside the cookie module', () => {
    const app = path.resolve(__dirname, '..');
    // `document.cookie` writers for the browser's own cookies are the one other place (app/ui/client-store.ts).
    const allowed = new Set(['infra/cookies.server.ts', 'ui/client-store.ts']);
    const attribute = /(['"`]|;\s*)(Path=|Max-Age=|SameSite=|HttpOnly\b|Secure\b|Partitioned\b)/;
    const offenders = (readdirSync(app, {recursive: true}) as string[])
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !allowed.has(file.split(path.sep).join('/')))
      .filter((file) =>
        readFileSync(path.join(app, file), 'utf8')
          .split('\n')
          .some((line) => !/^\s*(\/?\*|\/\/)/.test(line) && attribute.test(line)),
      );
    expect(offenders).toEqual([]);
  });
});
