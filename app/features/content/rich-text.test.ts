import {describe, expect, it} from 'vitest';
import {embeddedProductHandles, isWellFormedDocument, richTextView} from './rich-text';

const text = (value: string) => ({nodeType: 'text', value, marks: [], data: {}});
const linkedArticle = {
  id: 'a2',
  contentType: 'article',
  updatedAt: '2026-01-01T00:00:00Z',
  fields: {
    title: 'Sensitive teeth',
    slug: 'sensitive-teeth',
    excerpt: 'Why it hurts',
    body: {nodeType: 'document', data: {}, content: [{nodeType: 'paragraph', data: {}, content: [text('A long body')]}]},
    relatedArticles: [{id: 'a3', contentType: 'article', fields: {title: 'More', slug: 'more'}}],
    seoTitle: 'Sensitive teeth | Learn',
  },
};
const carousel = {
  id: 'c1',
  contentType: 'productCarousel',
  fields: {title: 'Try these', productHandles: ['p1', 'p2'], internalName: 'carousel 1'},
};
const asset = {id: 'i1', title: 'Chart', description: 'A chart', url: '//img/chart.png', contentType: 'image/png', width: 800, height: 600};
const document = {
  nodeType: 'document',
  data: {},
  content: [
    {
      nodeType: 'paragraph',
      data: {},
      content: [text('Read '), {nodeType: 'entry-hyperlink', data: {target: linkedArticle}, content: [text('our guide')]}],
    },
    {nodeType: 'embedded-entry-block', data: {target: carousel}, content: []},
    {nodeType: 'embedded-entry-block', data: {target: linkedArticle}, content: []},
    {nodeType: 'embedded-asset-block', data: {target: asset}, content: []},
    {nodeType: 'embedded-entry-block', data: {target: null}, content: []},
    {nodeType: 'hyperlink', data: {uri: 'https://example.com'}, content: [text('out')]},
  ],
};

describe('rich-text view', () => {
  const view = richTextView(document) as typeof document;

  it("cuts linked entries to their id, type and the renderer's fields", () => {
    const article = {
      id: 'a2',
      contentType: 'article',
      fields: {title: 'Sensitive teeth', slug: 'sensitive-teeth', excerpt: 'Why it hurts'},
    };
    expect(view.content[0]!.content![1]!.data).toEqual({target: article});
    expect(view.content[2]!.data).toEqual({target: article});
    expect(view.content[1]!.data).toEqual({
      target: {id: 'c1', contentType: 'productCarousel', fields: {title: 'Try these', productHandles: ['p1', 'p2']}},
    });
    expect(JSON.stringify(view)).not.toContain('A long body');
  });

  it('keeps text, assets, plain links and missing targets as they are, and leaves the input alone', () => {
    expect(view.content[0]!.content![0]).toEqual(text('Read '));
    expect(view.content[3]!.data).toEqual({target: asset});
    expect(view.content[4]!.data).toEqual({target: null});
    expect(view.content[5]).toEqual(document.content[5]);
    expect(isWellFormedDocument(view)).toBe(true);
    expect(embeddedProductHandles(view)).toEqual(['p1', 'p2']);
    expect(JSON.stringify(document)).toContain('A long body');
  });

  it('passes anything that is not an object through', () => {
    expect(richTextView(undefined)).toBeUndefined();
    expect(richTextView(null)).toBeNull();
  });
});
