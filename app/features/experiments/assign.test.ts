import {describe, expect, it} from 'vitest';
import {setCookie} from '~/infra/cookies.server';
import {
  assignExperiment,
  formatExperimentRef,
  parseExperimentRef,
  pickWeighted,
  toExperimentDefinition,
  type ExperimentDefinition,
} from './assign';

const bchp = toExperimentDefinition({
  name: 'First order popup',
  experimentId: 'bchp',
  variants: [
    {name: 'hide', weight: 0},
    {name: 'show', weight: 1},
  ],
  sections: ['first-order-popup'],
  maxAge: 7_776_000,
}) as ExperimentDefinition;

const threeWay = toExperimentDefinition({
  experimentId: 'hero',
  variants: [
    {name: 'a', weight: 1},
    {name: 'b', weight: 2},
    {name: 'c', weight: 7},
  ],
  maxAge: 3600,
}) as ExperimentDefinition;

/** A seeded generator (mulberry32) so the distribution test is repeatable. */
function seeded(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('experiment definitions from the CMS', () => {
  it('reads bchp as hide (weight 0) and show (weight 1)', () => {
    expect(bchp.variants).toEqual([
      {name: 'hide', weight: 0},
      {name: 'show', weight: 1},
    ]);
    expect(bchp.maxAge).toBe(7_776_000);
  });

  it('rejects unusable definitions', () => {
    expect(toExperimentDefinition({experimentId: 'x', variants: []})).toBeNull();
    expect(toExperimentDefinition({experimentId: 'x', variants: [{weight: -1}]})).toBeNull();
    expect(toExperimentDefinition({experimentId: 'x y', variants: [{weight: 1}]})).toBeNull();
    expect(toExperimentDefinition({experimentId: 'x', variants: [{weight: 'heavy'}]})).toBeNull();
  });

  it('falls back to 90 days when maxAge is missing', () => {
    expect(toExperimentDefinition({experimentId: 'x', variants: [{weight: 1}]})?.maxAge).toBe(7_776_000);
  });
});

describe('weighted draw', () => {
  it('never picks a zero-weight variant', () => {
    for (let r = 0; r < 1; r += 0.001) expect(pickWeighted([0, 1], r)).toBe(1);
    expect(pickWeighted([0, 0], 0.5)).toBe(-1);
  });

  it('matches the weights over 10,000 draws (chi-square, 2 degrees of freedom, p = 0.001)', () => {
    const random = seeded(20261121);
    const counts = [0, 0, 0];
    const draws = 10_000;
    for (let i = 0; i < draws; i++) {
      const result = assignExperiment({definitions: [threeWay], isBot: false, random});
      counts[result!.assignment.variantIndex]++;
    }
    const expected = [0.1, 0.2, 0.7].map((share) => share * draws);
    const chiSquare = counts.reduce((sum, observed, i) => sum + (observed - expected[i]) ** 2 / expected[i], 0);
    expect(chiSquare).toBeLessThan(13.816);
  });

  it('also rejects a draw that ignores the weights (the test has power)', () => {
    const counts = [3334, 3333, 3333];
    const expected = [1000, 2000, 7000];
    const chiSquare = counts.reduce((sum, observed, i) => sum + (observed - expected[i]) ** 2 / expected[i], 0);
    expect(chiSquare).toBeGreaterThan(13.816);
  });

  it('chooses among eligible experiments only', () => {
    const off = {...threeWay, experimentId: 'off', variants: [{name: 'a', weight: 0}]};
    const random = seeded(7);
    for (let i = 0; i < 200; i++) {
      expect(assignExperiment({definitions: [off, bchp], isBot: false, random})?.assignment.experimentId).toBe('bchp');
    }
    expect(assignExperiment({definitions: [off], isBot: false, random})).toBeNull();
  });
});

describe('assignment precedence', () => {
  const definitions = [bchp, threeWay];

  it('a forced query value wins over the cookie and the draw, even for a zero-weight variant', () => {
    expect(assignExperiment({definitions, forced: 'bchp.0', cookie: 'bchp.1', isBot: false})).toMatchObject({
      source: 'forced',
      assignment: {experimentId: 'bchp', variantIndex: 0, variantName: 'hide', sections: ['first-order-popup']},
    });
  });

  it('the cookie wins over the draw', () => {
    expect(assignExperiment({definitions, cookie: 'hero.0', isBot: false, random: () => 0.99})).toMatchObject({
      source: 'cookie',
      assignment: {experimentId: 'hero', variantIndex: 0},
    });
  });

  it('ignores forced and cookie values naming unknown experiments or variants', () => {
    const result = assignExperiment({definitions: [bchp], forced: 'nope.1', cookie: 'bchp.7', isBot: false, random: () => 0});
    expect(result).toMatchObject({source: 'draw', assignment: {experimentId: 'bchp', variantIndex: 1}});
  });

  it('gives bots nothing, forced or not', () => {
    expect(assignExperiment({definitions, forced: 'bchp.1', cookie: 'bchp.1', isBot: true})).toBeNull();
  });
});

describe('experiment cookie', () => {
  it('parses and rejects refs', () => {
    expect(parseExperimentRef('bchp.1')).toEqual({experimentId: 'bchp', variantIndex: 1});
    for (const bad of ['bchp', 'bchp.', '.1', 'bchp.-1', 'bchp.1.2', 'b c.1', '']) expect(parseExperimentRef(bad), bad).toBeNull();
  });

  it('lives maxAge seconds (90 days for bchp), readable by the client', () => {
    const {assignment} = assignExperiment({definitions: [bchp], isBot: false})!;
    const cookie = setCookie('experiment', formatExperimentRef(assignment), new Request('https://shop.test/'), {maxAge: assignment.maxAge});
    expect(cookie).toBe('col_exp=bchp.1; Max-Age=7776000; Path=/; Secure; SameSite=Lax');
    expect(cookie).not.toContain('HttpOnly');
  });
});
