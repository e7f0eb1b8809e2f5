import { quoteStatusSchema } from '@sdp/shared';
import type { IntegrationsStatus } from '@sdp/shared/wire-staff';
import { Hono } from 'hono';
import { currentTime, type AppEnv } from '../../lib/deps.ts';
import { nudgeRelay } from '@sdp/server/outbox';
import { validate } from '../../lib/validate.ts';
import { listAdminOrders } from './admin-orders.service.ts';
import { listCustomQuotes, setQuoteStatus } from './custom-quotes.service.ts';
import { loadSeasonSettings, saveSeasonSettings, seasonSettingsSchema } from './season-settings.service.ts';
import { computeAdminStats } from './stats.service.ts';
import { admin, staff } from '../../middleware/access.ts';

/** Staff dashboards' data: quotes and orders for staff; season settings and stats for admins (ADR 009). */
export const staffRoutes = new Hono<AppEnv>()
  .get('/custom-quotes', staff(), async (c) => c.json(await listCustomQuotes(c.get('deps').sql), 200))
  .put('/custom-quotes/:id/status', staff(), validate('json', quoteStatusSchema), async (c) => {
    const { sql, redis, env } = c.get('deps');
    const { quote, changed } = await setQuoteStatus(sql, c.req.param('id'), c.req.valid('json').status);
    if (changed) nudgeRelay(redis, env.REDIS_PREFIX);
    return c.json(quote, 200);
  })
  .get('/orders', staff(), async (c) => c.json(await listAdminOrders(c.get('deps').sql), 200))
  .get('/season/settings', admin(), async (c) => c.json(await loadSeasonSettings(c.get('deps').sql, currentTime(c.get('deps'))), 200))
  .put('/season/settings', admin(), validate('json', seasonSettingsSchema), async (c) => {
    const { sql } = c.get('deps');
    const now = currentTime(c.get('deps'));
    await saveSeasonSettings(sql, c.req.valid('json'), now);
    return c.json(await loadSeasonSettings(sql, now), 200);
  })
  .get('/admin/stats', admin(), async (c) => {
    const { sql, env } = c.get('deps');
    return c.json(await computeAdminStats(sql, env.CRM_PROVIDER !== 'none', currentTime(c.get('deps'))), 200);
  })
  // NOTE: staff (not only admins) read this: the quote dashboard says "Not configured" instead of a sync rate of nothing.
  .get('/integrations', staff(), (c) => {
    const provider = c.get('deps').env.CRM_PROVIDER;
    const status: IntegrationsStatus = { crm: { configured: provider !== 'none', provider: provider === 'none' ? null : provider } };
    return c.json(status, 200);
  });
