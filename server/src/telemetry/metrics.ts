import { hostname } from 'node:os';
import type { Redis } from 'ioredis';
import { AggregatorRegistry, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Sql } from '../db/sql.ts';
import { readSystemFigures, type SystemFigures } from './system-figures.ts';

/**
 * GET /api/metrics in Prometheus text (docs/design.md §25, ADR 263). Two kinds of figure:
 * - requests (`http_request_duration_seconds`) are measured in each API process; every process writes its histogram to Redis
 *   every 10 s and the process that answers a scrape adds up its own with the others' (prom-client's aggregate), so the
 *   figure is the cluster's whichever API process the proxy picked;
 * - the rest is read at scrape time from Redis and PostgreSQL (system-figures.ts), where the workers write what they do.
 */

export const PUBLISH_EVERY_MS = 10_000;
/** A process that has not published for this long has stopped: its figures leave the sum. */
const GONE_AFTER_MS = 60_000;

const registry = new Registry();
const requestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer an API request, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

/** Record one request (route is the pattern it matched, never the raw path). */
export function observeRequest(method: string, route: string, status: number, seconds: number): void {
  requestDuration.observe({ method, route, status }, seconds);
}

const processId = `${hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`;
const metricsKey = (prefix: string) => `${prefix}:metrics:http`;

async function publish(redis: Redis, prefix: string): Promise<void> {
  if (redis.status !== 'ready') return;
  await redis.hset(metricsKey(prefix), processId, JSON.stringify({ at: Date.now(), metrics: await registry.getMetricsAsJSON() }));
}

/** Write this process's request figures to Redis every PUBLISH_EVERY_MS (the API calls it once); returns the stop. */
export function publishRequestMetrics(redis: Redis, prefix: string): () => void {
  const timer = setInterval(() => void publish(redis, prefix).catch(() => {}), PUBLISH_EVERY_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    if (redis.status === 'ready') void redis.hdel(metricsKey(prefix), processId).catch(() => {});
  };
}

/** This process's request figures with those the other live API processes published. */
async function clusterRequestMetrics(redis: Redis | null, prefix: string): Promise<Registry> {
  const own = await registry.getMetricsAsJSON();
  const published: Record<string, string> = redis && redis.status === 'ready' ? await redis.hgetall(metricsKey(prefix)).catch(() => ({})) : {};
  const others: object[][] = [];
  const gone: string[] = [];
  for (const [id, raw] of Object.entries(published)) {
    if (id === processId) continue;
    const entry = JSON.parse(raw) as { at: number; metrics: object[] };
    if (Date.now() - entry.at > GONE_AFTER_MS) gone.push(id);
    else others.push(entry.metrics);
  }
  if (gone.length > 0) void redis?.hdel(metricsKey(prefix), ...gone).catch(() => {});
  return AggregatorRegistry.aggregate([own, ...others]);
}

/** The figures of system-figures.ts as Prometheus metrics. */
export function figuresRegistry(figures: SystemFigures): Registry {
  const out = new Registry();
  const jobs = new Gauge({ name: 'queue_jobs', help: 'Jobs in each queue by state', labelNames: ['queue', 'state'] as const, registers: [out] });
  const oldest = new Gauge({ name: 'queue_oldest_waiting_seconds', help: 'How long the oldest waiting job of each queue has waited', labelNames: ['queue'] as const, registers: [out] });
  for (const q of figures.queues ?? []) {
    for (const [state, n] of Object.entries(q.jobs)) jobs.set({ queue: q.queue, state }, n);
    oldest.set({ queue: q.queue }, q.oldestWaitingSeconds);
  }
  new Gauge({ name: 'outbox_lag_seconds', help: 'How long the oldest undispatched outbox event has waited', registers: [out] }).set(figures.outboxLagSeconds);
  const payments = new Counter({ name: 'payments_total', help: 'Payments and refunds recorded, by kind and outcome', labelNames: ['kind', 'outcome'] as const, registers: [out] });
  for (const p of figures.payments) payments.inc({ kind: p.kind, outcome: p.outcome }, p.count);
  const messages = new Counter({ name: 'messages_total', help: 'E-mails and texts, by channel and outcome', labelNames: ['channel', 'outcome'] as const, registers: [out] });
  for (const m of figures.messages) messages.inc({ channel: m.channel, outcome: m.outcome }, m.count);
  const heartbeat = new Gauge({ name: 'workers_last_heartbeat_timestamp_seconds', help: 'When a worker last completed the heartbeat job', registers: [out] });
  if (figures.workers.lastHeartbeatAt) heartbeat.set(Date.parse(figures.workers.lastHeartbeatAt) / 1000);
  return out;
}

/** The whole scrape: Prometheus text and its content type. */
export async function renderMetrics(deps: { sql: Sql; redis: Redis | null; env: { REDIS_PREFIX: string } }): Promise<{ body: string; contentType: string }> {
  const [requests, figures] = await Promise.all([clusterRequestMetrics(deps.redis, deps.env.REDIS_PREFIX), readSystemFigures(deps)]);
  const merged = Registry.merge([requests, figuresRegistry(figures)]);
  return { body: await merged.metrics(), contentType: merged.contentType };
}
