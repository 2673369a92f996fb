import {Kind, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode} from 'graphql';

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
