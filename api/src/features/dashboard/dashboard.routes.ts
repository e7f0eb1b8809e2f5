import type { IntegrationsStatus } from '@sdp/shared/wire-staff';
import { Hono } from 'hono';
import { statsRangeSchema } from '@sdp/shared/bookkeeping';
import { currentTime, type AppEnv } from '../../lib/deps.ts';
import { validate } from '../../lib/validate.ts';
import { admin, staff } from '../../middleware/access.ts';
import { anyZapierHookConnected } from './zapier-connected.ts';
import { computeAdminStats } from './stats.ts';

/** The dashboard's figures: the stats cards and charts for admins, and which outside systems are set up (ADR 009). */
export const dashboardRoutes = new Hono<AppEnv>()
  // NOTE: `?from=&to=` (San Diego days) adds the collected figure of those days, which the bookkeeping CSV of them sums to (ADR 151).
  .get('/admin/stats', admin(), validate('query', statsRangeSchema), async (c) => {
    const { sql, env } = c.get('deps');
    const { from, to } = c.req.valid('query');
    const range = from !== undefined && to !== undefined ? { from, to } : undefined;
    return c.json(await computeAdminStats(sql, env.CRM_PROVIDER !== 'none', currentTime(c.get('deps')), range), 200);
  })
  // NOTE: staff (not only admins) read this: the quote dashboard says "Not configured" instead of a sync rate of nothing, and the
  // order and quote lists show no Zapier badge while no hook is connected.
  .get('/integrations', staff(), async (c) => {
    const { env, sql } = c.get('deps');
    const provider = env.CRM_PROVIDER;
    const status: IntegrationsStatus = {
      crm: { configured: provider !== 'none', provider: provider === 'none' ? null : provider },
      zapier: { connected: await anyZapierHookConnected(sql) },
    };
    return c.json(status, 200);
  });
