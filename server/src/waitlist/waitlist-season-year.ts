import type { Sql } from '../db/sql.ts';
import { seasonAt } from '../season/season-rows.ts';

/**
 * The fall a person who joins the waitlist at `now` will hear about (docs/design.md §13): the season about to open, or one
 * being sold whose opening has not been announced yet (its notice still reaches them); otherwise the fall after the season the
 * site shows, e.g. fall 2027 on 2026-11-25. Null when no season is configured.
 */
export async function waitlistSeasonYear(sql: Sql, now: Date): Promise<number | null> {
  const at = await seasonAt(sql, now);
  if (!at) return null;
  const announced = at.season.bookingOpenedAt !== null;
  return at.state === 'upcoming' || (at.state === 'open' && !announced) ? at.season.year : at.season.year + 1;
}
