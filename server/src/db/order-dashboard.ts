import { LIVE, balanceDueSql } from '../orders/order-ledger.ts';
import type { Sql } from './sql.ts';

// What the dashboard reads of the orders (docs/design.md §16, §17): sums over `orders o JOIN order_ledger l`, the view each order's
// page reads too, so the cards are the sum of the order pages. Booked revenue and what is still due count live orders only.

/** The dashboard's order figures, in cents and counts. */
export interface OrderTotals { count: number; revenue: number; collected: number; deposits: number; balance: number; crm: number; paid: number; recap: number }

export async function orderTotals(sql: Sql): Promise<OrderTotals> {
  const [totals] = await sql<OrderTotals[]>`
    SELECT count(*) AS count,
      coalesce(sum(o.total_cents) FILTER (WHERE o.status = ANY(${LIVE})), 0)::bigint AS revenue,
      coalesce(sum(l.deposit_cents + l.balance_cents - l.refunded_cents), 0)::bigint AS collected,
      coalesce(sum(l.deposit_cents - l.deposit_refunded_cents), 0)::bigint AS deposits,
      coalesce(sum(${balanceDueSql(sql)}), 0)::bigint AS balance,
      count(*) FILTER (WHERE crm_contact_id IS NOT NULL) AS crm,
      count(*) FILTER (WHERE o.status = ANY(${LIVE})) AS paid,
      count(*) FILTER (WHERE o.status = ANY(${LIVE}) AND email_recap_sent) AS recap
    FROM orders o JOIN order_ledger l ON l.order_id = o.id`;
  return totals!;
}

/** Booked revenue (cents) and live orders per calendar day of `timeZone` over the last 90 days, oldest first. */
export async function bookedRevenueByDay(sql: Sql, timeZone: string): Promise<{ date: string; orders: number; revenue: number }[]> {
  return sql<{ date: string; orders: number; revenue: number }[]>`
    SELECT (created_at AT TIME ZONE ${timeZone})::date AS date, count(*) AS orders, sum(total_cents)::bigint AS revenue
    FROM orders
    WHERE created_at > now() - interval '90 days' AND status = ANY(${LIVE})
    GROUP BY 1 ORDER BY 1`;
}
