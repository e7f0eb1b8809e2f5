import { Hono } from 'hono';
import { entryIdOfUnsubscribeToken } from '@sdp/server/waitlist/unsubscribe-link';
import type { AppEnv } from '../../lib/deps.ts';
import { ApiError } from '../../lib/errors.ts';
import { publicRoute } from '../../middleware/access.ts';
import { masked } from './masked-email.ts';

const INVALID = 'This unsubscribe link is not valid. Please use the link from your most recent e-mail.';


/**
 * The waitlist e-mail's unsubscribe link (docs/design.md §13, ADR 037): the signed token names one entry, so it works without
 * signing in and cannot reach anyone else's. GET says whose address it is (masked) and whether it is still subscribed; POST
 * unsubscribes (the page's button and RFC 8058 one-click from the mail client), answering the same however often it is sent.
 */
export const unsubscribeRoutes = new Hono<AppEnv>()
  .get('/waitlist/unsubscribe/:token', publicRoute(), async (c) => {
    const { sql, env } = c.get('deps');
    const id = entryIdOfUnsubscribeToken(env.SESSION_SECRET, c.req.param('token'));
    const [entry] = id ? await sql<{ email: string; unsubscribed: boolean }[]>`
      SELECT email, unsubscribed_at IS NOT NULL AS unsubscribed FROM waitlist_entries WHERE id = ${id}` : [];
    if (!entry) throw new ApiError('NOT_FOUND', INVALID);
    return c.json({ email: masked(entry.email), unsubscribed: entry.unsubscribed }, 200);
  })
  .post('/waitlist/unsubscribe/:token', publicRoute(), async (c) => {
    const { sql, env } = c.get('deps');
    const id = entryIdOfUnsubscribeToken(env.SESSION_SECRET, c.req.param('token'));
    const [entry] = id ? await sql<{ email: string }[]>`
      UPDATE waitlist_entries SET unsubscribed_at = COALESCE(unsubscribed_at, now()), updated_at = now(),
        -- NOTE: leaving again revokes any re-join link e-mailed before (ADR 083): only a new request can bring the address back.
        rejoin_link_version = rejoin_link_version + (unsubscribed_at IS NULL)::int
      WHERE id = ${id} RETURNING email` : [];
    if (!entry) throw new ApiError('NOT_FOUND', INVALID);
    return c.json({ email: masked(entry.email), unsubscribed: true }, 200);
  });
