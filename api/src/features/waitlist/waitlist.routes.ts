import { Hono } from 'hono';
import { waitlistSchema } from '@sdp/shared';
import { currentTime, type AppEnv } from '../../lib/deps.ts';
import { ApiError } from '../../lib/errors.ts';
import { validate } from '../../lib/validate.ts';
import { publicRoute } from '../../middleware/access.ts';
import { joinWaitlist } from './waitlist.service.ts';

/** The waitlist (docs/design.md §13): offered off season and to unserved zips. Rate limited per address like every public POST. */
export const waitlistRoutes = new Hono<AppEnv>().post('/waitlist', publicRoute(), validate('json', waitlistSchema), async (c) => {
  const { logger } = c.get('deps');
  await joinWaitlist(c.get('deps'), c.req.valid('json'), currentTime(c.get('deps'))).catch((err: unknown) => {
    logger.error('waitlist entry could not be stored', { requestId: c.get('requestId'), err });
    throw new ApiError('UNAVAILABLE', 'We could not add you to the waitlist just now. Please try again in a moment.');
  });
  // NOTE: the same answer for a new address and a known one, so the form cannot be used to learn who is on the list.
  return c.json({ ok: true as const }, 201);
});
