import { BUSINESS_TIME_ZONE } from '@sdp/shared/pacific-time';
import { BOOKED_STATUSES } from '@sdp/shared';
import type { Sql } from './sql.ts';

// What the owner's insights read of the orders (docs/design.md §21 on §16's definitions): booked revenue is the totals of live orders
// (deposit paid, delivered, completed), a booking is a live order counted on the San Diego day its deposit was paid, and a season is
// the year of the delivery date. Read-only sums over indexed columns; each figure is checked against SQL written in the test.


/** Live orders booked per San Diego day (of the deposit), with that day's ISO week, for the delivery years `years`. */
export async function bookingsByDay(sql: Sql, years: readonly number[]): Promise<{ year: number; date: string; week: number; bookings: number }[]> {
  return sql<{ year: number; date: string; week: number; bookings: number }[]>`
    SELECT extract(year FROM delivery_date)::int AS year, (paid_at AT TIME ZONE ${BUSINESS_TIME_ZONE})::date::text AS date,
      extract(week FROM (paid_at AT TIME ZONE ${BUSINESS_TIME_ZONE}))::int AS week, count(*)::int AS bookings
    FROM orders
    WHERE status = ANY(${[...BOOKED_STATUSES]}) AND paid_at IS NOT NULL AND ${inYears(sql, years)}
    GROUP BY 1, 2, 3 ORDER BY 1, 2`;
}

/** Whether `delivery_date` (or `column`) falls in the delivery years `years` (consecutive ones: a season and the one before). */
const inYears = (sql: Sql, years: readonly number[], column = sql`delivery_date`) =>
  sql`${column} >= make_date(${Math.min(...years)}, 1, 1) AND ${column} < make_date(${Math.max(...years) + 1}, 1, 1)`;

export type RevenueKey = 'community' | 'zip' | 'package';

/**
 * Booked revenue and live orders of a delivery year by community (the first service area, by its order, whose zip codes hold the
 * order's zip; "Other" when none does), by zip code or by package name.
 */
export async function revenueBy(sql: Sql, key: RevenueKey, years: readonly number[]): Promise<{ year: number; key: string; revenue: number; orders: number }[]> {
  const by = key === 'zip'
    ? sql`o.zip_code`
    : key === 'package'
      ? sql`o.package_name`
      : sql`coalesce((SELECT a.name FROM service_areas a WHERE o.zip_code = ANY(a.zip_codes) ORDER BY a.sort_order, a.name LIMIT 1), 'Other')`;
  return sql<{ year: number; key: string; revenue: number; orders: number }[]>`
    SELECT extract(year FROM o.delivery_date)::int AS year, ${by} AS key, sum(o.total_cents)::bigint AS revenue, count(*)::int AS orders
    FROM orders o
    WHERE o.status = ANY(${[...BOOKED_STATUSES]}) AND ${inYears(sql, years, sql`o.delivery_date`)}
    GROUP BY 1, 2 ORDER BY 1, 3 DESC, 2`;
}

/** Booked revenue and live orders of every delivery year that has any, oldest first. */
export async function revenueBySeason(sql: Sql): Promise<{ year: number; revenue: number; orders: number }[]> {
  return sql<{ year: number; revenue: number; orders: number }[]>`
    SELECT extract(year FROM delivery_date)::int AS year, sum(total_cents)::bigint AS revenue, count(*)::int AS orders
    FROM orders WHERE status = ANY(${[...BOOKED_STATUSES]}) GROUP BY 1 ORDER BY 1`;
}

/** Each delivery year's rates: live orders and their revenue, deposits ever paid, and of those the orders with any refund. */
export async function seasonRates(sql: Sql, years: readonly number[]): Promise<{ year: number; live: number; revenue: number; paid: number; refunded: number }[]> {
  return sql<{ year: number; live: number; revenue: number; paid: number; refunded: number }[]>`
    SELECT extract(year FROM delivery_date)::int AS year,
      count(*) FILTER (WHERE status = ANY(${[...BOOKED_STATUSES]}))::int AS live,
      coalesce(sum(total_cents) FILTER (WHERE status = ANY(${[...BOOKED_STATUSES]})), 0)::bigint AS revenue,
      count(*) FILTER (WHERE paid_at IS NOT NULL)::int AS paid,
      count(*) FILTER (WHERE paid_at IS NOT NULL AND refunded_cents > 0)::int AS refunded
    FROM orders
    WHERE ${inYears(sql, years)}
    GROUP BY 1`;
}
