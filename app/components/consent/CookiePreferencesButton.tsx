import {useRouteLoaderData} from '@remix-run/react';
import {reopenConsentBanner} from '~/features/consent/store';
import type {EdgeRootData} from '~/features/analytics/edge-root-data';
import {preloadConsentBanner} from './ConsentBannerSlot';

/**
 * "Cookie preferences": reopens the shop's own consent banner so a visitor
 * can change or withdraw their choice. A configured consent tool brings its
 * own preferences link, so then (and for crawlers) this renders nothing.
 */
export function CookiePreferencesButton() {
  const edge = useRouteLoaderData<{edge: EdgeRootData}>('root')?.edge;
  if (edge?.config.consentTool || edge?.isBot) return null;
  return (
    // The banner's code, not loaded for a visitor who has answered, starts loading on the way to the click.
    <button
      type="button"
      className="link-button cookie-preferences"
      onClick={reopenConsentBanner}
      onPointerEnter={preloadConsentBanner}
      onFocus={preloadConsentBanner}
      data-testid="cookie-preferences"
    >
      Cookie preferences
    </button>
  );
}
