import {useRouteLoaderData} from '@remix-run/react';
import {reopenConsentBanner} from '~/features/consent/store';
import type {EdgeRootData} from '~/features/analytics/edge-root-data';

/**
 * "Cookie preferences": reopens the shop's own consent banner so a visitor
 * can change or withdraw their choice. A configured consent tool brings its
 * own preferences link, so then (and for crawlers) this renders nothing.
 */
export function CookiePreferencesButton() {
  const edge = useRouteLoaderData<{edge: EdgeRootData}>('root')?.edge;
  if (edge?.config.consentTool || edge?.isBot) return null;
  return (
    <button type="button" className="link-button cookie-preferences" onClick={reopenConsentBanner} data-testid="cookie-preferences">
      Cookie preferences
    </button>
  );
}
