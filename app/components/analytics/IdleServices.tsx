import {lazy, Suspense, useCallback, useEffect, useState} from 'react';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import type {EdgeRootData} from '~/features/analytics/edge-root-data';
import {readBrowserCookieAsync} from '~/infra/cookies';
import {useStore} from '~/ui/client-store';
import {loadOrReload} from '~/ui/deploy-reload';
import type {ConsentDecision} from '~/features/consent/consent';
import {consentStore, storedDecision} from '~/features/consent/store';
import {chatStore} from '~/features/chat/store';
import {cancelledExperiments} from '~/features/experiments/client';
import type {Assignment} from '~/features/experiments/assign';
import {popupMayOpen} from '~/features/experiments/popup-moment';
import {POPUP_SEEN_COOKIE} from '~/components/experiments/popup-cookie';
import {TagManager} from './TagManager';
import {CartProductIds} from './CartProductIds';

// Each widget loads only when it shows; a chunk a newer deploy removed reloads the page (at most
// once per 10 s) instead of failing.
const ConsentManager = lazy(() => loadOrReload(() => import('~/components/consent/ConsentManager')));
const FirstOrderPopup = lazy(() => loadOrReload(() => import('~/components/experiments/FirstOrderPopup')));
const ChatWindow = lazy(() => loadOrReload(() => import('~/components/chat/ChatWindow')));
const ShopifyAnalytics = lazy(() => loadOrReload(() => import('./ShopifyAnalytics')));

const FALLBACK_CONSENT: EdgeRootData['shopifyConsent'] = {
  checkoutDomain: '',
  storefrontAccessToken: '',
  withPrivacyBanner: false,
  country: 'US',
  language: 'EN',
};

function showsFirstOrderOffer(experiment: Assignment | null): boolean {
  return Boolean(experiment?.sections.includes('first-order-popup') && experiment.variantName === 'show');
}

export interface IdleServicesProps {
  data: EdgeRootData | null | undefined;
  cart: Promise<CartApiQueryFragment | null> | null;
  experiment: Assignment | null;
  /** The browser has been idle once since the page loaded (false: only the chat window was asked for). */
  idle: boolean;
  /** Pages seen in this visit, the current one included. */
  pagesViewed: number;
}

/**
 * What EdgeServices adds once the browser is idle: the tag manager and the
 * CDP cart feed, Hydrogen's Analytics.Provider (Shopify's own analytics),
 * consent, the first-order popup and the chat window. Nothing here renders
 * on the server or is needed before a shopper's first tap.
 */
export default function IdleServices({data, cart, experiment, idle, pagesViewed}: IdleServicesProps) {
  const consent = useStore(consentStore);
  const chat = useStore(chatStore);
  const cancelled = useStore(cancelledExperiments);
  const stored = useStoredCookies();

  // Shopify's analytics may track only visitors who accepted cookies. The consent store holds the
  // decision once one is known (it and the cookie are written together); until then, the cookie's.
  const canTrack = useCallback(() => {
    const {decision} = consentStore.get();
    return (decision === 'unknown' ? stored?.consent : decision) === 'granted';
  }, [stored]);

  const offer =
    showsFirstOrderOffer(experiment) &&
    stored !== null &&
    !stored.offerSeen &&
    !cancelled.has(experiment!.experimentId) &&
    consent.settled &&
    consent.decision !== 'denied' &&
    !consent.bannerVisible;
  const offerMoment = useOfferMoment(idle && offer, pagesViewed);

  // Each lazy widget has a Suspense boundary of its own: a widget whose chunk
  // is still on its way must never hide another one already shown (React
  // hides a boundary's shown content when it suspends again), or a click on
  // it in that moment would be lost.
  return (
    <>
      <CartProductIds cart={cart} />
      {data?.config.analytics ? <TagManager gtmId={data.config.analytics.gtmId} /> : null}
      {idle && stored ? (
        <Suspense fallback={null}>
          {/* Remounted on a consent decision: Hydrogen's provider reads `canTrack` only when it (re)computes its context. */}
          <ShopifyAnalytics
            key={consent.decision}
            shop={data?.shopAnalytics ?? null}
            consent={data?.shopifyConsent ?? FALLBACK_CONSENT}
            cart={cart}
            canTrack={canTrack}
          />
        </Suspense>
      ) : null}
      {idle && !data?.isBot ? (
        <Suspense fallback={null}>
          <ConsentManager
            tool={data?.config.consentTool ?? null}
            privacy={{
              standIn: data?.customerPrivacyStandIn ?? null,
              storefrontAccessToken: data?.shopifyConsent.storefrontAccessToken ?? '',
            }}
          />
        </Suspense>
      ) : null}
      {idle && offer && offerMoment ? (
        <Suspense fallback={null}>
          <FirstOrderPopup />
        </Suspense>
      ) : null}
      {chat.windowOpen ? (
        <Suspense fallback={null}>
          <ChatWindow provider={data?.config.chatProvider ?? null} />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * The cookies read here, once, without holding the page (null until they are): this mounts as
 * the page settles, where a synchronous `document.cookie` read waits on the browser process.
 */
function useStoredCookies(): {consent: ConsentDecision; offerSeen: boolean} | null {
  const [stored, setStored] = useState<{consent: ConsentDecision; offerSeen: boolean} | null>(null);
  useEffect(() => {
    let live = true;
    void Promise.all([storedDecision(), readBrowserCookieAsync(POPUP_SEEN_COOKIE)]).then(([consent, seen]) => {
      if (live) setStored({consent, offerSeen: seen !== null});
    });
    return () => {
      live = false;
    };
  }, []);
  return stored;
}

/**
 * True from the moment the first-order offer may open (`popupMayOpen`), and
 * from then on, so the popup's own scroll lock cannot take it away again.
 * The calm is counted from each new page and from the last time another
 * dialog (banner, drawer, menu, chat: anything holding the scroll lock) was open.
 */
function useOfferMoment(eligible: boolean, pagesViewed: number): boolean {
  const [moment, setMoment] = useState(false);
  useEffect(() => {
    if (!eligible || moment) return;
    let calmSince = Date.now();
    const timer = setInterval(() => {
      const otherDialogOpen = document.body.dataset.scrollLock === 'true';
      if (otherDialogOpen) calmSince = Date.now();
      const calmForMs = Date.now() - calmSince;
      if (popupMayOpen({pagesViewed, calmForMs, otherDialogOpen})) setMoment(true);
    }, 500);
    return () => clearInterval(timer);
  }, [eligible, moment, pagesViewed]);
  return moment;
}
