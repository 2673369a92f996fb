import {inject} from 'vitest';

export const shopUrl = () => inject('shopUrl');
export const platformUrl = () => inject('platformUrl');

export const PUBLIC_TOKEN = 'local-public-storefront-token';

/** POSTs a GraphQL document to the local Storefront API. */
export async function storefrontApi<T = any>(
  query: string,
  variables: Record<string, unknown> = {},
  {token = PUBLIC_TOKEN, base = platformUrl()}: {token?: string | null; base?: string} = {},
): Promise<{status: number; body: T}> {
  const response = await fetch(`${base}/api/2023-04/graphql.json`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? {'X-Shopify-Storefront-Access-Token': token} : {}),
    },
    body: JSON.stringify({query, variables}),
  });
  return {status: response.status, body: (await response.json()) as T};
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Request a shop page without following redirects. Writes (POST, PUT, PATCH,
 * DELETE) carry the shop's own `Origin`, as a browser's would: the shop
 * refuses cross-site writes (docs/security.md). Pass an `Origin` to override.
 */
export function getPage(path: string, init: RequestInit = {}, base = shopUrl()) {
  const headers = new Headers(init.headers);
  if (UNSAFE_METHODS.has((init.method ?? 'GET').toUpperCase()) && !headers.has('Origin')) {
    headers.set('Origin', new URL(base).origin);
  }
  return fetch(`${base}${path}`, {redirect: 'manual', ...init, headers});
}

/**
 * POSTs to a shop page, through `getPage` (the shop's `Origin`, no redirect
 * followed). Fields go form-encoded, as a form without JavaScript sends them;
 * a string body goes as it is, with the `Content-Type` given in `headers`.
 */
export function post(
  path: string,
  body: Record<string, string> | string,
  {headers = {}, base}: {headers?: Record<string, string>; base?: string} = {},
) {
  const form = typeof body !== 'string';
  return getPage(
    path,
    {
      method: 'POST',
      body: form ? new URLSearchParams(body) : body,
      headers: {...(form ? {'Content-Type': 'application/x-www-form-urlencoded'} : {}), ...headers},
    },
    base,
  );
}
