import * as v from 'valibot';
import type { ServiceLevel } from '../constants/business.ts';
import { renewalHoldEnds } from '../renewal-hold.ts';
import { sanDiegoDate } from '../season-state.ts';

const isoDate = v.pipe(v.string(), v.isoDate('Dates must be yyyy-MM-dd'));
const instant = v.pipe(v.string(), v.check((s) => !Number.isNaN(Date.parse(s)) && /^\d{4}-\d{2}-\d{2}T/.test(s), 'Must be an ISO date-time'));
const spots = v.pipe(v.number(), v.integer('Capacity must be a whole number'), v.minValue(0, 'Capacity cannot be negative'), v.maxValue(1000));

/** The season row's fields plus capacity per delivery date and service level (ADR 004); the season rollover adds the year. */
export const seasonSettingsEntries = {
  deliveryDates: v.pipe(v.array(isoDate), v.minLength(1, 'At least one delivery date is needed'), v.maxLength(60)),
  capacity: v.record(isoDate, v.object({ 'white-glove': spots, 'drop-off': spots })),
  saleEndsAt: instant,
  promoBannerEndsAt: instant,
  bookingDeadline: isoDate,
  peakSeasonAt: instant,
  // The balance and cancellation policy (docs/design.md §11); optional so an older screen's save leaves it as it is.
  freeChangeDays: v.optional(v.pipe(v.number('Days must be a whole number'), v.integer('Days must be a whole number'), v.minValue(0, 'Days cannot be negative'), v.maxValue(60, 'At most 60 days'))),
  refundableDepositPercent: v.optional(v.pipe(v.number('Percent must be a whole number'), v.integer('Percent must be a whole number'), v.minValue(0, 'Percent cannot be negative'), v.maxValue(100, 'At most 100 percent'))),
  // The referral discount in whole dollars (docs/design.md §18): a new household's, and its referrer's credit; 0 turns referrals off.
  referralDiscount: v.optional(v.pipe(v.number('Dollars must be a whole number'), v.integer('Dollars must be a whole number'), v.minValue(0, 'Dollars cannot be negative'), v.maxValue(1000, 'At most 1000 dollars'))),
  // The neighbour-week saving in whole dollars (docs/design.md §20, ADR 140); 0 turns neighbour weeks off.
  neighbourDiscount: v.optional(v.pipe(v.number('Dollars must be a whole number'), v.integer('Dollars must be a whole number'), v.minValue(0, 'Dollars cannot be negative'), v.maxValue(1000, 'At most 1000 dollars'))),
  // When booking opens and the sale starts (docs/design.md §13); null = at once; left out = unchanged (an older screen's save).
  bookingOpensAt: v.optional(v.nullable(instant)),
  saleStartsAt: v.optional(v.nullable(instant)),
  // The crew's week (docs/design.md §12a, ADR 033); optional so an older screen's save leaves it as it is.
  crews: v.optional(v.pipe(v.number('Crews must be a whole number'), v.integer('Crews must be a whole number'), v.minValue(1, 'At least one crew'), v.maxValue(20, 'At most 20 crews'))),
  homesPerCrewDay: v.optional(v.pipe(v.number('Homes a day must be a whole number'), v.integer('Homes a day must be a whole number'), v.minValue(1, 'At least one home a day'), v.maxValue(50, 'At most 50 homes a day'))),
  // Renewals (docs/design.md §18, ADR 111): when last season's households are offered their porch again, and how long each week is held.
  renewalOffersAt: v.optional(instant),
  renewalHoldDays: v.optional(v.pipe(v.number('Days must be a whole number'), v.integer('Days must be a whole number'), v.minValue(1, 'At least 1 day'), v.maxValue(90, 'At most 90 days'))),
  // The days the crews pick up (docs/design.md §26); left out = unchanged, and a season that never set them picks up December 1.
  pickupDates: v.optional(v.pipe(v.array(isoDate), v.minLength(1, 'At least one pick-up day is needed'), v.maxLength(30, 'At most 30 pick-up days'))),
};
type Weeks = {
  deliveryDates: string[]; capacity: Record<string, Record<ServiceLevel, number>>; peakSeasonAt: string;
  bookingOpensAt?: string | null | undefined; renewalOffersAt?: string | undefined; renewalHoldDays?: number | undefined;
  pickupDates?: string[] | undefined;
};
const RENEWALS_FIRST = 'Renewal offers and their holds must end before booking opens';

/** A check across fields whose issue sits at `key`, so the API answers which field and the form shows it there. */
export const checkAt = <T extends object>(key: keyof T & string, ok: (s: T) => boolean, message: string) =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed || ok(dataset.value)) return;
    addIssue({ message, path: [{ type: 'object', origin: 'value', input: dataset.value as Record<string, unknown>, key, value: dataset.value[key] }] });
  });

/** The checks across fields every season save passes; the renewal window is checked with the clock (renewalWindowIssue). */
export const seasonWeeksChecks = <T extends Weeks>() => [
  checkAt<T>('deliveryDates', (s) => new Set(s.deliveryDates).size === s.deliveryDates.length, 'Delivery dates must not repeat'),
  checkAt<T>('pickupDates', (s) => !s.pickupDates || new Set(s.pickupDates).size === s.pickupDates.length, 'Pick-up days must not repeat'),
  checkAt<T>('capacity', (s) => s.deliveryDates.every((d) => s.capacity[d]), 'Every delivery date needs a capacity for both service levels'),
  // NOTE: the seed once put fall 2025's peak in 2024 (ADR 074); a peak outside its season's year is always a slip.
  checkAt<T>('peakSeasonAt', (s) => !s.deliveryDates[0] || sanDiegoDate(new Date(s.peakSeasonAt)).slice(0, 4) === s.deliveryDates[0].slice(0, 4),
    'Peak season must fall in the season year'),
] as const;

/**
 * Returning households choose before everyone else (docs/design.md §18): a booking opening still ahead at `now` comes after the
 * renewal offers and their holds. An opening already past is history, whether it came by its date or by "Open booking now", and
 * is not checked again (ADR 172): the season an action leaves is one its form saves. Null when the window is right.
 */
export function renewalWindowIssue(s: Pick<Weeks, 'bookingOpensAt' | 'renewalOffersAt' | 'renewalHoldDays'>, now: Date): { path: 'renewalOffersAt'; message: string } | null {
  if (!s.bookingOpensAt || !s.renewalOffersAt || Date.parse(s.bookingOpensAt) <= now.getTime()) return null;
  const holdsEnd = renewalHoldEnds(new Date(s.renewalOffersAt), s.renewalHoldDays ?? 21);
  return holdsEnd.getTime() <= Date.parse(s.bookingOpensAt) ? null : { path: 'renewalOffersAt', message: RENEWALS_FIRST };
}

const settingsObject = v.object(seasonSettingsEntries);
/** PUT /api/season/settings: the season row plus capacity per delivery date and service level (ADR 004); the one definition of its body. */
export const seasonSettingsSchema = v.pipe(settingsObject, ...seasonWeeksChecks<v.InferOutput<typeof settingsObject>>());
export type SeasonSettings = v.InferOutput<typeof seasonSettingsSchema>;
