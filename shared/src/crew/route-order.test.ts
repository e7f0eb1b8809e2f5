import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bruteForce, nearestNeighbour, planRoute, tourMiles, twoOpt, type Point } from './route-order.ts';

// Test days drawn from the real served zips' centroids (api/src/db/seed/zip-codes.json, ADR 003) with a seeded generator.
const zips = (JSON.parse(readFileSync(new URL('../../../api/src/db/seed/zip-codes.json', import.meta.url), 'utf8')) as {
  zips: (Point & { zipCode: string })[];
}).zips;
const base = zips.find((z) => z.zipCode === '92126')!;

function seeded(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
function testDays(count: number, minStops: number, maxStops: number, seed: number): Point[][] {
  const random = seeded(seed);
  return Array.from({ length: count }, () => {
    const n = minStops + Math.floor(random() * (maxStops - minStops + 1));
    return Array.from({ length: n }, () => zips[Math.floor(random() * zips.length)]!);
  });
}

describe('the crew route order', () => {
  it('on small days is the best order there is, and the heuristic alone comes within a few percent of it', () => {
    const ratios: number[] = [];
    for (const stops of testDays(300, 2, 8, 2026)) {
      const best = tourMiles(base, stops, bruteForce(base, stops));
      expect(planRoute(base, stops).miles).toBeCloseTo(best, 9);
      ratios.push(tourMiles(base, stops, twoOpt(base, stops, nearestNeighbour(base, stops))) / best);
    }
    ratios.sort((a, b) => a - b);
    const median = ratios[Math.floor(ratios.length / 2)]!;
    const worst = ratios.at(-1)!;
    const optimal = ratios.filter((r) => r < 1 + 1e-9).length;
    console.info(`nearest neighbour + 2-opt vs brute force, 300 days of 2-8 stops: median ${median.toFixed(4)}, worst ${worst.toFixed(4)}, optimal on ${optimal}/300`);
    expect(ratios[0]).toBeGreaterThanOrEqual(1 - 1e-9);
    expect(worst).toBeLessThan(1.25);
  });

  it('is never longer than the order the stops were entered in, on every test day up to 25 stops', () => {
    for (const stops of [...testDays(300, 1, 8, 7), ...testDays(60, 9, 25, 11)]) {
      const route = planRoute(base, stops);
      expect(route.miles).toBeLessThanOrEqual(route.entryMiles + 1e-9);
      expect(route.miles).toBeCloseTo(tourMiles(base, stops, route.order), 9);
      expect([...route.order].sort((a, b) => a - b)).toEqual(stops.map((_, i) => i));
    }
  });

  it('is deterministic: the same day planned twice gives the same order, ties going to the stop entered first', () => {
    for (const stops of testDays(50, 3, 20, 99)) expect(planRoute(base, stops)).toEqual(planRoute(base, stops));
    const sameZip = [zips[5]!, zips[5]!, zips[5]!];
    expect(planRoute(base, sameZip).order).toEqual([0, 1, 2]);
  });

  it('drives out and back: one stop is twice its distance from the base, none is zero', () => {
    const laJolla = zips.find((z) => z.zipCode === '92037')!;
    expect(planRoute(base, [laJolla]).miles).toBeCloseTo(2 * tourMiles(base, [laJolla], [0]) / 2, 9);
    expect(planRoute(base, []).miles).toBe(0);
  });
});
