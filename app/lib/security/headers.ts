import {isLocalHost} from '~/lib/request-origin';
import {STRICT_CSP} from './csp';

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
  headers.set('X-Frame-Options', 'DENY');
  if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', STRICT_CSP);
  if (!isLocalHost(request)) headers.set('Strict-Transport-Security', `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`);
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
