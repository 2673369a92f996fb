import {Suspense, useEffect, useState} from 'react';
import type {ConsentDecision} from '~/features/consent/consent';
import {consentStore, storedDecision} from '~/features/consent/store';
import {useStore} from '~/ui/client-store';
import {splitComponent} from '~/ui/split-component';

// A split part: its code loads only where the server rendered it (before hydrating, so it
// takes a click as soon as the page does), or when "Cookie preferences" opens it again.
const ConsentBanner = splitComponent('ConsentBanner', () => import('./ConsentBanner'));

/** Starts loading the banner's code ahead of the click that opens it. */
export const preloadConsentBanner = () => void ConsentBanner.preload().catch(() => undefined);

/**
 * Where the shop's own consent banner goes: the banner for a visitor without
 * a decision (server-rendered, so it paints in the first frame); for one who
 * has answered, nothing (and none of its code) until "Cookie preferences"
 * opens it, and the stored decision goes to the consent store, which the
 * banner does otherwise.
 */
export function ConsentBannerSlot({serverDecision}: {serverDecision: ConsentDecision}) {
  // A decision the browser no longer holds (its cookie deleted since) asks again.
  const [asking, setAsking] = useState(serverDecision === 'unknown');
  useEffect(() => {
    if (asking) return;
    let mounted = true;
    void storedDecision().then((stored) => {
      if (!mounted) return;
      if (stored === 'unknown') setAsking(true);
      else consentStore.set((s) => ({...s, decision: stored, settled: true}));
    });
    return () => {
      mounted = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount: a banner, once shown, keeps the store itself
  }, []);
  // The banner on screen follows "Cookie preferences" itself: only the empty slot listens for it.
  return asking ? <Banner serverDecision={serverDecision} /> : <BannerOnReopen serverDecision={serverDecision} />;
}

function BannerOnReopen({serverDecision}: {serverDecision: ConsentDecision}) {
  const {reopened} = useStore(consentStore);
  return reopened > 0 ? <Banner serverDecision={serverDecision} /> : null;
}

function Banner({serverDecision}: {serverDecision: ConsentDecision}) {
  return (
    // Its own boundary: while its chunk loads (opened again after hydration), it suspends alone.
    <Suspense fallback={null}>
      <ConsentBanner serverDecision={serverDecision} />
    </Suspense>
  );
}
