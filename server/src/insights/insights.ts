import { seasonStateAt, toDecimal } from '@sdp/shared';
import { addDays } from '@sdp/shared/pacific-time';
import type { Insights, SeasonRates, SideBySide } from '@sdp/shared/wire-insights';
import { bookingsByDay, revenueBy, revenueBySeason, seasonRates, type RevenueKey } from '../db/insights.ts';
import { deliveryWeekCounts } from '../db/order-dashboard.ts';
import { visitFunnels } from '../db/site-events.ts';
import { renewalCounts } from '../db/renewals.ts';
import type { Sql } from '../db/sql.ts';
import { limiter } from '../db/query-limiter.ts';
import { loadSeasonRows } from '../season/season-rows.ts';
import { pickupFigures } from '../db/order-pickups.ts';

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

/** A year's rates from its rows (a year with no orders or offers has none: zero, and null where there is nothing to divide by). */
function ratesOf(year: number, rates: Awaited<ReturnType<typeof seasonRates>>, renewals: Awaited<ReturnType<typeof renewalCounts>>): SeasonRates {
  const r = rates.find((x) => x.year === year) ?? { live: 0, revenue: 0, paid: 0, refunded: 0 };
  const offers = renewals.find((x) => x.year === year) ?? { offered: 0, accepted: 0 };
  return {
    orders: r.live,
    revenue: toDecimal(r.revenue),
    averageOrder: r.live === 0 ? null : toDecimal(Math.round(r.revenue / r.live)),
    renewalRate: ratio(offers.accepted, offers.offered),
    refundRate: ratio(r.refunded, r.paid),
  };
}

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
  const years = [thisYear, lastYear];
  const byKey = (key: RevenueKey) => run(() => revenueBy(sql, key, years)).then((rows) => sideBySide(rows.filter((r) => r.year === thisYear), rows.filter((r) => r.year === lastYear)));
  const [from, to] = [`${thisYear}-01-01`, `${thisYear + 1}-01-01`];
  const [funnel, booked, weeks, community, zip, pkg, seasons, rates, renewals, pickups] = await Promise.all([
    run(() => visitFunnels(sql, thisYear, from, to)),
    run(() => bookingsByDay(sql, years)),
    season ? run(() => deliveryWeekCounts(sql, season.deliveryDates)) : Promise.resolve([]),
    byKey('community'), byKey('zip'), byKey('package'), run(() => revenueBySeason(sql)), run(() => seasonRates(sql, years)), run(() => renewalCounts(sql, years)),
    run(() => pickupFigures(sql, years)),
  ]);
  const pickupsOf = (year: number) => {
    const p = pickups.find((x) => x.year === year);
    return { poundsDonated: p?.poundsDonated ?? 0, pickedUp: p?.pickedUp ?? 0 };
  };
  const perWeek = (year: number) => {
    const counts = new Map<number, number>();
    for (const d of booked) if (d.year === year) counts.set(d.week, (counts.get(d.week) ?? 0) + d.bookings);
    return counts;
  };
  const perDay = (year: number) => booked.filter((d) => d.year === year);
  const [weeksNow, weeksThen] = [perWeek(thisYear), perWeek(lastYear)];
  const weekNumbers = [...new Set([...weeksNow.keys(), ...weeksThen.keys()])].sort((a, b) => a - b);
  const daysNow = new Map(perDay(thisYear).map((d) => [d.date, d.bookings]));
  const shifted = new Map(perDay(lastYear).map((d) => [addDays(d.date, 364), d.bookings]));
  const days = [...new Set([...daysNow.keys(), ...shifted.keys()])].sort();
  return {
    year: thisYear,
    lastYear,
    seasons: [...new Set([...seasonRows.map((s) => s.year), ...seasons.map((s) => s.year), thisYear])].sort((a, b) => b - a),
    bookingsByWeek: weekNumbers.map((week) => ({
      week,
      label: monthDay(isoWeekMonday(thisYear, week)),
      thisYear: weeksNow.get(week) ?? 0,
      lastYear: weeksThen.get(week) ?? 0,
    })),
    bookingsByDay: days.map((date) => ({ date, thisYear: daysNow.get(date) ?? 0, lastYear: shifted.get(date) ?? 0 })),
    capacity: weeks.map((w) => ({ date: w.date, level: w.service_level, capacity: w.capacity, booked: w.booked })),
    revenueByCommunity: community,
    revenueByZip: zip,
    revenueByPackage: pkg,
    revenueBySeason: seasons.map((s) => ({ year: s.year, revenue: toDecimal(s.revenue), orders: s.orders })),
    rates: { thisYear: ratesOf(thisYear, rates, renewals), lastYear: ratesOf(lastYear, rates, renewals) },
    funnel: { from, to, ...funnel },
    pickups: { thisYear: pickupsOf(thisYear), lastYear: pickupsOf(lastYear) },
  };
}
