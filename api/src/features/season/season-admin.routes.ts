import { seasonSettingsSchema } from '@sdp/shared/schemas/season-settings';
import { Hono } from 'hono';
import { currentTime, type AppEnv } from '../../lib/deps.ts';
import { validate } from '../../lib/validate.ts';
import { admin } from '../../middleware/access.ts';
import { loadSeasonSettings, saveSeasonSettings } from './season-settings.ts';
import { openBooking, openBookingPreview, openBookingSchema, proposeNextSeason, rollOverSchema, rollSeasonOver } from './rollover.service.ts';

/**
 * Admins edit the season (dates, capacity, countdowns, policy) and turn it (docs/design.md §13, ADR 036): the next season proposed
 * by the pattern, saved as its own row; booking opened.
 */
export const seasonAdminRoutes = new Hono<AppEnv>()
  .get('/season/settings', admin(), async (c) => c.json(await loadSeasonSettings(c.get('deps').sql, currentTime(c.get('deps'))), 200))
  .put('/season/settings', admin(), validate('json', seasonSettingsSchema), async (c) => {
    const { sql } = c.get('deps');
    const now = currentTime(c.get('deps'));
    await saveSeasonSettings(sql, c.req.valid('json'), now);
    return c.json(await loadSeasonSettings(sql, now), 200);
  })
  .get('/season/rollover', admin(), async (c) => c.json(await proposeNextSeason(c.get('deps').sql, currentTime(c.get('deps'))), 200))
  .post('/season/rollover', admin(), validate('json', rollOverSchema), async (c) => {
    const { sql, logger } = c.get('deps');
    const input = c.req.valid('json');
    await rollSeasonOver(sql, input, currentTime(c.get('deps')));
    logger.info('season rolled over', { year: input.year, by: c.get('user').id });
    return c.json({ year: input.year }, 201);
  })
  .get('/season/open-booking', admin(), async (c) => c.json(await openBookingPreview(c.get('deps').sql, currentTime(c.get('deps'))), 200))
  .post('/season/open-booking', admin(), validate('json', openBookingSchema), async (c) => {
    const { logger } = c.get('deps');
    const opened = await openBooking(c.get('deps'), currentTime(c.get('deps')), c.req.valid('json').year);
    logger.info('booking opened', { year: opened.year, notified: opened.notified, by: c.get('user').id });
    return c.json(opened, 200);
  });
