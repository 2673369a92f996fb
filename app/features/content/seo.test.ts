import {describe, expect, it} from 'vitest';
import {SEO_DESCRIPTION_MAX, absoluteUrl, seoDescription} from './seo';

describe('seo helpers', () => {
  it('keeps short descriptions and cuts long ones to 155 characters', () => {
    expect(seoDescription('  Fresh   breath. ')).toBe('Fresh breath.');
    const long = 'word '.repeat(60);
    const cut = seoDescription(long);
    expect(cut.length).toBeLessThanOrEqual(SEO_DESCRIPTION_MAX);
    expect(cut.endsWith('…')).toBe(true);
    expect(seoDescription(null)).toBe('');
  });

  it('builds absolute URLs from the root origin', () => {
    expect(absoluteUrl([{id: 'root', data: {origin: 'https://shop.example'}}], '/products/x')).toBe('https://shop.example/products/x');
  });
});
