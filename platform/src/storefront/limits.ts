import {
  defaultFieldResolver,
  GraphQLError,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLFieldResolver,
  type SelectionSetNode,
} from 'graphql';

export const MAX_DEPTH = 20;
export const MAX_FIELDS = 5000;

/** Depth and field count of a document with fragments expanded (cycles are caught by validation). */
export function measure(doc: DocumentNode): {depth: number; fields: number} {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const def of doc.definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
  let fields = 0;
  const walk = (set: SelectionSetNode | undefined, depth: number, seen: Set<string>): number => {
    if (!set || fields > MAX_FIELDS) return depth;
    let max = depth;
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD) {
        fields++;
        max = Math.max(max, walk(sel.selectionSet, depth + 1, seen));
      } else if (sel.kind === Kind.INLINE_FRAGMENT) {
        max = Math.max(max, walk(sel.selectionSet, depth, seen));
      } else {
        const frag = fragments.get(sel.name.value);
        if (frag && !seen.has(frag.name.value)) {
          max = Math.max(max, walk(frag.selectionSet, depth, new Set([...seen, frag.name.value])));
        }
      }
    }
    return max;
  };
  let depth = 0;
  for (const def of doc.definitions) {
    if (def.kind === Kind.OPERATION_DEFINITION) depth = Math.max(depth, walk(def.selectionSet, 0, new Set()));
  }
  return {depth, fields};
}

/**
 * Aliases in a document (each fragment counted once). Aliases are how one
 * small document asks for the same expensive field hundreds of times.
 */
export const MAX_ALIASES = 250;

export function countAliases(doc: DocumentNode): number {
  let aliases = 0;
  const walk = (set: SelectionSetNode | undefined): void => {
    for (const sel of set?.selections ?? []) {
      if (sel.kind === Kind.FIELD) {
        if (sel.alias) aliases++;
        walk(sel.selectionSet);
      } else if (sel.kind === Kind.INLINE_FRAGMENT) walk(sel.selectionSet);
    }
  };
  for (const def of doc.definitions)
    if (def.kind === Kind.OPERATION_DEFINITION || def.kind === Kind.FRAGMENT_DEFINITION) walk(def.selectionSet);
  return aliases;
}

/**
 * The work one query may make the platform do, counted while it executes:
 * every field resolved (scalars included) and every list item returned. The
 * Storefront API has no per-query cost limit, and a document that asks for
 * `variants(first: 250)` on each of a cart's 100 lines does little work when
 * the cart has 3 lines and the products 4 variants, so the limit is on what
 * execution actually does, not on the page sizes asked for.
 */
export const MAX_RESOLVED = 50_000;
/** Wall-clock time one query may spend executing (resolvers are synchronous: checked between fields). */
export const TIME_BUDGET_MS = 2_000;

export interface WorkBudget {
  /** The field resolver for `execute`: counts, checks the budget, then resolves like graphql's default. */
  fieldResolver: GraphQLFieldResolver<unknown, unknown>;
  /** Why execution was stopped, or null when the query stayed inside the budget. */
  exceeded(): GraphQLError | null;
  resolved(): number;
}

export function createWorkBudget(
  {maxResolved = MAX_RESOLVED, timeBudgetMs = TIME_BUDGET_MS}: {maxResolved?: number; timeBudgetMs?: number} = {},
  now: () => number = () => performance.now(),
): WorkBudget {
  const started = now();
  let resolved = 0;
  let stop: GraphQLError | null = null;
  const spend = (units: number) => {
    resolved += units;
    if (stop) throw stop;
    if (resolved > maxResolved) {
      stop = new GraphQLError(`Query resolved more than ${maxResolved} fields and list items, which exceeds the maximum`, {
        extensions: {code: 'MAX_COMPLEXITY_EXCEEDED', maxResolved},
      });
    } else if (now() - started > timeBudgetMs) {
      stop = new GraphQLError(`Query took longer than ${timeBudgetMs} ms to resolve`, {
        extensions: {code: 'TIMEOUT', timeBudgetMs},
      });
    }
    // Every later field throws at once, so the rest of the tree is cut off instead of resolved.
    if (stop) throw stop;
  };
  const countItems = (value: unknown) => {
    if (Array.isArray(value)) spend(value.length);
    return value;
  };
  return {
    fieldResolver: (source, args, context, info) => {
      spend(1);
      const value = defaultFieldResolver(source, args, context, info);
      return value instanceof Promise ? value.then(countItems) : countItems(value);
    },
    exceeded: () => stop,
    resolved: () => resolved,
  };
}
