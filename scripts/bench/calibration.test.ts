import {describe, expect, it} from 'vitest';
import {calibratedSlowdown, medianOf, REFERENCE_DEVICE_INDEX} from './calibration';

describe('calibrated CPU slowdown', () => {
  it('is the host index over 550, so a 2,200 host emulates at 4x', () => {
    expect(REFERENCE_DEVICE_INDEX).toBe(550);
    expect(calibratedSlowdown(2200)).toBe(4);
    expect(calibratedSlowdown(3063)).toBe(5.57);
    expect(calibratedSlowdown(2218)).toBe(4.03);
  });

  it('never speeds the host up, and refuses an index that is not a positive number', () => {
    expect(calibratedSlowdown(300)).toBe(1);
    expect(() => calibratedSlowdown(0)).toThrow(/positive/);
    expect(() => calibratedSlowdown(Number.NaN)).toThrow(/positive/);
  });

  it('takes the median of the measured indexes, skipping missing ones', () => {
    expect(medianOf([2400, null, 2000, 2200])).toBe(2200);
    expect(medianOf([1000, 3000])).toBe(2000);
    expect(medianOf([null, undefined])).toBeNull();
  });
});
