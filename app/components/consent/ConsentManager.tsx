import {useEffect, useRef} from 'react';
import {useLocation} from '@remix-run/react';
import {usePageNonce} from '~/ui/nonce';
import {loadScriptOnce} from '~/features/chat/provider';
import {
  decisionFromTool,
  isSubmitPreferencesMessage,
  pollConsentTool,
  type ConsentDecision,
  type ToolConsent,
} from '~/features/consent/consent';
import {consentStore, setConsentDecision} from '~/features/consent/store';
import {ATTRIBUTION_COOKIE, ATTRIBUTION_PARAM, attributionStep} from '~/features/consent/attribution';
import {readBrowserCookieAsync} from '~/infra/cookies';
import {useStore} from '~/ui/client-store';
import {clearExperimentCookie} from '~/features/experiments/client';
import {lockBodyScroll, unlockBodyScroll} from '~/ui/scroll-lock';
import type {EdgeRootData} from '~/features/analytics/edge-root-data';
import {useShopifyTrackingConsent} from './useShopifyTrackingConsent';

export interface ConsentToolConfig {
  scriptUrl: string;
  globalName: string;
  bannerSelector: string | null;
}

/**
 * Consent and attribution, loaded when the page is idle. With a consent
 * tool configured it polls the tool (100 × 250 ms) and re-checks on its
 * submit-preferences message (otherwise the shop's own ConsentBanner asks).
 * Every decision is mirrored to `oc_consent`, applied to attribution and
 * the experiment cookie, and handed to Shopify's Customer Privacy API.
 */
export default function ConsentManager({
  tool,
  privacy,
}: {
  tool: ConsentToolConfig | null;
  privacy: {standIn: EdgeRootData['customerPrivacyStandIn']; storefrontAccessToken: string};
}) {
  const {decision, settled} = useStore(consentStore);
  const location = useLocation();
  const nonce = usePageNonce();
  useShopifyTrackingConsent({decision, standIn: privacy.standIn, storefrontAccessToken: privacy.storefrontAccessToken, nonce});

  // Attribution follows the decision (and a new im_ref on a later page).
  useEffect(() => {
    if (!settled && decision === 'unknown') return;
    void applyDecision(decision, new URLSearchParams(location.search).get(ATTRIBUTION_PARAM));
  }, [decision, settled, location.search]);

  // Without a tool, the shop's own banner (ConsentBanner, server-rendered) asks instead.
  return tool ? <ToolConsentBridge tool={tool} /> : null;
}

async function applyDecision(decision: ConsentDecision, clickId: string | null) {
  if (decision === 'denied') await clearExperimentCookie();
  // Read without holding the page: it runs as the page settles, where a synchronous cookie read waits on the browser process.
  const step = attributionStep({consent: decision, clickId, stored: (await readBrowserCookieAsync(ATTRIBUTION_COOKIE)) !== null});
  if (step.kind === 'none') return;
  void fetch('/api/attribution', {
    method: 'POST',
    headers: {'Content-Type': 'application/json', Accept: 'application/json'},
    body: JSON.stringify(step.kind === 'set' ? {clickId: step.clickId} : {clear: true}),
  }).catch(() => {});
}

/** Reads the configured tool; `window[globalName].getConsent()` returns `{categories}` or null while loading. */
function readTool(globalName: string): ToolConsent {
  const tool = (window as unknown as Record<string, {getConsent?: () => ToolConsent} | undefined>)[globalName];
  try {
    return tool?.getConsent?.() ?? null;
  } catch {
    return null;
  }
}

function ToolConsentBridge({tool}: {tool: ConsentToolConfig}) {
  const nonce = usePageNonce();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const update = (consent: ToolConsent) => {
      const decision = decisionFromTool(consent);
      if (decision === 'unknown') consentStore.set((s) => ({...s, settled: true}));
      else setConsentDecision(decision);
    };
    loadScriptOnce(tool.scriptUrl, nonce).catch(() => {});
    void pollConsentTool(() => readTool(tool.globalName)).then(update);
    const onMessage = (event: MessageEvent) => {
      if (isSubmitPreferencesMessage(event.data)) update(readTool(tool.globalName));
    };
    window.addEventListener('message', onMessage);
    const stopWatching = tool.bannerSelector ? watchBanner(tool.bannerSelector) : () => {};
    return () => {
      window.removeEventListener('message', onMessage);
      stopWatching();
    };
  }, [tool, nonce]);
  return null;
}

/** Locks body scroll while the tool's banner is displayed as block; releases it when that stops. */
function watchBanner(selector: string): () => void {
  const check = () => {
    const banner = document.querySelector<HTMLElement>(selector);
    const shown = banner ? getComputedStyle(banner).display === 'block' : false;
    consentStore.set((s) => (s.bannerVisible === shown ? s : {...s, bannerVisible: shown}));
    if (shown) lockBodyScroll('consent-tool');
    else unlockBodyScroll('consent-tool');
  };
  const observer = new MutationObserver(check);
  observer.observe(document.body, {subtree: true, childList: true, attributes: true, attributeFilter: ['style', 'class', 'hidden']});
  check();
  return () => {
    observer.disconnect();
    unlockBodyScroll('consent-tool');
  };
}
