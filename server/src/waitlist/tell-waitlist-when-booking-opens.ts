import type { Sql } from '../db/sql.ts';
import { lockSeasonTable, recordBookingOpened, seasonAt } from '../season/season-rows.ts';
import { notifyWaitlist } from './notify-waitlist.ts';

/**
 * The booking-opens schedule (ADR 063): once the season being sold has reached its configured `booking_opens_at` and nobody
 * has opened it yet (`booking_opened_at` null), record the opening and tell the waitlist, as the staff button does. It takes
 * the same table lock as the button (api/src/features/season/rollover.service.ts), so the two never interleave, and the
 * notices' primary key keeps "once per person per season" whichever fires first, however often. A season without an opening
 * date (open as soon as it is sold) is left to the button. Returns what it did, or null when there was nothing to do.
 */
export async function tellWaitlistWhenBookingOpens(sql: Sql, now: Date): Promise<{ year: number; notified: number } | null> {
  return sql.begin(async (tx) => {
    await lockSeasonTable(tx);
    const at = await seasonAt(tx, now);
    if (!at || at.state !== 'open') return null;
    const { year, bookingOpensAt, bookingOpenedAt } = at.season;
    if (bookingOpenedAt !== null || bookingOpensAt === null || Date.parse(bookingOpensAt) > now.getTime()) return null;
    await recordBookingOpened(tx, year, now);
    return { year, notified: await notifyWaitlist(tx, year) };
  });
}
