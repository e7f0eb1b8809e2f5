import { addDays, sanDiegoDate } from '@sdp/shared/pacific-time';
import { oldestSiteEventAt, rollUpSiteEventDay } from '../db/site-events.ts';
import type { Sql } from '../db/sql.ts';

/** Raw visit events are kept this many months, then rolled up into the funnel's counts per day (issue 35, item 8; ADR 122). */
export const RAW_VISIT_MONTHS = 13;

/** The calendar day `months` months before `day` (yyyy-MM-dd); a day the shorter month lacks becomes its last day. */
export function monthsBefore(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 - months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return addDays(first.toISOString().slice(0, 10), Math.min(date, last) - 1);
}

/**
 * Roll up every San Diego day whose raw events are more than 13 months old at `now`, oldest first, one day per statement (the
 * workers' `roll-up-visits` schedule). Idempotent: a day rolled up has no raw events left. Returns the days and events rolled up.
 */
export async function rollUpOldVisits(sql: Sql, now: Date): Promise<{ days: number; events: number }> {
  const keepFrom = monthsBefore(sanDiegoDate(now), RAW_VISIT_MONTHS);
  const done = { days: 0, events: 0 };
  let emptyDay: string | null = null;
  for (;;) {
    const oldest = await oldestSiteEventAt(sql);
    const day = oldest && sanDiegoDate(oldest);
    if (!day || day >= keepFrom || day === emptyDay) return done;
    const events = await rollUpSiteEventDay(sql, day);
    // NOTE: 0 when another process rolled the same day up a moment ago; the next look moves on (or stops, should it not).
    emptyDay = events === 0 ? day : null;
    done.days += events > 0 ? 1 : 0;
    done.events += events;
  }
}
