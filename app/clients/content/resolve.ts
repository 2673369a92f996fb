import type {ContentAsset, ContentEntry, RawCollection, RawEntity, RawLink} from './types';

const MAX_DEPTH = 8;

function isLink(value: unknown): value is RawLink {
  return (
    typeof value === 'object' && value !== null && (value as RawLink).sys?.type === 'Link' && typeof (value as RawLink).sys.id === 'string'
  );
}

/** Contentful returns protocol-relative asset URLs; the local platform serves plain http. */
export function absoluteAssetUrl(url: string): string {
  if (!url.startsWith('//')) return url;
  const host = url.slice(2).split('/')[0].split(':')[0];
  const local = host === 'localhost' || host === '127.0.0.1';
  return `${local ? 'http:' : 'https:'}${url}`;
}

/**
 * Where an asset without a file URL is served from: the shop's `/cms/{id}`
 * path looks the asset up by id, so a picture never gets an empty `src`.
 */
export function cmsAssetPath(id: string): string {
  return `/cms/${encodeURIComponent(id)}`;
}

/** The asset's own URL, or its `/cms/{id}` path when it has none. */
export function assetSrc(id: string, url: string | undefined): string {
  return url ? absoluteAssetUrl(url) : cmsAssetPath(id);
}

export function toAsset(raw: RawEntity): ContentAsset {
  const fields = raw.fields as {
    title?: string;
    description?: string;
    file?: {url?: string; contentType?: string; details?: {image?: {width?: number; height?: number}}};
  };
  return {
    id: raw.sys.id,
    title: fields.title ?? '',
    description: fields.description ?? '',
    url: assetSrc(raw.sys.id, fields.file?.url),
    contentType: fields.file?.contentType ?? '',
    width: fields.file?.details?.image?.width,
    height: fields.file?.details?.image?.height,
  };
}

/** Every entry and asset of a collection (items and includes) by link key: what its links can point to. */
export function linkIndex(collection: RawCollection): Map<string, RawEntity> {
  const index = new Map<string, RawEntity>();
  for (const entity of [...collection.items, ...(collection.includes?.Entry ?? []), ...(collection.includes?.Asset ?? [])]) {
    index.set(`${entity.sys.type}:${entity.sys.id}`, entity);
  }
  return index;
}

/**
 * Turns a delivery API collection into entries whose links are replaced by
 * the linked entries and assets from `includes`. Links that cannot be
 * resolved (unpublished, deleted) become null and are dropped from lists;
 * cycles stop at the entry already being resolved. `index`: the collection's
 * `linkIndex`, when the caller already has it.
 */
export function resolveCollection<F>(collection: RawCollection, index = linkIndex(collection)): ContentEntry<F>[] {
  function resolveValue(value: unknown, path: Set<string>, depth: number): unknown {
    if (Array.isArray(value)) {
      return value.map((item) => resolveValue(item, path, depth)).filter((item) => item !== null);
    }
    if (isLink(value)) {
      const key = `${value.sys.linkType}:${value.sys.id}`;
      const target = index.get(key);
      if (!target || path.has(key) || depth > MAX_DEPTH) return null;
      return target.sys.type === 'Asset' ? toAsset(target) : resolveEntry(target, new Set(path).add(key), depth + 1);
    }
    // Rich text documents keep their shape; embedded links inside are resolved too.
    if (typeof value === 'object' && value !== null) {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value)) {
        out[k] = resolveValue(v, path, depth);
      }
      return out;
    }
    return value;
  }

  function resolveEntry(raw: RawEntity, path: Set<string>, depth: number): ContentEntry<F> {
    const fields: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(raw.fields ?? {})) {
      fields[name] = resolveValue(value, path, depth);
    }
    return {
      id: raw.sys.id,
      contentType: raw.sys.contentType?.sys.id ?? '',
      updatedAt: raw.sys.updatedAt,
      fields: fields as F,
    };
  }

  return collection.items.map((item) => resolveEntry(item, new Set([`${item.sys.type}:${item.sys.id}`]), 0));
}
