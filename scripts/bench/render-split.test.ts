import {describe, expect, it} from 'vitest';
import {medianSplit, platformWait} from './render-split';

describe('platform wait of a render', () => {
  it('counts overlapping requests once and clips them to the render', () => {
    // 10-30 and 20-40 overlap (30 ms together); 50-60 alone; 90-120 is cut at the render's end (100).
    const intervals = [
      {start: 10, end: 30},
      {start: 20, end: 40},
      {start: 50, end: 60},
      {start: 90, end: 120},
    ];
    expect(platformWait(intervals, 0, 100)).toBe(30 + 10 + 10);
    expect(platformWait(intervals, 25, 55)).toBe(15 + 5);
  });

  it('takes a request still open at the end as open until then, and none as no wait', () => {
    expect(platformWait([{start: 40, end: Number.NaN}], 0, 100)).toBe(60);
    expect(platformWait([], 0, 100)).toBe(0);
  });

  it('gives the median of each part', () => {
    const split = (totalMs: number, platformMs: number) => ({totalMs, platformMs, renderMs: totalMs - platformMs});
    expect(medianSplit([split(50, 20), split(40, 30), split(70, 10)])).toEqual({totalMs: 50, platformMs: 20, renderMs: 30});
  });
});
