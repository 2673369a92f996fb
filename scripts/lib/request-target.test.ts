import {describe, expect, it} from 'vitest';
import {FOREIGN_TARGET_PATH, normalizeRequestTarget} from './request-target';

describe('normalizeRequestTarget', () => {
  it('leaves well-formed origin-form targets as they are', () => {
    for (const target of ['/', '/products?sort=price', '/learn/caf%C3%A9', '/search?q=a%20b']) {
      expect(normalizeRequestTarget(target, 'localhost:3000')).toBe(target);
    }
  });

  it('sends targets with a stray percent sign to the 404 page', () => {
    for (const target of ['/learn/%ZZ', '/search?q=%ZZ&page=%FF', '/%', '/products/%E0%A4%A']) {
      expect(normalizeRequestTarget(target, 'localhost:3000')).toBe(FOREIGN_TARGET_PATH);
    }
  });

  it('serves absolute-form only for its own host; another host or * gets a path no route has', () => {
    expect(normalizeRequestTarget('http://localhost:3000/products?x=1', 'localhost:3000')).toBe('/products?x=1');
    expect(normalizeRequestTarget('http://LOCALHOST:3000', 'localhost:3000')).toBe('/');
    expect(normalizeRequestTarget('http://evil.example/products', 'localhost:3000')).toBe(FOREIGN_TARGET_PATH);
    expect(normalizeRequestTarget('*', 'localhost:3000')).toBe(FOREIGN_TARGET_PATH);
    expect(normalizeRequestTarget('evil.example:443', 'localhost:3000')).toBe(FOREIGN_TARGET_PATH);
    expect(normalizeRequestTarget('http://localhost:3000/x', undefined)).toBe(FOREIGN_TARGET_PATH);
  });
});
