/**
 * Route order by any cost between places (docs/design.md §20, ADR 125): the round trip from the base through every stop whose
 * total cost is least, where `cost[a][b]` is the cost from place a to place b, place 0 the base and place i + 1 stop i. Drive
 * seconds from a road router are not symmetric (one-way streets, freeway ramps), so nothing here assumes cost[a][b] = cost[b][a].
 * Pure and deterministic: a tie keeps the order found first, which starts from the order of entry.
 */

/** Up to this many stops every order is tried (8! = 40,320 tours, a few milliseconds); a normal day is 3 homes. */
export const EXACT_UP_TO = 8;

/** Cost of base -> stops in `order` -> base. */
export function tourCost(cost: readonly (readonly number[])[], order: readonly number[]): number {
  let total = 0;
  let at = 0;
  for (const i of order) {
    total += cost[at]![i + 1]!;
    at = i + 1;
  }
  return total + cost[at]![0]!;
}

/**
 * Every order tried, depth first, a branch cut once it costs more than the best so far; entry order first, so a tie keeps it.
 * The straight-line plan (route-order.ts) searches its matrix of miles with it too.
 */
export function exactTour(cost: readonly (readonly number[])[], n = cost.length - 1): number[] {
  let best = Array.from({ length: n }, (_, i) => i);
  let bestCost = tourCost(cost, best);
  const path: number[] = [];
  const used = new Array<boolean>(n).fill(false);
  const walk = (from: number, sofar: number) => {
    if (sofar >= bestCost - 1e-9) return;
    if (path.length === n) {
      const total = sofar + cost[from]![0]!;
      if (total < bestCost - 1e-9) [best, bestCost] = [[...path], total];
      return;
    }
    for (let i = 0; i < n; i++) {
      if (used[i]) continue;
      used[i] = true;
      path.push(i);
      walk(i + 1, sofar + cost[from]![i + 1]!);
      path.pop();
      used[i] = false;
    }
  };
  walk(0, 0);
  return best;
}

/** Nearest neighbour from the base. */
function nearest(cost: readonly (readonly number[])[], n: number): number[] {
  const left = new Set(Array.from({ length: n }, (_, i) => i));
  const order: number[] = [];
  let at = 0;
  while (left.size > 0) {
    let pick = -1;
    for (const i of left) if (pick < 0 || cost[at]![i + 1]! < cost[at]![pick + 1]! - 1e-9) pick = i;
    order.push(pick);
    left.delete(pick);
    at = pick + 1;
  }
  return order;
}

/** Segment reversals (2-opt, the whole tour recosted, as costs may be one-way) while one helps. */
function twoOpt(cost: readonly (readonly number[])[], start: readonly number[]): number[] {
  let order = [...start];
  const n = order.length;
  let current = tourCost(cost, order);
  let improved = true;
  while (improved) {
    improved = false;
    for (let i = 0; i < n - 1; i++) {
      for (let j = i + 1; j < n; j++) {
        const candidate = [...order.slice(0, i), ...order.slice(i, j + 1).reverse(), ...order.slice(j + 1)];
        const c = tourCost(cost, candidate);
        if (c < current - 1e-9) [order, current, improved] = [candidate, c, true];
      }
    }
  }
  return order;
}

export interface CostTour {
  /** Indexes into the stops, in driving order. */
  order: number[];
  cost: number;
  /** The cost of the stops in entry order, for comparison. */
  entryCost: number;
}

/**
 * The least-cost round trip: exact up to EXACT_UP_TO stops; beyond, the best of 2-opt from nearest neighbour and 2-opt from each
 * of `seeds` (other orders worth starting from, e.g. the straight-line plan). Never costlier than the entry order or any seed.
 */
export function planTourByCost(cost: readonly (readonly number[])[], seeds: readonly (readonly number[])[] = []): CostTour {
  const n = cost.length - 1;
  const entry = Array.from({ length: n }, (_, i) => i);
  const entryCost = tourCost(cost, entry);
  const candidates = n <= EXACT_UP_TO ? [exactTour(cost, n)] : [nearest(cost, n), ...seeds].map((start) => twoOpt(cost, start));
  let best = { order: entry, cost: entryCost, entryCost };
  for (const order of candidates) {
    const found = tourCost(cost, order);
    if (found < best.cost - 1e-9) best = { order, cost: found, entryCost };
  }
  return best;
}
