import * as v from 'valibot';
import type { SeasonSettings, SeasonSettingsView } from '../api/admin-types.ts';
import { fromPacificInput, toPacificInput, WALL_TIME } from './pacific-time.ts';

const spots = v.pipe(
  v.number('Enter a number'),
  v.integer('Whole numbers only'),
  v.minValue(0, 'Cannot be negative'),
  v.maxValue(1000, 'At most 1000'),
);
const day = v.pipe(v.string(), v.isoDate('Pick a date'));
const wallTime = v.pipe(v.string(), v.regex(WALL_TIME, 'Pick a date and time'));

/** The Season tab's form: one row per delivery date with its capacity per service level; times in San Diego wall time. */
export const seasonFormSchema = v.pipe(
  v.object({
    dates: v.pipe(
      v.array(v.object({ date: day, whiteGlove: spots, dropOff: spots })),
      v.minLength(1, 'At least one delivery date is needed'),
    ),
    saleEndsAt: wallTime,
    promoBannerEndsAt: wallTime,
    bookingDeadline: day,
    peakSeasonAt: wallTime,
  }),
  v.forward(
    v.check((form) => new Set(form.dates.map((row) => row.date)).size === form.dates.length, 'Each delivery date may appear once'),
    ['dates'],
  ),
);

export type SeasonForm = v.InferOutput<typeof seasonFormSchema>;

/** The API's season -> form values, dates in order. */
export function toSeasonForm(view: SeasonSettingsView): SeasonForm {
  return {
    dates: [...view.deliveryDates].sort().map((date) => ({
      date,
      whiteGlove: view.capacity[date]?.['white-glove'] ?? 0,
      dropOff: view.capacity[date]?.['drop-off'] ?? 0,
    })),
    saleEndsAt: toPacificInput(view.saleEndsAt),
    promoBannerEndsAt: toPacificInput(view.promoBannerEndsAt),
    bookingDeadline: view.bookingDeadline.slice(0, 10),
    peakSeasonAt: toPacificInput(view.peakSeasonAt),
  };
}

/** Form values -> the body of PUT /api/season/settings. */
export function toSeasonSettings(form: SeasonForm): SeasonSettings {
  const dates = [...form.dates].sort((a, b) => a.date.localeCompare(b.date));
  return {
    deliveryDates: dates.map((row) => row.date),
    capacity: Object.fromEntries(dates.map((row) => [row.date, { 'white-glove': row.whiteGlove, 'drop-off': row.dropOff }])),
    saleEndsAt: fromPacificInput(form.saleEndsAt),
    promoBannerEndsAt: fromPacificInput(form.promoBannerEndsAt),
    bookingDeadline: form.bookingDeadline,
    peakSeasonAt: fromPacificInput(form.peakSeasonAt),
  };
}
