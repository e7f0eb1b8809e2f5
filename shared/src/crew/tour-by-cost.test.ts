import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planTourByCost, tourCost } from './tour-by-cost.ts';

/** Every order of n stops, for the yardstick. */
const orders = (n: number): number[][] =>
  n === 0 ? [[]] : orders(n - 1).flatMap((o) => Array.from({ length: n }, (_, i) => [...o.slice(0, i), n - 1, ...o.slice(i)]));

const matrix = (n: number) =>
  fc.array(fc.array(fc.integer({ min: 1, max: 5000 }), { minLength: n + 1, maxLength: n + 1 }), { minLength: n + 1, maxLength: n + 1 })
    .map((rows) => rows.map((row, i) => row.map((v, j) => (i === j ? 0 : v))));

// The road planner of ADR 125: drive seconds are one-way (cost[a][b] need not equal cost[b][a]).
describe('route order by drive cost', () => {
  it('finds the cheapest round trip on small days, one-way costs included', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 6 }).chain(matrix), (cost) => {
      const best = Math.min(...orders(cost.length - 1).map((o) => tourCost(cost, o)));
      expect(planTourByCost(cost).cost).toBe(best);
    }), { seed: 125, numRuns: 200 });
  });

  it('is never costlier than the entry order or any order it is seeded with, on big days too', () => {
    fc.assert(fc.property(fc.integer({ min: 9, max: 14 }).chain((n) => fc.tuple(matrix(n), fc.shuffledSubarray([...Array(n).keys()], { minLength: n, maxLength: n }))), ([cost, seed]) => {
      const plan = planTourByCost(cost, [seed]);
      expect(plan.cost).toBeLessThanOrEqual(plan.entryCost);
      expect(plan.cost).toBeLessThanOrEqual(tourCost(cost, seed));
      expect([...plan.order].sort((a, b) => a - b)).toEqual([...Array(cost.length - 1).keys()]);
    }), { seed: 126, numRuns: 100 });
  });

  it('keeps the entry order on a tie', () => {
    const flat = [[0, 1, 1, 1], [1, 0, 1, 1], [1, 1, 0, 1], [1, 1, 1, 0]];
    expect(planTourByCost(flat).order).toEqual([0, 1, 2]);
  });
});
