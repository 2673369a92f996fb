/** Small builders for Contentful rich-text documents (@contentful/rich-text-types shapes). */

type Mark = 'bold' | 'italic' | 'underline' | 'code';
export interface Node {
  nodeType: string;
  data: Record<string, unknown>;
  content?: Node[];
  value?: string;
  marks?: {type: Mark}[];
}

const entryTarget = (id: string) => ({target: {sys: {id, type: 'Link', linkType: 'Entry'}}});
const assetTarget = (id: string) => ({target: {sys: {id, type: 'Link', linkType: 'Asset'}}});

export const text = (value: string, ...marks: Mark[]): Node => ({nodeType: 'text', value, marks: marks.map((type) => ({type})), data: {}});
export const bold = (value: string) => text(value, 'bold');

const inlines = (parts: (Node | string)[]) => parts.map((p) => (typeof p === 'string' ? text(p) : p));

export const paragraph = (...parts: (Node | string)[]): Node => ({nodeType: 'paragraph', data: {}, content: inlines(parts)});
export const heading = (level: 2 | 3 | 4, value: string): Node => ({nodeType: `heading-${level}`, data: {}, content: [text(value)]});
export const hyperlink = (uri: string, label: string): Node => ({nodeType: 'hyperlink', data: {uri}, content: [text(label)]});
export const entryHyperlink = (id: string, label: string): Node => ({
  nodeType: 'entry-hyperlink',
  data: entryTarget(id),
  content: [text(label)],
});
export const quote = (value: string): Node => ({nodeType: 'blockquote', data: {}, content: [paragraph(value)]});
export const hr = (): Node => ({nodeType: 'hr', data: {}, content: []});

export const list = (type: 'unordered-list' | 'ordered-list', items: (string | Node[])[]): Node => ({
  nodeType: type,
  data: {},
  content: items.map((item) => ({
    nodeType: 'list-item',
    data: {},
    content: [paragraph(...(typeof item === 'string' ? [item] : item))],
  })),
});

/** A table; the first row is the header row. */
export const table = (rows: string[][]): Node => ({
  nodeType: 'table',
  data: {},
  content: rows.map((row, r) => ({
    nodeType: 'table-row',
    data: {},
    content: row.map((cell) => ({nodeType: r === 0 ? 'table-header-cell' : 'table-cell', data: {}, content: [paragraph(cell)]})),
  })),
});

export const block = (type: 'embedded-entry-block' | 'embedded-asset-block', id: string): Node => ({
  nodeType: type,
  data: type === 'embedded-entry-block' ? entryTarget(id) : assetTarget(id),
  content: [],
});

export const doc = (...content: Node[]): Node => ({nodeType: 'document', data: {}, content});
