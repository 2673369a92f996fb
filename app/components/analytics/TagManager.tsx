import {useEffect} from 'react';
import {usePageNonce} from '~/ui/nonce';
import {useStore} from '~/ui/client-store';
import {consentStore} from '~/features/consent/store';
import {TAG_MANAGER_SCRIPT_HOST} from '~/features/analytics/csp';

/**
 * Loads the tag manager (a validated `GTM-` or `G-` id) once the visitor
 * has approved cookies; before that, events wait in `window.dataLayer`.
 */
export function TagManager({gtmId}: {gtmId: string}) {
  const nonce = usePageNonce();
  const {decision} = useStore(consentStore);
  useEffect(() => {
    if (decision !== 'granted' || document.querySelector('script[data-tag-manager]')) return;
    const layer = (window.dataLayer ??= []);
    const script = document.createElement('script');
    script.async = true;
    script.dataset.tagManager = gtmId;
    if (nonce) script.nonce = nonce;
    if (gtmId.startsWith('GTM-')) {
      layer.push({'gtm.start': Date.now(), event: 'gtm.js'});
      script.src = `${TAG_MANAGER_SCRIPT_HOST}/gtm.js?id=${encodeURIComponent(gtmId)}`;
    } else {
      // gtag.js reads `arguments` objects from the same data layer.
      const gtag = function gtag() {
        // eslint-disable-next-line prefer-rest-params -- gtag.js reads the `arguments` object itself, not an array
        layer.push(arguments);
      } as (...args: unknown[]) => void;
      gtag('js', new Date());
      gtag('config', gtmId, {send_page_view: false});
      script.src = `${TAG_MANAGER_SCRIPT_HOST}/gtag/js?id=${encodeURIComponent(gtmId)}`;
    }
    document.head.appendChild(script);
  }, [decision, gtmId, nonce]);
  return null;
}
