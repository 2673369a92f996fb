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

/** GET a shop page without following redirects. */
export function getPage(path: string, init: RequestInit = {}, base = shopUrl()) {
  return fetch(`${base}${path}`, {redirect: 'manual', ...init});
}
