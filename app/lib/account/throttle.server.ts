import {EMPTY_STATE, checkAttempt, parseState, recordFailure, type ThrottleState, WINDOW_MS} from './throttle';

/** Fallback when no KV namespace is bound (Vite dev server, Oxygen): per isolate only. */
const memory = new Map<string, ThrottleState>();

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The client address the edge saw (Cloudflare/Oxygen headers), else a shared bucket. */
export function clientAddress(request: Request): string {
  return (
    request.headers.get('CF-Connecting-IP') ??
    request.headers.get('Oxygen-Buyer-IP') ??
    request.headers.get('X-Forwarded-For')?.split(',')[0]?.trim() ??
    'unknown'
  );
}

/** Login attempt counters for one e-mail from one address, kept in edge KV. */
export async function loginThrottle(kv: Env['LOGIN_THROTTLE'], email: string, request: Request) {
  const key = `login:${await sha256(`${email.trim().toLowerCase()}|${clientAddress(request)}`)}`;
  const read = async (): Promise<ThrottleState> => {
    if (!kv) return memory.get(key) ?? EMPTY_STATE;
    return parseState(await kv.get(key, 'json').catch(() => null));
  };
  const write = async (state: ThrottleState) => {
    if (!kv) return void memory.set(key, state);
    const ttlMs = Math.max(state.lockedUntil - Date.now(), WINDOW_MS);
    await kv.put(key, JSON.stringify(state), {expirationTtl: Math.max(60, Math.ceil(ttlMs / 1000))}).catch(() => undefined);
  };
  return {
    check: async () => checkAttempt(await read(), Date.now()),
    failed: async () => write(recordFailure(await read(), Date.now())),
    succeeded: async () => (kv ? kv.delete(key).catch(() => undefined) : void memory.delete(key)),
  };
}
