import { EXACT_UP_TO, milesBetween, planRoute, tourMiles, type Point } from '@sdp/shared/crew/route-order';
import { planTourByCost } from '@sdp/shared/crew/tour-by-cost';
import type { RoadRouter } from './road-router.ts';

/**
 * Straight lines' drive estimate (ADR 125): streets wind about a third longer than the straight line, at 30 mph door to door
 * (surface streets at both ends, freeway between). Used only when there is no router, or it failed.
 */
export const STRAIGHT_LINE_DETOUR = 1.3;
export const STRAIGHT_LINE_MPH = 30;
const METERS_PER_MILE = 1609.344;

export const straightLineMinutes = (miles: number) => (miles * STRAIGHT_LINE_DETOUR * 60) / STRAIGHT_LINE_MPH;

export interface PlannedLeg {
  minutes: number;
  miles: number;
}

export interface PlannedDay {
  /** Indexes into the stops, in driving order. */
  order: number[];
  /** The drive to each stop in order, then the drive back to the base (stops + 1 legs). */
  legs: PlannedLeg[];
  /** 'roads' when the router answered; 'straight-lines' when it is not set, or failed (ADR 125). */
  source: 'roads' | 'straight-lines';
  method: string;
  /** Great-circle miles of this order and of the entry order (what the straight-line plan minimises). */
  miles: number;
  entryMiles: number;
  /** Drive minutes of the whole round trip in this order, and in entry order, by the same measure. */
  driveMinutes: number;
  entryDriveMinutes: number;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

function straightLines(base: Point, stops: readonly Point[]): PlannedDay {
  const route = planRoute(base, stops);
  const along = (order: readonly number[]) => [...order.map((i) => stops[i]!), base];
  const legsOf = (order: readonly number[]) => {
    let at = base;
    return along(order).map((next) => {
      const miles = milesBetween(at, next);
      at = next;
      return { minutes: straightLineMinutes(miles), miles };
    });
  };
  const legs = legsOf(route.order);
  const entry = legsOf(stops.map((_, i) => i));
  return {
    order: route.order,
    legs: legs.map((l) => ({ minutes: round1(l.minutes), miles: round1(l.miles) })),
    source: 'straight-lines',
    method: route.method,
    miles: route.miles,
    entryMiles: route.entryMiles,
    driveMinutes: round1(legs.reduce((s, l) => s + l.minutes, 0)),
    entryDriveMinutes: round1(entry.reduce((s, l) => s + l.minutes, 0)),
  };
}

/**
 * A crew's day in driving order with the drive time of each leg: by the router's drive seconds when there is one (the table for
 * the order, the route for the legs), else by straight lines. A router that fails, times out or answers nonsense costs the crew
 * road times, never the run sheet: `onFallback` hears why and straight lines answer.
 */
export async function planCrewDay(
  router: RoadRouter | null,
  base: Point,
  stops: readonly Point[],
  onFallback: (reason: string) => void = () => {},
): Promise<PlannedDay> {
  if (!router || stops.length === 0) return straightLines(base, stops);
  try {
    const seconds = await router.durations([base, ...stops]);
    // NOTE: the straight-line plan is a seed, so on a big day the road order is never slower than it by the router's own times.
    const tour = planTourByCost(seconds, [planRoute(base, stops).order]);
    const legs = await router.legs([base, ...tour.order.map((i) => stops[i]!), base]);
    const entryOrder = stops.map((_, i) => i);
    const kept = tour.order.every((i, k) => i === k);
    return {
      order: tour.order,
      legs: legs.map((l) => ({ minutes: round1(l.seconds / 60), miles: round1(l.meters / METERS_PER_MILE) })),
      source: 'roads',
      method: stops.length <= EXACT_UP_TO ? 'exact' : kept ? 'entry-order' : 'nearest-neighbour+2-opt',
      miles: tourMiles(base, stops, tour.order),
      entryMiles: tourMiles(base, stops, entryOrder),
      // NOTE: both by the table's seconds, so the comparison is like with like (the route's legs may differ by a few seconds).
      driveMinutes: round1(tour.cost / 60),
      entryDriveMinutes: round1(tour.entryCost / 60),
    };
  } catch (err) {
    onFallback(err instanceof Error ? err.message : String(err));
    return straightLines(base, stops);
  }
}
