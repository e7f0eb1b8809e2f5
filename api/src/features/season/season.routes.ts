import { Hono } from 'hono';
import { currentTime, type AppEnv } from '../../lib/deps.ts';
import { loadSeason } from '@sdp/server/season/season';
import { publicRoute } from '../../middleware/access.ts';

/** Public season read: state and when booking opens, delivery dates with spots left, the sale and countdown targets. Staff edits live in staff routes. */
export const seasonRoutes = new Hono<AppEnv>().get('/season', publicRoute(), async (c) => {
  c.header('Cache-Control', 'no-store');
  return c.json(await loadSeason(c.get('deps').sql, currentTime(c.get('deps'))));
});
