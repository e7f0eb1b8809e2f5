import type { Env } from '@sdp/server/env';
import type { Sql } from '@sdp/server/db/sql';
import type { Logger } from '@sdp/server/logger';
import type { ZapierJobData } from '@sdp/server/queues';
import { createSafeDispatcher } from '@sdp/server/outbound/safe-dispatcher';
import { assertSafeWebhookTarget, safeTargetOptions, UnsafeTargetError } from '@sdp/server/outbound/safe-target';
import { DelayedError, UnrecoverableError, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { waitForHookSlot, type HookDeliveryCap } from './hook-delivery-cap.ts';
import { postWebhook } from '@sdp/server/outbound/post-webhook';
import { zapierOrders, zapierQuotes, zapierRenewals, zapierWaitlist } from '@sdp/server/zapier/zapier-payloads';

export interface WebhookDeps { sql: Sql; env: Env; logger: Logger; timeoutMs: number; redis: Redis; cap: HookDeliveryCap }

/**
 * The same body the polling endpoint returns for this row: Zapier requires hook and poll samples to match. An accepted renewal's
 * subject is its order, read from the renewed feed (GET /api/zapier/orders/renewed) with the household's seasons.
 */
async function payloadFor(sql: Sql, eventType: ZapierJobData['eventType'], subject: ZapierJobData['subject']) {
  const read = eventType === 'renewal.accepted' ? zapierRenewals : { quote: zapierQuotes, order: zapierOrders, waitlist: zapierWaitlist }[subject.type];
  const [row] = await read(sql, [subject.id]);
  return row ?? null;
}

/**
 * Deliver one event to one Zapier subscription. Every attempt is a webhook_deliveries row; 2xx delivers, 410 deactivates the
 * subscription and stops, anything else throws so BullMQ retries with exponential backoff. At most `cap.limit` deliveries per
 * hook per window (issue 25, item 19): the rest wait, delayed to the next window, neither dropped nor counted as attempts.
 */
export function createWebhookProcessor({ sql, env, logger, timeoutMs, redis, cap }: WebhookDeps) {
  const guard = safeTargetOptions(env);
  const dispatcher = createSafeDispatcher(guard);
  return async (job: Job<ZapierJobData>, token?: string) => {
    const { eventId, eventType, subscriptionId, subject } = job.data;
    const [sub] = await sql<{ target_url: string; active: boolean }[]>`SELECT target_url, active FROM zapier_subscriptions WHERE id = ${subscriptionId}`;
    if (!sub?.active) return { status: 'subscription-inactive' };
    const body = await payloadFor(sql, eventType, subject);
    if (!body) return { status: 'subject-gone' };
    const waitMs = await waitForHookSlot(redis, env.REDIS_PREFIX, subscriptionId, cap);
    if (waitMs > 0) {
      // NOTE: DelayedError after moveToDelayed: BullMQ neither fails the job nor uses up one of its attempts.
      await job.moveToDelayed(Date.now() + waitMs, token);
      throw new DelayedError();
    }

    const attempt = job.attemptsMade + 1;
    const started = Date.now();
    const log = (status: 'delivered' | 'failed' | 'gone', responseStatus: number | null, error: string | null) => sql`
      INSERT INTO webhook_deliveries (subscription_id, event_id, event_type, attempt, status, response_status, error, duration_ms)
      VALUES (${subscriptionId}, ${eventId}, ${eventType}, ${attempt}, ${status}, ${responseStatus}, ${error}, ${Date.now() - started})`;

    let status: number;
    try {
      ({ status } = await postWebhook(sub.target_url, body, {
        checkTarget: (url) => assertSafeWebhookTarget(url, guard),
        dispatcher,
        timeoutMs,
        headers: { 'x-sdp-event': eventType, 'x-sdp-event-id': eventId, 'idempotency-key': `${eventId}:${subscriptionId}` },
      }));
    } catch (err) {
      const error = err instanceof Error && err.name === 'TimeoutError' ? `No answer within ${timeoutMs} ms` : (err as Error).message;
      await log('failed', null, error.slice(0, 500));
      if (err instanceof UnsafeTargetError) throw new UnrecoverableError(error);
      throw new Error(error, { cause: err });
    }
    if (status === 410) {
      await log('gone', status, null);
      await sql`UPDATE zapier_subscriptions SET active = false, deactivated_at = now(), deactivated_reason = ${'Target answered 410 Gone'}
                WHERE id = ${subscriptionId} AND active`;
      logger.info('webhook subscription gone, deactivated', { subscriptionId });
      return { status: 'gone' };
    }
    if (status >= 200 && status < 300) {
      await log('delivered', status, null);
      logger.info('webhook delivered', { jobId: job.id, attempt, latencyMs: Date.now() - job.data.enqueuedAt });
      return { status: 'delivered', responseStatus: status };
    }
    await log('failed', status, `Target answered ${status}`);
    throw new Error(`Target answered ${status}`);
  };
}
