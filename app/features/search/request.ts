/**
 * Search input rules shared by `/search`, `POST /api/search` and
 * `POST /api/search/predictive`.
 */

/** Search results per type. */
export const SEARCH_RESULT_LIMIT = 10;
export const PREDICTIVE_RESULT_LIMIT = 5;
/** Longer queries are refused: nobody types 200 characters into a shop search box. */
export const MAX_QUERY_LENGTH = 200;
export const SEARCH_TYPES = ['product', 'article'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export interface SearchRequest {
  query: string;
  types: SearchType[];
  first: number;
}

export type Parsed<T> = {ok: true; value: T} | {ok: false; error: string};

/**
 * Validates a JSON body `{query, options?: {types?, first?}}` (and
 * `types`/`first` at the top level); anything else gets a message for a 400.
 */
export function parseSearchBody(body: unknown, {limit = SEARCH_RESULT_LIMIT} = {}): Parsed<SearchRequest> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return {ok: false, error: 'The body must be a JSON object like {"query": "whitening"}.'};
  }
  const fields = body as Record<string, unknown>;
  const {query} = fields;
  // The documented shape is `{query, options: {types}}`; top-level `types`/`first` are still read for older callers.
  const {options} = fields;
  if (options !== undefined && (typeof options !== 'object' || options === null || Array.isArray(options))) {
    return {ok: false, error: 'options must be a JSON object like {"types": ["product"]}.'};
  }
  const opts = (options ?? {}) as Record<string, unknown>;
  const types = opts.types !== undefined ? opts.types : fields.types;
  const first = opts.first !== undefined ? opts.first : fields.first;
  if (query === undefined || query === null) return {ok: false, error: 'query is required.'};
  if (typeof query !== 'string') return {ok: false, error: 'query must be a string.'};
  if (query.length > MAX_QUERY_LENGTH) return {ok: false, error: `query must be at most ${MAX_QUERY_LENGTH} characters.`};
  const trimmed = query.trim();
  if (!trimmed) return {ok: false, error: 'query must not be empty.'};

  let chosen: SearchType[] = [...SEARCH_TYPES];
  if (types !== undefined) {
    if (!Array.isArray(types) || !types.length || !types.every((t) => (SEARCH_TYPES as readonly unknown[]).includes(t))) {
      return {ok: false, error: 'types must be a non-empty list of "product" and/or "article".'};
    }
    chosen = SEARCH_TYPES.filter((t) => types.includes(t));
  }

  let count = limit;
  if (first !== undefined) {
    if (typeof first !== 'number' || !Number.isInteger(first) || first < 1 || first > limit) {
      return {ok: false, error: `first must be a whole number from 1 to ${limit}.`};
    }
    count = first;
  }
  return {ok: true, value: {query: trimmed, types: chosen, first: count}};
}

/** The `?q=` of the search page: trimmed, capped, empty when absent. */
export function searchTermFromUrl(params: URLSearchParams): string {
  return (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH);
}

/**
 * The shopper's words as Storefront search syntax: each word a prefix match
 * (`whiten*`), all words required, free gifts left out. Syntax characters in
 * the input are dropped so a query can never widen itself (`OR`, `tag:` …).
 */
export function productSearchQuery(term: string): string {
  const words = term
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{N}'-]/gu, '').replace(/^-+/, ''))
    .filter((w) => w && !['and', 'or', 'not'].includes(w))
    .slice(0, 8);
  if (!words.length) return '';
  return [...words.map((w) => `${w}*`), '-tag:free_gift'].join(' ');
}
