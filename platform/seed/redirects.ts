/**
 * The store's URL redirects (Shopify admin → Online Store → Navigation → URL
 * redirects), answered by the Storefront API's `urlRedirects` query. The shop
 * asks for one whenever a path would be a 404 (Hydrogen's `storefrontRedirect`).
 * Shopify keeps the `path` without a trailing slash; targets may be paths or
 * absolute URLs.
 */
export interface SeedUrlRedirect {
  id: number;
  path: string;
  target: string;
}

export const URL_REDIRECTS: SeedUrlRedirect[] = [
  // Links from the store's earlier Online Store theme.
  {id: 1, path: '/collections/all', target: '/products'},
  {id: 2, path: '/pages/contact', target: '/contact-us'},
  {id: 3, path: '/blogs/news', target: '/learn'},
  // A product handle that was renamed.
  {id: 4, path: '/products/total-whitening-toothpaste-75ml', target: '/products/total-whitening-toothpaste'},
];
