import {invalidQuery, type QueryProblem} from './errors.js';
import type {CdaEntity, ExportContentType, FieldDefinition} from './types.js';

export const MAX_LIMIT = 1000;
export const DEFAULT_LIMIT = 100;
export const MAX_INCLUDE = 10;
export const DEFAULT_INCLUDE = 1;

const OPERATORS = new Set(['eq', 'ne', 'in', 'nin', 'all', 'exists', 'match', 'lt', 'lte', 'gt', 'gte']);
const SYS_PATHS = new Set(['id', 'type', 'createdAt', 'updatedAt', 'revision', 'locale', 'contentType.sys.id']);
const ORDERABLE_TYPES = new Set(['Symbol', 'Integer', 'Number', 'Date', 'Boolean']);
const MIMETYPE_GROUPS: Record<string, (contentType: string) => boolean> = {
  image: (t) => t.startsWith('image/'),
  plaintext: (t) => t.startsWith('text/'),
  pdfdocument: (t) => t === 'application/pdf',
  video: (t) => t.startsWith('video/'),
  audio: (t) => t.startsWith('audio/'),
};
/** Parameters that are not filters; anything else that is not `sys.`/`fields.` is ignored, like the CDA. */
const RESERVED = new Set(['access_token', 'content_type', 'order', 'limit', 'skip', 'select', 'include', 'locale', 'query']);

export interface Filter {
  path: string[];
  op: string;
  value: string;
  /** Declared field type when the path is a content-type field. */
  fieldType?: string;
}

export interface ParsedQuery {
  contentType?: ExportContentType;
  filters: Filter[];
  fullText?: string;
  order: {path: string[]; descending: boolean}[];
  limit: number;
  skip: number;
  include: number;
  select?: string[][];
  linksToEntry?: string;
  linksToAsset?: string;
  mimetypeGroup?: string;
}

export type CollectionKind = 'Entry' | 'Asset';

const ASSET_FIELDS: FieldDefinition[] = [
  {id: 'title', name: 'Title', type: 'Symbol'},
  {id: 'description', name: 'Description', type: 'Text'},
  {id: 'file', name: 'File', type: 'Object'},
];

function nonNegativeInt(params: URLSearchParams, name: string, fallback: number, max: number, problems: QueryProblem[]) {
  const raw = params.get(name);
  if (raw === null) return fallback;
  if (!/^\d{1,9}$/.test(raw)) {
    problems.push({name: 'type', type: 'Integer', path: [name], value: raw, details: `${name} must be a non-negative integer`});
    return fallback;
  }
  const n = Number(raw);
  if (n > max) problems.push({name: 'max', max, path: [name], value: n, details: `${name} must be at most ${max}`});
  return Math.min(n, max);
}

/** Validates a `sys.…`/`fields.…` path and returns the field definition it names, if any. */
function checkPath(
  path: string[],
  kind: CollectionKind,
  type: ExportContentType | undefined,
  problems: QueryProblem[],
): FieldDefinition | undefined {
  const joined = path.join('.');
  const unknown = () => problems.push({name: 'unknown', path, details: `The path "${joined}" is not recognized`});
  if (path[0] === 'sys') {
    if (!SYS_PATHS.has(path.slice(1).join('.'))) unknown();
    return undefined;
  }
  if (path[0] === 'metadata') {
    if (path.slice(1).join('.') !== 'tags.sys.id') unknown();
    return undefined;
  }
  if (path[0] !== 'fields' || path.length < 2) {
    unknown();
    return undefined;
  }
  const fields = kind === 'Asset' ? ASSET_FIELDS : type?.fields;
  if (!fields) {
    problems.push({
      name: 'contentTypeRequired',
      path,
      details: `Querying or ordering by "${joined}" requires the content_type parameter`,
    });
    return undefined;
  }
  const field = fields.find((f) => f.id === path[1] && !f.omitted);
  if (!field) unknown();
  return field;
}

