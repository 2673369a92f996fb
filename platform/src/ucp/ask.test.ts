import {describe, expect, it} from 'vitest';
import {bestPassages, passagesFrom, plainText, terms, type ExportEntry} from './ask.js';

const entry = (id: string, type: string, fields: Record<string, unknown>, published = true): ExportEntry => ({
  sys: {id, contentType: {sys: {id: type}}, ...(published ? {publishedVersion: 1} : {})},
  fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, {'en-US': v}])),
});
const link = (id: string) => ({sys: {type: 'Link', linkType: 'Entry', id}});

const ENTRIES = [
  entry('legalPage-rewards', 'legalPage', {
    slug: 'rewards-terms',
    title: 'Smile Rewards Program Terms',
    body: 'Earn points on purchases.\n\n## Redeeming points\n\n- Points expire after 12 months without activity.\n\n## Joining\n\nMembership is free.',
  }),
  entry('landingPage-returns', 'landingPage', {
    slug: 'returns-and-warranty',
    title: 'Returns & Warranty',
    sections: [link('sectionMediaText-policy'), link('sectionFaq-returns'), link('hero-returns')],
  }),
  entry('sectionMediaText-policy', 'sectionMediaText', {
    title: 'Our 30-day return promise',
    body: 'You can return **unopened** items within 30 days. Opened toothpaste cannot be returned.',
  }),
  entry('sectionFaq-returns', 'sectionFaq', {
    items: [{question: 'What does the two-year warranty cover?', answer: 'Handles, see the [contact form](/contact-us-email).'}],
  }),
  entry('hero-returns', 'hero', {title: 'Returns'}),
  entry('legalPage-draft', 'legalPage', {slug: 'secret', title: 'Draft terms', body: 'Points never expire.'}, false),
];

describe('ask_business answers from the shop’s own words', () => {
  const passages = passagesFrom(ENTRIES);

  it('reads legal sections, FAQ items and text sections of published pages only', () => {
    expect(passages.map((p) => [p.page.slug, p.heading])).toEqual([
      ['rewards-terms', 'Smile Rewards Program Terms'],
      ['rewards-terms', 'Redeeming points'],
      ['rewards-terms', 'Joining'],
      ['returns-and-warranty', 'Our 30-day return promise'],
      ['returns-and-warranty', 'What does the two-year warranty cover?'],
    ]);
  });

  it('finds the passage that answers, and none for a question the shop does not cover', () => {
    expect(bestPassages('Do my reward points expire?', passages)[0]).toMatchObject({heading: 'Redeeming points'});
    expect(bestPassages('Can I return opened toothpaste?', passages)[0]).toMatchObject({heading: 'Our 30-day return promise'});
    expect(bestPassages('How long is the warranty?', passages)[0]).toMatchObject({heading: 'What does the two-year warranty cover?'});
    expect(bestPassages('What is the capital of France?', passages)).toEqual([]);
    expect(bestPassages('the and of', passages)).toEqual([]);
  });

  it('matches word forms and reads Markdown as plain text', () => {
    expect(terms('Returns returned codes code')).toEqual(['return', 'return', 'cod', 'cod']);
    expect(plainText('You can **return** it: see the [form](https://x/y).\n- one')).toBe('You can return it: see the form.\n• one');
  });
});
