import type {ProductRecord} from '../../store/types.js';
import {freeText, parseSearch, type SearchNode} from './syntax.js';

/** The product fields `products(query:)` filters on; terms on any other field are ignored, as Shopify does. */
export const PRODUCT_SEARCH_FIELDS: ReadonlySet<string> = new Set([
  'title',
  'tag',
  'tags',
  'tag_not',
  'product_type',
  'vendor',
  'handle',
  'id',
  'sku',
  'variants.sku',
  'available_for_sale',
  'variants.price',
  'price',
  'created_at',
  'updated_at',
  'published_at',
]);

export type QueryNode = SearchNode;

export function parseQuery(input: string): QueryNode | null {
  return parseSearch(input, PRODUCT_SEARCH_FIELDS);
}

function compare(actual: number, op: string, expected: number): boolean {
  switch (op) {
    case '>':
      return actual > expected;
    case '>=':
      return actual >= expected;
    case '<':
      return actual < expected;
    case '<=':
      return actual <= expected;
    default:
      return actual === expected;
  }
}

function textMatch(haystack: string, value: string): boolean {
  const h = haystack.toLowerCase();
  const v = value.toLowerCase();
  if (v.endsWith('*')) return h.split(/[^a-z0-9:_-]+/).some((w) => w.startsWith(v.slice(0, -1)));
  return h.includes(v);
}

export interface MatchContext {
  available: (p: ProductRecord) => boolean;
}

function matchTerm(p: ProductRecord, node: Extract<QueryNode, {kind: 'term'}>, ctx: MatchContext): boolean {
  const {field, op, value, quoted} = node;
  const v = value.toLowerCase();
  switch (field) {
    case null:
      if (!quoted && (v === '' || v === '*')) return true;
      if (quoted) return [p.title, p.productType, p.vendor, p.handle, p.tags.join(' '), p.description].join(' ').toLowerCase().includes(v);
      return textMatch([p.title, p.productType, p.vendor, p.handle, p.tags.join(' '), p.description].join(' '), value);
    case 'title':
      return textMatch(p.title, value);
    case 'tag':
    case 'tags':
      return v.endsWith('*') ? p.tags.some((t) => t.toLowerCase().startsWith(v.slice(0, -1))) : p.tags.some((t) => t.toLowerCase() === v);
    case 'tag_not':
      return !p.tags.some((t) => t.toLowerCase() === v);
    case 'product_type':
      return p.productType.toLowerCase() === v;
    case 'vendor':
      return p.vendor.toLowerCase() === v;
    case 'handle':
      return p.handle === v;
    case 'id':
      return String(p.id) === v || `gid://shopify/product/${p.id}` === v;
    case 'sku':
    case 'variants.sku':
      return p.variants.some((x) => x.sku.toLowerCase() === v);
    case 'available_for_sale':
      return ctx.available(p) === (v === 'true');
    case 'variants.price':
    case 'price': {
      const n = Math.round(Number(value) * 100);
      return Number.isFinite(n) && p.variants.some((x) => compare(x.price, op, n));
    }
    case 'created_at':
    case 'updated_at':
    case 'published_at': {
      const date = field === 'created_at' ? p.createdAt : field === 'updated_at' ? p.updatedAt : p.publishedAt;
      const t = Date.parse(value);
      return Number.isFinite(t) && compare(Date.parse(date), op === ':' ? '>=' : op, t);
    }
    default:
      // Not reached: the parser drops terms on fields missing from PRODUCT_SEARCH_FIELDS.
      return true;
  }
}

export function matches(p: ProductRecord, node: QueryNode | null, ctx: MatchContext): boolean {
  if (!node) return true;
  switch (node.kind) {
    case 'and':
      return node.children.every((c) => matches(p, c, ctx));
    case 'or':
      return node.children.some((c) => matches(p, c, ctx));
    case 'not':
      return !matches(p, node.child, ctx);
    default:
      return matchTerm(p, node, ctx);
  }
}

export {freeText};

/** Crude relevance score for RELEVANCE sorting over the query's free-text words (`freeText`): title hits weigh most. */
export function relevance(p: ProductRecord, words: readonly string[]): number {
  let score = 0;
  for (const w of words) {
    if (p.title.toLowerCase().includes(w)) score += 3;
    if (p.tags.some((t) => t.includes(w))) score += 2;
    if (p.description.toLowerCase().includes(w)) score += 1;
  }
  return score;
}
