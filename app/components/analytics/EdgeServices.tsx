import {lazy, Suspense, useEffect, useRef, useState, type ReactNode} from 'react';
import {useLocation} from '@remix-run/react';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import type {EdgeRootData} from '~/features/analytics/edge-root-data';
import {readBrowserCookie} from '~/infra/cookies';
import {useStore, whenIdle} from '~/ui/client-store';
import {loadOrReload} from '~/ui/deploy-reload';
import {parseConsent} from '~/features/consent/consent';
import {consentStore} from '~/features/consent/store';
import {chatStore} from '~/features/chat/store';
import {cancelledExperiments} from '~/features/experiments/client';
import {formatExperimentRef, type Assignment} from '~/features/experiments/assign';
import {popupMayOpen} from '~/features/experiments/popup-moment';
import {POPUP_SEEN_COOKIE} from '~/components/experiments/popup-cookie';
import {ConsentBanner} from '~/components/consent/ConsentBanner';
import {RouteAnalytics} from './RouteAnalytics';
import {TagManager} from './TagManager';
import {CartProductIds} from './CartProductIds';

// Loaded on idle or on interaction, never part of the first-paint bundle; a
// chunk a newer deploy removed reloads the page (at most once per 10 s) instead of failing.
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

/** Shopify's analytics may track only visitors who accepted cookies. */
const canTrack = () => parseConsent(readBrowserCookie('oc_consent')) === 'granted';

/**
 * Everything the edge-services area adds beside the page: page views, the
 * tag manager, the CDP cart feed, and — loaded once the browser is idle —
 * Hydrogen's Analytics.Provider (Shopify's own analytics), consent, popup
 * and chat.
 */
export function EdgeServices({
  data,
  cart,
  minimal = false,
  children,
}: {
  data: EdgeRootData | null | undefined;
  cart: Promise<CartApiQueryFragment | null> | null;
  /** Pages in the empty layout (maintenance): no chat launcher, no offer popup. */
  minimal?: boolean;
  children: ReactNode;
}) {
  const experiment = data?.experiment ?? null;
  return (
    <>
      {data && !data.isBot && !data.config.consentTool ? (
        // First in the body, where GOV.UK puts its cookie banner: keyboard and
        // screen-reader users meet the choice before the page, and it paints in
        // the first frame instead of after the whole document has been parsed
        // (it was the largest paint of most first visits). Its own boundary
        // keeps it out of the root's hydration, as the idle widgets are.
        <Suspense fallback={null}>
          <ConsentBanner serverDecision={data.consent} />
        </Suspense>
      ) : null}
      {children}
      {experiment ? (
        <div
          hidden
          data-testid="experiment"
          data-experiment-variant={formatExperimentRef(experiment)}
          data-experiment-name={experiment.variantName}
        />
      ) : null}
      <RouteAnalytics />
      <CartProductIds cart={cart} />
      {data?.config.analytics ? <TagManager gtmId={data.config.analytics.gtmId} /> : null}
      <IdleWidgets data={data} cart={cart} experiment={minimal ? null : experiment} />
    </>
  );
}

function showsFirstOrderOffer(experiment: Assignment | null): boolean {
  return Boolean(experiment?.sections.includes('first-order-popup') && experiment.variantName === 'show');
}

interface IdleWidgetsProps {
  data: EdgeRootData | null | undefined;
  cart: Promise<CartApiQueryFragment | null> | null;
  experiment: Assignment | null;
}

/**
 * The boundary stands above the widgets' store subscriptions: the banner,
 * hydrated first, writes the consent store at once, and a subscriber outside
 * a boundary not hydrated yet would re-render it, which React answers by
 * dropping the boundary's server HTML (error #421). Inside it, nothing
 * subscribes before the boundary hydrates. It never suspends itself; it keeps
 * these parts out of the root's hydration, so a mismatch here is recovered in
 * place.
 */
function IdleWidgets(props: IdleWidgetsProps) {
  return (
    <Suspense fallback={null}>
      <IdleWidgetsContent {...props} />
    </Suspense>
  );
}

function IdleWidgetsContent({data, cart, experiment}: IdleWidgetsProps) {
  const [idle, setIdle] = useState(false);
  const consent = useStore(consentStore);
  const chat = useStore(chatStore);
  const cancelled = useStore(cancelledExperiments);
  const [offerSeen] = useState(() => typeof document !== 'undefined' && readBrowserCookie(POPUP_SEEN_COOKIE) !== null);
  useEffect(
    () =>
      whenIdle(() => {
        // A crawler is never asked for consent: it stays undecided, so nothing tracks it.
        if (data?.isBot) consentStore.set((s) => ({...s, settled: true}));
        setIdle(true);
      }, 1500),
    [data?.isBot],
  );

  const offer =
    showsFirstOrderOffer(experiment) &&
    !offerSeen &&
    !cancelled.has(experiment!.experimentId) &&
    consent.settled &&
    consent.decision !== 'denied' &&
    !consent.bannerVisible;
  const offerMoment = useOfferMoment(idle && offer);

  // Each lazy widget has a Suspense boundary of its own: a widget whose chunk
  // is still on its way must never hide another one already shown (React
  // hides a boundary's shown content when it suspends again), or a click on
  // it in that moment would be lost.
  return (
    <>
      {/* State of the lazy widgets, for tests and debugging (no content). */}
      <span hidden data-testid="edge-state" data-idle={idle} data-consent={consent.decision} data-settled={consent.settled} />
      {idle ? (
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
 * True from the moment the first-order offer may open (`popupMayOpen`), and
 * from then on, so the popup's own scroll lock cannot take it away again.
 * The calm is counted from each new page and from the last time another
 * dialog (banner, drawer, menu, chat: anything holding the scroll lock) was open.
 */
function useOfferMoment(eligible: boolean): boolean {
  const {pathname} = useLocation();
  const pages = useRef(0);
  useEffect(() => {
    pages.current += 1;
  }, [pathname]);
  const [moment, setMoment] = useState(false);
  useEffect(() => {
    if (!eligible || moment) return;
    let calmSince = Date.now();
    const timer = setInterval(() => {
      const otherDialogOpen = document.body.dataset.scrollLock === 'true';
      if (otherDialogOpen) calmSince = Date.now();
      if (popupMayOpen({pagesViewed: pages.current, calmForMs: Date.now() - calmSince, otherDialogOpen})) setMoment(true);
    }, 500);
    return () => clearInterval(timer);
  }, [eligible, moment, pathname]);
  return moment;
}
