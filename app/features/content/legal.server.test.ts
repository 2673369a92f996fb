import {describe, expect, it} from 'vitest';
import {legalDescription} from './legal.server';

describe('legalDescription', () => {
  it('is the first paragraph that is not a heading, without Markdown punctuation', () => {
    expect(legalDescription('# Privacy\n\nWe keep **your** data `safe`.\n\nMore text.')).toBe('We keep your data safe.');
    expect(legalDescription('## Only headings')).toBe('');
  });
});
