/// <reference types="vite/client" />
/// <reference types="@shopify/remix-oxygen" />
/// <reference types="@shopify/oxygen-workers-types" />
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- wrangler's generated globals are a script, not a module: it cannot be imported
/// <reference path="./worker-configuration.d.ts" />

import '@total-typescript/ts-reset';

import type {HydrogenSessionData, HydrogenEnv} from '@shopify/hydrogen';
import type {createAppLoadContext} from '~/server/context.server';

declare global {
  /** Available during build only, to read NODE_ENV. */
  const process: {env: {NODE_ENV: 'production' | 'development'}};

  /**
   * The part of Cloudflare's KV and service bindings the shop uses. The binding names come
   * from `npm run types` (`wrangler types` → worker-configuration.d.ts); the runtime types it can
   * also generate redeclare the whole Fetch API and clash with the DOM lib and
   * @shopify/oxygen-workers-types, so these two interfaces stay written here.
   */
  interface KVNamespace {
    get(key: string, type: 'json'): Promise<unknown>;
    get(key: string, type?: 'text'): Promise<string | null>;
    put(key: string, value: string, options?: {expirationTtl?: number; expiration?: number; metadata?: unknown}): Promise<void>;
    delete(key: string): Promise<void>;
    list(options?: {prefix?: string; limit?: number; cursor?: string}): Promise<{
      keys: Array<{name: string; expiration?: number; metadata?: unknown}>;
      list_complete: boolean;
      cursor?: string;
    }>;
  }
  interface Fetcher {
    fetch(request: Request): Promise<Response>;
  }
  /** The part of a Durable Object namespace binding the login limiter uses (`LOGIN_LIMITER`). */
  interface DurableObjectNamespace<_T = unknown> {
    idFromName(name: string): unknown;
    get(id: unknown): {fetch(input: string, init?: RequestInit): Promise<Response>};
  }

  /** Edge KV namespaces of wrangler.toml (absent on Oxygen and in the Vite dev server). */
  type KvBindings = Partial<Pick<CloudflareBindings, 'EXPERIMENTS' | 'CHAT_STATUS' | 'CONTENT_STATE' | 'SHOP_FLAGS'>>;

  interface Env extends HydrogenEnv, KvBindings {
    CONTENT_SPACE_ID: string;
    CONTENT_ENVIRONMENT?: string;
    CONTENT_DELIVERY_TOKEN: string;
    CONTENT_PREVIEW_TOKEN?: string;
    CONTENT_API_HOST?: string;
    /** Verifies Contentful's signed publish webhooks (`POST /api/content/webhook`; unset: the route answers 404). */
    CONTENT_WEBHOOK_SECRET?: string;
    MAINTENANCE_MODE?: string;
    STUDENT_REGISTRATION_ENABLED?: string;
    /** When set, the storefront is password-protected (every page redirects to /password). */
    STOREFRONT_PASSWORD?: string;
    /** Key shared with the subscription service to sign `og_auth`. */
    SUBSCRIPTIONS_AUTH_KEY?: string;
    /** The subscription service's origin (defaults to PUBLIC_STORE_DOMAIN, the local platform). */
    SUBSCRIPTIONS_API_URL?: string;
    /** Edge services (experiments, chat, analytics, consent); see docs/configuration.md. */
    ANALYTICS_CONFIG?: string;
    CHAT_PROVIDER_SCRIPT_URL?: string;
    CHAT_PROVIDER_GLOBAL?: string;
    CONSENT_TOOL_SCRIPT_URL?: string;
    CONSENT_TOOL_GLOBAL?: string;
    CONSENT_BANNER_SELECTOR?: string;
    SUPPORT_API_URL?: string;
    EXPERIMENTS_REPORT_TOKEN?: string;
    /** Test-only clock/KV hooks, honoured for localhost requests only. */
    TEST_HOOKS?: string;
    /** `off`: no edge caching; `data`: platform/content reads only, no full pages; see docs/performance.md. */
    EDGE_CACHE?: string;
    /** Bearer token for `POST /api/page-cache/purge` (unset: the purge route answers 404). */
    PAGE_CACHE_PURGE_TOKEN?: string;
    /** Atomic login and reset counters (Durable Object `LoginLimiter`, wrangler.toml); absent on Oxygen. */
    LOGIN_LIMITER?: CloudflareBindings['LOGIN_LIMITER'];
    /** The client-address header the runtime sets and a client cannot: `CF-Connecting-IP` (Cloudflare) or `Oxygen-Buyer-IP` (Oxygen); unset: one bucket. */
    CLIENT_IP_HEADER?: string;
    /** Timeout of each backend call in ms (default and maximum 5000). */
    BACKEND_TIMEOUT_MS?: string;
    /** `legacy` (default) or `customer-account-api` (docs/configuration.md, "Customer accounts"). */
    CUSTOMER_ACCOUNTS?: string;
    /** Where the contact form posts (default: the local platform when the store is one). */
    CONTACT_API_URL?: string;
    /** Operations: staff maintenance bypass, error reporter (DSN, release), /healthz detail token. */
    MAINTENANCE_BYPASS_SECRET?: string;
    ERROR_REPORTING_DSN?: string;
    ERROR_REPORTING_RELEASE?: string;
    HEALTHZ_TOKEN?: string;
  }
}

declare module '@shopify/remix-oxygen' {
  interface AppLoadContext extends Awaited<ReturnType<typeof createAppLoadContext>> {}

  interface SessionData extends HydrogenSessionData {}
}

declare module '@remix-run/server-runtime' {
  interface Future {
    v3_singleFetch: true;
  }
}