export function parseQuery(params: URLSearchParams, kind: CollectionKind, contentTypes: Map<string, ExportContentType>): ParsedQuery {
  const problems: QueryProblem[] = [];
  let contentType: ExportContentType | undefined;
  const typeId = params.get('content_type');
  if (typeId !== null && kind === 'Entry') {
    contentType = contentTypes.get(typeId);
    if (!contentType) throw invalidQuery({name: 'unknownContentType', value: typeId});
  }

  const filters: Filter[] = [];
  for (const [key, value] of params) {
    if (RESERVED.has(key)) continue;
    if (key === 'links_to_entry' || key === 'links_to_asset' || key === 'mimetype_group') continue;
    const m = /^((?:sys|fields|metadata)\.[A-Za-z0-9_.]+?)(?:\[([a-z]+)\])?$/.exec(key);
    if (!m) {
      if (/^(sys|fields|metadata)\./.test(key)) problems.push({name: 'unknown', path: key.split('.'), details: `Invalid filter "${key}"`});
      continue;
    }
    const path = m[1].split('.');
    const op = m[2] ?? 'eq';
    if (!OPERATORS.has(op)) {
      problems.push({name: 'unknownOperator', path, operator: op, details: `The operator [${op}] is not supported`});
      continue;
    }
    if (op === 'exists' && value !== 'true' && value !== 'false') {
      problems.push({name: 'type', path, value, details: '[exists] takes true or false'});
      continue;
    }
    const field = checkPath(path, kind, contentType, problems);
    filters.push({path, op, value, fieldType: path.length === 2 ? field?.type : undefined});
  }

  const order: ParsedQuery['order'] = [];
  for (const part of (params.get('order') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const descending = part.startsWith('-');
    const path = (descending ? part.slice(1) : part).split('.');
    const field = checkPath(path, kind, contentType, problems);
    if (field && (path.length !== 2 || !ORDERABLE_TYPES.has(field.type))) {
      problems.push({name: 'invalidOrder', path, details: `Cannot order by "${path.join('.')}" (type ${field.type})`});
    }
    order.push({path, descending});
  }
  if (!order.length) order.push({path: ['sys', 'updatedAt'], descending: true});
  order.push({path: ['sys', 'id'], descending: false});

  let select: string[][] | undefined;
  const rawSelect = params.get('select');
  if (rawSelect !== null) {
    select = [];
    for (const part of rawSelect
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      const path = part.split('.');
      if (!['sys', 'fields', 'metadata'].includes(path[0]) || path.length > 2) {
        problems.push({name: 'select', path, details: `Select can only reach sys, fields or metadata one level deep: "${part}"`});
      } else if (path[0] === 'fields' && path.length === 2) {
        checkPath(path, kind, contentType, problems);
      }
      select.push(path);
    }
    if (select.length > 100) problems.push({name: 'max', path: ['select'], max: 100, details: 'At most 100 properties can be selected'});
  }

  const mimetypeGroup = params.get('mimetype_group') ?? undefined;
  if (mimetypeGroup !== undefined && !MIMETYPE_GROUPS[mimetypeGroup]) {
    problems.push({name: 'in', path: ['mimetype_group'], value: mimetypeGroup, expected: Object.keys(MIMETYPE_GROUPS)});
  }

  const parsed: ParsedQuery = {
    contentType,
    filters,
    fullText: params.get('query') ?? undefined,
    order,
    limit: nonNegativeInt(params, 'limit', DEFAULT_LIMIT, MAX_LIMIT, problems),
    skip: nonNegativeInt(params, 'skip', 0, Number.MAX_SAFE_INTEGER, problems),
    include: nonNegativeInt(params, 'include', DEFAULT_INCLUDE, MAX_INCLUDE, problems),
    select,
    linksToEntry: params.get('links_to_entry') ?? undefined,
    linksToAsset: params.get('links_to_asset') ?? undefined,
    mimetypeGroup,
  };
  if (problems.length) throw invalidQuery(...problems);
  return parsed;
}

/** Every leaf value at a path; arrays on the way are flattened (so array fields match by membership). */
export function valuesAt(root: unknown, path: string[]): unknown[] {
  let current: unknown[] = [root];
  for (const key of path) {
    const next: unknown[] = [];
    for (const value of current) {
      for (const item of Array.isArray(value) ? value : [value]) {
        if (item && typeof item === 'object' && key in item) next.push((item as Record<string, unknown>)[key]);
      }
    }
    current = next;
  }
  return current.flatMap((v) => (Array.isArray(v) ? v : [v])).filter((v) => v !== undefined && v !== null);
}

/** All the text in a value (strings, rich-text `value` nodes), lower-cased, for full-text matching. */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(textOf).join(' ');
  if (value && typeof value === 'object') {
    return Object.entries(value)
      .filter(([k]) => k !== 'sys' && k !== 'nodeType' && k !== 'marks' && k !== 'data')
      .map(([, v]) => textOf(v))
      .join(' ');
  }
  return '';
}

export const matchesText = (haystack: string, needle: string) => {
  const text = haystack.toLowerCase();
  return needle
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
};

