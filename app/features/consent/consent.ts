/**
 * Consent. The shop mirrors the visitor's choice in
 * the first-party cookie `oc_consent` (`granted` or `denied`, advertising
 * and analytics together), whether the choice was made in the shop's own
 * banner or in a configured consent tool, so the worker can honour it too.
 */
export {CONSENT_COOKIE, CONSENT_COOKIE_MAX_AGE} from '~/infra/shop-cookies';
/** The consent tool is polled 100 times, 250 ms apart. */
export const CONSENT_POLL_ATTEMPTS = 100;
export const CONSENT_POLL_INTERVAL_MS = 250;
/** The category attribution depends on. */
export const ADVERTISING_CATEGORY = 'advertising';
/** The message a consent tool posts when the visitor saves their preferences. */
export const SUBMIT_PREFERENCES_MESSAGE = 'submit-preferences';

export type ConsentDecision = 'granted' | 'denied' | 'unknown';

export function parseConsent(value: string | null | undefined): ConsentDecision {
  return value === 'granted' || value === 'denied' ? value : 'unknown';
}

/**
 * What a consent tool reports, as categories approved. A tool answering
 * nothing yet (still loading) gives null.
 */
export type ToolConsent = {categories: string[]} | null;

export function decisionFromTool(consent: ToolConsent): ConsentDecision {
  if (!consent) return 'unknown';
  return consent.categories.includes(ADVERTISING_CATEGORY) ? 'granted' : 'denied';
}

/**
 * Reads the tool until it answers: up to `attempts` tries, `intervalMs`
 * apart. Resolves with its consent, or null when it never answered.
 */
export function pollConsentTool(
  read: () => ToolConsent,
  {
    attempts = CONSENT_POLL_ATTEMPTS,
    intervalMs = CONSENT_POLL_INTERVAL_MS,
    wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
  } = {},
): Promise<ToolConsent> {
  return (async () => {
    for (let attempt = 1; attempt <= attempts; attempt++) {
      const consent = read();
      if (consent) return consent;
      if (attempt < attempts) await wait(intervalMs);
    }
    return null;
  })();
}

/** True for the message a consent tool posts when preferences are submitted. */
export function isSubmitPreferencesMessage(data: unknown): boolean {
  if (data === SUBMIT_PREFERENCES_MESSAGE) return true;
  return typeof data === 'object' && data !== null && (data as {type?: unknown}).type === SUBMIT_PREFERENCES_MESSAGE;
}
