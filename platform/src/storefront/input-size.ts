import {Kind, type DocumentNode, type SelectionSetNode, type ValueNode} from 'graphql';

/** Shopify refuses any input array longer than this. */
export const MAX_INPUT_ARRAY = 250;

type Variables = Record<string, unknown> | undefined;

export interface OversizedInput {
  size: number;
  /** Where the array sits: the field and argument, or the variable. */
  path: Array<string | number>;
  location?: {line: number; column: number};
}

function oversizedIn(value: unknown, path: Array<string | number>): OversizedInput | undefined {
  if (Array.isArray(value)) {
    if (value.length > MAX_INPUT_ARRAY) return {size: value.length, path};
    for (const [i, item] of value.entries()) {
      const found = oversizedIn(item, [...path, i]);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = oversizedIn(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

/** The first input array longer than Shopify allows, in the document's literals or the variables. */
export function oversizedInput(doc: DocumentNode, variables: Variables): OversizedInput | undefined {
  let found: OversizedInput | undefined;
  const visitValue = (node: ValueNode, path: Array<string | number>): void => {
    if (found) return;
    if (node.kind === Kind.LIST) {
      if (node.values.length > MAX_INPUT_ARRAY) {
        const loc = node.loc?.startToken;
        found = {size: node.values.length, path, location: loc ? {line: loc.line, column: loc.column} : undefined};
        return;
      }
      node.values.forEach((v, i) => visitValue(v, [...path, i]));
    } else if (node.kind === Kind.OBJECT) {
      for (const f of node.fields) visitValue(f.value, [...path, f.name.value]);
    }
  };
  const visitSet = (set: SelectionSetNode | undefined, path: string[]): void => {
    for (const sel of set?.selections ?? []) {
      if (found) return;
      if (sel.kind === Kind.FIELD) {
        const name = sel.alias?.value ?? sel.name.value;
        for (const arg of sel.arguments ?? []) visitValue(arg.value, [...path, name, arg.name.value]);
        visitSet(sel.selectionSet, [...path, name]);
      } else if (sel.kind === Kind.INLINE_FRAGMENT) visitSet(sel.selectionSet, path);
    }
  };
  for (const def of doc.definitions) {
    if (def.kind === Kind.OPERATION_DEFINITION) {
      for (const v of def.variableDefinitions ?? []) if (v.defaultValue) visitValue(v.defaultValue, [v.variable.name.value]);
      visitSet(def.selectionSet, []);
    } else if (def.kind === Kind.FRAGMENT_DEFINITION) visitSet(def.selectionSet, []);
  }
  if (found) return found;
  for (const [name, value] of Object.entries(variables ?? {})) {
    const inVariable = oversizedIn(value, [name]);
    if (inVariable) return inVariable;
  }
  return undefined;
}
