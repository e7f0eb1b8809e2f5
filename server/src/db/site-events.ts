import { addDays, sanDiegoMidnight } from '@sdp/shared/pacific-time';
import type { SiteEventKind } from '@sdp/shared/site-events';
import type { PendingQuery, Row } from 'postgres';
import type { Sql } from './sql.ts';

// The owner of site_events, site_visit_days and visit_salts (docs/design.md §17, §21; ADR 122): first-party visits, their daily
// roll-up after 13 months, and the daily salts that hash them.

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

/** The visitor-days of `events` (a table or a CTE, with a condition): each visitor's landing page, first source, and whether it started an order. */
const visitorDays = (sql: Sql, events: PendingQuery<Row[]>) => sql`
  SELECT visitor,
    (array_agg(path ORDER BY at, id) FILTER (WHERE kind = 'page_view'))[1] AS landing,
    (array_agg(source ORDER BY at, id))[1] AS first_source,
    bool_or(kind IN ('order_dialog_opened', 'checkout_started')) AS started
  FROM ${events}
  GROUP BY visitor`;

/** Whether the visitor-day `days.visitor` paid: an order its browser made that day has had its deposit paid. */
const paidVisit = (sql: Sql) => sql`EXISTS (SELECT 1 FROM orders o WHERE o.visitor = days.visitor AND o.paid_at IS NOT NULL)`;

/**
 * The funnel of docs/design.md §21 (ADR 112) over the San Diego days [from, to): each visitor-day (a visitor hash names one browser on
 * one day) counts once, under the page it landed on (its first page view) or its source (its first event's); it started an order
 * when it opened the order dialog or began a checkout; it paid when an order it made that day has had its deposit paid. Days older
 * than 13 months are read from their roll-up (site_visit_days), which holds these same counts.
 */
export async function visitFunnel(sql: Sql, by: 'page' | 'source', from: string, to: string): Promise<FunnelRow[]> {
  const key = by === 'page' ? sql`landing` : sql`first_source`;
  const rolledKey = by === 'page' ? sql`landing` : sql`source`;
  return sql<FunnelRow[]>`
    WITH days AS (${visitorDays(sql, sql`site_events WHERE at >= ${sanDiegoMidnight(from)} AND at < ${sanDiegoMidnight(to)}`)}),
    counted AS (
      SELECT ${key} AS key, 1 AS visits, started::int AS started, (${paidVisit(sql)})::int AS paid FROM days
      UNION ALL
      SELECT ${rolledKey}, visits, started, paid FROM site_visit_days WHERE day >= ${from}::date AND day < ${to}::date
    )
    SELECT coalesce(key, '(no page view)') AS key, sum(visits)::int AS visits, sum(started)::int AS started, sum(paid)::int AS paid
    FROM counted GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 50`;
}

/** When the oldest raw event was stored, or null when there is none. */
export async function oldestSiteEventAt(sql: Sql): Promise<Date | null> {
  const [row] = await sql<{ at: Date | null }[]>`SELECT min(at) AS at FROM site_events`;
  return row?.at ?? null;
}

/**
 * Roll San Diego day `day`'s raw events up into site_visit_days (the funnel's counts per landing page and source) and delete them,
 * in one statement: a second roll-up of the same day at once finds the rows gone and adds nothing. Returns the events deleted.
 */
export async function rollUpSiteEventDay(sql: Sql, day: string): Promise<number> {
  const [row] = await sql<{ events: number }[]>`
    WITH gone AS (
      DELETE FROM site_events WHERE at >= ${sanDiegoMidnight(day)} AND at < ${sanDiegoMidnight(addDays(day, 1))}
      RETURNING id, at, kind, path, visitor, source
    ),
    days AS (${visitorDays(sql, sql`gone`)}),
    rolled AS (
      INSERT INTO site_visit_days (day, landing, source, visits, started, paid)
      SELECT ${day}::date, landing, first_source, count(*), count(*) FILTER (WHERE started), count(*) FILTER (WHERE ${paidVisit(sql)})
      FROM days GROUP BY landing, first_source
    )
    SELECT count(*)::int AS events FROM gone`;
  return row!.events;
}
