/** Builders for entities in Contentful's export format. */

export const SPACE_ID = 'oralcare';
export const LOCALE = 'en-US';
const START = Date.parse('2025-01-06T09:00:00.000Z');
let sequence = 0;

export interface Entity {
  metadata: {tags: unknown[]};
  sys: Record<string, unknown> & {id: string; type: string};
  fields: Record<string, Record<string, unknown>>;
}

/** sys for an exported entity; drafts have no publishedVersion/publishedAt (contentful-import leaves them unpublished). */
export function exportSys(type: string, id: string, draft = false): Entity['sys'] {
  const created = new Date(START + sequence++ * 60_000).toISOString();
  const updated = new Date(START + 86_400_000 + sequence * 60_000).toISOString();
  return {
    space: {sys: {type: 'Link', linkType: 'Space', id: SPACE_ID}},
    id,
    type,
    createdAt: created,
    updatedAt: updated,
    environment: {sys: {id: 'master', type: 'Link', linkType: 'Environment'}},
    ...(draft
      ? {version: 1, publishedCounter: 0}
      : {version: 2, publishedVersion: 1, publishedAt: updated, firstPublishedAt: updated, publishedCounter: 1}),
  };
}

const localize = (fields: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(fields)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, {[LOCALE]: v}]),
  );

export function entry(contentType: string, id: string, fields: Record<string, unknown>, options: {draft?: boolean} = {}): Entity {
  return {
    metadata: {tags: []},
    sys: {...exportSys('Entry', id, options.draft), contentType: {sys: {type: 'Link', linkType: 'ContentType', id: contentType}}},
    fields: localize(fields),
  };
}

export const link = (id: string) => ({sys: {type: 'Link', linkType: 'Entry', id}});
export const assetLink = (id: string) => ({sys: {type: 'Link', linkType: 'Asset', id}});

/** Entry ids are readable: `<contentType>-<slug>`. */
export const idOf = (type: string, slug: string) => `${type}-${slug}`;
