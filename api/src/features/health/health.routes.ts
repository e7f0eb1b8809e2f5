import { Hono } from 'hono';
import { heartbeatFresh, lastHeartbeat } from '@sdp/server/telemetry/heartbeat';
import { renderMetrics } from '@sdp/server/telemetry/metrics';
import { readSystemFigures } from '@sdp/server/telemetry/system-figures';
import type { SystemStatus } from '@sdp/shared/wire-staff';
import { currentTime, type AppEnv } from '../../lib/deps.ts';
import { admin, metricsTokenOrAdmin, publicRoute } from '../../middleware/access.ts';

async function check<T>(probe: () => Promise<T>, timeoutMs = 1500): Promise<{ ok: true; value: T } | { ok: false }> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<{ ok: false }>((resolve) => { timer = setTimeout(() => resolve({ ok: false }), timeoutMs); });
  try {
    return await Promise.race([probe().then((value) => ({ ok: true as const, value }), () => ({ ok: false as const })), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
const state = (result: { ok: boolean }) => (result.ok ? 'ok' : 'down') as 'ok' | 'down';

/**
 * Health (docs/design.md §25, ADR 262). /health is liveness: PostgreSQL answers a query and Redis a PING. /ready is readiness, what
 * a load balancer or an orchestrator routes by: both of those, and a worker completed the heartbeat job within 2 minutes.
 * /metrics is Prometheus's (ADR 263).
 */
export const healthRoutes = new Hono<AppEnv>()
  .get('/health', publicRoute(), async (c) => {
    const { sql, redis } = c.get('deps');
    const [postgres, redisState] = await Promise.all([check(() => sql`SELECT 1`), check(async () => (redis ? redis.ping() : Promise.reject()))]);
    const ok = postgres.ok && redisState.ok;
    c.header('Cache-Control', 'no-store');
    return c.json({ status: ok ? 'ok' : 'degraded', postgres: state(postgres), redis: state(redisState) }, ok ? 200 : 503);
  })
  .get('/ready', publicRoute(), async (c) => {
    const deps = c.get('deps');
    const { sql, redis } = deps;
    const [heartbeat, redisState] = await Promise.all([check(() => lastHeartbeat(sql)), check(async () => (redis ? redis.ping() : Promise.reject()))]);
    const lastHeartbeatAt = heartbeat.ok ? heartbeat.value : null;
    const workersOk = heartbeatFresh(lastHeartbeatAt, currentTime(deps));
    const ready = heartbeat.ok && redisState.ok && workersOk;
    c.header('Cache-Control', 'no-store');
    return c.json({
      status: ready ? 'ready' : 'not ready',
      postgres: state(heartbeat),
      redis: state(redisState),
      workers: { status: workersOk ? 'ok' : 'stalled', lastHeartbeatAt: lastHeartbeatAt?.toISOString() ?? null },
    }, ready ? 200 : 503);
  })
  .get('/metrics', metricsTokenOrAdmin(), async (c) => {
    const { body, contentType } = await renderMetrics(c.get('deps'));
    return c.body(body, 200, { 'Content-Type': contentType });
  })
  // NOTE: the admin dashboard's system card: the figures /metrics exports, read the same way (ADR 263).
  .get('/admin/system', admin(), async (c) => {
    const deps = c.get('deps');
    const figures = await readSystemFigures(deps);
    const last = figures.workers.lastHeartbeatAt ? new Date(figures.workers.lastHeartbeatAt) : null;
    const workersOk = heartbeatFresh(last, currentTime(deps));
    const status: SystemStatus = {
      ready: workersOk && figures.queues !== null,
      redis: figures.queues === null ? 'down' : 'ok',
      workers: { status: workersOk ? 'ok' : 'stalled', lastHeartbeatAt: figures.workers.lastHeartbeatAt },
      queues: figures.queues?.map((q) => ({ queue: q.queue, waiting: q.jobs.waiting + q.jobs.prioritized, active: q.jobs.active, failed: q.jobs.failed, oldestWaitingSeconds: q.oldestWaitingSeconds })) ?? null,
      outboxLagSeconds: figures.outboxLagSeconds,
      payments: figures.payments,
      messages: figures.messages,
    };
    return c.json(status, 200);
  });
