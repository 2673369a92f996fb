import type {IncomingMessage, ServerResponse} from 'node:http';
import type {PlatformContext} from './context.js';
import {readBody, sendJson} from './http.js';

/**
 * A stand-in for Shopify's Customer Privacy API, served where Shopify serves its script
 * (`/shopifycloud/consent-tracking-api/v0.2/consent-tracking-api.js`). The script gives the page
 * `window.Shopify.customerPrivacy` with the calls the shop uses (`setTrackingConsent`,
 * `currentVisitorConsent`, `analyticsProcessingAllowed`, `marketingAllowed`, `saleOfDataAllowed`,
 * `preferencesProcessingAllowed`, `shouldShowBanner`), keeps the choice in the `_tracking_consent`
 * cookie as Shopify does, and reports each choice here: `GET /shopifycloud/consent-tracking-api/consents`
 * lists what was received (newest last; `?visitor=` narrows it to one browser).
 */
export const CUSTOMER_PRIVACY_SCRIPT_PATH = '/shopifycloud/consent-tracking-api/v0.2/consent-tracking-api.js';
export const CUSTOMER_PRIVACY_CONSENTS_PATH = '/shopifycloud/consent-tracking-api/consents';
const KEPT = 200;
const CATEGORIES = ['analytics', 'marketing', 'preferences', 'sale_of_data'] as const;

export interface ReceivedConsent {
  visitor: string;
  consent: Record<(typeof CATEGORIES)[number], boolean>;
  /** What the caller added beside the categories (Hydrogen's checkoutRootDomain, headlessStorefront, …). */
  context: Record<string, string | boolean>;
  page: string;
  receivedAt: string;
}

export function createCustomerPrivacyRoutes(ctx: PlatformContext) {
  const received: ReceivedConsent[] = [];
  return async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    if (url.pathname === CUSTOMER_PRIVACY_SCRIPT_PATH && (req.method === 'GET' || req.method === 'HEAD')) {
      res.writeHead(200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': 'no-cache',
        'Access-Control-Allow-Origin': '*',
      });
      res.end(req.method === 'HEAD' ? undefined : standInScript(`${ctx.origin}${CUSTOMER_PRIVACY_CONSENTS_PATH}`));
      return true;
    }
    if (url.pathname !== CUSTOMER_PRIVACY_CONSENTS_PATH) return false;
    const cors = {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': 'Content-Type',
      'Access-Control-Allow-Methods': 'GET, POST',
    };
    if (req.method === 'OPTIONS') return (res.writeHead(204, cors).end(), true);
    if (req.method === 'GET') {
      const visitor = url.searchParams.get('visitor');
      return (sendJson(res, 200, {consents: visitor ? received.filter((r) => r.visitor === visitor) : received}, cors), true);
    }
    if (req.method !== 'POST') return (sendJson(res, 405, {error: 'Use GET or POST'}, {...cors, Allow: 'GET, POST'}), true);
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(await readBody(req, 8 * 1024)) as Record<string, unknown>;
    } catch {
      return (sendJson(res, 400, {error: 'Invalid JSON'}, cors), true);
    }
    const consent = (body.consent ?? {}) as Record<string, unknown>;
    if (typeof body.visitor !== 'string' || !CATEGORIES.every((c) => typeof consent[c] === 'boolean')) {
      return (sendJson(res, 400, {error: `visitor and boolean ${CATEGORIES.join(', ')} are required`}, cors), true);
    }
    const context = Object.fromEntries(
      Object.entries((body.context ?? {}) as Record<string, unknown>).filter(
        (entry): entry is [string, string | boolean] => typeof entry[1] === 'string' || typeof entry[1] === 'boolean',
      ),
    );
    received.push({
      visitor: body.visitor.slice(0, 64),
      consent: Object.fromEntries(CATEGORIES.map((c) => [c, consent[c] as boolean])) as ReceivedConsent['consent'],
      context,
      page: typeof body.page === 'string' ? body.page.slice(0, 500) : '',
      receivedAt: new Date().toISOString(),
    });
    if (received.length > KEPT) received.splice(0, received.length - KEPT);
    sendJson(res, 200, {ok: true}, cors);
    return true;
  };
}

/**
 * The browser script. Each category is kept as `yes`/`no` (`''` before any choice), which is how
 * `currentVisitorConsent()` reports it; the visitor id only tells one test browser from another.
 */
function standInScript(reportUrl: string): string {
  return `(function () {
  'use strict';
  var COOKIE = '_tracking_consent';
  var CATEGORIES = ${JSON.stringify(CATEGORIES)};
  function read() {
    var match = document.cookie.match(/(?:^|;\\s*)_tracking_consent=([^;]*)/);
    if (!match) return null;
    try { return JSON.parse(decodeURIComponent(match[1])); } catch (e) { return null; }
  }
  function visitorId() {
    var stored = read();
    if (stored && typeof stored.visitor === 'string') return stored.visitor;
    return Math.random().toString(36).slice(2) + Date.now().toString(36);
  }
  function current() {
    var stored = read();
    var out = {};
    CATEGORIES.forEach(function (c) { out[c] = stored && stored.consent ? (stored.consent[c] ? 'yes' : 'no') : ''; });
    return out;
  }
  function allowed(category) { return current()[category] === 'yes'; }
  var api = {
    setTrackingConsent: function (input, callback) {
      var done = typeof callback === 'function' ? callback : function () {};
      var consent = {};
      var context = {};
      Object.keys(input || {}).forEach(function (key) {
        if (CATEGORIES.indexOf(key) >= 0) consent[key] = Boolean(input[key]);
        else if (typeof input[key] === 'string' || typeof input[key] === 'boolean') context[key] = input[key];
      });
      var previous = read();
      CATEGORIES.forEach(function (c) {
        if (!(c in consent)) consent[c] = Boolean(previous && previous.consent && previous.consent[c]);
      });
      var visitor = visitorId();
      document.cookie = COOKIE + '=' + encodeURIComponent(JSON.stringify({visitor: visitor, consent: consent})) +
        '; Path=/; Max-Age=31536000; SameSite=Lax';
      fetch(${JSON.stringify(reportUrl)}, {
        method: 'POST',
        headers: {'Content-Type': 'application/json'},
        body: JSON.stringify({visitor: visitor, consent: consent, context: context, page: location.href})
      }).then(function (response) {
        if (!response.ok) throw new Error('HTTP ' + response.status);
        document.dispatchEvent(new CustomEvent('visitorConsentCollected', {detail: {
          analyticsAllowed: consent.analytics, marketingAllowed: consent.marketing,
          preferencesAllowed: consent.preferences, saleOfDataAllowed: consent.sale_of_data
        }}));
        done({});
      }).catch(function (error) { done({error: String(error && error.message || error)}); });
    },
    currentVisitorConsent: current,
    analyticsProcessingAllowed: function () { return allowed('analytics'); },
    marketingAllowed: function () { return allowed('marketing'); },
    preferencesProcessingAllowed: function () { return allowed('preferences'); },
    saleOfDataAllowed: function () { return allowed('sale_of_data'); },
    shouldShowBanner: function () { return false; },
    getRegion: function () { return ''; }
  };
  if (!window.Shopify) window.Shopify = {};
  window.Shopify.customerPrivacy = api;
})();
`;
}
