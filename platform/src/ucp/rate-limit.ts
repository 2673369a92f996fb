/**
 * Rate limits for agents, per client address (anonymous) or key (signed) and per tool family, as Shopify tiers its
 * agents' traffic. Shopify publishes no numbers: these defaults are the platform's own, each a
 * setting (`PLATFORM_UCP_LIMIT_*`). Checkout is limited more strictly than cart, cart more than
 * catalog reads: a checkout holds stock and prices for a buyer, a read costs little.
 */
export type ToolFamily = 'catalog' | 'cart' | 'checkout';

/** The tier an answer names in its `X-Agent-Tier` header: agents with a token, signed agents (Web Bot Auth), or anonymous ones. */
export type AgentTier = 'anonymous' | 'signed' | 'token';
export const AGENT_TIER_HEADER = 'X-Agent-Tier';

export interface RateLimits {
  /** Calls one address may make per window, per family. */
  perWindow: Record<ToolFamily, number>;
  windowMs: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {perWindow: {catalog: 120, cart: 60, checkout: 30}, windowMs: 60_000};
/**
 * Signed agents, counted per key (its thumbprint) rather than per address: five times the
 * anonymous tier's, as an agent that names itself can be told apart and held to account; checkout
 * stays the strictest. The platform's own numbers too, each a `PLATFORM_UCP_SIGNED_LIMIT_*` setting.
 */
export const DEFAULT_SIGNED_RATE_LIMITS: RateLimits = {perWindow: {catalog: 600, cart: 300, checkout: 150}, windowMs: 60_000};
/**
 * Agents with a token, counted per OAuth client: twice the signed tier's, as the platform issued the
 * credential itself and can revoke it; checkout still the strictest. `PLATFORM_UCP_TOKEN_LIMIT_*`.
 */
export const DEFAULT_TOKEN_RATE_LIMITS: RateLimits = {perWindow: {catalog: 1200, cart: 600, checkout: 300}, windowMs: 60_000};

/** UCP names a rate limit a protocol error: JSON-RPC -32000 with HTTP 429 and when to retry. */
export const RATE_LIMIT_ERROR_CODE = -32000;
export const RATE_LIMIT_MESSAGE = 'Rate limit exceeded';

const CART_TOOLS = new Set(['create_cart', 'get_cart', 'update_cart', 'cancel_cart']);
const CHECKOUT_TOOLS = new Set(['create_checkout', 'get_checkout', 'update_checkout', 'cancel_checkout', 'complete_checkout', 'get_order']);

/** The family a call counts against: its tool's, or catalog for everything else (reads, initialize, tools/list, ping). */
export function toolFamily(method: unknown, toolName: unknown): ToolFamily {
  if (method !== 'tools/call' || typeof toolName !== 'string') return 'catalog';
  if (CHECKOUT_TOOLS.has(toolName)) return 'checkout';
  if (CART_TOOLS.has(toolName)) return 'cart';
  return 'catalog';
}

/** Past this many counters, those of ended windows are swept: a flood of addresses cannot grow memory without end. */
const SWEEP_AT = 10_000;

export interface RateLimiter {
  /** Counts a call; `retryAfterSeconds` when it is one too many. */
  take(client: string, family: ToolFamily): {allowed: true} | {allowed: false; retryAfterSeconds: number};
}

/** Fixed windows per address and family, counted in memory (the platform is one Node process). */
export function createRateLimiter(limits: RateLimits, now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, {start: number; count: number}>();
  return {
    take(client, family) {
      const at = now();
      if (windows.size > SWEEP_AT) {
        for (const [key, window] of windows) if (at - window.start >= limits.windowMs) windows.delete(key);
      }
      const key = `${family}|${client}`;
      let window = windows.get(key);
      if (!window || at - window.start >= limits.windowMs) windows.set(key, (window = {start: at, count: 0}));
      if (window.count >= limits.perWindow[family]) {
        return {allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.start + limits.windowMs - at) / 1000))};
      }
      window.count += 1;
      return {allowed: true};
    },
  };
}

/**
 * The limits from the platform's settings, each falling back to its default when unset or not a
 * positive whole number: `PLATFORM_UCP_LIMIT_*` for anonymous agents, `PLATFORM_UCP_SIGNED_LIMIT_*`
 * for signed ones, `PLATFORM_UCP_TOKEN_LIMIT_*` for token ones (one window for all, `PLATFORM_UCP_LIMIT_WINDOW_SECONDS`).
 */
export function rateLimitsFrom(env: Record<string, string | undefined>, tier: AgentTier = 'anonymous'): RateLimits {
  const read = (name: string, fallback: number) => {
    const value = Number(env[name]);
    return Number.isInteger(value) && value > 0 ? value : fallback;
  };
  const {perWindow, windowMs} = {anonymous: DEFAULT_RATE_LIMITS, signed: DEFAULT_SIGNED_RATE_LIMITS, token: DEFAULT_TOKEN_RATE_LIMITS}[
    tier
  ];
  const prefix = {anonymous: 'PLATFORM_UCP_LIMIT', signed: 'PLATFORM_UCP_SIGNED_LIMIT', token: 'PLATFORM_UCP_TOKEN_LIMIT'}[tier];
  return {
    perWindow: {
      catalog: read(`${prefix}_CATALOG`, perWindow.catalog),
      cart: read(`${prefix}_CART`, perWindow.cart),
      checkout: read(`${prefix}_CHECKOUT`, perWindow.checkout),
    },
    windowMs: read('PLATFORM_UCP_LIMIT_WINDOW_SECONDS', windowMs / 1000) * 1000,
  };
}
