import {describe, expect, it} from 'vitest';
import {checkoutHref, holdsTrackingConsent, trackingConsentOf} from './customer-privacy';

describe('the decision handed to the Customer Privacy API', () => {
  it('sets all four categories from one decision, and nothing while undecided', () => {
    expect(trackingConsentOf('granted')).toEqual({analytics: true, marketing: true, preferences: true, sale_of_data: true});
    expect(trackingConsentOf('denied')).toEqual({analytics: false, marketing: false, preferences: false, sale_of_data: false});
    expect(trackingConsentOf('unknown')).toBeNull();
  });

  it('is sent again only when Shopify holds something else', () => {
    const granted = trackingConsentOf('granted')!;
    const yes = {analytics: 'yes', marketing: 'yes', preferences: 'yes', sale_of_data: 'yes'};
    expect(holdsTrackingConsent(yes, granted)).toBe(true);
    expect(holdsTrackingConsent({...yes, marketing: 'no'}, granted)).toBe(false);
    expect(holdsTrackingConsent({analytics: '', marketing: '', preferences: '', sale_of_data: ''}, granted)).toBe(false);
    expect(holdsTrackingConsent(null, granted)).toBe(false);
    expect(
      holdsTrackingConsent({analytics: 'no', marketing: 'no', preferences: 'no', sale_of_data: 'no'}, trackingConsentOf('denied')!),
    ).toBe(true);
  });
});

describe('checkout link', () => {
  const url = 'https://shop.example/checkouts/c/abc?key=k1&utm_source=news&_gl=1*x&gclid=g&im_ref=p&locale=en';

  it('drops tracking parameters unless the visitor accepted, and keeps the cart’s own', () => {
    expect(checkoutHref(url, 'denied')).toBe('https://shop.example/checkouts/c/abc?key=k1&locale=en');
    expect(checkoutHref(url, 'unknown')).toBe('https://shop.example/checkouts/c/abc?key=k1&locale=en');
    expect(checkoutHref(url, 'granted')).toBe(url);
  });

  it('leaves a link without tracking parameters, or no URL at all, untouched', () => {
    expect(checkoutHref('https://shop.example/checkouts/c/abc', 'denied')).toBe('https://shop.example/checkouts/c/abc');
    expect(checkoutHref('/checkouts/c/abc?utm_source=x', 'denied')).toBe('/checkouts/c/abc?utm_source=x');
  });
});
