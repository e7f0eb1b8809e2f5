// Weather care's freshness checks on the crew schedule (docs/design.md §19, ADR 131). Imported only by staff routes, so it stays
// out of the `/` bundle.
import * as v from 'valibot';
import { isCalendarDay } from './schemas/fields.ts';

/** One home to check the morning after heat or strong wind. */
export interface FreshnessCheck {
  id: string;
  orderId: string;
  kind: 'heat' | 'wind';
  /** The day of the weather, and the day of the check (the day after), yyyy-MM-dd. */
  eventDate: string;
  checkDate: string;
  /** The forecast's worst, in words: "98°F" or "41 mph". */
  forecast: string;
  customerName: string;
  customerPhone: string;
  address: string;
  city: string;
  zipCode: string;
  /** The crew that delivered it, when one was assigned. */
  crew: number | null;
  /** When the check was ticked done and by whom (ADR 138); null while it is still to do. */
  checkedAt: string | null;
  checkedBy: string | null;
}

/** GET /api/admin/freshness-checks[?from=yyyy-MM-dd]: the checks from that day (default today, San Diego) on, soonest first. */
export interface FreshnessChecksResponse { from: string; checks: FreshnessCheck[] }

/** POST /api/admin/freshness-checks/:id/done: who ticked it and when (the first tick; a second changes nothing). */
export interface FreshnessCheckDoneResponse { id: string; checkedAt: string; checkedBy: string }

const DAY_MESSAGE = 'Choose a day as yyyy-MM-dd';
export const freshnessChecksQuerySchema = v.object({
  from: v.optional(v.pipe(v.string(DAY_MESSAGE), v.trim(), v.isoDate(DAY_MESSAGE), v.check(isCalendarDay, DAY_MESSAGE))),
});
