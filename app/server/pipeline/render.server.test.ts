import {describe, expect, it} from 'vitest';
import {serverMode} from './render.server';

describe('serverMode', () => {
  it('is development only for the dev server, so Remix sanitises errors everywhere else', () => {
    expect(serverMode('development')).toBe('development');
    expect(serverMode('production')).toBe('production');
    expect(serverMode('test')).toBe('production');
    expect(serverMode(undefined)).toBe('production');
  });
});
