import { Hono } from 'hono';
import { readRejoinToken, REJOIN_LINK_DAYS } from '@sdp/server/waitlist/rejoin-link';
import type { Sql } from '@sdp/server/db/sql';
import { currentTime, type AppEnv } from '../../lib/deps.ts';
import { ApiError } from '../../lib/errors.ts';
import { publicRoute } from '../../middleware/access.ts';
import { masked } from './masked-email.ts';

const INVALID = 'This link is no longer valid. Join the waitlist again from our home page and we will e-mail you a new one.';

/** The entry a re-join token names, when it is the newest link e-mailed to it and not older than REJOIN_LINK_DAYS. */
async function entryOf(sql: Sql, secret: string, token: string, now: Date) {
  const link = readRejoinToken(secret, token);
  const [entry] = link ? await sql<{ id: string; email: string; subscribed: boolean }[]>`
    SELECT id, email, unsubscribed_at IS NULL AS subscribed FROM waitlist_entries
    WHERE id = ${link.id} AND rejoin_link_version = ${link.version}
      AND rejoin_requested_at > ${now}::timestamptz - make_interval(days => ${REJOIN_LINK_DAYS})` : [];
  if (!entry) throw new ApiError('NOT_FOUND', INVALID);
  return entry;
}

/**
 * The link e-mailed to an address that unsubscribed and signed up again (ADR 083). GET only says whose address it is (masked)
 * and whether it is on the list: a mail scanner that opens the link changes nothing. POST, from the page's button, puts the
 * address back; it answers the same however often it is sent. Both are rate limited per client (middleware/public-rate-limits.ts).
 */
export const rejoinRoutes = new Hono<AppEnv>()
  .get('/waitlist/rejoin/:token', publicRoute(), async (c) => {
    const { sql, env } = c.get('deps');
    const entry = await entryOf(sql, env.SESSION_SECRET, c.req.param('token'), currentTime(c.get('deps')));
    return c.json({ email: masked(entry.email), subscribed: entry.subscribed }, 200);
  })
  .post('/waitlist/rejoin/:token', publicRoute(), async (c) => {
    const { sql, env } = c.get('deps');
    const entry = await entryOf(sql, env.SESSION_SECRET, c.req.param('token'), currentTime(c.get('deps')));
    await sql`UPDATE waitlist_entries SET unsubscribed_at = NULL, updated_at = now() WHERE id = ${entry.id} AND unsubscribed_at IS NOT NULL`;
    return c.json({ email: masked(entry.email), subscribed: true as const }, 200);
  });
