import {safeKv} from '~/infra/kv.server';
import {isWithinChatHours} from './hours';

/** The chat status is cached for one minute. */
export const CHAT_STATUS_TTL_SECONDS = 60;
export const CHAT_STATUS_KEY = 'chat-status';

export interface ChatStatus {
  online: boolean;
  /** When the status was computed (ms since epoch). */
  computedAt: number;
  source: 'kv' | 'computed';
}

interface StoredStatus {
  online: boolean;
  computedAt: number;
}

/**
 * The chat status at `now`: taken from KV when it was computed less than a
 * minute before, else computed from the business hours and written back
 * without holding the response. KV trouble only means computing it.
 */
export async function getChatStatus({
  kv,
  kvFails = false,
  now,
  waitUntil,
}: {
  kv: KVNamespace | undefined;
  kvFails?: boolean;
  now: Date;
  waitUntil: (promise: Promise<unknown>) => void;
}): Promise<ChatStatus> {
  const store = safeKv(kv, 'chat-status', {fail: kvFails});
  const at = now.getTime();
  const cached = await store.getJson<StoredStatus>(CHAT_STATUS_KEY);
  if (cached && typeof cached.online === 'boolean' && at >= cached.computedAt && at - cached.computedAt < CHAT_STATUS_TTL_SECONDS * 1000) {
    return {online: cached.online, computedAt: cached.computedAt, source: 'kv'};
  }
  const online = isWithinChatHours(now);
  const value: StoredStatus = {online, computedAt: at};
  waitUntil(store.put(CHAT_STATUS_KEY, JSON.stringify(value), {expirationTtl: CHAT_STATUS_TTL_SECONDS}));
  return {...value, source: 'computed'};
}
