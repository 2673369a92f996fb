import {describe, expect, it} from 'vitest';
import {heapVerdict, type HeapSample} from './heap-check';

const sample = (minute: number, usedMB: number): HeapSample => ({minute, usedMB, totalMB: usedMB + 2, requests: minute * 100});

describe('heapVerdict', () => {
  it('passes a heap that stays within 10 % of minute 2 and under 64 MB', () => {
    const verdict = heapVerdict([sample(0, 5), sample(1, 15), sample(2, 20), sample(30, 21.9)]);
    expect(verdict.ok).toBe(true);
    expect(verdict.baseline?.minute).toBe(2);
  });

  it('fails growth past 10 % from minute 2, whatever the first minutes did', () => {
    const verdict = heapVerdict([sample(0, 5), sample(2, 20), sample(30, 22.5)]);
    expect(verdict.ok).toBe(false);
    expect(verdict.problems[0]).toContain('grew 12.5 %');
  });

  it('fails a heap that reaches 64 MB at any sample', () => {
    expect(heapVerdict([sample(2, 63), sample(10, 64), sample(30, 60)]).ok).toBe(false);
  });

  it('fails when nothing was measured', () => {
    expect(heapVerdict([]).ok).toBe(false);
  });
});
