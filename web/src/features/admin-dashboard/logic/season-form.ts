import * as v from 'valibot';
import type { SeasonSettings } from '../api/admin-types.ts';
import { fromPacificInput, toPacificInput, WALL_TIME } from './pacific-time.ts';

const spots = v.pipe(
  v.number('Enter a number'),
  v.integer('Whole numbers only'),
  v.minValue(0, 'Cannot be negative'),
  v.maxValue(1000, 'At most 1000'),
);
const day = v.pipe(v.string(), v.isoDate('Pick a date'));
const wallTime = v.pipe(v.string(), v.regex(WALL_TIME, 'Pick a date and time'));
/** A time that may be left blank: "at once" (booking opens, the sale starts). */
const optionalWallTime = v.pipe(v.string(), v.check((s) => s === '' || WALL_TIME.test(s), 'Pick a date and time, or leave it blank'));
const whole = (max: number, unit: string) =>
  v.pipe(v.number('Enter a number'), v.integer('Whole numbers only'), v.minValue(0, 'Cannot be negative'), v.maxValue(max, `At most ${max} ${unit}`));

/** The Season tab's form: one row per delivery date with its capacity per service level; times in San Diego wall time. */
export const seasonFormSchema = v.pipe(
  v.object({
    dates: v.pipe(
      v.array(v.object({ date: day, whiteGlove: spots, dropOff: spots })),
      v.minLength(1, 'At least one delivery date is needed'),
    ),
    bookingOpensAt: optionalWallTime,
    saleStartsAt: optionalWallTime,
    saleEndsAt: wallTime,
    promoBannerEndsAt: wallTime,
    bookingDeadline: day,
    peakSeasonAt: wallTime,
    freeChangeDays: whole(60, 'days'),
    refundableDepositPercent: whole(100, 'percent'),
    renewalOffersAt: wallTime,
    renewalHoldDays: v.pipe(v.number('Enter a number'), v.integer('Whole numbers only'), v.minValue(1, 'At least 1 day'), v.maxValue(90, 'At most 90 days')),
    referralDiscount: whole(1000, 'dollars'),
    neighbourDiscount: whole(1000, 'dollars'),
    // NOTE: the days the crews collect what they delivered (docs/design.md §26); the API refuses a day outside the season's year.
    // None: the season keeps the days it has (December 1 until staff choose).
    pickupDates: v.pipe(v.array(v.object({ date: day })), v.maxLength(30, 'At most 30 pick-up days')),
  }),
  v.forward(
    v.check((form) => new Set(form.dates.map((row) => row.date)).size === form.dates.length, 'Each delivery date may appear once'),
    ['dates'],
  ),
  v.forward(
    v.check((form) => new Set(form.pickupDates.map((row) => row.date)).size === form.pickupDates.length, 'Pick-up days must not repeat'),
    ['pickupDates'],
  ),
);

export type SeasonForm = v.InferOutput<typeof seasonFormSchema>;

/** The API's season (or a proposed next season) -> form values, dates in order. */
export function toSeasonForm(view: SeasonSettings): SeasonForm {
  return {
    dates: [...view.deliveryDates].sort().map((date) => ({
      date,
      whiteGlove: view.capacity[date]?.['white-glove'] ?? 0,
      dropOff: view.capacity[date]?.['drop-off'] ?? 0,
    })),
    bookingOpensAt: view.bookingOpensAt ? toPacificInput(view.bookingOpensAt) : '',
    saleStartsAt: view.saleStartsAt ? toPacificInput(view.saleStartsAt) : '',
    saleEndsAt: toPacificInput(view.saleEndsAt),
    promoBannerEndsAt: toPacificInput(view.promoBannerEndsAt),
    bookingDeadline: view.bookingDeadline.slice(0, 10),
    peakSeasonAt: toPacificInput(view.peakSeasonAt),
    freeChangeDays: view.freeChangeDays ?? 7,
    refundableDepositPercent: view.refundableDepositPercent ?? 50,
    // NOTE: 1 July, 09:00 San Diego time, of the season's year unless staff chose another moment (ADR 111).
    renewalOffersAt: toPacificInput(view.renewalOffersAt ?? `${view.deliveryDates[0]?.slice(0, 4) ?? new Date().getFullYear()}-07-01T16:00:00.000Z`),
    renewalHoldDays: view.renewalHoldDays ?? 21,
    referralDiscount: view.referralDiscount ?? 25,
    neighbourDiscount: view.neighbourDiscount ?? 0,
    pickupDates: [...(view.pickupDates ?? [])].sort().map((date) => ({ date })),
  };
}

/** Form values -> the body of PUT /api/season/settings. */
export function toSeasonSettings(form: SeasonForm): SeasonSettings {
  const dates = [...form.dates].sort((a, b) => a.date.localeCompare(b.date));
  return {
    deliveryDates: dates.map((row) => row.date),
    capacity: Object.fromEntries(dates.map((row) => [row.date, { 'white-glove': row.whiteGlove, 'drop-off': row.dropOff }])),
    bookingOpensAt: form.bookingOpensAt ? fromPacificInput(form.bookingOpensAt) : null,
    saleStartsAt: form.saleStartsAt ? fromPacificInput(form.saleStartsAt) : null,
    saleEndsAt: fromPacificInput(form.saleEndsAt),
    promoBannerEndsAt: fromPacificInput(form.promoBannerEndsAt),
    bookingDeadline: form.bookingDeadline,
    peakSeasonAt: fromPacificInput(form.peakSeasonAt),
    freeChangeDays: form.freeChangeDays,
    refundableDepositPercent: form.refundableDepositPercent,
    renewalOffersAt: fromPacificInput(form.renewalOffersAt),
    renewalHoldDays: form.renewalHoldDays,
    referralDiscount: form.referralDiscount,
    neighbourDiscount: form.neighbourDiscount,
    ...(form.pickupDates.length > 0 ? { pickupDates: form.pickupDates.map((row) => row.date).sort() } : {}),
  };
}
