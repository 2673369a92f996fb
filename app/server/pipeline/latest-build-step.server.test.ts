import {describe, expect, it} from 'vitest';
import {latestBuildAnswer} from './latest-build-step.server';

describe('latestBuildAnswer', () => {
  it('answers the running build version at /build/latest.json, never cached', async () => {
    const response = latestBuildAnswer(new Request('https://shop.test/build/latest.json'), 'a1b2c3d4')!;
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({version: 'a1b2c3d4'});
    expect(await latestBuildAnswer(new Request('https://shop.test/build/latest.json', {method: 'HEAD'}), 'a1b2c3d4')!.text()).toBe('');
  });

  it('leaves every other request to the page pipeline', () => {
    expect(latestBuildAnswer(new Request('https://shop.test/build/latest.json?x'), 'v')).not.toBeNull();
    expect(latestBuildAnswer(new Request('https://shop.test/build/latest.json', {method: 'POST'}), 'v')).toBeNull();
    expect(latestBuildAnswer(new Request('https://shop.test/build/latest'), 'v')).toBeNull();
    expect(latestBuildAnswer(new Request('https://shop.test/products/build'), 'v')).toBeNull();
  });
});
