import {describe, expect, it} from 'vitest';
import {hasMalformedEscape} from './malformed-url.server';

describe('hasMalformedEscape', () => {
  it('finds a percent sign without two hex digits in the path or the query', () => {
    for (const url of ['http://x/learn/%ZZ', 'http://x/search?q=%ZZ', 'http://x/%', 'http://x/a?b=100%', 'http://x/p/%E0%A4%A']) {
      expect(hasMalformedEscape(url), url).toBe(true);
    }
  });
  it('accepts well-formed escapes', () => {
    for (const url of ['http://x/', 'http://x/learn/caf%C3%A9', 'http://x/search?q=100%25', 'http://x/?q=a%20b']) {
      expect(hasMalformedEscape(url), url).toBe(false);
    }
  });
});
