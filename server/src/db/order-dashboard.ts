import { BOOKED_STATUSES } from '@sdp/shared';
import type { ServiceLevel } from '@sdp/shared';
import { balanceDueSql } from './order-ledger.ts';
import type { Sql } from './sql.ts';

// What the dashboard reads of the orders (docs/design.md §16, §17): sums over `orders o JOIN order_ledger l`, the view each order's
// page reads too, so the cards are the sum of the order pages. Booked revenue and what is still due count live orders only.

/** The dashboard's order figures, in cents and counts. */
export interface OrderTotals { count: number; revenue: number; collected: number; deposits: number; goodwill: number; disputesLost: number; disputeFees: number; balance: number; crm: number; paid: number; recap: number }

export async function orderTotals(sql: Sql): Promise<OrderTotals> {
  const [totals] = await sql<OrderTotals[]>`
    SELECT count(*) AS count,
      coalesce(sum(o.total_cents) FILTER (WHERE o.status = ANY(${[...BOOKED_STATUSES]})), 0)::bigint AS revenue,
      -- NOTE: a lost dispute is money the card holder's bank took back (docs/design.md §27): not collected, as a refund is not.
      coalesce(sum(l.deposit_cents + l.balance_cents - l.refunded_cents - l.dispute_lost_cents), 0)::bigint AS collected,
      coalesce(sum(l.deposit_cents - l.deposit_refunded_cents), 0)::bigint AS deposits,
      coalesce(sum(l.goodwill_refunded_cents), 0)::bigint AS goodwill,
      coalesce(sum(l.dispute_lost_cents), 0)::bigint AS "disputesLost",
      coalesce(sum(l.dispute_fee_cents), 0)::bigint AS "disputeFees",
      coalesce(sum(${balanceDueSql(sql)}), 0)::bigint AS balance,
      count(*) FILTER (WHERE crm_contact_id IS NOT NULL) AS crm,
      count(*) FILTER (WHERE o.status = ANY(${[...BOOKED_STATUSES]})) AS paid,
      count(*) FILTER (WHERE o.status = ANY(${[...BOOKED_STATUSES]}) AND email_recap_sent) AS recap
    FROM orders o JOIN order_ledger l ON l.order_id = o.id`;
  return totals!;
}

/** Booked revenue (cents) and live orders per calendar day of `timeZone` over the last 90 days, oldest first. */
export async function bookedRevenueByDay(sql: Sql, timeZone: string): Promise<{ date: string; orders: number; revenue: number }[]> {
  return sql<{ date: string; orders: number; revenue: number }[]>`
    SELECT (created_at AT TIME ZONE ${timeZone})::date AS date, count(*) AS orders, sum(total_cents)::bigint AS revenue
    FROM orders
    WHERE created_at > now() - interval '90 days' AND status = ANY(${[...BOOKED_STATUSES]})
    GROUP BY 1 ORDER BY 1`;
}

/** One delivery week at one service level as the dashboard counts it: capacity and booked from delivery_slots, the week's orders that stand. */
export interface DeliveryWeekCount { date: string; service_level: ServiceLevel; capacity: number; booked: number; orders: number }

/** The delivery weeks `dates` (a season's), each level's slot with the week's orders that are not cancelled, refunded or failed, by date. */
export async function deliveryWeekCounts(sql: Sql, dates: readonly string[]): Promise<DeliveryWeekCount[]> {
  return sql<DeliveryWeekCount[]>`
    SELECT d AS date, s.service_level, s.capacity, s.booked,
      (SELECT count(*) FROM orders o WHERE o.delivery_date = d AND o.status NOT IN ('cancelled', 'refunded', 'payment_failed')) AS orders
    FROM unnest(${[...dates]}::date[]) d
    JOIN delivery_slots s ON s.delivery_date = d
    ORDER BY d`;
}
