import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Sql } from '../db/sql.ts';
import { paymentCounts } from '../db/order-payments.ts';
import { bullPrefix, QUEUE_NAMES, type QueueName } from '../queues.ts';
import { textCounts } from '../texts/text-messages.ts';
import { lastHeartbeat } from './heartbeat.ts';
import { allAtMost, QUERIES_AT_ONCE } from '../db/query-limiter.ts';

/**
 * The system's figures read at the moment they are asked for (docs/design.md §25, ADR 263): the queues from Redis, the outbox
 * lag, payments and messages from PostgreSQL, the last worker heartbeat. What happens in a workers process is written to
 * PostgreSQL or Redis anyway, so any API process reads the cluster's figure, whatever the number of API and workers processes.
 * GET /api/metrics and the admin dashboard's "system" card both read these.
 */
export const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed', 'completed', 'prioritized'] as const;
export type QueueState = (typeof QUEUE_STATES)[number];

export interface QueueFigures {
  queue: QueueName;
  jobs: Record<QueueState, number>;
  /** Seconds the oldest waiting job has waited; 0 when none waits. */
  oldestWaitingSeconds: number;
}
export interface SystemFigures {
  /** Null while Redis does not answer. */
  queues: QueueFigures[] | null;
  /** Seconds the oldest undispatched outbox event has waited; 0 when none waits. */
  outboxLagSeconds: number;
  payments: { kind: string; outcome: string; count: number }[];
  messages: { channel: 'email' | 'text'; outcome: string; count: number }[];
  workers: { lastHeartbeatAt: string | null };
}

// NOTE: one set of Queue handles per Redis connection: reading counts opens no connection of its own.
const handles = new WeakMap<Redis, Map<QueueName, Queue>>();

/** The BullMQ queues read through an existing connection (the API's). */
export function queueHandles(redis: Redis, redisPrefix: string): Map<QueueName, Queue> {
  let queues = handles.get(redis);
  if (!queues) {
    const prefix = bullPrefix(redisPrefix);
    queues = new Map(QUEUE_NAMES.map((name) => [name, new Queue(name, { connection: redis, prefix })]));
    handles.set(redis, queues);
  }
  return queues;
}

async function queueFigures(queue: QueueName, handle: Queue, nowMs: number): Promise<QueueFigures> {
  const [counts, oldest] = await Promise.all([handle.getJobCounts(...QUEUE_STATES), handle.getJobs(['wait'], 0, 0, true)]);
  const jobs = Object.fromEntries(QUEUE_STATES.map((state) => [state, counts[state] ?? 0])) as Record<QueueState, number>;
  const first = oldest[0];
  return { queue, jobs, oldestWaitingSeconds: first ? Math.max(0, (nowMs - first.timestamp) / 1000) : 0 };
}

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => { timer = setTimeout(() => resolve(null), ms); });
  try {
    return await Promise.race([work.catch(() => null), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Every figure, read now. Redis down: `queues` is null and the rest is still read. */
export async function readSystemFigures(deps: { sql: Sql; redis: Redis | null; env: { REDIS_PREFIX: string } }): Promise<SystemFigures> {
  const { sql, redis } = deps;
  const nowMs = Date.now();
  const queues = redis && redis.status === 'ready'
    ? withTimeout(Promise.all([...queueHandles(redis, deps.env.REDIS_PREFIX)].map(([name, handle]) => queueFigures(name, handle, nowMs))), 1500)
    : Promise.resolve(null);
  // NOTE: at most QUERIES_AT_ONCE of its reads at once (docs/design.md §25): a scrape is one more request on the pool.
  const [queueList, [lag], payments, emails, texts, heartbeat] = await allAtMost(QUERIES_AT_ONCE, [
    () => queues,
    () => sql<{ seconds: number }[]>`
      SELECT COALESCE(EXTRACT(EPOCH FROM clock_timestamp() - min(created_at)), 0)::float8 AS seconds FROM outbox_events WHERE dispatched_at IS NULL`,
    () => paymentCounts(sql),
    () => sql<{ outcome: string; n: number }[]>`SELECT status AS outcome, count(*)::int AS n FROM email_log GROUP BY status`,
    () => textCounts(sql),
    () => lastHeartbeat(sql),
  ]);
  return {
    queues: queueList,
    outboxLagSeconds: lag?.seconds ?? 0,
    payments: payments.map((p) => ({ kind: p.kind, outcome: p.outcome, count: p.n })),
    messages: [
      ...emails.map((e) => ({ channel: 'email' as const, outcome: e.outcome, count: e.n })),
      ...texts.map((t) => ({ channel: 'text' as const, outcome: t.outcome, count: t.n })),
    ],
    workers: { lastHeartbeatAt: heartbeat?.toISOString() ?? null },
  };
}
