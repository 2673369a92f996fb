import {describe, expect, it} from 'vitest';
import {decodeRemixState} from './remix-state';

describe('decodeRemixState', () => {
  it('waits for the promise the first render throws (the decoding), then resolves', async () => {
    let finish!: () => void;
    const decoding = new Promise<void>((resolve) => (finish = resolve));
    const steps: string[] = [];
    const done = decodeRemixState(() => {
      throw decoding;
    }).then(() => steps.push('decoded'));
    await new Promise((resolve) => setTimeout(resolve, 5));
    steps.push('still waiting');
    finish();
    await done;
    expect(steps).toEqual(['still waiting', 'decoded']);
  });

  it('goes ahead when the render throws something else, when the decoding fails, or when nothing is thrown', async () => {
    await expect(
      decodeRemixState(() => {
        throw new TypeError('hooks outside a render');
      }),
    ).resolves.toBeUndefined();
    await expect(
      decodeRemixState(() => {
        throw Promise.reject(new Error('undecodable'));
      }),
    ).resolves.toBeUndefined();
    await expect(decodeRemixState(() => null)).resolves.toBeUndefined();
  });
});
