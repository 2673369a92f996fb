import {
  getNamedType,
  getNullableType,
  isAbstractType,
  isLeafType,
  isListType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import {MAX_PAGE} from './util.js';

/**
 * Calculated query cost, the way Shopify counts it: a scalar or enum is free,
 * an object costs 1, a connection costs 2 plus its page size (`first`/`last`)
 * times the cost of one node, an interface or union the dearest of its
 * possible types, a mutation field 10. A list without a size argument counts
 * as one item, except `nodes(ids:)`, which counts its ids.
 */
export const MAX_QUERY_COST = 10_000;
export const MUTATION_FIELD_COST = 10;
export const CONNECTION_COST = 2;
/**
 * Fields execution may resolve, scalars included, each counted once per list
 * item: the cost leaves scalars free, so 5,000 aliases of `title` on 250
 * products would cost 252 and still resolve 1.25 million fields.
 */
export const MAX_RESOLVED_FIELDS = 50_000;
/** Shopify refuses any input array longer than this. */
export const MAX_INPUT_ARRAY = 250;

type Variables = Record<string, unknown> | undefined;

interface Walk {
  schema: GraphQLSchema;
  fragments: Map<string, FragmentDefinitionNode>;
  variables: Variables;
  defaults: Map<string, ValueNode>;
  /** Cost of a selection set per concrete type: interfaces nested in interfaces stay linear. */
  memo: Map<SelectionSetNode, Map<string, Tally>>;
}

function argumentValue(walk: Walk, field: FieldNode, name: string): unknown {
  const arg = field.arguments?.find((a) => a.name.value === name);
  if (!arg) return undefined;
  return valueOf(walk, arg.value);
}

function valueOf(walk: Walk, node: ValueNode): unknown {
  switch (node.kind) {
    case Kind.VARIABLE: {
      const name = node.name.value;
      if (walk.variables && name in walk.variables) return walk.variables[name];
      const fallback = walk.defaults.get(name);
      return fallback ? valueOf(walk, fallback) : undefined;
    }
    case Kind.INT:
      return Number(node.value);
    case Kind.LIST:
      return node.values.map((v) => valueOf(walk, v));
    default:
      return undefined;
  }
}

/** Page size of a connection field: `first`, else `last`, else the largest page (execution refuses it anyway). */
function pageSize(walk: Walk, field: FieldNode): number {
  for (const name of ['first', 'last']) {
    const value = argumentValue(walk, field, name);
    if (typeof value === 'number' && Number.isFinite(value)) return Math.max(0, Math.min(value, MAX_PAGE));
  }
  return MAX_PAGE;
}

function listSize(walk: Walk, field: FieldNode, parent: GraphQLObjectType): number {
  if (parent === walk.schema.getQueryType() && field.name.value === 'nodes') {
    const ids = argumentValue(walk, field, 'ids');
    return Array.isArray(ids) ? ids.length : 1;
  }
  return 1;
}

function appliesTo(walk: Walk, condition: string | undefined, type: GraphQLObjectType): boolean {
  if (!condition || condition === type.name) return true;
  const target = walk.schema.getType(condition);
  return !!target && isAbstractType(target) && walk.schema.isSubType(target, type);
}

/** The field nodes a selection set asks of one concrete type, fragments expanded. */
function fieldsFor(
  walk: Walk,
  set: SelectionSetNode,
  type: GraphQLObjectType,
  seen: ReadonlySet<string>,
  out: FieldNode[] = [],
): FieldNode[] {
  for (const sel of set.selections) {
    if (sel.kind === Kind.FIELD) out.push(sel);
    else if (sel.kind === Kind.INLINE_FRAGMENT) {
      if (appliesTo(walk, sel.typeCondition?.name.value, type)) fieldsFor(walk, sel.selectionSet, type, seen, out);
    } else {
      const fragment = walk.fragments.get(sel.name.value);
      if (fragment && !seen.has(fragment.name.value) && appliesTo(walk, fragment.typeCondition.name.value, type)) {
        fieldsFor(walk, fragment.selectionSet, type, new Set([...seen, fragment.name.value]), out);
      }
    }
  }
  return out;
}

/** Calculated cost, and how many fields (scalars included) execution would resolve. */
export interface Tally {
  cost: number;
  fields: number;
}

const add = (a: Tally, b: Tally): Tally => ({cost: a.cost + b.cost, fields: a.fields + b.fields});
const times = (n: number, t: Tally): Tally => ({cost: n * t.cost, fields: n * t.fields});
const dearer = (a: Tally, b: Tally): Tally => (b.cost > a.cost || (b.cost === a.cost && b.fields > a.fields) ? b : a);
const ZERO: Tally = {cost: 0, fields: 0};

/** Cost of a selection set on a type (for an interface or union: its dearest member). */
function selectionCost(walk: Walk, set: SelectionSetNode | undefined, type: GraphQLNamedType): Tally {
  if (!set) return ZERO;
  if (isAbstractType(type)) {
    return walk.schema.getPossibleTypes(type).reduce((max, member) => dearer(max, selectionCost(walk, set, member)), ZERO);
  }
  if (!isObjectType(type)) return ZERO;
  const known = walk.memo.get(set)?.get(type.name);
  if (known !== undefined) return known;
  let total = ZERO;
  for (const field of fieldsFor(walk, set, type, new Set())) total = add(total, fieldCost(walk, field, type));
  if (!walk.memo.has(set)) walk.memo.set(set, new Map());
  walk.memo.get(set)!.set(type.name, total);
  return total;
}

/** One item of a connection: its `edges { node }` or `nodes`, whichever is dearer. */
function connectionCost(walk: Walk, field: FieldNode, type: GraphQLObjectType): Tally {
  let item = ZERO;
  let fixed: Tally = {cost: CONNECTION_COST, fields: 1};
  for (const sub of fieldsFor(walk, field.selectionSet!, type, new Set())) {
    const def = type.getFields()[sub.name.value];
    if (!def) continue;
    const subType = getNamedType(def.type);
    if (sub.name.value === 'nodes') {
      item = add(item, add({cost: 1, fields: 1}, selectionCost(walk, sub.selectionSet, subType)));
      fixed = add(fixed, {cost: 0, fields: 1});
    } else if (sub.name.value === 'edges' && isObjectType(subType)) {
      fixed = add(fixed, {cost: 0, fields: 1});
      let edge: Tally = {cost: 0, fields: 1};
      for (const part of fieldsFor(walk, sub.selectionSet!, subType, new Set())) {
        const partDef = subType.getFields()[part.name.value];
        if (!partDef) continue;
        if (part.name.value === 'node')
          edge = add(edge, add({cost: 1, fields: 1}, selectionCost(walk, part.selectionSet, getNamedType(partDef.type))));
        else edge = add(edge, fieldCost(walk, part, subType));
      }
      item = add(item, edge);
    } else if (sub.name.value === 'pageInfo') {
      fixed = add(fixed, {cost: 0, fields: 1 + selectionCost(walk, sub.selectionSet, subType).fields});
    } else fixed = add(fixed, fieldCost(walk, sub, type));
  }
  return add(fixed, times(pageSize(walk, field), item));
}

function fieldCost(walk: Walk, field: FieldNode, parent: GraphQLObjectType): Tally {
  const def = parent.getFields()[field.name.value];
  if (!def) return {cost: 0, fields: 1};
  const type = getNamedType(def.type);
  const list = isListType(getNullableType(def.type));
  if (isLeafType(type)) return {cost: 0, fields: 1};
  if (isObjectType(type) && type.name.endsWith('Connection') && field.selectionSet) return connectionCost(walk, field, type);
  const own = parent === walk.schema.getMutationType() ? MUTATION_FIELD_COST : 1;
  const each = add({cost: own, fields: 1}, selectionCost(walk, field.selectionSet, type));
  return list ? times(listSize(walk, field, parent), each) : each;
}

/**
 * Calculated cost of one operation, with the request's variables. Runs before
 * validation (validating a huge document is the slow part), so it tolerates
 * unknown fields (cost 0) and fragment cycles; run `measure` first to bound
 * the expanded size.
 */
export function queryCost(schema: GraphQLSchema, doc: DocumentNode, operation: OperationDefinitionNode, variables: Variables): Tally {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const def of doc.definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
  const defaults = new Map<string, ValueNode>();
  for (const v of operation.variableDefinitions ?? []) if (v.defaultValue) defaults.set(v.variable.name.value, v.defaultValue);
  const walk: Walk = {schema, fragments, variables, defaults, memo: new Map()};
  const root = operation.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  return root ? selectionCost(walk, operation.selectionSet, root) : ZERO;
}

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
