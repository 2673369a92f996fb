import {
  EMPTY_STATE,
  acquire,
  isSpent,
  parseRule,
  parseState,
  release,
  type ThrottleRule,
  type ThrottleState,
  type Verdict,
} from './throttle';

/**
 * Atomic attempt counters of the login and reset throttles. With the `LOGIN_LIMITER` Durable
 * Object binding (Cloudflare, and the local server under miniflare) every key
 * is one object: requests to it run one at a time, and each `acquire` checks
 * and counts in one synchronous step, so 25 parallel attempts see 25 distinct
 * counts. Without the binding (Oxygen, the Vite dev server) the counters live
 * in the isolate's memory: atomic inside one isolate, not across isolates
 * (docs/decisions.md; there Shopify's own login throttle is the backstop).
 */
export interface Limiter {
  acquire(key: string, rule: ThrottleRule): Promise<Verdict>;
  release(key: string, rule: ThrottleRule): Promise<void>;
  reset(key: string): Promise<void>;
}

type LimiterOp = {op: 'acquire' | 'release' | 'reset'; rule?: ThrottleRule};

/** The state of one key and the operation's verdict, computed synchronously. */
export function applyOp(state: ThrottleState, {op, rule}: LimiterOp, now: number): {state: ThrottleState; verdict: Verdict} {
  if (op === 'reset' || !rule) return {state: EMPTY_STATE, verdict: {allowed: true}};
  if (op === 'release') return {state: release(state, now, rule), verdict: {allowed: true}};
  return acquire(state, now, rule);
}

/**
 * The most counters one isolate keeps without Durable Objects. Keys are visitors' e-mail hashes
 * and addresses, so a flood of new ones must not grow the isolate: past the cap, expired counters
 * go first, then the least recently used (a counter pushed out forgets its attempts, which the
 * per-client counter and Shopify's own login throttle still bound).
 */
export const MEMORY_LIMITER_KEYS = 10_000;

/** A counter and when it has nothing left to remember (`expiryOf`). */
export interface HeldCounter {
  state: ThrottleState;
  expires: number;
}

/** In-isolate counters for runtimes without Durable Objects. */
const memory = new Map<string, HeldCounter>();

export function memoryLimiter(store: Map<string, HeldCounter> = memory, maxKeys = MEMORY_LIMITER_KEYS): Limiter {
  const run = (key: string, op: LimiterOp) => {
    const now = Date.now();
    const held = store.get(key);
    const result = applyOp(held && held.expires > now ? held.state : EMPTY_STATE, op, now);
    // Deleted and set again: the Map's order is then least recently used first.
    store.delete(key);
    if (op.rule && !isSpent(result.state, now, op.rule)) {
      store.set(key, {state: result.state, expires: expiryOf(result.state, op.rule)});
      if (store.size > maxKeys) evict(store, now, maxKeys);
    }
    return result.verdict;
  };
  return {
    acquire: async (key, rule) => run(key, {op: 'acquire', rule}),
    release: async (key, rule) => void run(key, {op: 'release', rule}),
    reset: async (key) => void store.delete(key),
  };
}

function evict(store: Map<string, HeldCounter>, now: number, maxKeys: number) {
  for (const [key, held] of store) if (held.expires <= now) store.delete(key);
  for (const key of store.keys()) {
    if (store.size <= maxKeys) break;
    store.delete(key);
  }
}

/** The subset of Cloudflare's DurableObjectNamespace the limiter uses. */
export interface LimiterNamespace {
  idFromName(name: string): unknown;
  get(id: unknown): {fetch(input: string, init?: RequestInit): Promise<Response>};
}

