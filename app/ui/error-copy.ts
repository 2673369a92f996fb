import {LINK_HEADINGS} from './link-headings';

/** Texts of the error and not-found pages; used verbatim. */
export const ERROR_COPY = {
  heading: 'Whoops!',
  text: 'We got distracted by your bright smile and lost this page.',
  homeButton: 'Go Back to Homepage',
  shopHeading: LINK_HEADINGS.shop,
  helpHeading: LINK_HEADINGS.help,
  notFound: 'Page Not Found',
  unavailableHeading: 'We’ll be right back',
  unavailableText: 'Our shop is briefly unavailable while we reconnect to our systems. Your cart is safe — please try again in a moment.',
} as const;

/** Fallback help link when the CMS menu cannot be read. */
export const HELP_AND_FAQ_URL = 'https://support.oralcare.example/hc/en-us';

export const SHOP_LINKS = [
  {title: 'All Products', url: '/products'},
  {title: 'Teeth Whitening', url: '/products/colgate-teeth-whitening'},
  {title: 'Toothbrushes', url: '/products/colgate-smart-toothbrushes'},
  {title: 'Toothpaste', url: '/products/colgate-toothpaste'},
  {title: 'Bundles', url: '/products/colgate-oral-care-bundles'},
] as const;

export const HELP_LINKS = [
  {title: 'Account Login', url: '/account/login', external: false},
  {title: 'Manage Subscriptions', url: '/account/manage-subscriptions', external: false},
  {title: 'Help & FAQ', url: HELP_AND_FAQ_URL, external: true},
  {title: 'Contact Us', url: '/contact-us', external: false},
] as const;
