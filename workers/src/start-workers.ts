import type { Env } from '@sdp/server/env';
import { redisTarget } from '@sdp/server/redis';
import { createSql, WORKERS_POOL_MIN, workersConcurrency, workersPoolMax, poolRoute } from '@sdp/server/db/sql';
import type { Logger } from '@sdp/server/logger';
import { bullPrefix, QUEUE_NAMES, type QueueName } from '@sdp/server/queues';
import { Queue, UnrecoverableError, Worker, type Processor } from 'bullmq';
import type { Redis } from 'ioredis';
import { producerConnection, workerConnection } from './connections.ts';
import { createWebhookProcessor } from './jobs/deliver-webhook.ts';
import { createEmailProcessor } from './jobs/send-email.ts';
import { createTextProcessor } from './jobs/send-text.ts';
import { createPaymentsProcessor } from './jobs/charge-balance.ts';
import { createCrmProcessor } from './jobs/sync-crm.ts';
import { createCrm } from './lib/crm/create-crm.ts';
import { createMailer } from './lib/mailer.ts';
import { startRelay, type Relay } from './relay.ts';
import { createStripeClient } from '@sdp/server/stripe';
import { expireUnpaidOrders } from './jobs/expire-unpaid-orders.ts';
import { tellWaitlistWhenBookingOpens } from '@sdp/server/waitlist/tell-waitlist-when-booking-opens';
import { remindDisputeDeadlines } from '@sdp/server/disputes/dispute-reminders';
import { createScheduledProcessor, keepRegistering, type ScheduledTask } from './schedules.ts';
import { sendGiftCardsDueNow } from '@sdp/server/gift-cards/issue-gift-card';
import { DEFAULT_TUNING, type WorkerTuning } from './tuning.ts';
import { watchWorkers, type Watchdog, type WorkerSlot } from './worker-watchdog.ts';
import { messageTasks } from './jobs/scheduled-messages/message-tasks.ts';
import { sendRenewalOffers } from '@sdp/server/renewals/send-renewal-offers';
import { lapseRenewalHolds } from '@sdp/server/renewals/lapse-renewal-holds';
import { systemClock, type Clock } from '@sdp/server/clock';
import { missedWeatherRun, runDailyWeather, weatherSchedule } from '@sdp/server/weather/daily-run';
import { weatherServiceUrl } from '@sdp/server/weather/nws';
import { matchLinkRequests } from '@sdp/server/orders/match-link-requests';
import { rollUpOldVisits } from '@sdp/server/visits/roll-up-visits';
import { MATCH_LINK_REQUESTS } from './relay-plan.ts';
import { HEARTBEAT_TASK, recordHeartbeat } from '@sdp/server/telemetry/heartbeat';
import { bullTelemetry, nameActiveSpan, tracingOn } from '@sdp/server/tracing/tracing';
import { reportError } from '@sdp/server/tracing/errors';

export interface StartWorkersOptions {
  env: Env;
  logger: Logger;
  tuning?: Partial<WorkerTuning>;
  /** The time the scheduled tasks and the e-mails' words read (server/src/clock.ts); tests pass a fixed one. */
  now?: Clock;
}
export interface RunningWorkers {
  relay: Relay | null;
  queues: Record<QueueName, Queue>;
  /** The queue workers of this process as they are now (the watchdog may have replaced one). */
  workers(): Record<QueueName, Worker>;
  /** Finds a worker that stopped fetching and replaces it (bullmq#4378, ADR 273). */
  watchdog: Watchdog;
  /** Resolves once this process has registered the job schedulers (at once, or after a Redis outage ends). */
  schedulesRegistered: Promise<void>;
  /** Stop the relay, let active jobs finish (worker.close), then close every connection. */
  stop(): Promise<void>;
}

/** Log a Redis outage once, not once per reconnect attempt. */
function watchRedis(redis: Redis, name: string, logger: Logger) {
  let down = false;
  redis.on('error', (err) => {
    if (!down) logger.warn('redis unavailable', { connection: name, err: err.message });
    down = true;
  });
  redis.on('ready', () => {
    if (down) logger.info('redis back', { connection: name });
    down = false;
  });
}

/** With tracing on, the job's span (bullmq-otel's `process <queue>`) is named by its job: `process email.order_recap`. */
function namedSpan(queue: QueueName, processor: Processor): Processor {
  return (job, token, signal) => {
    nameActiveSpan(`process ${queue}.${job.name}`);
    return processor(job, token, signal);
  };
}

