import type { OutboxEventType } from '@sdp/shared';
import type { TransactionSql } from '../db/sql.ts';

/**
 * Tell every subscribed waitlisted person not yet told about `year` (ADR 037): one `waitlist_notices` row and one
 * `waitlist.booking_opened` outbox event each, in the caller's transaction and in one statement however long the list. The
 * notice's primary key is the "once": calling this again for the same year tells nobody twice. Returns how many were told.
 */
export async function notifyWaitlist(tx: TransactionSql, year: number): Promise<number> {
  const events = await tx`
    WITH told AS (
      INSERT INTO waitlist_notices (entry_id, season_year)
      SELECT id, ${year} FROM waitlist_entries WHERE unsubscribed_at IS NULL
      ON CONFLICT DO NOTHING RETURNING entry_id
    )
    INSERT INTO outbox_events (type, payload)
    SELECT ${'waitlist.booking_opened' satisfies OutboxEventType}, jsonb_build_object('entryId', entry_id, 'year', ${year}::int) FROM told
    RETURNING id`;
  return events.length;
}
