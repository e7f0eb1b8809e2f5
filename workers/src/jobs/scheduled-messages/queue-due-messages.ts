import { addDays, BUSINESS_TIME_ZONE, sanDiegoClock, sanDiegoDate } from '@sdp/shared/pacific-time';
import type { Clock } from '@sdp/server/clock';
import type { Sql } from '@sdp/server/db/sql';
import type { Logger } from '@sdp/server/logger';
import { dueOrders } from '@sdp/server/messages/message-due-times';
import { callList } from '@sdp/server/messages/call-list';
import { CALL_LIST_HOUR, CALL_LIST_LAST_HOUR } from '@sdp/server/messages/message-times';
import { recordEvents, withEvents, type OutboxDeps } from '@sdp/server/outbox';
import type { ScheduledOrderMessage } from '@sdp/shared';
import type { Redis } from 'ioredis';

export interface MessageSweepDeps {
  sql: Sql;
  /** Wakes the relay after the claim commits; null in tests that drain the relay themselves. */
  redis: Redis | null;
  redisPrefix: string;
  logger: Logger;
  now: Clock;
}

/** The outbox of a sweep: its claims and their events commit together, then the relay is woken. */
const outbox = (deps: MessageSweepDeps): OutboxDeps => ({ sql: deps.sql, redis: deps.redis, env: { REDIS_PREFIX: deps.redisPrefix } });

/**
 * Claim every `kind` message due now and record its `order.message_due` event, in one transaction: the claim's primary key
 * (scheduled_messages) makes it at most once per order and occasion, however often or wherever the scheduler fires (ADR 050).
 * The e-mail job the relay makes of the event sends it once more at most once (email_log). Returns how many were claimed.
 */
export async function queueDueMessages(deps: MessageSweepDeps, kind: ScheduledOrderMessage): Promise<number> {
  const events = await withEvents(outbox(deps), async (tx) => {
    const claimed = await tx<{ order_id: string; occasion: string }[]>`
      WITH due AS (${dueOrders(deps.sql, kind, deps.now())})
      INSERT INTO scheduled_messages (kind, subject, occasion, order_id, due_at)
      SELECT ${kind}, order_id::text, occasion, order_id, due_at FROM due
      ON CONFLICT DO NOTHING RETURNING order_id, occasion`;
    return recordEvents(tx, 'order.message_due', claimed.map((row) => ({ orderId: row.order_id, kind, occasion: row.occasion })));
  });
  if (events.length) {
    deps.logger.info('scheduled messages due', { kind, count: events.length });
  }
  return events.length;
}

const pacificHour = (now: Date) =>
  sanDiegoClock(now).hour;

/**
 * The morning call list to staff: once per San Diego day, from CALL_LIST_HOUR, and only when someone is to be called tomorrow
 * or the day after (server/src/messages/call-list.ts). Returns whether it was claimed now.
 */
export async function queueCallList(deps: MessageSweepDeps): Promise<boolean> {
  const now = deps.now();
  const hour = pacificHour(now);
  if (hour < CALL_LIST_HOUR || hour > CALL_LIST_LAST_HOUR) return false;
  const today = sanDiegoDate(now);
  const { entries } = await callList(deps.sql, today);
  if (!entries.length) return false;
  const [event] = await withEvents(outbox(deps), async (tx) => {
    const claimed = await tx<{ subject: string }[]>`
      INSERT INTO scheduled_messages (kind, subject, occasion, due_at)
      VALUES ('staff_call_list', ${today}, 'once', (${today}::date + ${`${CALL_LIST_HOUR}:00`}::time) AT TIME ZONE ${BUSINESS_TIME_ZONE})
      ON CONFLICT DO NOTHING RETURNING subject`;
    return recordEvents(tx, 'staff.call_list_due', claimed.map((row) => ({ date: row.subject })));
  });
  if (event) {
    deps.logger.info('staff call list due', { date: today, through: addDays(today, 2), calls: entries.length });
  }
  return Boolean(event);
}
