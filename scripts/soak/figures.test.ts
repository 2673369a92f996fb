import {describe, expect, it} from 'vitest';
import {soakFigures, summaryLines, Tally, type RunFacts} from './figures';

const run = (facts: Partial<RunFacts> = {}): RunFacts => ({
  date: '2026-01-01T00:00:00.000Z',
  minutes: 1,
  shoppers: 2,
  aimedRate: 25,
  runMinutes: 1,
  mcp: 'on',
  cartsReplaced: 0,
  snapshots: {},
  retained: [],
  ...facts,
});

/** A tally with a heap that stays flat, so only the traffic decides the verdict. */
function tally() {
  const t = new Tally();
  t.heapSamples.push({minute: 0, usedMB: 10, totalMB: 12, requests: 0}, {minute: 2, usedMB: 10, totalMB: 12, requests: 0});
  return t;
}

describe('Tally.record', () => {
  it('counts by kind, status, fault phase, minute and page-cache answer', () => {
    const t = tally();
    t.record('product', '/products/a', 200, 40, 'calm', 0.2, 'HIT');
    t.record('product', '/products/b', 200, 60, 'latency', 1.5, 'MISS');
    t.record('cart add', '/cart', 303, 100, 'calm', 1.7);
    expect(t.requests).toBe(3);
    expect(t.perMinute).toEqual([1, 2]);
    expect(t.statuses).toEqual({200: 2, 303: 1});
    expect(t.phaseStatuses).toEqual({calm: {200: 1, 303: 1}, latency: {200: 1}});
    expect(t.pageCache).toEqual({HIT: 1, MISS: 1});
    expect(soakFigures(t, run()).kinds).toEqual({
      product: {requests: 2, averageMs: 50, statuses: {200: 2}},
      'cart add': {requests: 1, averageMs: 100, statuses: {303: 1}},
    });
  });

  it('counts a 503 as an answer, and another 5xx or no answer as a server error', () => {
    const t = tally();
    t.record('home', '/', 503, 1, '5xx', 0.1);
    t.record('home', '/', 502, 1, '5xx', 0.123);
    t.record('search', '/search', 'no answer (ECONNRESET)', 1, 'resets', 0.5);
    expect(t.serverErrors).toEqual([
      {minute: 0.12, kind: 'home', path: '/', status: 502, phase: '5xx'},
      {minute: 0.5, kind: 'search', path: '/search', status: 'no answer (ECONNRESET)', phase: 'resets'},
    ]);
    const figures = soakFigures(t, run());
    expect(figures.fiveOhThree).toBe(1);
    expect(figures.otherServerErrors).toBe(2);
    expect(figures.problems).toEqual(['2 answers were a 5xx other than 503, or no answer at all']);
  });

  it('keeps the first 50 cart problems', () => {
    const t = tally();
    for (let i = 0; i < 60; i += 1) t.cartProblem(`problem ${i}`);
    expect(t.cartProblems).toHaveLength(50);
    expect(t.cartProblems.at(-1)).toBe('problem 49');
  });
});

describe('soakFigures', () => {
  it('passes a run without errors, and works out the rate from the time the traffic ran', () => {
    const t = tally();
    for (let i = 0; i < 90; i += 1) t.record('home', '/', 200, 1, 'calm', i / 60);
    const figures = soakFigures(t, run({runMinutes: 0.5}));
    expect(figures.requestsPerSecond).toBe(3);
    expect(figures.problems).toEqual([]);
    expect(figures.heap).toMatchObject({budgetMB: 64, growthPercent: 0});
  });

  it('fails on lost adds, over-applied lines, replaced carts and a growing heap', () => {
    const t = tally();
    t.lostAdds = 2;
    t.extraQuantities = 1;
    t.heapSamples.push({minute: 3, usedMB: 12, totalMB: 14, requests: 0});
    const figures = soakFigures(t, run({cartsReplaced: 3}));
    expect(figures.cart).toMatchObject({lostAdds: 2, extraQuantities: 1, cartsReplaced: 3});
    expect(figures.heap.growthPercent).toBe(20);
    expect(figures.problems).toEqual([
      '2 acknowledged adds were not in the cart',
      '1 lines held more than the shop acknowledged',
      '3 cart ids were replaced',
      expect.stringContaining('used heap grew 20.0 %'),
    ]);
  });

  it('sums up what grew between the snapshots', () => {
    const grew = {group: 'Foo', early: {count: 1, selfBytes: 1024}, late: {count: 3, selfBytes: 4096}, countDelta: 2, bytesDelta: 3072};
    const figures = soakFigures(tally(), run({retained: [grew]}));
    expect(figures.snapshots.grewMost).toEqual([{group: 'Foo', count: '1 → 3', selfKB: '1 → 4', deltaKB: 3}]);
  });
});

describe('summaryLines', () => {
  it('prints the counts, the heap at the baseline and at the end, and the verdict', () => {
    const lines = summaryLines(soakFigures(tally(), run())).join('\n');
    expect(lines).toContain('=== soak summary ===');
    expect(lines).toContain('requests 0 (0/s)');
    expect(lines).toMatch(/heap after GC\s+minute\s+2\s+minute\s+2/);
    expect(lines.endsWith('Soak passed.')).toBe(true);
  });

  it('lists the problems of a failed run', () => {
    const t = tally();
    t.lostAdds = 1;
    expect(summaryLines(soakFigures(t, run())).at(-1)).toBe('Soak FAILED:\n  - 1 acknowledged adds were not in the cart');
  });
});
