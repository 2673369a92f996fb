import {describe, expect, it} from 'vitest';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {ROUTE_GUARDS, runGuard} from './index';

function argsWith(fields: Record<string, unknown> | null, preview = false) {
  const calls: string[] = [];
  const content = {
    preview,
    getEntryBy: async (_type: string, _field: string, slug: string) => {
      calls.push(slug);
      return fields ? {sys: {id: slug}, fields} : null;
    },
  };
  const context = {content} as unknown as AppLoadContext;
  return {args: {request: new Request('http://localhost/total'), context, params: {}}, calls};
}

async function redirectOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Response);
  return (error as Response).headers.get('Location');
}

describe('campaign guards in the registry', () => {
  it('registers total and total-sfmarathon by their spec names', () => {
    expect(Object.keys(ROUTE_GUARDS)).toEqual(
      expect.arrayContaining(['anonymous', 'authenticated', 'categories', 'total', 'total-sfmarathon']),
    );
  });

  it('returns the page inside its window, for the slug of the guard', async () => {
    const {args, calls} = argsWith({slug: 'total-sfmarathon', availableFrom: '2000-01-01', availableUntil: '2999-01-01'});
    await expect(runGuard('total-sfmarathon', args)).resolves.toMatchObject({fields: {slug: 'total-sfmarathon'}});
    expect(calls).toEqual(['total-sfmarathon']);
  });

  it('sends the shopper home outside the window or when the page is missing', async () => {
    expect(await redirectOf(runGuard('total', argsWith({availableUntil: '2001-01-01'}).args))).toBe('/');
    expect(await redirectOf(runGuard('total', argsWith(null).args))).toBe('/');
    expect(await redirectOf(runGuard('total', argsWith(null, true).args))).toBe('/');
  });

  it('lets content preview see a page outside its window', async () => {
    await expect(runGuard('total', argsWith({availableUntil: '2001-01-01'}, true).args)).resolves.toBeTruthy();
  });
});
