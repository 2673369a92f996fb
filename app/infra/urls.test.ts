import {describe, expect, it} from 'vitest';
import {isSafeLocalPath, originOf} from './urls';

describe('urls', () => {
  it('derives origins', () => {
    expect(originOf('http://localhost:3100')).toBe('http://localhost:3100');
    expect(originOf('shop.myshopify.com')).toBe('https://shop.myshopify.com');
    expect(originOf('')).toBeNull();
    expect(originOf(undefined)).toBeNull();
  });

  it('accepts only same-origin paths', () => {
    expect(isSafeLocalPath('/account')).toBe(true);
    expect(isSafeLocalPath('//evil.example')).toBe(false);
    expect(isSafeLocalPath('/\\evil.example')).toBe(false);
    expect(isSafeLocalPath('https://evil.example')).toBe(false);
    expect(isSafeLocalPath(null)).toBe(false);
  });
});
