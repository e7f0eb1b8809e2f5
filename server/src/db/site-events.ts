import { addDays, sanDiegoMidnight } from '@sdp/shared/pacific-time';
import type { SiteEventKind } from '@sdp/shared/site-events';
import type { Sql } from './sql.ts';

// The owner of site_events, site_visitors, site_visit_days and visit_salts (docs/design.md §17, §21; ADR 122, 184): first-party
// visits, their visitor-days (kept by a trigger as events are stored), their daily roll-up after 13 months, and the daily salts that
// hash them.

/** One stored visit event: what the site sent, with the visitor already hashed and the source already named. */
export interface SiteEventRow {
  at: Date;
  kind: SiteEventKind;
  path: string;
  visitor: string;
  source: string;
  referrerHost: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
}

/** Store events: one INSERT however many (the visit recorder groups the events that arrive while the previous INSERT runs). */
export async function insertSiteEvents(sql: Sql, events: readonly SiteEventRow[]): Promise<void> {
  if (events.length === 0) return;
  const rows = events.map((e) => ({
    at: e.at, kind: e.kind, path: e.path, visitor: e.visitor, source: e.source, referrer_host: e.referrerHost, utm_medium: e.utmMedium, utm_campaign: e.utmCampaign,
  }));
  await sql`INSERT INTO site_events ${sql(rows, 'at', 'kind', 'path', 'visitor', 'source', 'referrer_host', 'utm_medium', 'utm_campaign')}`;
}

/**
 * The salt of San Diego day `day`, made from `fresh` if the day has none yet; every older salt is deleted in the same statement,
 * so a hash of an earlier day can no longer be recomputed. Null only when a concurrent first call has not committed yet (retry).
 */
export async function daySalt(sql: Sql, day: string, fresh: Buffer): Promise<Buffer | null> {
  const [row] = await sql<{ salt: Buffer }[]>`
    WITH gone AS (DELETE FROM visit_salts WHERE day < ${day}::date),
      made AS (INSERT INTO visit_salts (day, salt) VALUES (${day}::date, ${fresh}) ON CONFLICT (day) DO NOTHING RETURNING salt)
    SELECT salt FROM made UNION ALL SELECT salt FROM visit_salts WHERE day = ${day}::date LIMIT 1`;
  return row?.salt ?? null;
}

/** The days that still have a salt (tests and operators: yesterday's is gone once today's is made). */
export async function saltDays(sql: Sql): Promise<string[]> {
  const rows = await sql<{ day: string }[]>`SELECT day::text AS day FROM visit_salts ORDER BY day`;
  return rows.map((r) => r.day);
}

/** The events stored between two instants, oldest first (tests and the insights to come). */
export async function siteEventsBetween(sql: Sql, from: Date, to: Date): Promise<SiteEventRow[]> {
  return sql<SiteEventRow[]>`
    SELECT at, kind, path, visitor, source, referrer_host AS "referrerHost", utm_medium AS "utmMedium", utm_campaign AS "utmCampaign"
    FROM site_events WHERE at >= ${from} AND at < ${to} ORDER BY id`;
}

/** One row of the funnel: a landing page or a source, and its visitors, those who started an order, those whose deposit was paid. */
export interface FunnelRow { key: string; visits: number; started: number; paid: number }

/** The season (delivery year) of each visitor-day's earliest paid order: what its deposit booked (issue 36 item 16). */
const paidSeasons = (sql: Sql) => sql`
  SELECT visitor, min(extract(year FROM delivery_date))::int AS season FROM orders
  WHERE visitor IS NOT NULL AND paid_at IS NOT NULL GROUP BY visitor`;

/**
 * The funnel of docs/design.md §21 (ADR 112, 184) for season `year`, both ways at once: each visitor-day (a visitor hash names one
 * browser on one day; site_visitors, kept by a trigger as events are stored) counts once, under the page it landed on (its first
 * page view) and its source (its first event's); it started an order when it opened the order dialog or began a checkout; it paid
 * when an order its browser made that day has had its deposit paid. A visitor-day that paid belongs to the season its deposit
 * booked, whichever year it came; the others to the calendar year [from, to) they came in. Staff screens count nowhere. Days older
 * than 13 months are read from their roll-up (site_visit_days), which holds these same counts.
 */
export async function visitFunnels(sql: Sql, year: number, from: string, to: string): Promise<{ byPage: FunnelRow[]; bySource: FunnelRow[] }> {
  const rows = await sql<(FunnelRow & { by: 'page' | 'source' })[]>`
    WITH seen AS (
      SELECT v.day, v.landing, v.source, v.started, p.season
      FROM site_visitors v LEFT JOIN (${paidSeasons(sql)}) p USING (visitor)
      WHERE NOT v.staff AND (v.day >= ${from}::date AND v.day < ${to}::date OR p.season = ${year})
    ),
    counted AS (
      SELECT landing, source, 1 AS visits, started::int AS started, (season IS NOT NULL)::int AS paid FROM seen
      WHERE season = ${year} OR season IS NULL
      UNION ALL
      SELECT landing, source, visits, started, paid FROM site_visit_days
      WHERE season = ${year} OR season IS NULL AND day >= ${from}::date AND day < ${to}::date
    )
    SELECT CASE WHEN grouping(landing) = 0 THEN 'page' ELSE 'source' END AS by,
      CASE WHEN grouping(landing) = 0 THEN coalesce(landing, '(no page view)') ELSE source END AS key,
      sum(visits)::int AS visits, sum(started)::int AS started, sum(paid)::int AS paid
    FROM counted GROUP BY GROUPING SETS ((landing), (source)) ORDER BY 1, 3 DESC, 2`;
  const of = (by: 'page' | 'source') => rows.filter((r) => r.by === by).slice(0, 50).map(({ key, visits, started, paid }) => ({ key, visits, started, paid }));
  return { byPage: of('page'), bySource: of('source') };
}

/** When the oldest raw event was stored, or null when there is none. */
export async function oldestSiteEventAt(sql: Sql): Promise<Date | null> {
  const [row] = await sql<{ at: Date | null }[]>`SELECT min(at) AS at FROM site_events`;
  return row?.at ?? null;
}

/**
 * Roll San Diego day `day`'s raw events up into site_visit_days (the funnel's counts per landing page, source and the season a
 * deposit booked; staff screens left out) and delete them and their visitor-days, in one statement: a second roll-up of the same
 * day at once finds the rows gone and adds nothing. Returns the events deleted.
 */
export async function rollUpSiteEventDay(sql: Sql, day: string): Promise<number> {
  const [row] = await sql<{ events: number }[]>`
    WITH gone AS (
      DELETE FROM site_events WHERE at >= ${sanDiegoMidnight(day)} AND at < ${sanDiegoMidnight(addDays(day, 1))} RETURNING id
    ),
    days AS (DELETE FROM site_visitors WHERE day = ${day}::date RETURNING visitor, landing, source, started, staff),
    rolled AS (
      INSERT INTO site_visit_days (day, landing, source, season, visits, started, paid)
      SELECT ${day}::date, d.landing, d.source, p.season, count(*), count(*) FILTER (WHERE d.started), count(*) FILTER (WHERE p.season IS NOT NULL)
      FROM days d LEFT JOIN (${paidSeasons(sql)}) p USING (visitor)
      WHERE NOT d.staff
      GROUP BY d.landing, d.source, p.season
    )
    SELECT count(*)::int AS events FROM gone`;
  return row!.events;
}
