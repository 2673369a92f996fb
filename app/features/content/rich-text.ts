import type {ProductCardData} from '~/features/catalog/product-card';
import type {ContentEntry} from '~/clients/content/types';

/** Products for the carousels embedded in a document, keyed by handle (loaded by the route). */
export type EmbeddedProducts = Record<string, ProductCardData>;

/**
 * Structural check of a Contentful rich-text document: a `document` root,
 * every node with a string nodeType and a data object, text nodes with a
 * string value, containers with a content array. Shared by the renderer
 * (a broken document is left out) and `content:check`.
 */
export function richTextProblems(document: unknown): string[] {
  const problems: string[] = [];
  const visit = (node: unknown, path: string) => {
    if (!node || typeof node !== 'object') {
      problems.push(`${path}: not an object`);
      return;
    }
    const n = node as {nodeType?: unknown; data?: unknown; content?: unknown; value?: unknown};
    if (typeof n.nodeType !== 'string') {
      problems.push(`${path}: missing nodeType`);
      return;
    }
    if (!n.data || typeof n.data !== 'object') problems.push(`${path} (${n.nodeType}): missing data`);
    if (n.nodeType === 'text') {
      if (typeof n.value !== 'string') problems.push(`${path}: text without a value`);
      return;
    }
    if (!Array.isArray(n.content)) {
      problems.push(`${path} (${n.nodeType}): missing content`);
      return;
    }
    n.content.forEach((child, i) => visit(child, `${path}.content[${i}]`));
  };
  if (!document || typeof document !== 'object' || (document as {nodeType?: unknown}).nodeType !== 'document') {
    return ['root is not a document node'];
  }
  visit(document, 'document');
  return problems;
}

export const isWellFormedDocument = (document: unknown): boolean => richTextProblems(document).length === 0;

/** Product handles of every carousel embedded in a document (for one catalog query). */
export function embeddedProductHandles(document: unknown): string[] {
  const handles = new Set<string>();
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const n = node as {nodeType?: string; data?: {target?: ContentEntry<Record<string, unknown>>}; content?: unknown[]};
    if (n.nodeType === 'embedded-entry-block' && n.data?.target?.contentType === 'productCarousel') {
      const list = n.data.target.fields.productHandles;
      if (Array.isArray(list)) list.forEach((h) => typeof h === 'string' && handles.add(h));
    }
    n.content?.forEach(walk);
  };
  walk(document);
  return [...handles];
}

/** The fields of a linked entry the rich-text renderer reads (links, "Read next" asides, carousels). */
const LINKED_ENTRY_FIELDS = ['slug', 'title', 'excerpt', 'productHandles'] as const;

/**
 * A rich-text document with each linked entry (`data.target` of a hyperlink or
 * an embedded entry) cut to its id, type and the fields the renderer reads.
 * The CMS resolves links to whole entries: an article's body carried every
 * article it links to, body and related articles included, into the page's
 * loader data. Assets (no `fields`) and everything else stay as they are.
 */
export function richTextView(document: unknown): unknown {
  const visit = (node: unknown): unknown => {
    if (!node || typeof node !== 'object') return node;
    const n = node as {data?: {target?: unknown}; content?: unknown};
    const target = n.data?.target as ContentEntry<Record<string, unknown>> | null | undefined;
    const linked = target && typeof target === 'object' && target.fields && typeof target.fields === 'object';
    return {
      ...n,
      ...(linked ? {data: {...n.data, target: linkedEntryView(target)}} : {}),
      ...(Array.isArray(n.content) ? {content: n.content.map(visit)} : {}),
    };
  };
  return visit(document);
}

function linkedEntryView(entry: ContentEntry<Record<string, unknown>>): ContentEntry<Record<string, unknown>> {
  const fields: Record<string, unknown> = {};
  for (const name of LINKED_ENTRY_FIELDS) if (entry.fields[name] !== undefined) fields[name] = entry.fields[name];
  return {id: entry.id, contentType: entry.contentType, fields};
}
