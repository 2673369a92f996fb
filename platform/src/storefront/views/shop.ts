import type {PlatformContext} from '../../context.js';
import {gid} from '../util.js';

const SHOP_DESCRIPTION =
  'Toothpaste, smart toothbrushes, whitening treatments and bundles for healthier, brighter smiles — delivered to your door.';

/** The shop's policies, as the Shop's policy fields and UCP's `policies[]` give them. */
export const SHOP_POLICIES = {
  privacyPolicy: {id: 1, handle: 'privacy-policy', title: 'Privacy policy', body: 'We only use your data to run your orders and account.'},
  refundPolicy: {id: 2, handle: 'refund-policy', title: 'Refund policy', body: 'Unopened items can be returned within 30 days.'},
  shippingPolicy: {id: 3, handle: 'shipping-policy', title: 'Shipping policy', body: 'Free standard shipping on orders of $25 or more.'},
  termsOfService: {id: 4, handle: 'terms-of-service', title: 'Terms of service', body: 'By using this shop you agree to these terms.'},
  subscriptionPolicy: {id: 5, handle: 'subscription-policy', title: 'Subscription policy', body: 'Cancel subscriptions any time.'},
} as const;

export type ShopPolicyKey = keyof typeof SHOP_POLICIES;

/** Where a policy's page is on the shop. */
export const shopPolicyUrl = (storefrontUrl: string, handle: string) => `${storefrontUrl}/policies/${handle}`;

function policy(ctx: PlatformContext, key: ShopPolicyKey) {
  const {id, handle, title, body} = SHOP_POLICIES[key];
  return {
    __typename: 'ShopPolicy',
    id: gid('ShopPolicy', id),
    handle,
    title,
    body: `<p>${body}</p>`,
    url: shopPolicyUrl(ctx.storefrontUrl, handle),
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
    privacyPolicy: policy(ctx, 'privacyPolicy'),
    refundPolicy: policy(ctx, 'refundPolicy'),
    shippingPolicy: policy(ctx, 'shippingPolicy'),
    termsOfService: policy(ctx, 'termsOfService'),
    subscriptionPolicy: {...policy(ctx, 'subscriptionPolicy'), __typename: 'ShopPolicyWithDefault'},
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
