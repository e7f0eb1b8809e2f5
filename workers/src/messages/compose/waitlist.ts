import type { Env } from '@sdp/server/env';
import type { Sql } from '@sdp/server/db/sql';
import { unsubscribeUrl } from '@sdp/server/waitlist/unsubscribe-link';
import { rejoinUrl, REJOIN_LINK_DAYS } from '@sdp/server/waitlist/rejoin-link';
import { pick } from '@sdp/server/db/rows';
import { loadSeasonRows, seasonAt, type SeasonRow } from '@sdp/server/season/season-rows';
import { lastSpotNoticeYear } from '@sdp/server/db/renewals';
import { spotsOpenedEmail } from '../../lib/emails/renewal-emails.ts';
import { bookingOpenEmail, type BookingOpenSeason } from '../../lib/emails/booking-open.ts';
import { waitlistRejoinEmail, waitlistWelcomeEmail } from '../../lib/emails/waitlist-emails.ts';
import type { ComposeJob, ComposedEmail, Composer, SkippedEmail } from '../composed.ts';

/** The season as "booking is open" tells it: its sale's moments as instants. */
const bookingOpenSeason = (s: SeasonRow): BookingOpenSeason => ({
  ...pick(s, ['year', 'deliveryDates', 'bookingDeadline']),
  saleStartsAt: s.saleStartsAt === null ? null : new Date(s.saleStartsAt),
  saleEndsAt: new Date(s.saleEndsAt),
});

interface Entry { id: string; name: string; email: string; unsubscribed: boolean; year: number | null; version: number }

/**
 * The waitlist's e-mails (docs/design.md §13, ADR 037, ADR 083), built from the entry as it is when the job runs: "booking is
 * open" and "you're on the list" are skipped once the person unsubscribed; the re-join link once they are back on the list, or
 * when a newer request has signed a newer link (that request sends its own e-mail).
 */
export const composeWaitlistEmail: Composer = ({ sql, env, now }, job) => waitlistEmail(sql, env, job, now);

async function waitlistEmail(sql: Sql, env: Env, job: ComposeJob, now: Date): Promise<ComposedEmail | SkippedEmail | null> {
  const [entry] = await sql<Entry[]>`
    SELECT w.id, w.name, w.email, w.unsubscribed_at IS NOT NULL AS unsubscribed, w.rejoin_link_version AS version,
           (SELECT max(season_year) FROM waitlist_notices n WHERE n.entry_id = w.id) AS year
    FROM waitlist_entries w WHERE w.id = ${job.subject.id}`;
  if (!entry) return null;
  const base = `${env.PUBLIC_URL.replace(/\/$/, '')}${env.BASE_PATH}`;
  const mail = { to: entry.email, quoteId: null, orderId: null, waitlistEntryId: entry.id };
  if (job.kind === 'waitlist_rejoin') {
    if (!entry.unsubscribed) return { skip: 'already back on the waitlist' };
    const year = (await seasonAt(sql, now))?.fallAhead ?? null;
    if (year === null) return { skip: 'no season is configured' };
    return { ...mail, content: waitlistRejoinEmail(entry.name, year, rejoinUrl(env, entry.id, entry.version), REJOIN_LINK_DAYS) };
  }
  if (entry.unsubscribed) return { skip: 'unsubscribed from the waitlist' };
  const unsubscribe = unsubscribeUrl(env, entry.id);
  // NOTE: RFC 8058 one-click unsubscribe: mail clients POST to the API route; the link in the body opens the confirming page.
  const headers = {
    'List-Unsubscribe': `<${base}/api/waitlist/unsubscribe/${unsubscribe.slice(unsubscribe.lastIndexOf('/') + 1)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
  if (job.kind === 'waitlist_welcome') {
    const year = (await seasonAt(sql, now))?.fallAhead ?? null;
    if (year === null) return { skip: 'no season is configured' };
    return { ...mail, headers, content: waitlistWelcomeEmail(entry.name, year, `${base}/`, unsubscribe) };
  }
  if (job.kind === 'waitlist_spots_opened') {
    // Held renewal spots lapsed (ADR 111): the season told, and whether it can be booked now.
    const year = await lastSpotNoticeYear(sql, entry.id);
    const at = year === null ? null : await seasonAt(sql, now);
    if (year === null) return null;
    const open = at?.season.year === year && at.state === 'open';
    return { ...mail, headers, content: spotsOpenedEmail(entry.name, year, open ? `${base}/reserve` : `${base}/`, unsubscribe, open) };
  }
  const season = (await loadSeasonRows(sql)).find((s) => s.year === entry.year);
  if (!season) return null;
  return { ...mail, headers, content: bookingOpenEmail(entry.name, bookingOpenSeason(season), `${base}/reserve`, unsubscribe) };
}
