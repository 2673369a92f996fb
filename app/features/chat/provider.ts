/**
 * Third-party chat bootstrap. Used only when env
 * `CHAT_PROVIDER_SCRIPT_URL` is set: the provider's script defines a global
 * (`CHAT_PROVIDER_GLOBAL`) with `init` and `open`; init is retried up to 10
 * times about 300 ms apart while the script finishes setting up, and the
 * status becomes ready when the service reports it through `onReady`.
 */
export const CHAT_INIT_ATTEMPTS = 10;
export const CHAT_INIT_INTERVAL_MS = 300;
export const CHAT_WINDOW = {width: 400, height: 700} as const;

/** UI state `chatStatus`. */
export type ChatStatusState = 'checking' | 'offline' | 'online' | 'loading' | 'ready' | 'failed';

export interface ChatService {
  init(options: {width: number; height: number; onReady: () => void}): void;
  open(): void;
}

export interface ProviderConfig {
  scriptUrl: string;
  globalName: string;
}

export function isChatService(value: unknown): value is ChatService {
  const candidate = value as Partial<ChatService> | null | undefined;
  return typeof candidate?.init === 'function' && typeof candidate?.open === 'function';
}

/**
 * Calls `init` on the service once it exists: up to `attempts` tries,
 * `intervalMs` apart. Resolves with the service when ready, or null when it
 * never appeared or never reported ready.
 */
export async function initChatService(
  find: () => unknown,
  {
    attempts = CHAT_INIT_ATTEMPTS,
    intervalMs = CHAT_INIT_INTERVAL_MS,
    wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
  } = {},
): Promise<ChatService | null> {
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const service = find();
    if (isChatService(service)) {
      const ready = new Promise<boolean>((resolve) => {
        try {
          service.init({...CHAT_WINDOW, onReady: () => resolve(true)});
        } catch {
          resolve(false);
        }
      });
      // The service has the remaining attempts' time to report ready.
      const timeLeft = new Promise<boolean>((resolve) => wait((attempts - attempt + 1) * intervalMs).then(() => resolve(false)));
      return (await Promise.race([ready, timeLeft])) ? service : null;
    }
    if (attempt < attempts) await wait(intervalMs);
  }
  return null;
}

/** Adds the provider's bootstrap script once, with the page's CSP nonce. */
export function loadScriptOnce(src: string, nonce: string | undefined): Promise<void> {
  const existing = document.querySelector<HTMLScriptElement>(`script[data-src="${CSS.escape(src)}"]`);
  if (existing) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.dataset.src = src;
    if (nonce) script.nonce = nonce;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`Could not load ${src}`));
    document.head.appendChild(script);
  });
}
