import {describe, expect, it} from 'vitest';
import {SEO_DESCRIPTION_MAX, absoluteUrl, articleJsonLd, seoDescription, seoMeta} from './seo.server';

describe('seo helpers', () => {
  it('keeps short descriptions and cuts long ones to 155 characters', () => {
    expect(seoDescription('  Fresh   breath. ')).toBe('Fresh breath.');
    const long = 'word '.repeat(60);
    const cut = seoDescription(long);
    expect(cut.length).toBeLessThanOrEqual(SEO_DESCRIPTION_MAX);
    expect(cut.endsWith('…')).toBe(true);
    expect(seoDescription(null)).toBe('');
  });

  it('builds absolute URLs on the origin the request reached', () => {
    expect(absoluteUrl(new Request('https://shop.example/products/x.data?_routes=root'), '/products/x')).toBe(
      'https://shop.example/products/x',
    );
  });

  it('gives the tags as plain descriptors a loader can send in its data', () => {
    const meta = seoMeta({
      title: 'T | Oral Care Shop',
      description: 'D',
      url: 'https://shop.example/t',
      jsonLd: {'@type': 'Thing'} as never,
    });
    expect(meta).toEqual(
      expect.arrayContaining([
        {title: 'T | Oral Care Shop'},
        {name: 'description', content: 'D'},
        {tagName: 'link', rel: 'canonical', href: 'https://shop.example/t'},
        {'script:ld+json': {'@type': 'Thing'}},
      ]),
    );
    expect(JSON.parse(JSON.stringify(meta))).toEqual(meta);
  });

  it('builds Article JSON-LD', () => {
    const ld = articleJsonLd(
      {title: 'T', slug: 't', excerpt: 'E', category: 'kids', author: 'A', publishDate: '2025-02-03'},
      'https://s/learn/t',
      'https://s',
    );
    expect(ld).toMatchObject({'@type': 'Article', headline: 'T', author: {name: 'A'}, datePublished: '2025-02-03', articleSection: 'Kids'});
  });
});
