import { Hono } from 'hono';
import { neighbourWeeksQuerySchema } from '@sdp/shared/schemas/neighbour-weeks';
import { loadNeighbourWeeks } from '@sdp/server/orders/neighbour-weeks';
import { currentTime, type AppEnv } from '../../lib/deps.ts';
import { validate } from '../../lib/validate.ts';
import { publicRoute } from '../../middleware/access.ts';

/**
 * Which open weeks are neighbour weeks for a zip (docs/design.md §20, ADR 142): week dates and the saving only, never a stop. Public,
 * and limited per address like the anonymous writes (public-rate-limits.ts), since each answer reads the season's stops.
 */
export const neighbourWeeksRoutes = new Hono<AppEnv>().get('/neighbour-weeks', publicRoute(), validate('query', neighbourWeeksQuerySchema), async (c) => {
  c.header('Cache-Control', 'no-store');
  return c.json(await loadNeighbourWeeks(c.get('deps').sql, c.req.valid('query').zip, currentTime(c.get('deps'))), 200);
});
