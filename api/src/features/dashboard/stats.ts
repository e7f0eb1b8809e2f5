import { BUSINESS_TIME_ZONE } from '@sdp/shared/pacific-time';
import { QUOTE_STATUSES, SERVICE_LEVELS, toDecimal, type AdminStats, type PerLevel, type QuoteStatus } from '@sdp/shared';
import type { Sql } from '@sdp/server/db/sql';
import { seasonAt } from '@sdp/server/season/season-rows';
import { bookedRevenueByDay, deliveryWeekCounts, orderTotals } from '@sdp/server/db/order-dashboard';
import { quoteTotals } from '@sdp/server/db/quote-pipeline';
import { collectedBetween } from '@sdp/server/db/bookkeeping';

export type { AdminStats };

// NOTE: the business runs on San Diego time; a 9 pm order belongs to that day, not to tomorrow's UTC date.

/** Percentage with one decimal; 0 when there is nothing to measure. */
export const rate = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);

/** Every figure of the dashboard; with `range` (San Diego days, both included) also what was collected over those days (ADR 151). */
export async function computeAdminStats(sql: Sql, crmConfigured: boolean, now: Date = new Date(), range?: { from: string; to: string }): Promise<AdminStats> {
  // NOTE: one definition of the money (docs/design.md §16, ADR 071): the payments ledger, as each order's page reads it.
  const o = await orderTotals(sql);
  const q = await quoteTotals(sql);
  const byStatus = Object.fromEntries(QUOTE_STATUSES.map((s) => [s, q.byStatus.find((r) => r.status === s)?.count ?? 0])) as Record<QuoteStatus, number>;
  return {
    orders: {
      count: o.count,
      revenue: toDecimal(o.revenue),
      depositsCollected: toDecimal(o.deposits),
      goodwillRefunds: toDecimal(o.goodwill),
      disputesLost: toDecimal(o.disputesLost),
      disputeFees: toDecimal(o.disputeFees),
      balanceOutstanding: toDecimal(o.balance),
      crmSyncRate: rate(o.crm, o.count),
      emailDeliveryRate: rate(o.recap, o.paid),
    },
    quotes: { count: q.count, byStatus, crmSyncRate: rate(q.crm, q.count), emailDeliveryRate: rate(q.emailed, q.count) },
    collectedRevenue: toDecimal(o.collected),
    collectedInRange: range ? { ...range, collected: toDecimal(await collectedBetween(sql, range.from, range.to, BUSINESS_TIME_ZONE)) } : null,
    crmSyncRate: rate(o.crm + q.crm, o.count + q.count),
    crmConfigured,
    emailDeliveryRate: rate(o.recap + q.emailed, o.paid + q.count),
    deliveryWeeks: await deliveryWeeks(sql, now),
    revenueByDay: await revenueByDay(sql),
    quotePipeline: QUOTE_STATUSES.map((status) => ({ status, count: byStatus[status] })),
  };
}

/** Each delivery week of the season the site talks about (ADR 036): live orders against the capacity staff set (delivery_slots is the booking ledger). */
async function deliveryWeeks(sql: Sql, now: Date): Promise<AdminStats['deliveryWeeks']> {
  const rows = await deliveryWeekCounts(sql, (await seasonAt(sql, now))?.season.deliveryDates ?? []);
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
  const rows = await bookedRevenueByDay(sql, BUSINESS_TIME_ZONE);
  return rows.map((r) => ({ date: r.date, orders: r.orders, revenue: toDecimal(r.revenue) }));
}
