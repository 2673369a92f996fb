/**
 * Shopify's search syntax (shopify.dev "Search syntax"), parsed into a tree.
 * Pure: no catalog, no I/O.
 *
 * - terms: `whitening`, prefix `whiten*`, phrases `"electric toothbrush"`
 * - fields: `vendor:"Oral Care Co."`, `tag:'whitening'`, `tag:age:kids`
 *   (the value runs to the next space, quotes keep spaces and colons)
 * - ranges: `variants.price:>10`, `:>=`, `:<`, `:<=`
 * - `AND` (also implied by a space), `OR`, `NOT` and `-term`, parentheses;
 *   `AND` binds tighter than `OR`, the operators only in capitals
 * - inside quotes, `\"` `\'` `\\` escape
 *
 * Terms on fields the caller does not know are dropped, as Shopify ignores
 * them: `published_status:'online_store:visible' tag:kids` is `tag:kids`.
 */
export type Comparator = ':' | '>' | '>=' | '<' | '<=';

export type SearchNode =
  | {kind: 'and' | 'or'; children: SearchNode[]}
  | {kind: 'not'; child: SearchNode}
  | {kind: 'term'; field: string | null; op: Comparator; value: string; quoted: boolean};

type Token =
  | {type: 'word'; field: string | null; op: Comparator; value: string; quoted: boolean; negated: boolean}
  | {type: '(' | ')'; negated: boolean};

const FIELD = /^([A-Za-z_][A-Za-z0-9_.]*):(>=|<=|>|<)?/;

function readQuoted(input: string, start: number): {text: string; end: number} {
  const quote = input[start]!;
  let text = '';
  let i = start + 1;
  while (i < input.length && input[i] !== quote) {
    if (input[i] === '\\' && i + 1 < input.length) i++;
    text += input[i];
    i++;
  }
  return {text, end: Math.min(i + 1, input.length)};
}

export function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const c = input[i]!;
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    let negated = false;
    if (c === '-' && i + 1 < input.length && !/[\s-]/.test(input[i + 1]!)) {
      negated = true;
      i++;
    }
    const d = input[i]!;
    if (d === '(' || d === ')') {
      tokens.push({type: d, negated});
      i++;
      continue;
    }
    let field: string | null = null;
    let op: Comparator = ':';
    const prefix = FIELD.exec(input.slice(i));
    if (prefix) {
      field = prefix[1]!.toLowerCase();
      op = (prefix[2] as Comparator | undefined) ?? ':';
      i += prefix[0].length;
    }
    let value = '';
    let quoted = false;
    while (i < input.length && !/[\s()]/.test(input[i]!)) {
      const ch = input[i]!;
      if (ch === '"' || ch === "'") {
        const q = readQuoted(input, i);
        value += q.text;
        quoted = true;
        i = q.end;
      } else {
        value += ch;
        i++;
      }
    }
    tokens.push({type: 'word', field, op, value, quoted, negated});
  }
  return tokens;
}

const isOperator = (t: Token | undefined, word: 'AND' | 'OR' | 'NOT') =>
  t?.type === 'word' && !t.field && !t.quoted && !t.negated && t.value === word;

/** Parses a search string; `null` when nothing is left to filter on (everything matches). */
export function parseSearch(input: string, knownFields: ReadonlySet<string>): SearchNode | null {
  const tokens = tokenize(input);
  let pos = 0;

  const or = (): SearchNode | null => {
    const children: SearchNode[] = [];
    const first = and();
    if (first) children.push(first);
    while (isOperator(tokens[pos], 'OR')) {
      pos++;
      const next = and();
      if (next) children.push(next);
    }
    return group('or', children);
  };
  const and = (): SearchNode | null => {
    const children: SearchNode[] = [];
    while (pos < tokens.length && !isOperator(tokens[pos], 'OR') && tokens[pos]!.type !== ')') {
      if (isOperator(tokens[pos], 'AND')) {
        pos++;
        continue;
      }
      const node = unary();
      if (node) children.push(node);
    }
    return group('and', children);
  };
  const unary = (): SearchNode | null => {
    const t = tokens[pos++]!;
    if (isOperator(t, 'NOT')) {
      const child = pos < tokens.length && tokens[pos]!.type !== ')' ? unary() : null;
      return child ? {kind: 'not', child} : null;
    }
    let node: SearchNode | null;
    if (t.type !== 'word') {
      if (t.type === ')') return null;
      node = or();
      if (tokens[pos]?.type === ')') pos++;
    } else if (t.field !== null && !knownFields.has(t.field)) {
      node = null;
    } else {
      node = {kind: 'term', field: t.field, op: t.op, value: t.value, quoted: t.quoted};
    }
    return node && t.negated ? {kind: 'not', child: node} : node;
  };

  const parts: SearchNode[] = [];
  // A stray `)` ends `or()` early: skip it and keep reading, as Shopify is lenient with unbalanced input.
  while (pos < tokens.length) {
    const node = or();
    if (node) parts.push(node);
    if (tokens[pos]?.type === ')') pos++;
  }
  return group('and', parts);
}

function group(kind: 'and' | 'or', children: SearchNode[]): SearchNode | null {
  if (children.length === 0) return null;
  if (children.length === 1) return children[0]!;
  return {kind, children};
}

/** The free-text words of a query (no fields, no operators), for relevance. */
export function freeText(node: SearchNode | null): string[] {
  if (!node) return [];
  switch (node.kind) {
    case 'and':
    case 'or':
      return node.children.flatMap(freeText);
    case 'not':
      return [];
    default:
      return node.field === null ? [node.value.toLowerCase().replace(/\*$/, '')].filter(Boolean) : [];
  }
}
