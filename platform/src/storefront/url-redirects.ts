import {URL_REDIRECTS, type SeedUrlRedirect} from '../../seed/redirects.js';
import {parseSearch, type SearchNode as QueryNode} from './search/syntax.js';
import {connection, type ConnectionArgs} from './util.js';

/** Other fields are ignored, as Shopify does. */
const REDIRECT_FIELDS: ReadonlySet<string> = new Set(['path', 'target', 'id']);

type UrlRedirectsArgs = ConnectionArgs & {query?: string | null};

/** `path:` and `target:` compare whole values, ignoring case (Shopify's redirect search); `id:` the numeric id. */
function matchesRedirect(redirect: SeedUrlRedirect, node: QueryNode | null): boolean {
  if (!node) return true;
  switch (node.kind) {
    case 'and':
      return node.children.every((c) => matchesRedirect(redirect, c));
    case 'or':
      return node.children.some((c) => matchesRedirect(redirect, c));
    case 'not':
      return !matchesRedirect(redirect, node.child);
    default: {
      const value = node.value.toLowerCase();
      if (node.op !== ':') return false;
      if (node.field === 'path') return redirect.path.toLowerCase() === value;
      if (node.field === 'target') return redirect.target.toLowerCase() === value;
      if (node.field === 'id') return String(redirect.id) === value;
      if (node.field === null) return redirect.path.toLowerCase().includes(value) || redirect.target.toLowerCase().includes(value);
      return false;
    }
  }
}

export function urlRedirectView(redirect: SeedUrlRedirect) {
  return {__typename: 'UrlRedirect', id: `gid://shopify/UrlRedirect/${redirect.id}`, path: redirect.path, target: redirect.target};
}

/**
 * A single `field:value` is taken whole, so a path holding parentheses or
 * quotes (legal in a URL path) is compared as written, not parsed as syntax.
 */
function parseRedirectQuery(query: string): QueryNode | null {
  const single = /^\s*(path|target|id):(?:"([^"]*)"|(\S+))\s*$/i.exec(query);
  if (single)
    return {kind: 'term', field: single[1]!.toLowerCase(), op: ':', value: single[2] ?? single[3]!, quoted: single[2] !== undefined};
  return parseSearch(query, REDIRECT_FIELDS);
}

/** `QueryRoot.urlRedirects`: the seeded redirects, filtered by the search syntax. */
export function urlRedirects(args: UrlRedirectsArgs) {
  const ast = args.query ? parseRedirectQuery(args.query) : null;
  const found = URL_REDIRECTS.filter((r) => matchesRedirect(r, ast));
  return connection(found, args, (r) => String(r.id), urlRedirectView);
}
