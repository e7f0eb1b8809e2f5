import type { Sql, TransactionSql } from '../db/sql.ts';
import { recordEvents } from '../outbox.ts';

/**
 * Tell every subscribed waitlisted person not yet told about `year` (ADR 037): one `waitlist_notices` row and one
 * `waitlist.booking_opened` outbox event each, in the caller's transaction and in two statements however long the list. The
 * notice's primary key is the "once": calling this again for the same year tells nobody twice. Returns how many were told.
 */
export async function notifyWaitlist(tx: TransactionSql, year: number): Promise<number> {
  const told = await tx<{ entry_id: string }[]>`
    INSERT INTO waitlist_notices (entry_id, season_year)
    SELECT id, ${year} FROM waitlist_entries WHERE unsubscribed_at IS NULL
    ON CONFLICT DO NOTHING RETURNING entry_id`;
  const events = await recordEvents(tx, 'waitlist.booking_opened', told.map((row) => ({ entryId: row.entry_id, year })));
  return events.length;
}

/** How many people notifyWaitlist would tell about `year` now: subscribed, and not told about that season yet. */
export async function waitlistToNotify(sql: Sql | TransactionSql, year: number): Promise<number> {
  const [row] = await sql<{ n: number }[]>`
    SELECT count(*)::int AS n FROM waitlist_entries e
    WHERE e.unsubscribed_at IS NULL
      AND NOT EXISTS (SELECT 1 FROM waitlist_notices n WHERE n.entry_id = e.id AND n.season_year = ${year})`;
  return row?.n ?? 0;
}
