import {describe, expect, it} from 'vitest';
import {noPageCache} from '~/server/cache/page-cache.server';
import {lookUpPageCache} from './page-cache-step.server';

const env = {PUBLIC_STORE_DOMAIN: 'http://platform.test'} as unknown as Env;
const executionContext = {waitUntil: () => undefined, passThroughOnException: () => undefined} as unknown as ExecutionContext;

describe('lookUpPageCache', () => {
  it('stays out of the way of a shopper with a session, building no lookup context', async () => {
    const request = new Request('https://shop.example/products/paste', {headers: {Cookie: 'session=abc'}});
    expect(await lookUpPageCache(request, env, executionContext, 'v1')).toEqual({hit: null, pageCache: noPageCache});
  });

  it('stays out of the way of a write', async () => {
    const request = new Request('https://shop.example/cart', {method: 'POST', body: 'x'});
    expect(await lookUpPageCache(request, env, executionContext, 'v1')).toEqual({hit: null, pageCache: noPageCache});
  });

  it('stays out of the way on a password-protected store', async () => {
    const locked = {...env, STOREFRONT_PASSWORD: 'open sesame'} as Env;
    const request = new Request('https://shop.example/');
    expect(await lookUpPageCache(request, locked, executionContext, 'v1')).toEqual({hit: null, pageCache: noPageCache});
  });
});
