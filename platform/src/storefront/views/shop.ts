import type {PlatformContext} from '../../context.js';
import {gid} from '../util.js';

const SHOP_DESCRIPTION =
  'Toothpaste, smart toothbrushes, whitening treatments and bundles for healthier, brighter smiles — delivered to your door.';

function policy(ctx: PlatformContext, id: number, handle: string, title: string, body: string) {
  return {
    __typename: 'ShopPolicy',
    id: gid('ShopPolicy', id),
    handle,
    title,
    body: `<p>${body}</p>`,
    url: `${ctx.storefrontUrl}/policies/${handle}`,
  };
}

export function shopView(ctx: PlatformContext) {
  const url = new URL(ctx.storefrontUrl);
  return {
    __typename: 'Shop',
    id: gid('Shop', 1),
    name: 'Oral Care Shop',
    description: SHOP_DESCRIPTION,
    moneyFormat: '${{amount}}',
    shipsToCountries: ['US'],
    primaryDomain: {host: url.host, sslEnabled: url.protocol === 'https:', url: url.origin},
    brand: {
      slogan: 'Brighter smiles, every day',
      shortDescription: SHOP_DESCRIPTION,
      logo: null,
      squareLogo: null,
      coverImage: null,
      colors: {primary: [{background: '#e11d48', foreground: '#ffffff'}], secondary: [{background: '#0f172a', foreground: '#ffffff'}]},
    },
    paymentSettings: {
      acceptedCardBrands: ['VISA', 'MASTERCARD', 'AMERICAN_EXPRESS', 'DISCOVER'],
      cardVaultUrl: `${ctx.origin}/sessions`,
      countryCode: 'US',
      currencyCode: 'USD',
      enabledPresentmentCurrencies: ['USD'],
      shopifyPaymentsAccountId: null,
      supportedDigitalWallets: [],
    },
    privacyPolicy: policy(ctx, 1, 'privacy-policy', 'Privacy policy', 'We only use your data to run your orders and account.'),
    refundPolicy: policy(ctx, 2, 'refund-policy', 'Refund policy', 'Unopened items can be returned within 30 days.'),
    shippingPolicy: policy(ctx, 3, 'shipping-policy', 'Shipping policy', 'Free standard shipping on orders of $25 or more.'),
    termsOfService: policy(ctx, 4, 'terms-of-service', 'Terms of service', 'By using this shop you agree to these terms.'),
    subscriptionPolicy: {
      __typename: 'ShopPolicyWithDefault',
      id: gid('ShopPolicy', 5),
      handle: 'subscription-policy',
      title: 'Subscription policy',
      body: '<p>Cancel subscriptions any time.</p>',
      url: `${ctx.storefrontUrl}/policies/subscription-policy`,
    },
    metafield: () => null,
    metafields: (args: {identifiers: unknown[]}) => args.identifiers.map(() => null),
  };
}

const EN = {isoCode: 'EN', name: 'English', endonymName: 'English'};
export const MARKET = {
  __typename: 'Market',
  id: gid('Market', 1),
  handle: 'us',
  metafield: () => null,
  metafields: (a: {identifiers: unknown[]}) => a.identifiers.map(() => null),
};

export function localizationView() {
  const us = {
    isoCode: 'US',
    name: 'United States',
    unitSystem: 'IMPERIAL_SYSTEM',
    currency: {isoCode: 'USD', name: 'US Dollar', symbol: '$'},
    availableLanguages: [EN],
    market: MARKET,
  };
  return {country: us, language: EN, availableCountries: [us], availableLanguages: [EN], market: MARKET};
}
