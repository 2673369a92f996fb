import {runInNewContext} from 'node:vm';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startPlatform, type TestPlatform} from './helpers.js';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(() => platform?.close());

const SCRIPT = '/shopifycloud/consent-tracking-api/v0.2/consent-tracking-api.js';
const CONSENTS = '/shopifycloud/consent-tracking-api/consents';

interface CustomerPrivacy {
  setTrackingConsent(consent: Record<string, unknown>, callback: (result: {error?: string}) => void): void;
  currentVisitorConsent(): Record<string, string>;
  analyticsProcessingAllowed(): boolean;
  marketingAllowed(): boolean;
  saleOfDataAllowed(): boolean;
  preferencesProcessingAllowed(): boolean;
}

/** Runs the stand-in script in a small page: a cookie jar of one cookie, real fetch, collected events. */
async function loadInPage() {
  const source = await (await fetch(`${platform.url}${SCRIPT}`)).text();
  let cookie = '';
  const events: Array<{type: string; detail: unknown}> = [];
  const window: Record<string, unknown> = {};
  const document = {
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      cookie = value.split(';')[0]!;
    },
    dispatchEvent: (event: {type: string; detail: unknown}) => void events.push(event),
  };
  class CustomEvent {
    constructor(
      public type: string,
      init: {detail: unknown},
      public detail = init.detail,
    ) {}
  }
  runInNewContext(source, {window, document, fetch, location: {href: 'http://shop.test/'}, CustomEvent});
  const api = (window.Shopify as {customerPrivacy: CustomerPrivacy}).customerPrivacy;
  const set = (consent: Record<string, unknown>) => new Promise<{error?: string}>((resolve) => api.setTrackingConsent(consent, resolve));
  const visitor = () => (JSON.parse(decodeURIComponent(cookie.split('=')[1]!)) as {visitor: string}).visitor;
  return {api, set, events, visitor};
}

describe("the Customer Privacy API's stand-in", () => {
  it('is served where Shopify serves the script', async () => {
    const response = await fetch(`${platform.url}${SCRIPT}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/javascript');
  });

  it('reports nothing before a choice, then each choice as Shopify does, and records it', async () => {
    const {api, set, events, visitor} = await loadInPage();
    expect(api.currentVisitorConsent()).toEqual({analytics: '', marketing: '', preferences: '', sale_of_data: ''});
    expect(api.marketingAllowed()).toBe(false);

    expect(await set({analytics: true, marketing: true, preferences: true, sale_of_data: true, headlessStorefront: true})).toEqual({});
    expect(api.currentVisitorConsent()).toEqual({analytics: 'yes', marketing: 'yes', preferences: 'yes', sale_of_data: 'yes'});
    expect([api.analyticsProcessingAllowed(), api.marketingAllowed(), api.saleOfDataAllowed(), api.preferencesProcessingAllowed()]).toEqual(
      [true, true, true, true],
    );
    expect(await set({analytics: false, marketing: false, preferences: false, sale_of_data: false})).toEqual({});
    expect(api.marketingAllowed()).toBe(false);
    expect(events.map((e) => e.type)).toEqual(['visitorConsentCollected', 'visitorConsentCollected']);

    const body = (await (await fetch(`${platform.url}${CONSENTS}?visitor=${visitor()}`)).json()) as {
      consents: Array<{consent: Record<string, boolean>; context: Record<string, unknown>; page: string}>;
    };
    expect(body.consents.map((c) => c.consent.marketing)).toEqual([true, false]);
    expect(body.consents[0]).toMatchObject({context: {headlessStorefront: true}, page: 'http://shop.test/'});
  });

  it('refuses a report without the four categories', async () => {
    const response = await fetch(`${platform.url}${CONSENTS}`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify({visitor: 'v', consent: {marketing: 'yes'}}),
    });
    expect(response.status).toBe(400);
  });
});
