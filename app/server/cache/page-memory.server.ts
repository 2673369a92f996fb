import {cspNonce, cutAtNonce} from './page-cache-rules.server';

/**
 * A small in-isolate tier in front of the Cache API: the hottest pages are
 * answered from memory (no cache read, no text work). Entries keep the
 * remaining lifetime of the stored copy; keys carry the purge generation.
 * A body is kept encoded and cut at its CSP nonce, so a hit only joins bytes
 * around a fresh nonce: no text search and no re-encoding per request.
 */
export const MEMORY_PAGES = 64;
/**
 * The tier's bytes in all: bodies live outside the JS heap but inside the isolate's 128 MB, so the
 * page count alone does not bound them (64 large pages could be tens of MB). A page over an eighth
 * of it stays in the Cache API only.
 */
export const MEMORY_PAGE_BYTES = 8 * 1024 * 1024;

export interface MemoryPage {
  /** The body's UTF-8 bytes between the occurrences of `nonce` (one part when there is none). */
  parts: Uint8Array<ArrayBuffer>[];
  nonce: string | null;
  headers: [string, string][];
  until: number;
  /** The parts' bytes in all. */
  bytes: number;
}

/** A stored body and headers, ready for `recall`: cut at the nonce the headers' CSP names. */
export function memoryPage(body: string, headers: [string, string][], until: number): MemoryPage {
  const csp = headers.find(([name]) => name.toLowerCase() === 'content-security-policy')?.[1] ?? null;
  const nonce = cspNonce(csp);
  const parts = cutAtNonce(body, nonce);
  return {parts, nonce, headers, until, bytes: parts.reduce((sum, part) => sum + part.byteLength, 0)};
}

/** The newest pages by last use, at most `capacity` of them and `maxBytes` in all; one that has expired is gone. */
export function createPageMemory(capacity = MEMORY_PAGES, maxBytes = MEMORY_PAGE_BYTES) {
  const pages = new Map<string, MemoryPage>();
  let bytes = 0;
  const forget = (key: string) => {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    bytes -= page.bytes;
  };
  return {
    remember(key: string, page: MemoryPage) {
      forget(key);
      if (page.bytes > maxBytes / 8) return;
      pages.set(key, page);
      bytes += page.bytes;
      for (const oldest of pages.keys()) {
        if (pages.size <= capacity && bytes <= maxBytes) break;
        forget(oldest);
      }
    },
    recall(key: string, now = Date.now()): MemoryPage | null {
      const page = pages.get(key);
      if (!page) return null;
      if (page.until <= now) {
        forget(key);
        return null;
      }
      return page;
    },
    clear() {
      pages.clear();
      bytes = 0;
    },
    /** How many pages and bytes it holds. */
    size() {
      return {pages: pages.size, bytes};
    },
  };
}
