import { LIVE } from '../orders/order-ledger.ts';
import type { Sql } from './sql.ts';

// What the owner's insights read of the orders (docs/design.md §21 on §16's definitions): booked revenue is the totals of live orders
// (deposit paid, delivered, completed), a booking is a live order counted on the San Diego day its deposit was paid, and a season is
// the year of the delivery date. Read-only sums over indexed columns; each figure is checked against SQL written in the test.

const TZ = 'America/Los_Angeles';

/** Live orders booked per ISO week (of the deposit's San Diego day) for one delivery year. */
export async function bookingsByIsoWeek(sql: Sql, year: number): Promise<{ week: number; bookings: number }[]> {
  return sql<{ week: number; bookings: number }[]>`
    SELECT extract(week FROM (paid_at AT TIME ZONE ${TZ}))::int AS week, count(*)::int AS bookings
    FROM orders
    WHERE status = ANY(${LIVE}) AND paid_at IS NOT NULL
      AND delivery_date >= make_date(${year}, 1, 1) AND delivery_date < make_date(${year + 1}, 1, 1)
    GROUP BY 1 ORDER BY 1`;
}

/** Live orders booked per San Diego day (of the deposit) for one delivery year. */
export async function bookingsByDay(sql: Sql, year: number): Promise<{ date: string; bookings: number }[]> {
  return sql<{ date: string; bookings: number }[]>`
    SELECT (paid_at AT TIME ZONE ${TZ})::date::text AS date, count(*)::int AS bookings
    FROM orders
    WHERE status = ANY(${LIVE}) AND paid_at IS NOT NULL
      AND delivery_date >= make_date(${year}, 1, 1) AND delivery_date < make_date(${year + 1}, 1, 1)
    GROUP BY 1 ORDER BY 1`;
}

export type RevenueKey = 'community' | 'zip' | 'package';

/**
 * Booked revenue and live orders of a delivery year by community (the first service area, by its order, whose zip codes hold the
 * order's zip; "Other" when none does), by zip code or by package name.
 */
export async function revenueBy(sql: Sql, key: RevenueKey, year: number): Promise<{ key: string; revenue: number; orders: number }[]> {
  const by = key === 'zip'
    ? sql`o.zip_code`
    : key === 'package'
      ? sql`o.package_name`
      : sql`coalesce((SELECT a.name FROM service_areas a WHERE o.zip_code = ANY(a.zip_codes) ORDER BY a.sort_order, a.name LIMIT 1), 'Other')`;
  return sql<{ key: string; revenue: number; orders: number }[]>`
    SELECT ${by} AS key, sum(o.total_cents)::bigint AS revenue, count(*)::int AS orders
    FROM orders o
    WHERE o.status = ANY(${LIVE}) AND o.delivery_date >= make_date(${year}, 1, 1) AND o.delivery_date < make_date(${year + 1}, 1, 1)
    GROUP BY 1 ORDER BY 2 DESC, 1`;
}

/** Booked revenue and live orders of every delivery year that has any, oldest first. */
export async function revenueBySeason(sql: Sql): Promise<{ year: number; revenue: number; orders: number }[]> {
  return sql<{ year: number; revenue: number; orders: number }[]>`
    SELECT extract(year FROM delivery_date)::int AS year, sum(total_cents)::bigint AS revenue, count(*)::int AS orders
    FROM orders WHERE status = ANY(${LIVE}) GROUP BY 1 ORDER BY 1`;
}

/** A delivery year's rates: live orders and their revenue, deposits ever paid, and of those the orders with any refund. */
export async function seasonRates(sql: Sql, year: number): Promise<{ live: number; revenue: number; paid: number; refunded: number }> {
  const [row] = await sql<{ live: number; revenue: number; paid: number; refunded: number }[]>`
    SELECT count(*) FILTER (WHERE status = ANY(${LIVE}))::int AS live,
      coalesce(sum(total_cents) FILTER (WHERE status = ANY(${LIVE})), 0)::bigint AS revenue,
      count(*) FILTER (WHERE paid_at IS NOT NULL)::int AS paid,
      count(*) FILTER (WHERE paid_at IS NOT NULL AND refunded_cents > 0)::int AS refunded
    FROM orders
    WHERE delivery_date >= make_date(${year}, 1, 1) AND delivery_date < make_date(${year + 1}, 1, 1)`;
  return row!;
}