export function durableLimiter(namespace: LimiterNamespace): Limiter {
  const call = async (key: string, op: LimiterOp): Promise<Verdict> => {
    const stub = namespace.get(namespace.idFromName(key));
    const response = await stub.fetch('https://limiter/', {
      method: 'POST',
      body: JSON.stringify(op),
      headers: {'Content-Type': 'application/json'},
    });
    if (!response.ok) throw new Error(`limiter answered ${response.status}`);
    const verdict = (await response.json()) as Verdict;
    if (!verdict.allowed) return {allowed: false, retryAfterSeconds: Number(verdict.retryAfterSeconds) || 60};
    return typeof verdict.remaining === 'number' ? {allowed: true, remaining: verdict.remaining} : {allowed: true};
  };
  return {
    acquire: (key, rule) => call(key, {op: 'acquire', rule}),
    release: async (key, rule) => void (await call(key, {op: 'release', rule})),
    reset: async (key) => void (await call(key, {op: 'reset'})),
  };
}

export function limiterFor(env: Pick<Env, 'LOGIN_LIMITER'>): Limiter {
  return env.LOGIN_LIMITER ? durableLimiter(env.LOGIN_LIMITER) : memoryLimiter();
}

/** The parts of a Durable Object's state the limiter object uses. */
interface LimiterObjectState {
  storage: {
    get(key: string): Promise<unknown>;
    put(key: string, value: unknown): Promise<void>;
    delete(key: string): Promise<boolean>;
    setAlarm(time: number): Promise<void>;
  };
  blockConcurrencyWhile<T>(callback: () => Promise<T>): Promise<T>;
}

/**
 * The Durable Object behind `LOGIN_LIMITER` (exported by the worker entry,
 * server.ts, and declared in wrangler.toml). One object per counter key: the
 * state is loaded once, each request is answered from memory with no await
 * between reading and writing it, and the write is persisted before the answer
 * leaves (the runtime's output gate). An alarm drops a spent counter.
 */
export class LoginLimiter {
  #ctx: LimiterObjectState;
  #state: ThrottleState = EMPTY_STATE;
  #rule: ThrottleRule | null = null;

  constructor(ctx: LimiterObjectState, _env: unknown) {
    this.#ctx = ctx;
    void ctx.blockConcurrencyWhile(async () => {
      this.#state = parseState(await ctx.storage.get('state'));
      this.#rule = parseRule(await ctx.storage.get('rule'));
    });
  }

  async fetch(request: Request): Promise<Response> {
    let body: unknown;
    try {
      body = await request.json();
    } catch {
      return new Response('bad request', {status: 400});
    }
    const {op, rule: rawRule} = (body ?? {}) as {op?: unknown; rule?: unknown};
    const rule = parseRule(rawRule);
    if ((op !== 'acquire' && op !== 'release' && op !== 'reset') || (op !== 'reset' && !rule)) {
      return new Response('bad request', {status: 400});
    }
    // From here to the writes: no await, so no other request to this key runs in between.
    const now = Date.now();
    const result = applyOp(this.#state, {op, rule: rule ?? undefined}, now);
    this.#state = result.state;
    if (rule) this.#rule = rule;
    const storage = this.#ctx.storage;
    if (op === 'reset' || (rule && isSpent(result.state, now, rule))) {
      await Promise.all([storage.delete('state'), storage.delete('rule')]);
    } else {
      await Promise.all([storage.put('state', result.state), storage.put('rule', rule), storage.setAlarm(expiryOf(result.state, rule!))]);
    }
    return Response.json(result.verdict);
  }

  async alarm(): Promise<void> {
    const rule = this.#rule;
    if (!rule || isSpent(this.#state, Date.now(), rule)) {
      this.#state = EMPTY_STATE;
      await Promise.all([this.#ctx.storage.delete('state'), this.#ctx.storage.delete('rule')]);
    } else {
      await this.#ctx.storage.setAlarm(expiryOf(this.#state, rule));
    }
  }
}

/** When a counter has nothing left to remember. */
export function expiryOf(state: ThrottleState, rule: ThrottleRule): number {
  const newest = state.failures.length ? Math.max(...state.failures) : 0;
  return Math.max(state.lockedUntil, newest + rule.windowMs) + 1000;
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
