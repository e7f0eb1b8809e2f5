import type { QueueName } from '@sdp/server/queues';
import { HEARTBEAT_EVERY_MS } from '@sdp/server/telemetry/heartbeat';
import { DEFAULT_HOOK_DELIVERY_CAP, type HookDeliveryCap } from './jobs/hook-delivery-cap.ts';

/** Knobs with production defaults; tests shorten them (fast backoff, quick stall detection) instead of sleeping. */
export interface WorkerTuning {
  /** How often the relay sweeps the outbox when no nudge arrives (lost nudge, Redis outage). */
  sweepIntervalMs: number;
  /** Outbox rows claimed per relay transaction. */
  batchSize: number;
  /** Base delay of the exponential backoff per queue; absent = the queue's JOB_OPTIONS. */
  backoffDelayMs: Partial<Record<QueueName, number>>;
  /** How long a worker's lock on an active job lasts before another worker may treat the job as stalled. */
  lockDurationMs: number;
  /** How often workers look for stalled jobs (jobs whose worker died). */
  stalledIntervalMs: number;
  /** Timeout of one webhook POST (docs/design.md §6: 10 s). */
  webhookTimeoutMs: number;
  /** How often the job scheduler `expire-unpaid-orders` looks for unpaid orders abandoned at checkout. */
  unpaidOrderSweepIntervalMs: number;
  /** How long such an order may stay unpaid before its delivery spot is given back (ADR 020: Stripe's 30-minute minimum). */
  unpaidOrderMaxAgeMinutes: number;
  /** How often the job scheduler `tell-waitlist-booking-opens` checks whether a season's opening date has arrived. */
  bookingOpensCheckIntervalMs: number;
  /** How often each scheduled message's job scheduler looks for messages come due (docs/design.md §12, ADR 050). */
  messageSweepIntervalMs: number;
  /** How soon to try registering the job schedulers again when Redis was unreachable at start. */
  scheduleRetryMs: number;
  /** Deliveries per Zapier hook per window (issue 25, item 19); tests shorten the window instead of waiting a minute. */
  hookDeliveryCap: HookDeliveryCap;
  /** How often the watchdog checks that each worker still fetches jobs (bullmq#4378, ADR 273). */
  watchdogIntervalMs: number;
  /** How long jobs may wait while a worker starts none before the watchdog replaces it. */
  watchdogStallAfterMs: number;
  /** How often the `workers-heartbeat` job scheduler queues its no-op job (docs/design.md §25, ADR 262). */
  heartbeatEveryMs: number;
  /** Run the outbox relay in this process (every workers process may: the claim uses SKIP LOCKED). */
  relay: boolean;
}

export const DEFAULT_TUNING: WorkerTuning = {
  sweepIntervalMs: 1_000,
  batchSize: 100,
  backoffDelayMs: {},
  lockDurationMs: 30_000,
  stalledIntervalMs: 30_000,
  webhookTimeoutMs: 10_000,
  unpaidOrderSweepIntervalMs: 5 * 60_000,
  unpaidOrderMaxAgeMinutes: 30,
  bookingOpensCheckIntervalMs: 60_000,
  messageSweepIntervalMs: 5 * 60_000,
  scheduleRetryMs: 5_000,
  hookDeliveryCap: DEFAULT_HOOK_DELIVERY_CAP,
  watchdogIntervalMs: 5_000,
  watchdogStallAfterMs: 30_000,
  heartbeatEveryMs: HEARTBEAT_EVERY_MS,
  relay: true,
};
