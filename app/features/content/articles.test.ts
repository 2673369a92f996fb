import {describe, expect, it} from 'vitest';
import {
  articleCardView,
  articlePageView,
  countWords,
  formatArticleDate,
  pageCount,
  parsePageParam,
  readingMinutes,
  relatedArticles,
} from './articles';

const words = (n: number) => ({
  nodeType: 'document',
  data: {},
  content: [{nodeType: 'paragraph', data: {}, content: [{nodeType: 'text', value: Array(n).fill('word').join(' '), marks: [], data: {}}]}],
});
const article = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  contentType: 'article',
  fields: {title: id, slug: id, excerpt: 'x', category: 'kids', ...extra},
});

describe('articles', () => {
  it('parses the page parameter', () => {
    expect(parsePageParam(null)).toBe(1);
    expect(parsePageParam('3')).toBe(3);
    expect(parsePageParam('0')).toBeNull();
    expect(parsePageParam('two')).toBeNull();
    expect(parsePageParam('-1')).toBeNull();
    expect(pageCount(0)).toBe(1);
    expect(pageCount(7, 6)).toBe(2);
  });

  it('uses the CMS reading time or estimates it from the words', () => {
    expect(countWords(words(450))).toBe(450);
    expect(readingMinutes({readingTimeMinutes: 6, body: words(10)})).toBe(6);
    expect(readingMinutes({body: words(1000)})).toBe(5);
    expect(readingMinutes({body: words(10)})).toBe(1);
  });

  it('formats dates in en-US long form', () => {
    expect(formatArticleDate('2025-02-03')).toBe('February 3, 2025');
    expect(formatArticleDate('soon')).toBeNull();
  });

  it('lists related articles without itself or duplicates, up to three', () => {
    const current = article('a', {relatedArticles: [article('b'), article('a')]});
    expect(relatedArticles(current, [article('b'), article('c'), article('d'), article('e')]).map((a) => a.id)).toEqual(['b', 'c', 'd']);
  });

  it("cuts an article page's data to what it shows: no linked entries, related articles as cards", () => {
    const image = {id: 'i', title: 'I', description: 'd', url: '//img/i.png', contentType: 'image/png', width: 4, height: 3};
    const linked = article('b', {body: words(1000), heroImage: image, relatedArticles: [article('c', {body: words(10)})], seoTitle: 'B!'});
    const current = article('a', {body: words(20), relatedArticles: [linked], seoTitle: 'A!', author: 'Ann'});
    const view = articlePageView(current, [article('d', {readingTimeMinutes: 7})]);
    expect(view.article).toEqual({
      id: 'a',
      fields: {title: 'a', slug: 'a', excerpt: 'x', category: 'kids', body: words(20), seoTitle: 'A!', author: 'Ann'},
    });
    expect(view.related).toEqual([
      {id: 'b', fields: {title: 'b', slug: 'b', excerpt: 'x', category: 'kids', heroImage: image, readingTimeMinutes: 5}},
      {id: 'd', fields: {title: 'd', slug: 'd', excerpt: 'x', category: 'kids', heroImage: null, readingTimeMinutes: 7}},
    ]);
    expect(JSON.stringify(view)).not.toContain('relatedArticles');
  });

  it('gives a card the reading time its whole entry would show', () => {
    const body = words(1000);
    expect(readingMinutes(articleCardView(article('e', {body})).fields)).toBe(readingMinutes({body}));
  });
});
