import { BOOKING_MESSAGES, bookingOpensSentence, fill, sanDiegoDate } from '@sdp/shared';
import type { TransactionSql } from '../db/sql.ts';
import { DomainError } from '../domain-error.ts';
import { seasonAt, type SeasonRow } from './season-rows.ts';

const longDay = (isoDate: string) => new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric' }).format(new Date(`${isoDate}T00:00:00Z`));

/**
 * Refuse an order the page would not have offered: outside `open` (422 saying when booking opens, docs/design.md §13; after the
 * deadline the season's closing message), or for a delivery date that has already passed (400 on deliveryDate). `now` comes
 * from the caller's clock so tests can fix it. Returns the season being booked.
 */
export async function assertBookable(tx: TransactionSql, deliveryDate: string, now: Date): Promise<SeasonRow> {
  const at = await seasonAt(tx, now);
  if (!at) throw new DomainError('UNAVAILABLE', 'The season has not been configured yet');
  if (at.state === 'upcoming') {
    throw new DomainError('UNPROCESSABLE', `${bookingOpensSentence(at.season.year, at.bookingOpensAt!)} Join the waitlist and we will e-mail you the moment it does.`);
  }
  if (at.state === 'closed') {
    // NOTE: a season older than last fall closed long ago; name the fall ahead instead (docs/design.md §16).
    throw new DomainError('UNPROCESSABLE', at.season.year + 1 === at.fallAhead
      ? fill(BOOKING_MESSAGES.closed, { year: at.season.year, deadline: longDay(at.season.bookingDeadline) })
      : `Booking for fall ${at.fallAhead} has not opened yet. Join the waitlist and we will e-mail you the moment it does.`);
  }
  if (deliveryDate < sanDiegoDate(now)) {
    throw new DomainError('BAD_REQUEST', BOOKING_MESSAGES.unavailableDate, { issues: [{ path: 'deliveryDate', message: BOOKING_MESSAGES.unavailableDate }] });
  }
  return at.season;
}
