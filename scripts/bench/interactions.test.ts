import {describe, expect, it} from 'vitest';
import {interactionLatencies, p75} from './interactions';

describe('interaction to next paint', () => {
  it('is the longest event of each interaction, ignoring events outside any interaction', () => {
    const entries = [
      {interactionId: 7, duration: 48},
      {interactionId: 7, duration: 112},
      {interactionId: 0, duration: 400},
      {interactionId: 9, duration: 24},
    ];
    expect(interactionLatencies(entries)).toEqual([112, 24]);
  });

  it('takes the 75th percentile by nearest rank', () => {
    expect(p75([10, 20, 30, 40])).toBe(30);
    expect(p75([200, 16, 16, 16, 16])).toBe(16);
    expect(p75([16, 16, 16, 200, 200])).toBe(200);
    expect(p75([50])).toBe(50);
    expect(p75([])).toBeNaN();
  });
});
