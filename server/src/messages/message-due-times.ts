import { BUSINESS_TIME_ZONE } from '@sdp/shared/pacific-time';
import { BOOKED_STATUSES } from '@sdp/shared';
import type { ScheduledOrderMessage } from '@sdp/shared';
import type { PendingQuery, Row } from 'postgres';
import type { Sql } from '../db/sql.ts';
import { includesPickup, notPickedUp, reminderDay } from '../db/order-pickups.ts';
import { DAY_STARTS, MESSAGE_TIME, REMINDER_LEAD } from './message-times.ts';

// Who each scheduled message of docs/design.md §12 is due for, and when (ADR 050): the hours are message-times.ts's.

/**
 * The orders each scheduled message is due for at `now`: rows (order_id, occasion, due_at), a query for the caller to claim
 * from (workers/src/jobs/scheduled-messages). Each window is bounded, so a worker that was down sends what is still useful and
 * nothing stale (a reminder after the crew came, a follow-up a month late).
 */
export function dueOrders(sql: Sql, kind: ScheduledOrderMessage, now: Date): PendingQuery<Row[]> {
  // "the start of Pacific day d at time t" as an instant: date + time is a wall time, AT TIME ZONE reads it in San Diego.
  const at = (day: PendingQuery<Row[]>, time: string) => sql`((${day}) + ${time}::time) AT TIME ZONE ${BUSINESS_TIME_ZONE}`;
  const pacificDate = (instant: PendingQuery<Row[]>) => sql`((${instant}) AT TIME ZONE ${BUSINESS_TIME_ZONE})::date`;
  const n = sql`${now}::timestamptz`;
  switch (kind) {
    case 'delivery_reminder':
      // The delivery day is the crew day staff assigned, else the first day of the delivery week (ADR 050).
      return sql`
        SELECT id AS order_id, 'once' AS occasion, starts - ${REMINDER_LEAD}::interval AS due_at FROM (
          SELECT id, ${at(sql`COALESCE(crew_day, delivery_date)`, DAY_STARTS)} AS starts FROM orders WHERE status = 'deposit_paid'
        ) o WHERE ${n} >= starts - ${REMINDER_LEAD}::interval AND ${n} < starts`;
    case 'removal_reminder':
      // The pick-up reminder (docs/design.md §26): 48 h before 08:00 of the order's pick-up day (December 1 until it has one).
      // NOTE: once per order: the customer's last chance to change the day closes as it goes out (ADR 281).
      return sql`
        SELECT id AS order_id, 'once' AS occasion, starts - ${REMINDER_LEAD}::interval AS due_at FROM (
          SELECT o.id, ${at(reminderDay(sql), DAY_STARTS)} AS starts
          FROM orders o
          WHERE o.status = ANY(${[...BOOKED_STATUSES]}) AND ${includesPickup(sql)} AND ${notPickedUp(sql)}
        ) o WHERE ${n} >= starts - ${REMINDER_LEAD}::interval AND ${n} < starts`;
    case 'review_request':
      return sql`
        SELECT id AS order_id, 'once' AS occasion, due_at FROM (
          SELECT id, ${at(sql`${pacificDate(sql`delivered_at`)} + 3`, MESSAGE_TIME)} AS due_at
          FROM orders WHERE status IN ('delivered', 'completed') AND delivered_at IS NOT NULL
        ) o WHERE ${n} >= due_at AND ${n} < due_at + interval '7 days'`;
    case 'balance_follow_up':
      // Counted from the last time a balance charge failed or needed the customer; day 3 gives way to day 7 once that is due.
      return sql`
        SELECT o.id AS order_id, v.occasion, d.due_at FROM orders o
        CROSS JOIN LATERAL (
          SELECT max(created_at) AS at FROM order_timeline t
          WHERE t.order_id = o.id AND t.kind = 'balance' AND t.detail->>'to' IN ('failed', 'action_required')
        ) f
        CROSS JOIN (VALUES ('day-3', 3, 7), ('day-7', 7, 14)) v (occasion, after_days, until_days)
        CROSS JOIN LATERAL (
          SELECT ${at(sql`${pacificDate(sql`f.at`)} + v.after_days`, MESSAGE_TIME)} AS due_at,
                 ${at(sql`${pacificDate(sql`f.at`)} + v.until_days`, MESSAGE_TIME)} AS until
        ) d
        WHERE o.status = 'delivered' AND o.balance_status IN ('failed', 'action_required') AND f.at IS NOT NULL
          AND ${n} >= d.due_at AND ${n} < d.until`;
  }
}
