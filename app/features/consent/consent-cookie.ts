import {CONSENT_COOKIE, CONSENT_COOKIE_MAX_AGE, type ConsentDecision} from './consent';

/**
 * The `oc_consent` cookie as the server writes it (the no-JavaScript banner):
 * the same name, lifetime and scope the browser writes, Secure on https.
 */
export function consentCookieHeader(decision: Exclude<ConsentDecision, 'unknown'>, secure: boolean): string {
  return `${CONSENT_COOKIE}=${decision}; Path=/; Max-Age=${CONSENT_COOKIE_MAX_AGE}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
