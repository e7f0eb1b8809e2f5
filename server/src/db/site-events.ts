import type { SiteEventKind } from '@sdp/shared/site-events';
import type { Sql } from './sql.ts';

// The owner of site_events and visit_salts (docs/design.md §17, §21; ADR 122): first-party visits and the daily salts that hash them.

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

/**
 * The funnel of docs/design.md §21 (ADR 112) over the San Diego days [from, to): each visitor-day (a visitor hash names one browser on
 * one day) counts once, under the page it landed on (its first page view) or its source (its first event's); it started an order
 * when it opened the order dialog or began a checkout; it paid when an order it made that day has had its deposit paid.
 */
export async function visitFunnel(sql: Sql, by: 'page' | 'source', from: string, to: string): Promise<FunnelRow[]> {
  const key = by === 'page' ? sql`landing` : sql`first_source`;
  return sql<FunnelRow[]>`
    WITH days AS (
      SELECT visitor,
        (array_agg(path ORDER BY at, id) FILTER (WHERE kind = 'page_view'))[1] AS landing,
        (array_agg(source ORDER BY at, id))[1] AS first_source,
        bool_or(kind IN ('order_dialog_opened', 'checkout_started')) AS started
      FROM site_events
      WHERE at >= (${from}::date)::timestamp AT TIME ZONE 'America/Los_Angeles' AND at < (${to}::date)::timestamp AT TIME ZONE 'America/Los_Angeles'
      GROUP BY visitor
    )
    SELECT coalesce(${key}, '(no page view)') AS key, count(*)::int AS visits, count(*) FILTER (WHERE started)::int AS started,
      count(*) FILTER (WHERE EXISTS (SELECT 1 FROM orders o WHERE o.visitor = days.visitor AND o.paid_at IS NOT NULL))::int AS paid
    FROM days GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 50`;
}
