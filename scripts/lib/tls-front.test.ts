import {describe, expect, it} from 'vitest';
import {rewriteOrigins, streamingRewriter} from './tls-front';

const fronts = new Map([
  ['http://127.0.0.1:3700', 'https://127.0.0.1:3704'],
  ['http://localhost:3703', 'https://127.0.0.1:3705'],
]);

describe('TLS front rewriting', () => {
  it('rewrites every upstream origin and leaves the rest', () => {
    expect(rewriteOrigins('<img src="http://localhost:3703/cdn/a.png"><a href="http://127.0.0.1:3700/x">http://example.com', fronts)).toBe(
      '<img src="https://127.0.0.1:3705/cdn/a.png"><a href="https://127.0.0.1:3704/x">http://example.com',
    );
  });

  it('rewrites an origin split across chunks, at any split point', () => {
    const page = '<p>one</p><img src="http://localhost:3703/cdn/a.png"><p>two http://127.0.0.1:3700/</p>';
    const expected = rewriteOrigins(page, fronts);
    for (let cut = 0; cut <= page.length; cut++) {
      for (const second of [cut, Math.min(page.length, cut + 7)]) {
        const rewriter = streamingRewriter(fronts);
        const out = rewriter.push(page.slice(0, cut)) + rewriter.push(page.slice(cut, second)) + rewriter.push(page.slice(second)) + rewriter.end();
        expect(out).toBe(expected);
      }
    }
  });
});
