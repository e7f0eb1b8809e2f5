import { Hono } from 'hono';
import { siteEventSchema } from '@sdp/shared/site-events';
import { recordVisit } from '@sdp/server/visits/record-visit';
import { currentTime, type AppEnv } from '../../lib/deps.ts';
import { ApiError } from '../../lib/errors.ts';
import { validate } from '../../lib/validate.ts';
import { sessionUser } from '../../middleware/auth.ts';
import { clientIp } from '../../middleware/client-ip.ts';
import { publicRoute } from '../../middleware/access.ts';
import { publicLimitsOn } from '../../middleware/public-rate-limits.ts';

/**
 * First-party visits (docs/design.md §21, ADR 122): the site's beacon on each page view, order dialog and checkout. No cookie is
 * set, none but a staff session is read, and the address is only hashed; bots are answered alike and not stored. Rate limited per address like every
 * public POST (middleware/public-rate-limits.ts), and per address and hour what is stored (20 browsers, 600 events: issue 35,
 * item 8), answered alike too. Staff are not visitors: a staff screen's event, or one sent with a staff session, is not stored.
 */
export const siteEventRoutes = new Hono<AppEnv>().post('/events', publicRoute(), validate('json', siteEventSchema), async (c) => {
  const deps = c.get('deps');
  // NOTE: a signed-in member of staff browsing the site is at work, not visiting (issue 36 item 16): answered alike, not stored.
  if (await sessionUser(c)) return c.body(null, 204);
  const origin = { ip: clientIp(c), userAgent: c.req.header('user-agent') ?? '', ourHosts: [new URL(deps.env.PUBLIC_URL).hostname, new URL(c.req.url).hostname] };
  const limits = publicLimitsOn(deps.env) ? { redis: deps.redis, prefix: deps.env.REDIS_PREFIX } : null;
  await recordVisit(deps.sql, c.req.valid('json'), origin, currentTime(deps), limits).catch((err: unknown) => {
    deps.logger.error('visit event could not be stored', { requestId: c.get('requestId'), err });
    throw new ApiError('UNAVAILABLE', 'The visit could not be counted just now.');
  });
  return c.body(null, 204);
});