const DATE_LIKE = /^\d{4}-\d{2}-\d{2}/;

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  const sa = String(a);
  const sb = String(b);
  if (DATE_LIKE.test(sa) && DATE_LIKE.test(sb)) {
    const da = Date.parse(sa);
    const db = Date.parse(sb);
    if (!Number.isNaN(da) && !Number.isNaN(db)) return da - db;
  }
  return sa < sb ? -1 : sa > sb ? 1 : 0;
}

/** Turns a query-string value into the type of the stored value it is compared with. */
function coerce(sample: unknown, raw: string): unknown {
  if (typeof sample === 'number') return raw.trim() === '' ? NaN : Number(raw);
  if (typeof sample === 'boolean') return raw === 'true' ? true : raw === 'false' ? false : raw;
  return raw;
}

const equals = (value: unknown, raw: string) => {
  const c = coerce(value, raw);
  if (typeof value === 'string' && DATE_LIKE.test(value) && DATE_LIKE.test(raw)) return compare(value, raw) === 0;
  return value === c;
};

export function matchesFilter(entity: CdaEntity, filter: Filter): boolean {
  const values = valuesAt(entity, filter.path);
  const list = () => filter.value.split(',');
  switch (filter.op) {
    case 'eq':
      return values.some((v) => equals(v, filter.value));
    case 'ne':
      return !values.some((v) => equals(v, filter.value));
    case 'in':
      return list().some((raw) => values.some((v) => equals(v, raw)));
    case 'nin':
      return !list().some((raw) => values.some((v) => equals(v, raw)));
    case 'all':
      return list().every((raw) => values.some((v) => equals(v, raw)));
    case 'exists':
      return values.length > 0 === (filter.value === 'true');
    case 'match':
      return matchesText(textOf(values), filter.value);
    default: {
      const sign = {lt: (n: number) => n < 0, lte: (n: number) => n <= 0, gt: (n: number) => n > 0, gte: (n: number) => n >= 0}[
        filter.op as 'lt'
      ];
      return values.some((v) => sign(compare(v, coerce(v, filter.value))));
    }
  }
}

function linksTo(entity: CdaEntity, linkType: string, id: string): boolean {
  return Object.values(entity.fields).some((value) =>
    (Array.isArray(value) ? value : [value]).some((v) => {
      const sys = (v as {sys?: Record<string, unknown>} | null)?.sys;
      return sys?.type === 'Link' && sys.linkType === linkType && sys.id === id;
    }),
  );
}

/** Filters and orders views (already in the request locale); the caller pages with skip/limit. */
export function applyQuery(items: CdaEntity[], query: ParsedQuery): CdaEntity[] {
  let result = items.filter((item) => {
    if (query.contentType && (item.sys.contentType as {sys: {id: string}} | undefined)?.sys.id !== query.contentType.sys.id) {
      return false;
    }
    if (!query.filters.every((f) => matchesFilter(item, f))) return false;
    if (query.fullText && !matchesText(textOf(item.fields), query.fullText)) return false;
    if (query.linksToEntry && !linksTo(item, 'Entry', query.linksToEntry)) return false;
    if (query.linksToAsset && !linksTo(item, 'Asset', query.linksToAsset)) return false;
    if (query.mimetypeGroup) {
      const type = String((item.fields.file as {contentType?: string} | undefined)?.contentType ?? '');
      if (!MIMETYPE_GROUPS[query.mimetypeGroup](type)) return false;
    }
    return true;
  });
  result = [...result].sort((a, b) => {
    for (const {path, descending} of query.order) {
      const va = valuesAt(a, path)[0];
      const vb = valuesAt(b, path)[0];
      if (va === undefined && vb === undefined) continue;
      if (va === undefined) return 1;
      if (vb === undefined) return -1;
      const c = compare(va, vb);
      if (c !== 0) return descending ? -c : c;
    }
    return 0;
  });
  return result;
}

/** Applies `select` to one item: only the chosen sys/fields/metadata properties remain (all of sys when none of it is named). */
export function selectProperties(item: CdaEntity, select: string[][]): CdaEntity {
  const out: Record<string, Record<string, unknown>> = {};
  for (const [root, key] of select) {
    const source = (item as unknown as Record<string, Record<string, unknown> | undefined>)[root];
    if (!source) continue;
    if (key === undefined) out[root] = source;
    else if (source[key] !== undefined) (out[root] ??= {})[key] = source[key];
  }
  if (!select.some(([root]) => root === 'sys')) out.sys = item.sys;
  return out as unknown as CdaEntity;
}
