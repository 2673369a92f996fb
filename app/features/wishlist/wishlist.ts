/**
 * The shopper's saved products ("Save for later" on a product page), kept in
 * this browser only (localStorage), newest first. Pure list rules here; the
 * button reads and writes the storage.
 */
export const WISHLIST_STORAGE_KEY = 'oral-care-wishlist';
export const WISHLIST_MAX = 50;

const HANDLE = /^[a-z0-9][a-z0-9-]{0,99}$/;

/** Saved handles from storage; anything unreadable counts as an empty list. */
export function readWishlist(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return [...new Set(parsed.filter((h): h is string => typeof h === 'string' && HANDLE.test(h)))].slice(0, WISHLIST_MAX);
  } catch {
    return [];
  }
}

/** Saves or unsaves a product; the oldest entry goes when the list is full. */
export function toggleWishlist(list: readonly string[], handle: string): {list: string[]; saved: boolean} {
  if (list.includes(handle)) return {list: list.filter((h) => h !== handle), saved: false};
  return {list: [handle, ...list].slice(0, WISHLIST_MAX), saved: true};
}
