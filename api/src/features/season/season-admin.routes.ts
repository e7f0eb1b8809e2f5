import { Hono } from 'hono';
import { nudgeRelay } from '@sdp/server/outbox';
import { currentTime, type AppEnv } from '../../lib/deps.ts';
import { validate } from '../../lib/validate.ts';
import { admin } from '../../middleware/access.ts';
import { openBooking, openBookingSchema, proposeNextSeason, rollOverSchema, rollSeasonOver } from './rollover.service.ts';

/** Staff turn the season (docs/design.md §13, ADR 036): the next season proposed by the pattern, saved as its own row; booking opened. */
export const seasonAdminRoutes = new Hono<AppEnv>()
  .get('/season/rollover', admin(), async (c) => c.json(await proposeNextSeason(c.get('deps').sql, currentTime(c.get('deps'))), 200))
  .post('/season/rollover', admin(), validate('json', rollOverSchema), async (c) => {
    const { sql, logger } = c.get('deps');
    const input = c.req.valid('json');
    await rollSeasonOver(sql, input);
    logger.info('season rolled over', { year: input.year, by: c.get('user').id });
    return c.json({ year: input.year }, 201);
  })
  .post('/season/open-booking', admin(), validate('json', openBookingSchema), async (c) => {
    const { sql, redis, env, logger } = c.get('deps');
    const opened = await openBooking(sql, currentTime(c.get('deps')), c.req.valid('json').year);
    if (opened.notified) nudgeRelay(redis, env.REDIS_PREFIX);
    logger.info('booking opened', { year: opened.year, notified: opened.notified, by: c.get('user').id });
    return c.json(opened, 200);
  });
