import {analyticsConfigFromEnv, type AnalyticsConfig} from '~/features/analytics/config';
import {parseCustomerAccounts, type CustomerAccountsSetting} from '~/features/account/customer-accounts-setting';
import {CUSTOMER_PRIVACY_API_PATH} from '~/features/consent/customer-privacy';
import {isFlagOn} from '~/infra/flags';
import {backendTimeout} from '~/infra/resilient-fetch';
import {localPlatformOrigin, originOf} from '~/infra/urls';
import type {EdgeClientConfig} from '~/features/analytics/edge-root-data';
import type {SettingName} from './setting-names.server';

const CONTENTFUL_CDN = 'https://cdn.contentful.com';
const HTTPS_URL = /^https:\/\/[^\s"'<>]+$/;
const GLOBAL_NAME = /^[A-Za-z_$][\w$]{0,63}$/;

/** The browser-side settings of the edge services, sent with the root loader. */
export type {EdgeClientConfig};

/**
 * The shop's settings, parsed once from the worker's string bindings (issue
 * 22): flags as booleans, the timeout as a number, hosts as origins, defaults
 * applied. Bindings that are objects (KV namespaces, the Durable Object) stay
 * on `env`. Read through `shopConfig(env)` or `context.config`.
 */
export interface ShopConfig {
  /** `PUBLIC_STORE_DOMAIN` as Hydrogen takes it, and its origin (null when unusable). */
  storeDomain: string;
  storeOrigin: string | null;
  /** A real Shopify shop (myshopify.com, or a checkout domain on https), where Shopify's own analytics run. */
  isRealShopify: boolean;
  /** `PUBLIC_CHECKOUT_DOMAIN`, else the store's own `*.myshopify.com` host (a checkout domain Shopify accepts). */
  checkoutDomain: string;
  /**
   * The local platform's stand-in for Shopify's Customer Privacy API script (null on a real store,
   * where Hydrogen's analytics provider loads Shopify's own from its CDN).
   */
  customerPrivacyStandIn: {scriptUrl: string; checkoutRootDomain: string} | null;
  storefrontId: string;
  publicStorefrontToken: string;
  privateStorefrontToken: string | undefined;
  content: {
    spaceId: string;
    environment: string;
    deliveryToken: string;
    previewToken: string | undefined;
    host: string;
    origin: string | null;
    /** `CONTENT_WEBHOOK_SECRET`: verifies the CMS's signed publish webhooks. */
    webhookSecret: string | undefined;
  };
  /** Timeout of each backend call (ms; default and maximum 5000). */
  backendTimeoutMs: number;
  maintenance: boolean;
  studentRegistration: boolean;
  /** Set: the storefront is password-protected. */
  storefrontPassword: string | undefined;
  testHooks: boolean;
  /** The client-address header the runtime sets (unset: one bucket). */
  clientIpHeader: string | undefined;
  /** On only when both the key and the service are configured; off, the account page says so. */
  subscriptions: {enabled: boolean; authKey: string | undefined; origin: string | null};
  /** Where the contact form posts (`${origin}/outbox/messages`); null: nowhere configured. */
  contactOrigin: string | null;
  /** Signs the staff cookie that browses past maintenance (unset: no bypass). */
  maintenanceBypassSecret: string | undefined;
  /** The error reporter's DSN (unset: off) and the release it tags errors with. */
  errorReporting: {dsn: string | undefined; release: string | undefined};
  /** Settings that are missing or malformed, as `NAME (what is wrong)`; never a value. */
  problems: string[];
  /** `EDGE_CACHE`: `off` caches nothing, `data` platform and content reads only. */
  edgeCache: {data: boolean; pages: boolean};
  /** The built-in support chat and sign-up backend (`/chat/messages`, `/newsletter`); null: none. */
  supportOrigin: string | null;
  /** Configured third parties (tag manager, chat provider, consent tool). */
  thirdParty: {analytics: AnalyticsConfig | null; client: EdgeClientConfig; chatScriptUrl: string | null; consentScriptUrl: string | null};
  tokens: {experimentsReport: string | undefined; pageCachePurge: string | undefined; healthz: string | undefined};
  /** `CUSTOMER_ACCOUNTS` and the Customer Account API's variables. */
  customerAccounts: CustomerAccountsSetting;
}

/** The names of `Env`'s string settings (not the KV and Durable Object bindings). */
type StringSettingOf<E> = {[K in keyof E]-?: NonNullable<E[K]> extends string ? K : never}[keyof E];
type UnlistedSetting = Exclude<StringSettingOf<Env>, SettingName>;
/**
 * A string setting of `Env` missing from SETTING_NAMES makes this a type error that names it:
 * without the entry, `npm start` would not take the setting from the shell.
 */
export const EVERY_SETTING_LISTED: [UnlistedSetting] extends [never] ? true : UnlistedSetting = true;

/** What is wrong with one setting (never its value), or null when it is fine. */
export type SettingCheck = (value: string | undefined) => string | null;
const present: SettingCheck = (value) => (value?.trim() ? null : 'missing');
const ifSet =
  (check: SettingCheck): SettingCheck =>
  (value) =>
    value?.trim() ? check(value.trim()) : null;
const httpUrl: SettingCheck = (value) => (/^https?:\/\/[^\s/]+/.test(value ?? '') && originOf(value) ? null : 'not an http(s) URL');
const domainOrUrl: SettingCheck = (value) => present(value) ?? (originOf(value?.trim()) ? null : 'not a domain or URL');
const longSecret: SettingCheck = (value) => ((value ?? '').length >= 32 ? null : 'shorter than 32 characters');
const milliseconds: SettingCheck = (value) => (/^\d+$/.test(value ?? '') && Number(value) > 0 ? null : 'not a positive number of ms');
const dsn: SettingCheck = (value) =>
  /^https?:\/\/[^@\s/]+@[^\s/]+\/\S+$/.test(value ?? '') ? null : 'not a DSN (https://key@host/project)';

/**
 * Every setting the shop checks at start-up and on `/healthz` with its token: name → check.
 * A required one fails when unset; an optional one only when set to something unusable.
 */
export const SETTING_CHECKS: Record<string, SettingCheck> = {
  PUBLIC_STORE_DOMAIN: domainOrUrl,
  PUBLIC_STOREFRONT_API_TOKEN: present,
  SESSION_SECRET: present,
  CONTENT_SPACE_ID: present,
  CONTENT_DELIVERY_TOKEN: present,
  CONTENT_API_HOST: ifSet(httpUrl),
  SUBSCRIPTIONS_API_URL: ifSet(httpUrl),
  CONTACT_API_URL: ifSet(httpUrl),
  SUPPORT_API_URL: ifSet(httpUrl),
  BACKEND_TIMEOUT_MS: ifSet(milliseconds),
  MAINTENANCE_BYPASS_SECRET: ifSet(longSecret),
  ERROR_REPORTING_DSN: ifSet(dsn),
  CONTENT_WEBHOOK_SECRET: ifSet(longSecret),
  PUBLIC_CUSTOMER_ACCOUNT_API_URL: ifSet(httpUrl),
};

/** The settings that fail their check, as `NAME (missing)`; empty when the shop is configured. */
export function settingProblems(env: Env, checks: Record<string, SettingCheck> = SETTING_CHECKS): string[] {
  const values = env as unknown as Record<string, unknown>;
  return Object.entries(checks).flatMap(([name, check]) => {
    const value = values[name];
    const problem = check(typeof value === 'string' ? value : undefined);
    return problem ? [`${name} (${problem})`] : [];
  });
}

const parsed = new WeakMap<object, ShopConfig>();

/** The settings of `env`, parsed on first use and kept for the isolate's life (the bindings never change). */
export function shopConfig(env: Env): ShopConfig {
  let config = parsed.get(env);
  if (!config) {
    parsed.set(env, (config = parseShopConfig(env)));
    // Named once per isolate, when the settings are first read.
    for (const problem of config.customerAccounts.problems) console.warn(`[config] customer accounts: ${problem}`);
  }
  return config;
}

export function parseShopConfig(env: Env): ShopConfig {
  const storeOrigin = originOf(env.PUBLIC_STORE_DOMAIN);
  const contentHost = env.CONTENT_API_HOST || CONTENTFUL_CDN;
  const edgeCache = (env.EDGE_CACHE ?? '').trim().toLowerCase();
  const edgeData = !/^(off|false|0|no)$/.test(edgeCache);
  const analytics = analyticsConfigFromEnv(env.ANALYTICS_CONFIG);
  const chatScriptUrl = scriptUrl(env.CHAT_PROVIDER_SCRIPT_URL);
  const consentScriptUrl = scriptUrl(env.CONSENT_TOOL_SCRIPT_URL);
  // The services a real store has elsewhere default to the local platform only when the store is one.
  const localPlatform = localPlatformOrigin(env.PUBLIC_STORE_DOMAIN);
  const subscriptionsOrigin = env.SUBSCRIPTIONS_API_URL ? originOf(env.SUBSCRIPTIONS_API_URL) : localPlatform;
  return {
    storeDomain: env.PUBLIC_STORE_DOMAIN ?? '',
    storeOrigin,
    isRealShopify:
      /^https:\/\/[^/]+\.myshopify\.com$/.test(storeOrigin ?? '') ||
      Boolean(env.PUBLIC_CHECKOUT_DOMAIN && !(storeOrigin ?? '').startsWith('http://')),
    checkoutDomain: env.PUBLIC_CHECKOUT_DOMAIN?.trim() || (/\.myshopify\.com$/.test(storeOrigin ?? '') ? new URL(storeOrigin!).host : ''),
    customerPrivacyStandIn: localPlatform
      ? {scriptUrl: `${localPlatform}${CUSTOMER_PRIVACY_API_PATH}`, checkoutRootDomain: new URL(localPlatform).host}
      : null,
    storefrontId: env.PUBLIC_STOREFRONT_ID ?? '',
    publicStorefrontToken: env.PUBLIC_STOREFRONT_API_TOKEN ?? '',
    privateStorefrontToken: env.PRIVATE_STOREFRONT_API_TOKEN || undefined,
    content: {
      spaceId: env.CONTENT_SPACE_ID ?? '',
      environment: env.CONTENT_ENVIRONMENT || 'master',
      deliveryToken: env.CONTENT_DELIVERY_TOKEN ?? '',
      previewToken: env.CONTENT_PREVIEW_TOKEN || undefined,
      host: contentHost,
      origin: originOf(contentHost),
      webhookSecret: env.CONTENT_WEBHOOK_SECRET || undefined,
    },
    backendTimeoutMs: backendTimeout(env.BACKEND_TIMEOUT_MS),
    maintenance: isFlagOn(env.MAINTENANCE_MODE),
    studentRegistration: isFlagOn(env.STUDENT_REGISTRATION_ENABLED),
    storefrontPassword: env.STOREFRONT_PASSWORD || undefined,
    testHooks: isFlagOn(env.TEST_HOOKS),
    clientIpHeader: env.CLIENT_IP_HEADER?.trim() || undefined,
    subscriptions: {
      enabled: Boolean(env.SUBSCRIPTIONS_AUTH_KEY && subscriptionsOrigin),
      authKey: env.SUBSCRIPTIONS_AUTH_KEY || undefined,
      origin: subscriptionsOrigin,
    },
    contactOrigin: env.CONTACT_API_URL ? originOf(env.CONTACT_API_URL) : localPlatform,
    maintenanceBypassSecret: env.MAINTENANCE_BYPASS_SECRET || undefined,
    errorReporting: {dsn: env.ERROR_REPORTING_DSN?.trim() || undefined, release: env.ERROR_REPORTING_RELEASE?.trim() || undefined},
    problems: settingProblems(env),
    edgeCache: {data: edgeData, pages: edgeData && edgeCache !== 'data'},
    supportOrigin: supportApiOrigin(env),
    thirdParty: {
      analytics,
      chatScriptUrl,
      consentScriptUrl,
      client: {
        analytics: analytics ? {gtmId: analytics.id} : null,
        chatProvider: chatScriptUrl ? {scriptUrl: chatScriptUrl, globalName: globalName(env.CHAT_PROVIDER_GLOBAL, 'ChatService')} : null,
        consentTool: consentScriptUrl
          ? {
              scriptUrl: consentScriptUrl,
              globalName: globalName(env.CONSENT_TOOL_GLOBAL, 'ConsentTool'),
              bannerSelector: env.CONSENT_BANNER_SELECTOR?.trim() || null,
            }
          : null,
      },
    },
    tokens: {
      experimentsReport: env.EXPERIMENTS_REPORT_TOKEN || undefined,
      pageCachePurge: env.PAGE_CACHE_PURGE_TOKEN || undefined,
      healthz: env.HEALTHZ_TOKEN || undefined,
    },
    customerAccounts: parseCustomerAccounts(env),
  };
}

function scriptUrl(value: string | undefined): string | null {
  const url = value?.trim();
  return url && HTTPS_URL.test(url) ? url : null;
}

function globalName(value: string | undefined, fallback: string): string {
  const name = value?.trim();
  return name && GLOBAL_NAME.test(name) ? name : fallback;
}

/**
 * The built-in support chat talks to the platform's `/chat/messages`:
 * `SUPPORT_API_URL`, or by default the local platform when the store
 * domain points at one (the embedded setup). Null: no built-in backend.
 */
export function supportApiOrigin(env: Pick<Env, 'SUPPORT_API_URL' | 'PUBLIC_STORE_DOMAIN'>): string | null {
  if (env.SUPPORT_API_URL) return originOf(env.SUPPORT_API_URL);
  return localPlatformOrigin(env.PUBLIC_STORE_DOMAIN);
}