/** Start the relay and one BullMQ worker per queue in this process (main.ts, the tests and the e2e harness all use this). */
export async function startWorkers({ env, logger, tuning: overrides = {}, now = systemClock }: StartWorkersOptions): Promise<RunningWorkers> {
  const tuning = { ...DEFAULT_TUNING, ...overrides };
  const prefix = bullPrefix(env.REDIS_PREFIX);
  if (workersPoolMax(env) < WORKERS_POOL_MIN) {
    throw new Error(`DATABASE_POOL_MAX ${workersPoolMax(env)} is too small for the workers: the email and texts jobs each hold a ` +
      `connection while they send and need another; at least ${WORKERS_POOL_MIN}`);
  }
  const concurrency = workersConcurrency(env);
  if (concurrency < env.WORKER_CONCURRENCY) {
    logger.info('workers: fewer jobs at once than WORKER_CONCURRENCY, to fit DATABASE_POOL_MAX', { concurrency, pool: workersPoolMax(env) });
  }
  const sql = createSql(env.DATABASE_URL, { max: workersPoolMax(env), ...poolRoute(env) });
  const mailer = createMailer(env.SMTP_URL, Math.min(concurrency, 5));
  const producer = producerConnection(redisTarget(env));
  watchRedis(producer, 'relay', logger);
  const queues = Object.fromEntries(QUEUE_NAMES.map((name) => {
    const queue = new Queue(name, { connection: producer, prefix });
    queue.on('error', () => {}); // the producer connection's outage is logged once by watchRedis
    return [name, queue];
  })) as Record<QueueName, Queue>;

  const stripe = createStripeClient(env);
  // NOTE: periodic work is a BullMQ job scheduler, not a timer per process (ADR 016); add the next one here.
  const scheduled: ScheduledTask[] = [
    {
      // Embedded-flow orders abandoned at checkout give their delivery spot back (jobs/expire-unpaid-orders.ts).
      id: 'expire-unpaid-orders',
      everyMs: tuning.unpaidOrderSweepIntervalMs,
      run: () => expireUnpaidOrders({ sql, stripe, env, logger, maxAgeMinutes: tuning.unpaidOrderMaxAgeMinutes }),
    },
    {
      // The waitlist hears when a season's configured opening date arrives, not only when staff press the button (ADR 063).
      id: 'tell-waitlist-booking-opens',
      everyMs: tuning.bookingOpensCheckIntervalMs,
      run: () => tellWaitlistWhenBookingOpens(sql, now()),
    },
    {
      // Renewal offers go out at the season's renewalOffersAt, as the staff button sends them (ADR 111): once per household.
      id: 'send-renewal-offers',
      everyMs: tuning.bookingOpensCheckIntervalMs,
      run: () => sendRenewalOffers({ sql, redis: producer, env }, now(), 'schedule'),
    },
    {
      // Holds not taken by their end give their spot back and tell the waitlist (ADR 111).
      id: 'lapse-renewal-holds',
      everyMs: tuning.bookingOpensCheckIntervalMs,
      run: () => lapseRenewalHolds({ sql, redis: producer, env }, now()),
    },
    {
      // Weather care (docs/design.md §19, ADR 130): heat or strong wind ahead of a decorated home: a care tip, a freshness check.
      // Daily at WEATHER_CHECK_HOUR San Diego time, and once at start when today's run was missed (ADR 137).
      id: 'weather-care',
      ...weatherSchedule(env.WEATHER_CHECK_HOUR),
      missed: async () => (weatherServiceUrl(env) ? missedWeatherRun({ sql }, now(), env.WEATHER_CHECK_HOUR) : null),
      run: () => runDailyWeather({ sql, redis: producer, env, logger }, weatherServiceUrl(env), now()),
    },
    {
      // "E-mail me my link" requests matched off the request path (ADR 165). The relay queues a run per request at once; this
      // sweep picks up what a failed run left waiting.
      id: MATCH_LINK_REQUESTS,
      everyMs: tuning.bookingOpensCheckIntervalMs,
      run: () => matchLinkRequests({ sql, redis: producer, env }),
    },
    {
      // Gift cards whose chosen day has come are e-mailed (docs/design.md §27): each card claimed once, by the controllable clock.
      id: 'send-gift-cards',
      everyMs: tuning.bookingOpensCheckIntervalMs,
      run: () => sendGiftCardsDueNow({ sql, redis: producer, env }, now()),
    },
    {
      // Visit events older than 13 months are rolled up into the funnel's counts per day and deleted (issue 35, item 8; ADR 122).
      id: 'roll-up-visits',
      everyMs: 3_600_000,
      run: () => rollUpOldVisits(sql, now()),
    },
    {
      // Disputes (docs/design.md §27): staff are reminded once, 3 days before an unanswered dispute's evidence is due.
      id: 'remind-dispute-deadlines',
      everyMs: 3_600_000,
      run: () => remindDisputeDeadlines({ sql, redis: producer, env }, now()),
    },
    {
      // The workers' heartbeat (docs/design.md §25, ADR 262): a no-op job whose completion /api/ready watches, so a worker that
      // runs but processes nothing (taskforcesh/bullmq#4378) makes the cluster not ready within 2 minutes.
      id: HEARTBEAT_TASK,
      everyMs: tuning.heartbeatEveryMs,
      run: () => recordHeartbeat(sql, now()),
    },
    // The messages around the delivery (docs/design.md §12, ADR 050): reminders, follow-ups, review request, staff call list.
    ...messageTasks({ sql, redis: producer, redisPrefix: env.REDIS_PREFIX, logger, now }, tuning.messageSweepIntervalMs),
  ];
  const processors: Record<QueueName, Processor> = {
    email: createEmailProcessor({ sql, env, mailer, logger, stripe, now }) as Processor,
    crm: createCrmProcessor({ sql, crm: createCrm(env), logger }) as Processor,
    zapier: createWebhookProcessor({ sql, env, logger, timeoutMs: tuning.webhookTimeoutMs, redis: producer, cap: tuning.hookDeliveryCap }) as Processor,
    scheduled: createScheduledProcessor(scheduled, logger) as Processor,
    payments: createPaymentsProcessor({ sql, stripe, env, logger, redis: producer }) as Processor,
    texts: createTextProcessor({ sql, env, logger, now, redis: producer }) as Processor,
  };
  const connections = new Map<Worker, Redis>();
  const telemetry = await bullTelemetry();
  const startWorker = (name: QueueName) => {
    const connection = workerConnection(redisTarget(env));
    watchRedis(connection, name, logger);
    const worker = new Worker(name, tracingOn() ? namedSpan(name, processors[name]) : processors[name], {
      connection,
      prefix,
      concurrency,
      telemetry,
      lockDuration: tuning.lockDurationMs,
      stalledInterval: tuning.stalledIntervalMs,
    });
    connections.set(worker, connection);
    worker.on('failed', (job, err) => {
      const willRetry = job ? job.attemptsMade < (job.opts.attempts ?? 1) && !(err instanceof UnrecoverableError) : false;
      logger.warn('job failed', { queue: name, jobId: job?.id, attempt: job?.attemptsMade, willRetry, err: err.message });
      // NOTE: an error report once per job that failed for good, not once per attempt a retry may still save (ADR 261).
      if (!willRetry) reportError(err, { jobId: job?.id ?? 'unknown', queue: name, job: job?.name ?? 'unknown', attempts: job?.attemptsMade ?? 0 });
    });
    worker.on('error', (err) => logger.debug('worker error', { queue: name, err: err.message }));
    return worker;
  };
  // NOTE: an old worker is given the lock's length to finish what it holds; then its connection closes whatever its loop awaits.
  const retire = (old: Worker) => {
    const connection = connections.get(old);
    connections.delete(old);
    const closing = old.close().catch(() => {});
    void Promise.race([closing, new Promise((resolve) => setTimeout(resolve, tuning.lockDurationMs).unref())]).then(() => connection?.disconnect());
  };
  const slots: WorkerSlot[] = QUEUE_NAMES.map((name) => ({ name, queue: queues[name], current: startWorker(name), renew: () => startWorker(name), retire }));
  const watchdog = watchWorkers(slots, { intervalMs: tuning.watchdogIntervalMs, stallAfterMs: tuning.watchdogStallAfterMs, logger });

  const relay = tuning.relay ? startRelay({ sql, queues, redis: redisTarget(env), redisPrefix: env.REDIS_PREFIX, logger, tuning, env, now }) : null;
  const schedules = keepRegistering(queues.scheduled, scheduled, logger, tuning.scheduleRetryMs);
  logger.info('workers started', { queues: QUEUE_NAMES, concurrency, relay: tuning.relay, crm: env.CRM_PROVIDER });

  let stopping: Promise<void> | undefined;
  return {
    relay,
    queues,
    workers: () => Object.fromEntries(slots.map((slot) => [slot.name, slot.current])) as Record<QueueName, Worker>,
    watchdog,
    schedulesRegistered: schedules.registered,
    stop: () => (stopping ??= (async () => {
      schedules.stop();
      watchdog.stop();
      await relay?.stop();
      await Promise.all(slots.map((slot) => slot.current.close()));
      await Promise.all(Object.values(queues).map((q) => q.close()));
      mailer.close();
      for (const c of [producer, ...connections.values()]) c.disconnect();
      await sql.end({ timeout: 5 });
      logger.info('workers stopped');
    })()),
  };
}
