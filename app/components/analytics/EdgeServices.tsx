import {lazy, Suspense, useEffect, useState, type ReactNode} from 'react';
import {useLocation} from '@remix-run/react';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import type {EdgeRootData} from '~/features/analytics/edge-root-data';
import {useStore, whenIdle} from '~/ui/client-store';
import {loadOrReload} from '~/ui/deploy-reload';
import {consentStore} from '~/features/consent/store';
import {chatStore} from '~/features/chat/store';
import {formatExperimentRef, type Assignment} from '~/features/experiments/assign';
import {ConsentBannerSlot} from '~/components/consent/ConsentBannerSlot';
import {RouteAnalytics} from './RouteAnalytics';

// The tag manager, the CDP cart feed, Shopify's analytics, consent, the offer popup and the chat
// window: loaded when the browser is idle (or the chat opens), never part of the first visit's
// JavaScript; a chunk a newer deploy removed reloads the page (at most once per 10 s) instead of failing.
const IdleServices = lazy(() => loadOrReload(() => import('./IdleServices')));

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
        // keeps it out of the root's hydration, as the idle widgets are; its
        // code is loaded only where it is rendered (a split part).
        <Suspense fallback={null}>
          <ConsentBannerSlot serverDecision={data.consent} />
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
      <IdleWidgets data={data} cart={cart} experiment={minimal ? null : experiment} />
    </>
  );
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
  // Pages are counted from the visit's first page, not from when the idle chunk arrives: a shopper
  // who moves on before the browser is first idle is on their second page all the same.
  const {pathname} = useLocation();
  const [visit, setVisit] = useState({pathname, pagesViewed: 1});
  if (visit.pathname !== pathname) setVisit({pathname, pagesViewed: visit.pagesViewed + 1});
  const consent = useStore(consentStore);
  const chat = useStore(chatStore);
  useEffect(
    () =>
      whenIdle(() => {
        // A crawler is never asked for consent: it stays undecided, so nothing tracks it.
        if (data?.isBot) consentStore.set((s) => ({...s, settled: true}));
        setIdle(true);
      }, 1500),
    [data?.isBot],
  );

  return (
    <>
      {/* State of the lazy widgets, for tests and debugging (no content). */}
      <span hidden data-testid="edge-state" data-idle={idle} data-consent={consent.decision} data-settled={consent.settled} />
      {idle || chat.windowOpen ? (
        <Suspense fallback={null}>
          <IdleServices data={data} cart={cart} experiment={experiment} idle={idle} pagesViewed={visit.pagesViewed} />
        </Suspense>
      ) : null}
    </>
  );
}
