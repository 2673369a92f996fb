import {useEffect, useRef, useState, type FormEvent, type RefObject} from 'react';
import {useLocation} from '@remix-run/react';
import type {ConsentDecision} from '~/features/consent/consent';
import {consentStore, setConsentDecision, storedDecision} from '~/features/consent/store';
import {useStore} from '~/ui/client-store';
import {useBodyScrollLock} from '~/ui/scroll-lock';

/**
 * The shop's own consent banner (used when no consent tool is configured).
 * It is server-rendered for a visitor without a stored decision, so it is
 * part of the first paint instead of appearing later; with JavaScript the
 * buttons decide in place, without it they post to `/api/consent`.
 * "Cookie preferences" (footer) opens it again.
 */
export function ConsentBanner({serverDecision}: {serverDecision: ConsentDecision}) {
  const [visible, setVisible] = useState(serverDecision === 'unknown');
  const {reopened} = useStore(consentStore);
  const location = useLocation();

  // The stored decision is read asynchronously: an answer given before it comes makes it stale.
  const answered = useRef(false);
  useEffect(() => {
    answered.current = false;
    let current = true;
    void storedDecision().then((stored) => {
      if (!current || answered.current) return;
      if (stored !== 'unknown' && reopened === 0) {
        setVisible(false);
        consentStore.set((s) => ({...s, decision: stored, settled: true}));
      } else {
        setVisible(true);
        consentStore.set((s) => ({...s, decision: stored, bannerVisible: true, settled: true}));
      }
    });
    return () => {
      current = false;
    };
  }, [reopened]);
  useBodyScrollLock('consent-banner', visible);
  const banner = useRef<HTMLElement>(null);
  useBannerHeight(banner, visible);

  function choose(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const decision = submitter?.value === 'granted' ? 'granted' : 'denied';
    answered.current = true;
    setConsentDecision(decision);
    setVisible(false);
    consentStore.set((s) => ({...s, bannerVisible: false}));
    // The button that had focus leaves with the banner: focus goes back to "Cookie preferences"
    // when that opened it, otherwise to the page's content, never to the document body.
    const opener = reopened > 0 ? document.querySelector<HTMLElement>('[data-testid="cookie-preferences"]') : null;
    (opener ?? document.getElementById('main-content'))?.focus({preventScroll: !opener});
  }

  if (!visible) return null;
  return (
    <section
      ref={banner}
      className="consent-banner"
      role="dialog"
      aria-modal="false"
      aria-labelledby="consent-title"
      data-testid="consent-banner"
    >
      <h2 id="consent-title">Cookies, your choice</h2>
      <p>
        We use cookies to measure visits, test improvements to the shop and credit the partners who sent you here. The cookies the shop
        needs to work (like your cart) are always on.
      </p>
      <form method="post" action="/api/consent" className="consent-banner__actions" onSubmit={choose}>
        <input type="hidden" name="returnTo" value={location.pathname + location.search} />
        <button type="submit" name="decision" value="granted" className="button button--primary">
          Accept all
        </button>
        <button type="submit" name="decision" value="denied" className="button edge-button--outline">
          Decline
        </button>
      </form>
    </section>
  );
}

/**
 * Room for the banner while it is on screen, from its height: the page's
 * scroll padding keeps a control the keyboard focuses above the banner instead
 * of under it, and the body's padding lets the page's last links scroll clear
 * of it (app.css reserves a default until this runs). Set on those two
 * elements, not as a custom property on the root: every element inherits a
 * custom property, so each change restyled the whole page (about 200
 * elements) just after hydration.
 */
function useBannerHeight(banner: RefObject<HTMLElement | null>, visible: boolean) {
  useEffect(() => {
    const element = banner.current;
    if (!visible || !element) return;
    const {documentElement: root, body} = document;
    const observer = new ResizeObserver(() => {
      const room = `calc(${Math.ceil(element.offsetHeight)}px + 2rem)`;
      root.style.scrollPaddingBottom = room;
      body.style.paddingBottom = room;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('scroll-padding-bottom');
      body.style.removeProperty('padding-bottom');
    };
  }, [banner, visible]);
}
