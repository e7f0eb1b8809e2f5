import { Hono } from 'hono';
import { waitlistSchema } from '@sdp/shared';
import { nudgeRelay } from '@sdp/server/outbox';
import type { AppEnv } from '../../lib/deps.ts';
import { ApiError } from '../../lib/errors.ts';
import { validate } from '../../lib/validate.ts';
import { publicRoute } from '../../middleware/access.ts';
import { joinWaitlist } from './waitlist.service.ts';

/** The waitlist (docs/design.md §13): offered off season and to unserved zips. Rate limited per address like every public POST. */
export const waitlistRoutes = new Hono<AppEnv>().post('/waitlist', publicRoute(), validate('json', waitlistSchema), async (c) => {
  const { sql, redis, env, logger } = c.get('deps');
  const { joined } = await joinWaitlist(sql, c.req.valid('json')).catch((err: unknown) => {
    logger.error('waitlist entry could not be stored', { requestId: c.get('requestId'), err });
    throw new ApiError('UNAVAILABLE', 'We could not add you to the waitlist just now. Please try again in a moment.');
  });
  if (joined) nudgeRelay(redis, env.REDIS_PREFIX);
  // NOTE: the same answer for a new address and a known one, so the form cannot be used to learn who is on the list.
  return c.json({ ok: true as const }, 201);
});
