// Relative, not `~/`: scripts/start.ts reads this module outside the app's build.
import {localPlatformOrigin} from '../../infra/urls';

/**
 * Which customer accounts the shop signs customers in with: Shopify's legacy accounts through
 * the Storefront API (the default), or new customer accounts through the Customer Account API
 * and its hosted login. Pure: parsed once from the bindings with the shop's other settings.
 */
export type CustomerAccountsMode = 'legacy' | 'customer-account-api';

/** Shopify's own origin for the Customer Account API and its login (`https://shopify.com/<shop id>`). */
export const SHOPIFY_ACCOUNTS_ORIGIN = 'https://shopify.com';

export interface CustomerAccountsSetting {
  mode: CustomerAccountsMode;
  /** PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID (customer-account-api only). */
  clientId: string;
  /** The shop id: the last segment of PUBLIC_CUSTOMER_ACCOUNT_API_URL. */
  shopId: string;
  /**
   * Where Shopify's `https://shopify.com/…` URLs really go: Shopify itself for a real store, or
   * the local platform's prefix (`http://localhost:3100/customer-accounts`).
   */
  providerBase: string;
  /** What is wrong or incomplete, for the start-up log; empty when the setting is usable as is. */
  problems: string[];
}

type AccountsEnv = Partial<
  Record<
    'CUSTOMER_ACCOUNTS' | 'PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID' | 'PUBLIC_CUSTOMER_ACCOUNT_API_URL' | 'SHOP_ID' | 'PUBLIC_STORE_DOMAIN',
    string
  >
>;

/**
 * The local platform's one Customer Account API client and shop: with the store on the local
 * platform, `CUSTOMER_ACCOUNTS=customer-account-api` alone signs in there.
 */
export const LOCAL_PLATFORM_ACCOUNTS = {clientId: 'local-customer-account-client', shopId: '1000000001', path: '/customer-accounts'};

const LEGACY: Omit<CustomerAccountsSetting, 'problems'> = {mode: 'legacy', clientId: '', shopId: '', providerBase: SHOPIFY_ACCOUNTS_ORIGIN};

/**
 * `CUSTOMER_ACCOUNTS=legacy` (default) or `customer-account-api`, which needs the client id and
 * the API URL (`https://shopify.com/<shop id>`, or the platform's `…/customer-accounts/<shop id>`;
 * both default to the platform's when the store is the local platform).
 * A wrong or incomplete combination keeps the legacy accounts and says why.
 */
export function parseCustomerAccounts(env: AccountsEnv): CustomerAccountsSetting {
  const raw = (env.CUSTOMER_ACCOUNTS ?? '').trim().toLowerCase();
  const platform = localPlatformOrigin(env.PUBLIC_STORE_DOMAIN);
  // Hydrogen's newer `SHOP_ID` alone names Shopify's URL for that shop.
  const shopIdEnv = env.SHOP_ID?.trim();
  // With the store on the local platform, its client and API are the defaults.
  const clientId = env.PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID?.trim() || (platform ? LOCAL_PLATFORM_ACCOUNTS.clientId : '');
  const apiUrl =
    env.PUBLIC_CUSTOMER_ACCOUNT_API_URL?.trim() ||
    (shopIdEnv ? `${SHOPIFY_ACCOUNTS_ORIGIN}/${shopIdEnv}` : '') ||
    (platform ? `${platform}${LOCAL_PLATFORM_ACCOUNTS.path}/${LOCAL_PLATFORM_ACCOUNTS.shopId}` : '');
  if (raw === '' || raw === 'legacy') {
    const unused = [
      env.PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID?.trim() && 'PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID',
      env.PUBLIC_CUSTOMER_ACCOUNT_API_URL?.trim() && 'PUBLIC_CUSTOMER_ACCOUNT_API_URL',
    ].filter(Boolean);
    return {
      ...LEGACY,
      problems: unused.length ? [`${unused.join(' and ')} set but CUSTOMER_ACCOUNTS is legacy: new customer accounts are not used`] : [],
    };
  }
  if (raw !== 'customer-account-api')
    return {...LEGACY, problems: [`CUSTOMER_ACCOUNTS="${env.CUSTOMER_ACCOUNTS}" is neither legacy nor customer-account-api; using legacy`]};

  const problems: string[] = [];
  if (!clientId) problems.push('PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID is missing');
  const target = parseApiUrl(apiUrl);
  if (!apiUrl) problems.push('PUBLIC_CUSTOMER_ACCOUNT_API_URL (or SHOP_ID) is missing');
  else if (!target)
    problems.push(
      `PUBLIC_CUSTOMER_ACCOUNT_API_URL "${apiUrl}" is not https://shopify.com/<shop id> or an http(s) URL ending in the shop id`,
    );
  if (target && shopIdEnv && shopIdEnv !== target.shopId)
    problems.push(`SHOP_ID ${shopIdEnv} is not the shop id ${target.shopId} of PUBLIC_CUSTOMER_ACCOUNT_API_URL`);
  if (problems.length || !target)
    return {...LEGACY, problems: [`CUSTOMER_ACCOUNTS=customer-account-api is incomplete (${problems.join('; ')}); using legacy`]};
  return {mode: 'customer-account-api', clientId, shopId: target.shopId, providerBase: target.base, problems: []};
}

function parseApiUrl(value: string): {base: string; shopId: string} | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const segments = url.pathname.replace(/\/+$/, '').split('/');
  const shopId = segments.pop() ?? '';
  if (!/^\d{1,20}$/.test(shopId) || url.search || url.hash) return null;
  const base = `${url.origin}${segments.join('/')}`;
  if (url.origin === SHOPIFY_ACCOUNTS_ORIGIN) return segments.length === 1 ? {base, shopId} : null;
  return url.protocol === 'https:' || url.protocol === 'http:' ? {base, shopId} : null;
}
