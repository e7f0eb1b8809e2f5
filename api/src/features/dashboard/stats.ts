import { QUOTE_STATUSES, SERVICE_LEVELS, toDecimal, type AdminStats, type PerLevel, type QuoteStatus, type ServiceLevel } from '@sdp/shared';
import type { Sql } from '@sdp/server/db/sql';
import { seasonAt } from '@sdp/server/season/season-rows';
import { bookedRevenueByDay, orderTotals } from '@sdp/server/db/order-dashboard';

export type { AdminStats };

// NOTE: the business runs on San Diego time; a 9 pm order belongs to that day, not to tomorrow's UTC date.
const TIME_ZONE = 'America/Los_Angeles';

/** Percentage with one decimal; 0 when there is nothing to measure. */
export const rate = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);

export async function computeAdminStats(sql: Sql, crmConfigured: boolean, now: Date = new Date()): Promise<AdminStats> {
  // NOTE: one definition of the money (docs/design.md §16, ADR 071): the payments ledger, as each order's page reads it.
  const o = await orderTotals(sql);
  const [q] = await sql<{ count: number; crm: number; emailed: number }[]>`
    SELECT count(*) AS count, count(*) FILTER (WHERE crm_contact_id IS NOT NULL) AS crm,
      count(*) FILTER (WHERE email_confirmation_sent) AS emailed
    FROM custom_quotes`;
  const statusRows = await sql<{ status: QuoteStatus; count: number }[]>`SELECT status, count(*) AS count FROM custom_quotes GROUP BY status`;
  const byStatus = Object.fromEntries(QUOTE_STATUSES.map((s) => [s, statusRows.find((r) => r.status === s)?.count ?? 0])) as Record<QuoteStatus, number>;
  return {
    orders: {
      count: o.count,
      revenue: toDecimal(o.revenue),
      depositsCollected: toDecimal(o.deposits),
      balanceOutstanding: toDecimal(o.balance),
      crmSyncRate: rate(o.crm, o.count),
      emailDeliveryRate: rate(o.recap, o.paid),
    },
    quotes: { count: q!.count, byStatus, crmSyncRate: rate(q!.crm, q!.count), emailDeliveryRate: rate(q!.emailed, q!.count) },
    collectedRevenue: toDecimal(o.collected),
    crmSyncRate: rate(o.crm + q!.crm, o.count + q!.count),
    crmConfigured,
    emailDeliveryRate: rate(o.recap + q!.emailed, o.paid + q!.count),
    deliveryWeeks: await deliveryWeeks(sql, now),
    revenueByDay: await revenueByDay(sql),
    quotePipeline: QUOTE_STATUSES.map((status) => ({ status, count: byStatus[status] })),
  };
}

/** Each delivery week of the season the site talks about (ADR 036): live orders against the capacity staff set (delivery_slots is the booking ledger). */
async function deliveryWeeks(sql: Sql, now: Date): Promise<AdminStats['deliveryWeeks']> {
  const seasonId = (await seasonAt(sql, now))?.season.id ?? null;
  const rows = await sql<{ date: string; service_level: ServiceLevel; capacity: number; booked: number; orders: number }[]>`
    SELECT d AS date, s.service_level, s.capacity, s.booked,
      (SELECT count(*) FROM orders o WHERE o.delivery_date = d AND o.status NOT IN ('cancelled', 'refunded', 'payment_failed')) AS orders
    FROM season, unnest(season.delivery_dates) d
    JOIN delivery_slots s ON s.delivery_date = d
    WHERE season.id = ${seasonId}
    ORDER BY d`;
  const dates = [...new Set(rows.map((r) => r.date))];
  const perLevel = (date: string, field: 'capacity' | 'booked') =>
    Object.fromEntries(SERVICE_LEVELS.map((l) => [l, rows.find((r) => r.date === date && r.service_level === l)?.[field] ?? 0])) as PerLevel;
  return dates.map((date) => ({
    date,
    orders: rows.find((r) => r.date === date)!.orders,
    booked: perLevel(date, 'booked'),
    capacity: perLevel(date, 'capacity'),
  }));
}

/** Booked revenue per San Diego calendar day over the last 90 days, oldest first (a chart's x axis): live orders, as the card counts. */
async function revenueByDay(sql: Sql): Promise<AdminStats['revenueByDay']> {
  const rows = await bookedRevenueByDay(sql, TIME_ZONE);
  return rows.map((r) => ({ date: r.date, orders: r.orders, revenue: toDecimal(r.revenue) }));
}
