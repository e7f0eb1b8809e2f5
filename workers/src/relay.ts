import { OUTBOX_NUDGE_CHANNEL } from '@sdp/shared';
import { JOB_OPTIONS, QUEUE_NAMES, type QueueName, type ZapierEvent } from '@sdp/server/queues';
import type { Clock } from '@sdp/server/clock';
import type { Env } from '@sdp/server/env';
import type { Sql } from '@sdp/server/db/sql';
import type { Logger } from '@sdp/server/logger';
import type { RedisTarget } from '@sdp/server/redis';
import type { Queue } from 'bullmq';
import { startProducerSpan, tracingOn, type ProducerSpan } from '@sdp/server/tracing/tracing';
import { subscriberConnection } from './connections.ts';
import { chooseTexts } from './messages/text-the-household.ts';
import { planJobs, routeMessages, type OutboxRow, type PlannedJob, type TracedJob } from './relay-plan.ts';
import type { WorkerTuning } from './tuning.ts';

export interface RelayDeps {
  sql: Sql;
  queues: Record<QueueName, Queue>;
  redis: RedisTarget;
  redisPrefix: string;
  logger: Logger;
  tuning: WorkerTuning;
  /** The settings (are texts on) and the business clock (texts' quiet hours) of the relay's choice between e-mail and text. */
  env: Env;
  now: Clock;
}
export interface Relay {
  /** Dispatch until the outbox is empty (tests call it; the nudge and the sweep call it too). */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

// NOTE: with Redis unreachable this bounds how long a claim transaction holds its rows before giving up until the next sweep.
const ADD_TIMEOUT_MS = 5_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms); });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Claim a batch of undispatched events, add their jobs, and mark them dispatched, in one transaction. Returns rows claimed. */
async function dispatchBatch(deps: RelayDeps): Promise<number> {
  const { sql, queues, tuning } = deps;
  return sql.begin(async (tx) => {
    const rows = await tx<(OutboxRow & { created_at: Date; trace_parent: string | null })[]>`
      SELECT id, type, payload, created_at, trace_parent FROM outbox_events
      WHERE dispatched_at IS NULL ORDER BY created_at LIMIT ${tuning.batchSize} FOR UPDATE SKIP LOCKED`;
    if (rows.length === 0) return 0;
    const subscriptions = await tx<{ id: string; event: ZapierEvent }[]>`SELECT id, event FROM zapier_subscriptions WHERE active`;
    const now = Date.now();
    const spans: ProducerSpan[] = [];
    const planned = rows.flatMap((row) => traced(planJobs(row, subscriptions, now), row, spans));
    let jobs: TracedJob[] = planned;
    try {
      // NOTE: e-mail or text is decided here, once (docs/design.md §23): a text is recorded in this transaction and its job planned
      // with the rest, so it rolls back with them if addBulk fails.
      jobs = routeMessages(planned, await chooseTexts({ tx, env: deps.env, now: deps.now() }, planned));
      await withTimeout(Promise.all(QUEUE_NAMES.map((name) => addJobs(queues[name], name, jobs, tuning))), ADD_TIMEOUT_MS);
      // Only now: if addBulk failed we never get here, the transaction rolls back and the rows wait for the next sweep.
      await tx`UPDATE outbox_events SET dispatched_at = clock_timestamp() WHERE id IN ${tx(rows.map((r) => r.id))}`;
    } catch (err) {
      for (const span of spans) span.end(err as Error);
      throw err;
    }
    for (const span of spans) span.end();
    deps.logger.debug('relay dispatched', { events: rows.length, jobs: jobs.length, oldestAgeMs: now - rows[0]!.created_at.getTime() });
    return rows.length;
  });
}

/**
 * With tracing on, an event emitted in a trace is relayed in a span of that trace (`outbox relay <type>`), and each of its jobs
 * carries that span's context (BullMQ's job telemetry metadata), so the request, the relay and every job are one trace
 * (docs/design.md §25, ADR 260). Off, or for an event emitted outside a trace, the jobs are as planned.
 */
function traced(jobs: PlannedJob[], row: { id: string; type: string; trace_parent: string | null }, spans: ProducerSpan[]): TracedJob[] {
  if (!tracingOn() || !row.trace_parent || jobs.length === 0) return jobs;
  const span = startProducerSpan(row.trace_parent, `outbox relay ${row.type}`, { 'outbox.event_id': row.id, 'outbox.event_type': row.type, 'outbox.jobs': jobs.length });
  spans.push(span);
  return jobs.map((job) => ({ ...job, telemetry: span.telemetry }));
}

function addJobs(queue: Queue, name: QueueName, jobs: TracedJob[], tuning: WorkerTuning) {
  const mine = jobs.filter((job) => job.queue === name);
  if (mine.length === 0) return Promise.resolve([]);
  const base = JOB_OPTIONS[name];
  const delay = tuning.backoffDelayMs[name];
  const opts = delay === undefined ? base : { ...base, backoff: { type: 'exponential' as const, delay } };
  return queue.addBulk(mine.map((job) => ({ name: job.name, data: job.data, opts: { ...opts, jobId: job.jobId, telemetry: job.telemetry } })));
}

/** The outbox relay: woken by the API's nudge (pub/sub) within milliseconds, and by a periodic sweep otherwise. */
export function startRelay(deps: RelayDeps): Relay {
  const { logger, tuning } = deps;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let lastError: string | null = null; // an outage is logged when it starts and when it ends, not on every sweep

  const drain = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true; // a nudge during a run: one more pass once this one ends
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          while (!stopped && (await dispatchBatch(deps)) === tuning.batchSize);
        } while (again && !stopped);
        if (lastError) logger.info('relay dispatching again');
        lastError = null;
      } catch (err) {
        const message = (err as Error).message;
        if (message !== lastError) logger.warn('relay could not dispatch; will retry on the next sweep', { err: message });
        lastError = message;
      } finally {
        running = null;
      }
    })();
    return running;
  };

  const channel = `${deps.redisPrefix}:${OUTBOX_NUDGE_CHANNEL}`;
  const subscriber = subscriberConnection(deps.redis);
  subscriber.on('error', () => {}); // outages are logged by the dispatch path; the sweep covers them
  subscriber.on('message', () => void drain());
  subscriber.on('ready', () => void drain()); // after a reconnect: catch up on what the outage held back
  subscriber.subscribe(channel).catch((err: Error) => logger.warn('relay could not subscribe to nudges', { err: err.message }));
  const sweep = setInterval(() => void drain(), tuning.sweepIntervalMs);
  void drain();

  return {
    drain,
    stop: async () => {
      stopped = true;
      clearInterval(sweep);
      await running;
      subscriber.disconnect();
    },
  };
}
