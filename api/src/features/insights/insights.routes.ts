import { insightsQuerySchema } from '@sdp/shared/schemas/insights';
import { insightsFor } from '@sdp/server/insights/insights';
import { Hono } from 'hono';
import { currentTime, type AppEnv } from '../../lib/deps.ts';
import { ApiError } from '../../lib/errors.ts';
import { validate } from '../../lib/validate.ts';
import { admin } from '../../middleware/access.ts';

/** The owner's numbers (docs/design.md §21): one season beside the one before, for /insights; the owner's only (ADR 181). */
export const insightsRoutes = new Hono<AppEnv>().get('/admin/insights', admin(), validate('query', insightsQuerySchema), async (c) => {
  const deps = c.get('deps');
  const insights = await insightsFor(deps.sql, currentTime(deps), c.req.valid('query').year);
  if (!insights) throw new ApiError('UNAVAILABLE', 'No season is configured yet.');
  return c.json(insights, 200);
});
