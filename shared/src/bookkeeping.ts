import * as v from 'valibot';
import { isCalendarDay } from './schemas/fields.ts';

// The bookkeeping CSV's range (docs/design.md §21, ADR 123, 151). Not in index.ts: only the dashboard's download form and the API read it.

const DAY_MESSAGE = 'Choose the days as yyyy-MM-dd';
const day = v.pipe(v.string(DAY_MESSAGE), v.trim(), v.isoDate(DAY_MESSAGE), v.check(isCalendarDay, DAY_MESSAGE));

/** GET /api/admin/bookkeeping.csv?from=&to=: San Diego calendar days, both included, `from` not after `to`. */
export const bookkeepingRangeSchema = v.pipe(
  v.object({ from: day, to: day }),
  v.forward(v.check((r) => r.from <= r.to, 'The first day must not be after the last'), ['to']),
);
export type BookkeepingRange = v.InferOutput<typeof bookkeepingRangeSchema>;

/**
 * GET /api/admin/stats?from=&to=: the same range, for the collected figure beside the CSV (ADR 151); without both days the
 * dashboard answers all time only.
 */
export const statsRangeSchema = v.pipe(
  v.object({ from: v.optional(day), to: v.optional(day) }),
  v.check((r) => (r.from === undefined) === (r.to === undefined), 'Choose both the first and the last day'),
  v.forward(v.check((r) => r.from === undefined || r.to === undefined || r.from <= r.to, 'The first day must not be after the last'), ['to']),
);
