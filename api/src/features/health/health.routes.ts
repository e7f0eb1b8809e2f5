import { Hono } from 'hono';
import type { AppEnv } from '../../lib/deps.ts';
import { publicRoute } from '../../middleware/access.ts';

async function check(probe: () => Promise<unknown>, timeoutMs = 1500): Promise<'ok' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'down'>((resolve) => { timer = setTimeout(() => resolve('down'), timeoutMs); });
  try {
    return await Promise.race([probe().then(() => 'ok' as const, () => 'down' as const), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Liveness and readiness: PostgreSQL answers a query and Redis a PING; 503 when either does not. */
export const healthRoutes = new Hono<AppEnv>().get('/health', publicRoute(), async (c) => {
  const { sql, redis } = c.get('deps');
  const [postgres, redisState] = await Promise.all([check(() => sql`SELECT 1`), check(async () => (redis ? redis.ping() : Promise.reject()))]);
  const ok = postgres === 'ok' && redisState === 'ok';
  c.header('Cache-Control', 'no-store');
  return c.json({ status: ok ? 'ok' : 'degraded', postgres, redis: redisState }, ok ? 200 : 503);
});
