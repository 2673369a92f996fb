import {GraphQLError} from 'graphql';

export const CURRENCY = 'USD';

export interface Money {
  amount: string;
  currencyCode: string;
  __typename: 'MoneyV2';
}

export function money(cents: number): Money {
  return {amount: (Math.round(cents) / 100).toFixed(2), currencyCode: CURRENCY, __typename: 'MoneyV2'};
}

export function gid(type: string, id: number | string, query?: string): string {
  return `gid://shopify/${type}/${id}${query ? `?${query}` : ''}`;
}

export interface ParsedGid {
  type: string;
  id: string;
  params: URLSearchParams;
}

export function parseGid(value: string | null | undefined): ParsedGid | undefined {
  if (!value) return undefined;
  const m = /^gid:\/\/shopify\/([A-Za-z]+)\/([^?/]+)(?:\?(.*))?$/.exec(value);
  if (!m) return undefined;
  return {type: m[1]!, id: decodeURIComponent(m[2]!), params: new URLSearchParams(m[3] ?? '')};
}

/** Numeric id of a GID of the expected type, else undefined. */
export function numericGid(value: string | null | undefined, type: string): number | undefined {
  const parsed = parseGid(value);
  if (!parsed || parsed.type !== type || !/^\d+$/.test(parsed.id)) return undefined;
  return Number(parsed.id);
}

export interface ConnectionArgs {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
  reverse?: boolean | null;
}

export const MAX_PAGE = 250;

function encodeCursor(key: string): string {
  return Buffer.from(JSON.stringify({k: key})).toString('base64url');
}

function decodeCursor(cursor: string): string | undefined {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as {k?: unknown};
    return typeof parsed.k === 'string' ? parsed.k : undefined;
  } catch {
    return undefined;
  }
}

/** Relay-style connection over an in-memory list, with Shopify's argument rules. */
export function connection<T>(
  items: readonly T[],
  args: ConnectionArgs,
  keyOf: (item: T) => string,
  toNode: (item: T) => unknown,
  opts: {requireBound?: boolean} = {},
) {
  const {first, last, after, before, reverse} = args;
  if (opts.requireBound !== false && first == null && last == null) {
    throw new GraphQLError('you must provide one of first or last', {extensions: {code: 'BAD_REQUEST'}});
  }
  for (const [name, value] of [
    ['first', first],
    ['last', last],
  ] as const) {
    if (value != null && (value < 0 || value > MAX_PAGE)) {
      throw new GraphQLError(`The ${name} argument must be between 0 and ${MAX_PAGE}`, {extensions: {code: 'BAD_REQUEST'}});
    }
  }
  let list = reverse ? [...items].reverse() : [...items];
  let start = 0;
  let end = list.length;
  if (after) {
    const key = decodeCursor(after);
    const i = list.findIndex((item) => keyOf(item) === key);
    if (i >= 0) start = i + 1;
  }
  if (before) {
    const key = decodeCursor(before);
    const i = list.findIndex((item) => keyOf(item) === key);
    if (i >= 0) end = i;
  }
  list = list.slice(start, Math.max(start, end));
  let hasNextPage = end < items.length;
  let hasPreviousPage = start > 0;
  if (first != null && list.length > first) {
    list = list.slice(0, first);
    hasNextPage = true;
  }
  if (last != null && list.length > last) {
    list = list.slice(list.length - last);
    hasPreviousPage = true;
  }
  const edges = list.map((item) => ({cursor: encodeCursor(keyOf(item)), node: toNode(item)}));
  return {
    edges,
    nodes: edges.map((e) => e.node),
    pageInfo: {
      hasNextPage,
      hasPreviousPage,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
  };
}

export function userError(field: string[] | null, message: string, code?: string) {
  return {field, message, code: code ?? null};
}
