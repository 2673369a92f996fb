import type {CdaEntity} from './types.js';

export interface LinkRef {
  linkType: 'Entry' | 'Asset';
  id: string;
}

/** Every Entry/Asset link in a value: plain link fields, arrays of links and rich-text embeds/hyperlinks. */
export function collectLinks(value: unknown, out: LinkRef[] = []): LinkRef[] {
  if (Array.isArray(value)) {
    for (const v of value) collectLinks(v, out);
  } else if (value && typeof value === 'object') {
    const sys = (value as {sys?: Record<string, unknown>}).sys;
    if (sys?.type === 'Link' && (sys.linkType === 'Entry' || sys.linkType === 'Asset') && typeof sys.id === 'string') {
      out.push({linkType: sys.linkType, id: sys.id});
      return out;
    }
    for (const v of Object.values(value)) collectLinks(v, out);
  }
  return out;
}

export interface IncludeResult {
  includes?: {Entry?: CdaEntity[]; Asset?: CdaEntity[]};
  errors?: {sys: {id: 'notResolvable'; type: 'error'}; details: {type: 'Link'; linkType: string; id: string}}[];
}

/**
 * Resolves links from `items` breadth-first to `depth` levels (the CDA's
 * `include`), returning the linked entities that are not already items, plus
 * a `notResolvable` error for each link to something missing or not visible.
 */
export function resolveIncludes(items: CdaEntity[], depth: number, lookup: (ref: LinkRef) => CdaEntity | undefined): IncludeResult {
  const key = (ref: LinkRef) => `${ref.linkType}:${ref.id}`;
  const seen = new Set(items.map((i) => key({linkType: i.sys.type as LinkRef['linkType'], id: i.sys.id})));
  const included: CdaEntity[] = [];
  const missing = new Map<string, LinkRef>();
  let frontier = items;
  for (let level = 0; level < depth && frontier.length; level++) {
    const next: CdaEntity[] = [];
    for (const item of frontier) {
      for (const ref of collectLinks(item.fields)) {
        const k = key(ref);
        if (seen.has(k) || missing.has(k)) continue;
        const target = lookup(ref);
        if (!target) {
          missing.set(k, ref);
          continue;
        }
        seen.add(k);
        included.push(target);
        next.push(target);
      }
    }
    frontier = next;
  }
  const result: IncludeResult = {};
  const entries = included.filter((i) => i.sys.type === 'Entry');
  const assets = included.filter((i) => i.sys.type === 'Asset');
  if (entries.length || assets.length) {
    result.includes = {...(entries.length ? {Entry: entries} : {}), ...(assets.length ? {Asset: assets} : {})};
  }
  if (missing.size) {
    result.errors = [...missing.values()].map((ref) => ({
      sys: {id: 'notResolvable', type: 'error'},
      details: {type: 'Link', linkType: ref.linkType, id: ref.id},
    }));
  }
  return result;
}
