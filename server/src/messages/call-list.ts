import type { CallListEntryWire } from '@sdp/shared';
import type { Sql } from '../db/sql.ts';

/** San Diego's zone, as PostgreSQL names it: every day and hour of the scheduled messages is read there (ADR 050). */
export const PACIFIC = 'America/Los_Angeles';

/** One customer staff call 24 to 48 hours before the delivery, as the wire has it but with the call's time as a Date. */
export type CallListEntry = Omit<CallListEntryWire, 'called'> & { called: { at: Date; by: string | null } | null };

/** The San Diego calendar day of an instant (yyyy-MM-dd). */
export const pacificDay = (now: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: PACIFIC, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

/** A calendar day `n` days after `day` (yyyy-MM-dd; noon UTC, so no zone can move it). */
export const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * Who staff call on San Diego day `today`: every order whose deposit is paid and whose delivery day is tomorrow or the day after
 * (ADR 050), soonest first. The dashboard panel and the morning e-mail to staff both read this, so they never disagree.
 */
export async function callList(sql: Sql, today: string): Promise<{ from: string; to: string; entries: CallListEntry[] }> {
  const rows = await sql<(Omit<CallListEntry, 'called' | 'orderNumber'> & { calledAt: Date | null; calledBy: string | null })[]>`
    WITH listed AS (
      SELECT o.*, COALESCE(o.crew_day, o.delivery_date) AS day FROM orders o
      WHERE o.status = 'deposit_paid'
        AND COALESCE(o.crew_day, o.delivery_date) BETWEEN ${today}::date + 1 AND ${today}::date + 2
    )
    SELECT l.id AS "orderId", l.customer_name AS "customerName", l.customer_phone AS "customerPhone", l.day AS "deliveryDay",
           l.crew_day IS NOT NULL AS "crewDayAssigned", l.crew, l.package_name AS "packageName", l.service_type AS "serviceType",
           l.address, l.city, l.zip_code AS "zipCode", l.special_instructions AS "specialInstructions",
           c.created_at AS "calledAt", c.actor_name AS "calledBy"
    FROM listed l
    LEFT JOIN LATERAL (
      SELECT created_at, actor_name FROM order_timeline t
      WHERE t.order_id = l.id AND t.kind = 'staff_action' AND t.detail->>'action' = 'called' AND t.detail->>'deliveryDay' = l.day::text
      ORDER BY t.id DESC LIMIT 1
    ) c ON true
    ORDER BY l.day, l.crew NULLS LAST, l.customer_name, l.id`;
  return {
    from: addDays(today, 1),
    to: addDays(today, 2),
    entries: rows.map(({ calledAt, calledBy, ...r }) => ({
      ...r, orderNumber: r.orderId.slice(-8).toUpperCase(), called: calledAt ? { at: calledAt, by: calledBy } : null,
    })),
  };
}
