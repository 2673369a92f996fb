import {signedCookie} from '~/infra/cookies.server';
import {isFlagOn} from '~/infra/flags';
import {readWithin} from '~/infra/kv.server';
import {sameSecret} from '~/infra/secrets';
import {STAFF_COOKIE_MAX_AGE_SECONDS} from '~/infra/shop-cookies';
import {shopConfig} from './env.server';

export {MAINTENANCE_PATH, MAINTENANCE_RETRY_AFTER_SECONDS, maintenanceRedirect} from '~/features/guards/shop-lock';
export {STAFF_COOKIE, STAFF_COOKIE_MAX_AGE_SECONDS} from '~/infra/shop-cookies';

/** `GET /maintenance/bypass?key=<MAINTENANCE_BYPASS_SECRET>` gives a browser the staff cookie. */
export const BYPASS_PATH = '/maintenance/bypass';
/** The `SHOP_FLAGS` key an operator sets with `wrangler kv key put maintenance on|off`. */
export const MAINTENANCE_FLAG_KEY = 'maintenance';
/**
 * How long one isolate trusts the flag it read. KV itself reaches every location within about
 * 60 s; seconds here keep a switch inside that window while sparing a KV read per request.
 */
export const FLAG_CACHE_MS = 5000;

/**
 * The flag's meaning: `on`/`off` (or true/false, 1/0, yes/no) wins over `MAINTENANCE_MODE`,
 * so a deploy, which resets [vars], cannot switch it; no key (or another value) leaves the variable in charge.
 */
export function flagValue(stored: string | null, variable: boolean): boolean {
  const value = (stored ?? '').trim();
  if (isFlagOn(value)) return true;
  if (/^(off|false|0|no)$/i.test(value)) return false;
  return variable;
}

const flagCache = new WeakMap<object, {value: string | null; until: number}>();

/** The stored flag, read at most once per `FLAG_CACHE_MS` per isolate; a failed read keeps the last value. */
export async function readMaintenanceFlag(kv: KVNamespace | undefined, now = Date.now()): Promise<string | null> {
  if (!kv) return null;
  const cached = flagCache.get(kv);
  if (cached && cached.until > now) return cached.value;
  let value = cached?.value ?? null;
  try {
    value = await readWithin(kv.get(MAINTENANCE_FLAG_KEY));
  } catch (error) {
    console.warn('[kv:SHOP_FLAGS] get maintenance failed:', error instanceof Error ? error.message : error);
  }
  flagCache.set(kv, {value, until: now + FLAG_CACHE_MS});
  return value;
}

export interface MaintenanceState {
  /** Maintenance is on for the shop. */
  on: boolean;
  /** The request carries a valid staff cookie. */
  staff: boolean;
  /** This request is sent to /maintenance (on, and not staff). */
  active: boolean;
}

/** Maintenance for this request: the KV flag (or `MAINTENANCE_MODE`), and whether a staff member is browsing. */
export async function maintenanceState(request: Request, env: Env, now = Date.now()): Promise<MaintenanceState> {
  const config = shopConfig(env);
  const on = flagValue(await readMaintenanceFlag(env.SHOP_FLAGS, now), config.maintenance);
  const staff = on && config.maintenanceBypassSecret ? await isStaff(request, config.maintenanceBypassSecret, now) : false;
  return {on, staff, active: on && !staff};
}

/**
 * The staff cookie, signed with the bypass secret: `{expires}` (unix seconds) as Remix's signed
 * JSON. The browser drops it after a working day; the expiry inside keeps a copied value from
 * outliving that, and forging either needs the secret.
 */
const staffCookie = (request: Request, secret: string) => signedCookie('staff', request, [secret]);

/** The `Set-Cookie` value of a fresh staff cookie. */
export function staffSetCookie(request: Request, secret: string, now = Date.now()): Promise<string> {
  return staffCookie(request, secret).serialize({expires: Math.floor(now / 1000) + STAFF_COOKIE_MAX_AGE_SECONDS});
}

/** True when the request's staff cookie is signed with the secret and not expired. */
export async function isStaff(request: Request, secret: string, now = Date.now()): Promise<boolean> {
  const value: unknown = await staffCookie(request, secret)
    .parse(request.headers.get('Cookie'))
    .catch(() => null);
  const expires = (value as {expires?: unknown} | null)?.expires;
  return typeof expires === 'number' && expires * 1000 > now;
}

/**
 * The answer to the secret bypass URL: a 303 home that sets the signed, HttpOnly staff cookie.
 * Null for any other request, a wrong key or no configured secret (the request goes on as any other).
 */
export async function staffBypassResponse(request: Request, secret: string | undefined, now = Date.now()): Promise<Response | null> {
  const url = new URL(request.url);
  if (!secret || request.method !== 'GET' || url.pathname !== BYPASS_PATH) return null;
  if (!sameSecret(url.searchParams.get('key') ?? '', secret)) return null;
  const cookie = await staffSetCookie(request, secret, now);
  return new Response(null, {status: 303, headers: {Location: '/', 'Set-Cookie': cookie, 'Cache-Control': 'private, no-store'}});
}
