import type {ProductRecord} from '../../store/types.js';

/** AST of Shopify's search syntax: terms, field:value, AND / OR / NOT, -negation, parentheses. */
export type QueryNode =
  | {kind: 'and' | 'or'; children: QueryNode[]}
  | {kind: 'not'; child: QueryNode}
  | {kind: 'term'; field: string | null; op: ':' | '>' | '>=' | '<' | '<='; value: string};

type Token = {type: 'word'; text: string; quoted: boolean} | {type: '(' | ')'};

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const c = input[i]!;
    if (/\s/.test(c)) { i++; continue; }
    if (c === '(' || c === ')') { tokens.push({type: c}); i++; continue; }
    let text = '';
    let quoted = false;
    while (i < input.length && !/[\s()]/.test(input[i]!)) {
      const ch = input[i]!;
      if (ch === '"' || ch === "'") {
        const end = input.indexOf(ch, i + 1);
        const stop = end < 0 ? input.length : end;
        text += input.slice(i + 1, stop);
        quoted = true;
        i = stop + 1;
      } else {
        text += ch;
        i++;
      }
    }
    tokens.push({type: 'word', text, quoted});
  }
  return tokens;
}

export function parseQuery(input: string): QueryNode | null {
  const tokens = tokenize(input);
  let pos = 0;
  const peekWord = (w: string) => {
    const t = tokens[pos];
    return t?.type === 'word' && !t.quoted && t.text === w;
  };
  function parseOr(): QueryNode | null {
    const children: QueryNode[] = [];
    const first = parseAnd();
    if (first) children.push(first);
    while (peekWord('OR')) {
      pos++;
      const next = parseAnd();
      if (next) children.push(next);
    }
    return children.length === 0 ? null : children.length === 1 ? children[0]! : {kind: 'or', children};
  }
  function parseAnd(): QueryNode | null {
    const children: QueryNode[] = [];
    while (pos < tokens.length && !peekWord('OR') && tokens[pos]!.type !== ')') {
      if (peekWord('AND')) { pos++; continue; }
      const node = parseUnary();
      if (node) children.push(node);
    }
    return children.length === 0 ? null : children.length === 1 ? children[0]! : {kind: 'and', children};
  }
  function parseUnary(): QueryNode | null {
    const t = tokens[pos]!;
    if (t.type === '(') {
      pos++;
      const inner = parseOr();
      if (tokens[pos]?.type === ')') pos++;
      return inner;
    }
    if (t.type === ')') { pos++; return null; }
    pos++;
    if (t.type !== 'word') return null;
    if (!t.quoted && t.text === 'NOT') {
      const child = pos < tokens.length ? parseUnary() : null;
      return child ? {kind: 'not', child} : null;
    }
    if (!t.quoted && t.text.startsWith('-') && t.text.length > 1) {
      return {kind: 'not', child: term(t.text.slice(1))};
    }
    return term(t.text, t.quoted);
  }
  return parseOr();
}

function term(text: string, quoted = false): QueryNode {
  const m = quoted ? null : /^([a-zA-Z_.]+):(>=|<=|>|<)?(.*)$/.exec(text);
  if (!m) return {kind: 'term', field: null, op: ':', value: text};
  return {kind: 'term', field: m[1]!.toLowerCase(), op: (m[2] as '>' | undefined) ?? ':', value: m[3]!};
}

function compare(actual: number, op: string, expected: number): boolean {
  switch (op) {
    case '>': return actual > expected;
    case '>=': return actual >= expected;
    case '<': return actual < expected;
    case '<=': return actual <= expected;
    default: return actual === expected;
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
  const {field, op, value} = node;
  const v = value.toLowerCase();
  switch (field) {
    case null:
      if (v === '' || v === '*') return true;
      return textMatch([p.title, p.productType, p.vendor, p.handle, p.tags.join(' '), p.description].join(' '), value);
    case 'title': return textMatch(p.title, value);
    case 'tag': case 'tags': return v.endsWith('*') ? p.tags.some((t) => t.toLowerCase().startsWith(v.slice(0, -1))) : p.tags.some((t) => t.toLowerCase() === v);
    case 'tag_not': return !p.tags.some((t) => t.toLowerCase() === v);
    case 'product_type': return p.productType.toLowerCase() === v;
    case 'vendor': return p.vendor.toLowerCase() === v;
    case 'handle': return p.handle === v;
    case 'id': return String(p.id) === v || `gid://shopify/product/${p.id}` === v;
    case 'sku': case 'variants.sku': return p.variants.some((x) => x.sku.toLowerCase() === v);
    case 'available_for_sale': return ctx.available(p) === (v === 'true');
    case 'variants.price': case 'price': {
      const n = Math.round(Number(value) * 100);
      return Number.isFinite(n) && p.variants.some((x) => compare(x.price, op, n));
    }
    case 'created_at': case 'updated_at': case 'published_at': {
      const date = field === 'created_at' ? p.createdAt : field === 'updated_at' ? p.updatedAt : p.publishedAt;
      const t = Date.parse(value);
      return Number.isFinite(t) && compare(Date.parse(date), op === ':' ? '>=' : op, t);
    }
    default:
      return textMatch([p.title, p.tags.join(' ')].join(' '), value);
  }
}

export function matches(p: ProductRecord, node: QueryNode | null, ctx: MatchContext): boolean {
  if (!node) return true;
  switch (node.kind) {
    case 'and': return node.children.every((c) => matches(p, c, ctx));
    case 'or': return node.children.some((c) => matches(p, c, ctx));
    case 'not': return !matches(p, node.child, ctx);
    default: return matchTerm(p, node, ctx);
  }
}

/** Crude relevance score for RELEVANCE sorting: title hits weigh most. */
export function relevance(p: ProductRecord, query: string): number {
  const words = query.toLowerCase().split(/\s+/).filter((w) => w && !w.includes(':'));
  let score = 0;
  for (const w of words) {
    if (p.title.toLowerCase().includes(w)) score += 3;
    if (p.tags.some((t) => t.includes(w))) score += 2;
    if (p.description.toLowerCase().includes(w)) score += 1;
  }
  return score;
}
