import {readBrowserCookieAsync} from '~/infra/cookies';
import {createStore, writeBrowserCookie} from '~/ui/client-store';
import {CONSENT_COOKIE, CONSENT_COOKIE_MAX_AGE, parseConsent, type ConsentDecision} from './consent';

export interface ConsentState {
  decision: ConsentDecision;
  /** A consent banner (ours or the tool's) is on screen. */
  bannerVisible: boolean;
  /** The consent manager has finished finding out (banner shown, tool answered or gave up). */
  settled: boolean;
  /** Bumped by "Cookie preferences": the shop's own banner opens again so the choice can change. */
  reopened: number;
}

export const consentStore = createStore<ConsentState>({decision: 'unknown', bannerVisible: false, settled: false, reopened: 0});

export function reopenConsentBanner(): void {
  consentStore.set((s) => ({...s, reopened: s.reopened + 1}));
}

/** The decision stored in `oc_consent` (browser only), read without holding the page (`readBrowserCookieAsync`). */
export async function storedDecision(): Promise<ConsentDecision> {
  return parseConsent(await readBrowserCookieAsync(CONSENT_COOKIE));
}

/** Records a decision: the cookie the worker reads, and the shared state. */
export function setConsentDecision(decision: Exclude<ConsentDecision, 'unknown'>): void {
  writeBrowserCookie(CONSENT_COOKIE, decision, CONSENT_COOKIE_MAX_AGE);
  consentStore.set((state) => ({...state, decision, settled: true}));
}
