import {isLocalHost} from '~/infra/request-origin';
import {STRICT_CSP} from './csp.server';

/**
 * Browser features no page of the shop uses, switched off for the shop and anything it embeds.
 * Checkout (payments) happens on the hosted checkout, not here.
 */
export const PERMISSIONS_POLICY =
  'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), browsing-topics=()';

/** One year, the usual minimum for HSTS preload lists. */
export const HSTS_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

/**
 * The security headers every response carries (documents, resource routes,
 * redirects, error pages). HSTS only outside localhost, so a developer's
 * browser does not pin http://localhost to https.
 */
export function securityHeaders(request: Request, headers: Headers): Headers {
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  headers.set('Permissions-Policy', PERMISSIONS_POLICY);
  if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', STRICT_CSP);
  // X-Frame-Options for browsers without CSP frame-ancestors; it has no "allow these sites", so
  // a page whose policy names the ancestors that may frame it (a content preview) goes without.
  const ancestors = /frame-ancestors ([^;]+)/.exec(headers.get('Content-Security-Policy') ?? '')?.[1]?.trim();
  if (!ancestors || ancestors === "'none'") headers.set('X-Frame-Options', 'DENY');
  else headers.delete('X-Frame-Options');
  if (!isLocalHost(request)) headers.set('Strict-Transport-Security', `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`);
  privateWhenSettingCookies(headers);
  return headers;
}

/**
 * Whether a Cache-Control value lets a shared cache (CDN, proxy) store the
 * answer: `public`, `s-maxage`, or a positive `max-age` without `private`/`no-store`.
 */
export function isShareable(cacheControl: string | null): boolean {
  const value = (cacheControl ?? '').toLowerCase();
  if (/\b(private|no-store)\b/.test(value)) return false;
  if (/\bpublic\b|\bs-maxage\s*=/.test(value)) return true;
  const maxAge = /\bmax-age\s*=\s*(\d+)/.exec(value);
  return maxAge !== null && Number(maxAge[1]) > 0;
}

/**
 * An answer that sets a cookie is never stored for others:
 * a shared cache would hand one visitor's `Set-Cookie: session=…` to the next.
 * When both meet, the cookie wins and the answer becomes `private, no-store`.
 */
export function privateWhenSettingCookies(headers: Headers): Headers {
  if (headers.has('Set-Cookie') && isShareable(headers.get('Cache-Control'))) headers.set('Cache-Control', 'private, no-store');
  return headers;
}

/** The response with the security headers (copied when its headers are immutable). */
export function withSecurityHeaders(response: Response, request: Request): Response {
  try {
    securityHeaders(request, response.headers);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    securityHeaders(request, copy.headers);
    return copy;
  }
}
