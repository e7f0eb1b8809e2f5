import type { OrderPickup, PickupChoice } from '@sdp/shared';
import { addDays, sanDiegoDate } from '@sdp/shared/pacific-time';
import type { PickupRow } from '../db/order-pickups.ts';

// When a pick-up may change (docs/design.md §26, ADR 281): every day is San Diego's, from shared/src/pacific-time.ts.

/** The customer may choose another day until this many days before the pick-up (the reminder goes out then, 08:00 two days before). */
export const PICKUP_CHANGE_DAYS = 2;

/** The last San Diego day on which a pick-up on `date` may still be changed (or moved to). */
export const lastChangeDay = (date: string): string => addDays(date, -PICKUP_CHANGE_DAYS);

/** Whether a pick-up day is still far enough ahead at `now` to be changed from, or chosen. */
export const stillChangeable = (date: string, now: Date): boolean => sanDiegoDate(now) <= lastChangeDay(date);

/** The pick-up as the staff order view and /my-order carry it (the wire of docs/design.md §26). */
export const toOrderPickup = (p: PickupRow): OrderPickup => ({
  date: p.date,
  status: p.status,
  ...(p.poundsDonated === null ? {} : { poundsDonated: p.poundsDonated }),
});

/** The season's days the customer may choose from at `now`, and until when; nothing to choose once picked up. */
export function pickupChoice(p: PickupRow, pickupDates: string[], now: Date): PickupChoice {
  if (p.status === 'picked_up') return { dates: [], changeBy: null, canChange: false };
  return {
    dates: pickupDates.map((date) => ({ date, open: date === p.date || stillChangeable(date, now) })),
    changeBy: lastChangeDay(p.date),
    canChange: stillChangeable(p.date, now),
  };
}

/**
 * The day a newly delivered order is given (ADR 281): of the season's pick-up days after its delivery week, the one with the fewest
 * pick-ups so far (the earliest on a tie), so the crews' days fill evenly; the season's last day when none is after the week.
 */
export function assignedPickupDay(pickupDates: string[], deliveryDate: string, taken: ReadonlyMap<string, number>): string {
  const after = pickupDates.filter((d) => d > addDays(deliveryDate, 6));
  if (after.length === 0) return pickupDates.at(-1)!;
  return after.reduce((best, d) => ((taken.get(d) ?? 0) < (taken.get(best) ?? 0) ? d : best));
}
