import { quoteStatusSchema } from '@sdp/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/deps.ts';
import { nudgeRelay } from '@sdp/server/outbox';
import { validate } from '../../lib/validate.ts';
import { listAdminOrders } from './admin-orders.service.ts';
import { listCustomQuotes, setQuoteStatus } from './custom-quotes.service.ts';
import { loadSeasonSettings, saveSeasonSettings, seasonSettingsSchema } from './season-settings.service.ts';
import { computeAdminStats } from './stats.service.ts';

/**
 * Staff dashboards' data: quotes, orders, stats, season settings. Who may call each one is decided by the access policy
 * (middleware/access-policy.ts): staff for quotes and orders, admin for season settings and stats.
 */
export const staffRoutes = new Hono<AppEnv>()
  .get('/custom-quotes', async (c) => c.json(await listCustomQuotes(c.get('deps').sql), 200))
  .put('/custom-quotes/:id/status', validate('json', quoteStatusSchema), async (c) => {
    const { sql, redis, env } = c.get('deps');
    const { quote, changed } = await setQuoteStatus(sql, c.req.param('id'), c.req.valid('json').status);
    if (changed) nudgeRelay(redis, env.REDIS_PREFIX);
    return c.json(quote, 200);
  })
  .get('/orders', async (c) => c.json(await listAdminOrders(c.get('deps').sql), 200))
  .get('/season/settings', async (c) => c.json(await loadSeasonSettings(c.get('deps').sql), 200))
  .put('/season/settings', validate('json', seasonSettingsSchema), async (c) => {
    const { sql } = c.get('deps');
    await saveSeasonSettings(sql, c.req.valid('json'));
    return c.json(await loadSeasonSettings(sql), 200);
  })
  .get('/admin/stats', async (c) => c.json(await computeAdminStats(c.get('deps').sql), 200));
