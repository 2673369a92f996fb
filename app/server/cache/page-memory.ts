import {cspNonce, cutAtNonce} from './page-cache';

/**
 * A small in-isolate tier in front of the Cache API: the hottest pages are
 * answered from memory (no cache read, no text work). Entries keep the
 * remaining lifetime of the stored copy; keys carry the purge generation.
 * A body is kept encoded and cut at its CSP nonce, so a hit only joins bytes
 * around a fresh nonce: no text search and no re-encoding per request.
 */
export const MEMORY_PAGES = 64;

export interface MemoryPage {
  /** The body's UTF-8 bytes between the occurrences of `nonce` (one part when there is none). */
  parts: Uint8Array<ArrayBuffer>[];
  nonce: string | null;
  headers: [string, string][];
  until: number;
}

/** A stored body and headers, ready for `recall`: cut at the nonce the headers' CSP names. */
export function memoryPage(body: string, headers: [string, string][], until: number): MemoryPage {
  const csp = headers.find(([name]) => name.toLowerCase() === 'content-security-policy')?.[1] ?? null;
  const nonce = cspNonce(csp);
  return {parts: cutAtNonce(body, nonce), nonce, headers, until};
}

/** The newest `capacity` pages by last use; one that has expired is gone. */
export function createPageMemory(capacity = MEMORY_PAGES) {
  const pages = new Map<string, MemoryPage>();
  return {
    remember(key: string, page: MemoryPage) {
      pages.delete(key);
      pages.set(key, page);
      if (pages.size > capacity) pages.delete(pages.keys().next().value!);
    },
    recall(key: string, now = Date.now()): MemoryPage | null {
      const page = pages.get(key);
      if (!page) return null;
      if (page.until <= now) {
        pages.delete(key);
        return null;
      }
      return page;
    },
    clear() {
      pages.clear();
    },
  };
}
