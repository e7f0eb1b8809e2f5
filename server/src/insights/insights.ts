import { seasonStateAt, toDecimal } from '@sdp/shared';
import { addDays } from '@sdp/shared/pacific-time';
import type { Insights, SeasonRates, SideBySide } from '@sdp/shared/wire-insights';
import { bookingsByDay, bookingsByIsoWeek, revenueBy, revenueBySeason, seasonRates, type RevenueKey } from '../db/insights.ts';
import { deliveryWeekCounts } from '../db/order-dashboard.ts';
import { visitFunnels } from '../db/site-events.ts';
import { renewalCounts } from '../db/renewals.ts';
import type { Sql } from '../db/sql.ts';
import { limiter } from '../limiter.ts';
import { loadSeasonRows } from '../season/season-rows.ts';

/** The Monday of ISO week `week` of `year`, as "yyyy-MM-dd" (ISO week 1 holds January 4). */
export function isoWeekMonday(year: number, week: number): string {
  const jan4 = new Date(Date.UTC(year, 0, 4));
  const monday = new Date(jan4.getTime() - ((jan4.getUTCDay() + 6) % 7) * 86_400_000);
  return new Date(monday.getTime() + (week - 1) * 7 * 86_400_000).toISOString().slice(0, 10);
}

const monthDay = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const ratio = (part: number, whole: number) => (whole === 0 ? null : part / whole);

/** Two years' figures by key, side by side, this year's largest first; a key only last year had comes after. */
function sideBySide(now: { key: string; revenue: number }[], then: { key: string; revenue: number }[]): SideBySide[] {
  const keys = [...new Set([...now.map((r) => r.key), ...then.map((r) => r.key)])];
  const of = (rows: { key: string; revenue: number }[], key: string) => rows.find((r) => r.key === key)?.revenue ?? 0;
  return keys
    .map((key) => ({ key, now: of(now, key), then: of(then, key) }))
    .sort((a, b) => b.now - a.now || b.then - a.then || a.key.localeCompare(b.key))
    .map((r) => ({ key: r.key, thisYear: toDecimal(r.now), lastYear: toDecimal(r.then) }));
}

async function ratesOf(sql: Sql, run: Run, year: number): Promise<SeasonRates> {
  const [rates, renewals] = await Promise.all([run(() => seasonRates(sql, year)), run(() => renewalCounts(sql, year))]);
  return {
    orders: rates.live,
    revenue: toDecimal(rates.revenue),
    averageOrder: rates.live === 0 ? null : toDecimal(Math.round(rates.revenue / rates.live)),
    renewalRate: ratio(renewals.accepted, renewals.offered),
    refundRate: ratio(rates.refunded, rates.paid),
  };
}

type Run = ReturnType<typeof limiter>;

/** How many of one read's queries run at once: a read holds at most this many connections of the pool (issue 36 item 26, ADR 184). */
export const INSIGHTS_QUERIES_AT_ONCE = 3;

/**
 * GET /api/admin/insights (docs/design.md §21): a season's numbers beside the season before, for the owner. `year` defaults to the
 * season the site sells at `now`. Its queries run at most INSIGHTS_QUERIES_AT_ONCE at a time.
 */
export async function insightsFor(sql: Sql, now: Date, year?: number): Promise<Insights | null> {
  const run = limiter(INSIGHTS_QUERIES_AT_ONCE);
  const seasonRows = await loadSeasonRows(sql);
  const thisYear = year ?? seasonStateAt(seasonRows, now)?.season.year;
  if (thisYear === undefined) return null;
  const lastYear = thisYear - 1;
  const season = seasonRows.find((s) => s.year === thisYear);
  const byKey = (key: RevenueKey) =>
    Promise.all([run(() => revenueBy(sql, key, thisYear)), run(() => revenueBy(sql, key, lastYear))]).then(([a, b]) => sideBySide(a, b));
  const [from, to] = [`${thisYear}-01-01`, `${thisYear + 1}-01-01`];
  const [funnel, weeksNow, weeksThen, daysNow, daysThen, weeks, community, zip, pkg, seasons, ratesNow, ratesThen] = await Promise.all([
    run(() => visitFunnels(sql, thisYear, from, to)),
    run(() => bookingsByIsoWeek(sql, thisYear)), run(() => bookingsByIsoWeek(sql, lastYear)),
    run(() => bookingsByDay(sql, thisYear)), run(() => bookingsByDay(sql, lastYear)),
    season ? run(() => deliveryWeekCounts(sql, season.deliveryDates)) : Promise.resolve([]),
    byKey('community'), byKey('zip'), byKey('package'), run(() => revenueBySeason(sql)), ratesOf(sql, run, thisYear), ratesOf(sql, run, lastYear),
  ]);
  const weekNumbers = [...new Set([...weeksNow, ...weeksThen].map((w) => w.week))].sort((a, b) => a - b);
  const shifted = new Map(daysThen.map((d) => [addDays(d.date, 364), d.bookings]));
  const days = [...new Set([...daysNow.map((d) => d.date), ...shifted.keys()])].sort();
  return {
    year: thisYear,
    lastYear,
    seasons: [...new Set([...seasonRows.map((s) => s.year), ...seasons.map((s) => s.year), thisYear])].sort((a, b) => b - a),
    bookingsByWeek: weekNumbers.map((week) => ({
      week,
      label: monthDay(isoWeekMonday(thisYear, week)),
      thisYear: weeksNow.find((w) => w.week === week)?.bookings ?? 0,
      lastYear: weeksThen.find((w) => w.week === week)?.bookings ?? 0,
    })),
    bookingsByDay: days.map((date) => ({ date, thisYear: daysNow.find((d) => d.date === date)?.bookings ?? 0, lastYear: shifted.get(date) ?? 0 })),
    capacity: weeks.map((w) => ({ date: w.date, level: w.service_level, capacity: w.capacity, booked: w.booked })),
    revenueByCommunity: community,
    revenueByZip: zip,
    revenueByPackage: pkg,
    revenueBySeason: seasons.map((s) => ({ year: s.year, revenue: toDecimal(s.revenue), orders: s.orders })),
    rates: { thisYear: ratesNow, lastYear: ratesThen },
    funnel: { from, to, ...funnel },
  };
}
