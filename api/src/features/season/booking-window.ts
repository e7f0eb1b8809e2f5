import { BOOKING_MESSAGES, fill } from '@sdp/shared';
import type { TransactionSql } from '@sdp/server/db/sql';
import { ApiError } from '../../lib/errors.ts';

// NOTE: the season's dates and deadline are San Diego calendar days (README, "Database"); "today" is read there too.
const SEASON_TIME_ZONE = 'America/Los_Angeles';

/** The calendar date (yyyy-MM-dd) in San Diego at `now`. */
export const seasonToday = (now: Date): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: SEASON_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

const longDay = (isoDate: string) => new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric' }).format(new Date(`${isoDate}T00:00:00Z`));

/**
 * Refuse an order the date picker would not have allowed: after the season's booking deadline (422), or for a delivery date
 * that has already passed (400 on deliveryDate). `now` comes from the caller's clock so tests can fix it.
 */
export async function assertBookable(tx: TransactionSql, deliveryDate: string, now: Date): Promise<void> {
  const [season] = await tx<{ year: number; booking_deadline: string }[]>`SELECT year, booking_deadline FROM season WHERE id = 1`;
  if (!season) return;
  const today = seasonToday(now);
  if (today > season.booking_deadline) {
    throw new ApiError('UNPROCESSABLE', fill(BOOKING_MESSAGES.closed, { year: season.year, deadline: longDay(season.booking_deadline) }));
  }
  if (deliveryDate < today) {
    throw new ApiError('BAD_REQUEST', BOOKING_MESSAGES.unavailableDate, { issues: [{ path: 'deliveryDate', message: BOOKING_MESSAGES.unavailableDate }] });
  }
}
