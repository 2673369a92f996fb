/**
 * Every variable the shop reads from its environment: the string settings of `Env`
 * (env.d.ts, with Hydrogen's own) and the content management token the local
 * platform's editing API takes. `npm start` and the dev server take each of them
 * from the shell; app/server/env.server.ts fails to compile when `Env` gains a setting
 * that is not listed here. Plain data, so the Node scripts can import it.
 */
export const SETTING_NAMES = [
  // The store (Hydrogen's settings).
  'PUBLIC_STORE_DOMAIN',
  'PUBLIC_STOREFRONT_API_TOKEN',
  'PRIVATE_STOREFRONT_API_TOKEN',
  'PUBLIC_STOREFRONT_ID',
  'PUBLIC_CHECKOUT_DOMAIN',
  'SESSION_SECRET',
  'SHOP_ID',
  'PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID',
  'PUBLIC_CUSTOMER_ACCOUNT_API_URL',
  'CUSTOMER_ACCOUNTS',
  // Content.
  'CONTENT_SPACE_ID',
  'CONTENT_ENVIRONMENT',
  'CONTENT_DELIVERY_TOKEN',
  'CONTENT_PREVIEW_TOKEN',
  'CONTENT_API_HOST',
  'CONTENT_WEBHOOK_SECRET',
  'CONTENT_MANAGEMENT_TOKEN',
  // Modes and features.
  'MAINTENANCE_MODE',
  'MAINTENANCE_BYPASS_SECRET',
  'STOREFRONT_PASSWORD',
  'STUDENT_REGISTRATION_ENABLED',
  'SUBSCRIPTIONS_AUTH_KEY',
  'SUBSCRIPTIONS_API_URL',
  'CONTACT_API_URL',
  'SUPPORT_API_URL',
  // Edge services and third parties.
  'ANALYTICS_CONFIG',
  'CHAT_PROVIDER_SCRIPT_URL',
  'CHAT_PROVIDER_GLOBAL',
  'CONSENT_TOOL_SCRIPT_URL',
  'CONSENT_TOOL_GLOBAL',
  'CONSENT_BANNER_SELECTOR',
  'EXPERIMENTS_REPORT_TOKEN',
  'EDGE_CACHE',
  'PAGE_CACHE_PURGE_TOKEN',
  // Operations.
  'CLIENT_IP_HEADER',
  'BACKEND_TIMEOUT_MS',
  'ERROR_REPORTING_DSN',
  'ERROR_REPORTING_RELEASE',
  'HEALTHZ_TOKEN',
  'TEST_HOOKS',
] as const;

export type SettingName = (typeof SETTING_NAMES)[number];
