/**
 * Route order for a crew's day (docs/design.md §12a, ADR 033): a round trip from the Mira Mesa base through every stop, on zip
 * centroids with great-circle miles. Pure and deterministic: ties are broken by the stops' entry order, never by chance.
 */

import { EXACT_UP_TO, exactTour } from './tour-by-cost.ts';

export interface Point {
  latitude: number;
  longitude: number;
}

const EARTH_MILES = 3958.8;
const RAD = Math.PI / 180;

/** Great-circle miles between two points (the distance ADR 003 zones by). */
export function milesBetween(a: Point, b: Point): number {
  const dLat = (b.latitude - a.latitude) * RAD;
  const dLon = (b.longitude - a.longitude) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * RAD) * Math.cos(b.latitude * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Miles of base -> stops in `order` -> base. */
export function tourMiles(base: Point, stops: readonly Point[], order: readonly number[]): number {
  let miles = 0;
  let at = base;
  for (const i of order) {
    miles += milesBetween(at, stops[i]!);
    at = stops[i]!;
  }
  return miles + milesBetween(at, base);
}

/** Nearest neighbour from the base; an equal distance goes to the stop entered first. */
export function nearestNeighbour(base: Point, stops: readonly Point[]): number[] {
  const left = new Set(stops.map((_, i) => i));
  const order: number[] = [];
  let at = base;
  while (left.size > 0) {
    let best = -1;
    let bestMiles = Infinity;
    for (const i of left) {
      const miles = milesBetween(at, stops[i]!);
      if (miles < bestMiles - 1e-9) [best, bestMiles] = [i, miles];
    }
    order.push(best);
    left.delete(best);
    at = stops[best]!;
  }
  return order;
}

/** 2-opt on the round trip (base fixed at both ends): reverse a segment while that shortens the tour, first improvement found in a fixed scan order. */
export function twoOpt(base: Point, stops: readonly Point[], start: readonly number[]): number[] {
  const order = [...start];
  const at = (k: number) => (k < 0 || k >= order.length ? base : stops[order[k]!]!);
  let improved = true;
  while (improved) {
    improved = false;
    for (let i = 0; i < order.length - 1; i++) {
      for (let j = i + 1; j < order.length; j++) {
        const before = milesBetween(at(i - 1), at(i)) + milesBetween(at(j), at(j + 1));
        const after = milesBetween(at(i - 1), at(j)) + milesBetween(at(i), at(j + 1));
        if (after < before - 1e-9) {
          order.splice(i, j - i + 1, ...order.slice(i, j + 1).reverse());
          improved = true;
        }
      }
    }
  }
  return order;
}

/**
 * The shortest round trip by trying every order (depth first, a branch cut once it is already longer than the best found): the
 * yardstick on small days, and the answer up to EXACT_UP_TO stops. Orders are tried in entry order, so a tie keeps the earlier.
 */
export function bruteForce(base: Point, stops: readonly Point[]): number[] {
  const all = [base, ...stops];
  return exactTour(all.map((a) => all.map((b) => milesBetween(a, b))));
}

/** Where the exact search stops (tour-by-cost.ts), for callers of the straight-line plan. */
export { EXACT_UP_TO };

export interface PlannedRoute {
  /** Indexes into the stops, in driving order. */
  order: number[];
  miles: number;
  /** Miles of the stops in entry order, for comparison. */
  entryMiles: number;
  method: 'exact' | 'nearest-neighbour+2-opt' | 'entry-order';
}

/**
 * The crew's driving order: exact on small days, nearest neighbour improved by 2-opt beyond; never longer than the order the
 * stops were entered in (that order is kept when no plan beats it).
 */
export function planRoute(base: Point, stops: readonly Point[]): PlannedRoute {
  const entry = stops.map((_, i) => i);
  const entryMiles = tourMiles(base, stops, entry);
  const [order, method] = stops.length <= EXACT_UP_TO
    ? [bruteForce(base, stops), 'exact' as const]
    : [twoOpt(base, stops, nearestNeighbour(base, stops)), 'nearest-neighbour+2-opt' as const];
  const miles = tourMiles(base, stops, order);
  // NOTE: the exact search starts from the entry order and keeps it on a tie, so only the heuristic can fall back here.
  if (miles >= entryMiles - 1e-9) return { order: entry, miles: entryMiles, entryMiles, method: method === 'exact' ? method : 'entry-order' };
  return { order, miles, entryMiles, method };
}
