/** The shopper's recent searches, kept in the browser (localStorage). */
export const RECENT_SEARCHES_KEY = 'ocs.recentSearches';
export const MAX_RECENT_SEARCHES = 5;

/** Newest first, no duplicates (case-insensitive), at most five. */
export function addRecentSearch(list: string[], term: string): string[] {
  const clean = term.trim().slice(0, 100);
  if (!clean) return list;
  return [clean, ...list.filter((t) => t.toLowerCase() !== clean.toLowerCase())].slice(0, MAX_RECENT_SEARCHES);
}

/** Whatever is stored, as a clean list (storage can hold anything). */
export function parseRecentSearches(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value)
      ? value.filter((t): t is string => typeof t === 'string' && t.trim().length > 0).slice(0, MAX_RECENT_SEARCHES)
      : [];
  } catch {
    return [];
  }
}

export function readRecentSearches(): string[] {
  try {
    return parseRecentSearches(window.localStorage.getItem(RECENT_SEARCHES_KEY));
  } catch {
    return [];
  }
}

export function saveRecentSearch(term: string): string[] {
  const next = addRecentSearch(readRecentSearches(), term);
  try {
    window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(next));
  } catch {
    // Private mode or storage full: recent searches are a convenience only.
  }
  return next;
}
