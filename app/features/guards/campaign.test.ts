import {describe, expect, it} from 'vitest';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {requireTotalCampaign, requireTotalSfMarathonCampaign} from './index';

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
  return {context, calls};
}

async function redirectOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Response);
  return (error as Response).headers.get('Location');
}

describe('campaign guards', () => {
  it('returns the page inside its window, for the slug of the guard', async () => {
    const {context, calls} = argsWith({slug: 'total-sfmarathon', availableFrom: '2000-01-01', availableUntil: '2999-01-01'});
    await expect(requireTotalSfMarathonCampaign(context)).resolves.toMatchObject({fields: {slug: 'total-sfmarathon'}});
    expect(calls).toEqual(['total-sfmarathon']);
  });

  it('sends the shopper home outside the window or when the page is missing', async () => {
    expect(await redirectOf(requireTotalCampaign(argsWith({availableUntil: '2001-01-01'}).context))).toBe('/');
    expect(await redirectOf(requireTotalCampaign(argsWith(null).context))).toBe('/');
    expect(await redirectOf(requireTotalCampaign(argsWith(null, true).context))).toBe('/');
  });

  it('lets content preview see a page outside its window', async () => {
    await expect(requireTotalCampaign(argsWith({availableUntil: '2001-01-01'}, true).context)).resolves.toBeTruthy();
  });
});
