/**
 * Content tags (Contentful "Tags", `metadata.tags` on entries): how the content team finds the entries of one
 * kind across content types — everything of a campaign, the legal pages, the kids range. All are public, so the
 * delivery API answers them at `/tags` and entries can be filtered with `metadata.tags.sys.id[in]=…`.
 */
import type {Entity} from './helpers.js';
import {SPACE_ID} from './helpers.js';

const CREATED = '2025-01-06T08:00:00.000Z';

const TAGS: Array<{id: string; name: string; applies: (e: Entity, type: string) => boolean}> = [
  {
    id: 'campaign',
    name: 'Campaign',
    applies: (e, type) => type === 'campaign' || (type === 'landingPage' && e.fields.availableFrom !== undefined),
  },
  {id: 'holiday', name: 'Holiday', applies: (e, type) => type === 'campaign' && e.fields.holiday?.['en-US'] === true},
  {id: 'legal', name: 'Legal', applies: (_e, type) => type === 'legalPage'},
  {
    id: 'kids',
    name: 'Kids',
    applies: (e, type) =>
      (type === 'category' && /kids/.test(String(e.fields.handle?.['en-US']))) ||
      (type === 'article' && e.fields.category?.['en-US'] === 'kids'),
  },
];

const link = (linkType: string, id: string) => ({sys: {type: 'Link', linkType, id}});

/** Adds the tag links to the entries' metadata and returns the tag definitions for the export. */
export function tagEntries(entries: Entity[]) {
  for (const e of entries) {
    const type = (e.sys.contentType as {sys: {id: string}}).sys.id;
    e.metadata.tags = TAGS.filter((t) => t.applies(e, type)).map((t) => link('Tag', t.id));
  }
  return TAGS.map((t) => ({
    name: t.name,
    sys: {
      id: t.id,
      type: 'Tag',
      visibility: 'public',
      createdAt: CREATED,
      updatedAt: CREATED,
      version: 1,
      space: link('Space', SPACE_ID),
      environment: {sys: {id: 'master', type: 'Link', linkType: 'Environment'}},
      createdBy: link('User', 'oralcare-content-team'),
      updatedBy: link('User', 'oralcare-content-team'),
    },
  }));
}
