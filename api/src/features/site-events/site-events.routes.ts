import { Hono } from 'hono';
import { siteEventSchema } from '@sdp/shared/site-events';
import { recordVisit } from '@sdp/server/visits/record-visit';
import { currentTime, type AppEnv } from '../../lib/deps.ts';
import { ApiError } from '../../lib/errors.ts';
import { validate } from '../../lib/validate.ts';
import { clientIp } from '../../middleware/client-ip.ts';
import { publicRoute } from '../../middleware/access.ts';

/**
 * First-party visits (docs/design.md §21, ADR 122): the site's beacon on each page view, order dialog and checkout. No cookie is
 * read or set and the address is only hashed; bots are answered alike and not stored. Rate limited per address like every
 * public POST (middleware/public-rate-limits.ts).
 */
export const siteEventRoutes = new Hono<AppEnv>().post('/events', publicRoute(), validate('json', siteEventSchema), async (c) => {
  const deps = c.get('deps');
  const origin = { ip: clientIp(c), userAgent: c.req.header('user-agent') ?? '', ourHosts: [new URL(deps.env.PUBLIC_URL).hostname, new URL(c.req.url).hostname] };
  await recordVisit(deps.sql, c.req.valid('json'), origin, currentTime(deps)).catch((err: unknown) => {
    deps.logger.error('visit event could not be stored', { requestId: c.get('requestId'), err });
    throw new ApiError('UNAVAILABLE', 'The visit could not be counted just now.');
  });
  return c.body(null, 204);
});
