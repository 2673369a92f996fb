import {describe, expect, it} from 'vitest';
import {parseShopConfig} from './env.server';
import {testHooks} from './test-hooks.server';

const headers = {'x-test-now': '2026-11-21T16:00:00Z', 'x-test-kv': 'fail'};

describe('test hooks', () => {
  it('work with TEST_HOOKS on for a localhost request', () => {
    const hooks = testHooks(new Request('http://localhost:4700/', {headers}), parseShopConfig({TEST_HOOKS: 'on'} as Env).testHooks);
    expect(hooks.now().toISOString()).toBe('2026-11-21T16:00:00.000Z');
    expect(hooks.kvFails).toBe(true);
  });

  it('are ignored on a real host even with TEST_HOOKS on', () => {
    const hooks = testHooks(new Request('https://shop.example.com/', {headers}), parseShopConfig({TEST_HOOKS: 'on'} as Env).testHooks);
    expect(hooks.kvFails).toBe(false);
    expect(Math.abs(hooks.now().getTime() - Date.now())).toBeLessThan(1000);
  });

  it('are ignored without TEST_HOOKS', () => {
    expect(testHooks(new Request('http://localhost/', {headers}), parseShopConfig({} as Env).testHooks).kvFails).toBe(false);
  });
});
