import { BOOKED_STATUSES } from '@sdp/shared';
import type { RenewalOfferRow } from './rows.ts';
import type { Sql, TransactionSql } from './sql.ts';

// The owner of `renewal_offers` and `waitlist_spot_notices` (docs/design.md §18, ADR 111). The spot an offer holds is a spot
// taken in delivery_slots (server/src/season/season.ts); these statements only say who holds it.

export type { RenewalOfferRow };

/** A household with a completed order last season, and that order: what a renewal offer repeats. */
export interface RenewalCandidate {
  customer_id: string;
  last_order_id: string;
  delivery_date: string;
  service_type: RenewalOfferRow['service_type'];
  package_id: string;
}

/**
 * Every household (a merged record counts as the one it became) with a completed order delivered in `lastYear`, with its latest
 * such order; households that already booked for `year`, or already have an offer for it, are left out.
 */
export async function renewalCandidates(sql: Sql | TransactionSql, year: number, lastYear: number): Promise<RenewalCandidate[]> {
  return sql<RenewalCandidate[]>`
    SELECT DISTINCT ON (h.household) h.household AS customer_id, o.id AS last_order_id, o.delivery_date, o.service_type, o.package_id
    FROM orders o
    JOIN customers c ON c.id = o.customer_id
    CROSS JOIN LATERAL (SELECT coalesce(c.merged_into, c.id) AS household) h
    WHERE o.status = 'completed' AND o.delivery_date >= make_date(${lastYear}, 1, 1) AND o.delivery_date < make_date(${lastYear + 1}, 1, 1)
      AND NOT EXISTS (
        SELECT 1 FROM orders n JOIN customers nc ON nc.id = n.customer_id
        WHERE coalesce(nc.merged_into, nc.id) = h.household
          AND n.delivery_date >= make_date(${year}, 1, 1) AND n.delivery_date < make_date(${year + 1}, 1, 1)
          AND n.status IN ('pending', 'deposit_paid', 'delivered', 'completed') AND n.renewal_offer_id IS NULL)
      AND NOT EXISTS (SELECT 1 FROM renewal_offers r WHERE r.customer_id = h.household AND r.season_year = ${year})
    ORDER BY h.household, o.delivery_date DESC, o.completed_at DESC NULLS LAST, o.id`;
}

/** Write the offers (inside the transaction that took their spots); a household offered already keeps its first offer. */
export async function insertOffers(
  tx: TransactionSql,
  rows: Pick<RenewalOfferRow, 'season_year' | 'customer_id' | 'last_order_id' | 'delivery_date' | 'service_type' | 'hold_until' | 'offered_at'>[],
): Promise<{ id: string; delivery_date: string; service_type: RenewalOfferRow['service_type'] }[]> {
  if (rows.length === 0) return [];
  const columns = rows.map((r) => ({ ...r }));
  const made = await tx<{ id: string; delivery_date: string; service_type: RenewalOfferRow['service_type'] }[]>`
    INSERT INTO renewal_offers ${tx(columns)}
    ON CONFLICT (season_year, customer_id) DO NOTHING
    RETURNING id, delivery_date, service_type`;
  return [...made];
}

/** One offer, locked FOR UPDATE when asked. */
export async function findOffer(sql: Sql | TransactionSql, id: string, { lock = false } = {}): Promise<RenewalOfferRow | undefined> {
  const [row] = lock
    ? await sql<RenewalOfferRow[]>`SELECT * FROM renewal_offers WHERE id = ${id} FOR UPDATE`
    : await sql<RenewalOfferRow[]>`SELECT * FROM renewal_offers WHERE id = ${id}`;
  return row;
}

/** The offer's held week moved to another (the caller moved the spot). */
export async function moveOfferWeek(tx: TransactionSql, id: string, deliveryDate: string): Promise<void> {
  await tx`UPDATE renewal_offers SET delivery_date = ${deliveryDate} WHERE id = ${id}`;
}

/** The held spot goes over to the household's new order, which now holds it while it is paid. */
export async function handOverToOrder(tx: TransactionSql, id: string, orderId: string): Promise<void> {
  await tx`UPDATE renewal_offers SET slot_held = false, order_id = ${orderId} WHERE id = ${id}`;
}

/**
 * An unpaid renewal order was closed: its spot comes back to the offer while the offer is still held, so the household never
 * loses it (answers whether it did; otherwise the caller gives the spot back to the pool).
 */
export async function takeBackFromOrder(tx: TransactionSql, orderId: string): Promise<boolean> {
  const back = await tx`UPDATE renewal_offers SET slot_held = true WHERE order_id = ${orderId} AND status = 'held' AND NOT slot_held RETURNING id`;
  return back.length > 0;
}

/** The deposit of the offer's order landed: accepted (from held, or expired while the order held its spot). */
export async function markAccepted(tx: TransactionSql, orderId: string): Promise<RenewalOfferRow | undefined> {
  const [row] = await tx<RenewalOfferRow[]>`
    UPDATE renewal_offers SET status = 'accepted', decided_at = now(), slot_held = false
    WHERE order_id = ${orderId} AND status IN ('held', 'expired') RETURNING *`;
  return row;
}

/** "Not this year" (the caller gives back the spot the offer held, if it held one). */
export async function markDeclined(tx: TransactionSql, id: string, now: Date): Promise<void> {
  await tx`UPDATE renewal_offers SET status = 'declined', decided_at = ${now}, slot_held = false WHERE id = ${id} AND status = 'held'`;
}

/** Holds past their end, locked (skipping rows another sweep holds), at most `limit`. */
export async function lapsedOffers(tx: TransactionSql, now: Date, limit: number): Promise<RenewalOfferRow[]> {
  return tx<RenewalOfferRow[]>`
    SELECT * FROM renewal_offers WHERE status = 'held' AND hold_until <= ${now}
    ORDER BY hold_until, id LIMIT ${limit} FOR UPDATE SKIP LOCKED`;
}

/** Mark lapsed offers expired. */
export async function markExpired(tx: TransactionSql, ids: string[], now: Date): Promise<void> {
  await tx`UPDATE renewal_offers SET status = 'expired', decided_at = ${now}, slot_held = false WHERE id = ANY(${ids}::uuid[]) AND status = 'held'`;
}

/** Staff gave the household more time. */
export async function extendHold(tx: TransactionSql, id: string, holdUntil: Date, now: Date): Promise<void> {
  await tx`UPDATE renewal_offers SET hold_until = ${holdUntil}, extended_at = ${now} WHERE id = ${id}`;
}

/** Staff sent the offer again. */
export async function markResent(tx: TransactionSql, id: string, now: Date): Promise<void> {
  await tx`UPDATE renewal_offers SET resent_at = ${now} WHERE id = ${id}`;
}

/** A merged household's offers follow it, unless the household it became has its own offer for that season. */
export async function moveOffersToHousehold(tx: TransactionSql, from: string, to: string): Promise<void> {
  await tx`
    UPDATE renewal_offers r SET customer_id = ${to}
    WHERE r.customer_id = ${from} AND NOT EXISTS (SELECT 1 FROM renewal_offers x WHERE x.customer_id = ${to} AND x.season_year = r.season_year)`;
}

/** Last year's delivery date of each renewed order (an order paying for an offer), by order id: what Zapier's "Renewal Accepted" shows. */
export async function previousDeliveryDates(sql: Sql, orderIds: string[]): Promise<Map<string, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await sql<{ order_id: string; delivery_date: string }[]>`
    SELECT o.id AS order_id, last.delivery_date
    FROM orders o JOIN renewal_offers r ON r.id = o.renewal_offer_id JOIN orders last ON last.id = r.last_order_id
    WHERE o.id = ANY(${orderIds}::uuid[])`;
  return new Map(rows.map((row) => [row.order_id, row.delivery_date]));
}

/** One row of the staff's renewals screen. */
export interface RenewalListRow {
  id: string;
  customer_id: string;
  customer_name: string;
  customer_email: string;
  package_name: string;
  delivery_date: string;
  last_delivery_date: string;
  service_type: RenewalOfferRow['service_type'];
  status: RenewalOfferRow['status'];
  hold_until: Date;
  offered_at: Date;
  decided_at: Date | null;
  order_id: string | null;
  order_status: string | null;
  renewed_cents: number;
}

/** Every offer of a season with its household, last year's package and the renewed order's total once its deposit is paid. */
export async function offersOfSeason(sql: Sql | TransactionSql, year: number): Promise<RenewalListRow[]> {
  return sql<RenewalListRow[]>`
    SELECT r.id, r.customer_id, c.name AS customer_name, c.email::text AS customer_email, last.package_name,
      r.delivery_date, last.delivery_date AS last_delivery_date, r.service_type, r.status, r.hold_until, r.offered_at, r.decided_at,
      r.order_id, o.status AS order_status,
      CASE WHEN r.status = 'accepted' AND o.status = ANY(${[...BOOKED_STATUSES]}) THEN o.total_cents ELSE 0 END AS renewed_cents
    FROM renewal_offers r
    JOIN customers c ON c.id = r.customer_id
    JOIN orders last ON last.id = r.last_order_id
    LEFT JOIN orders o ON o.id = r.order_id
    WHERE r.season_year = ${year}
    ORDER BY c.name, r.id`;
}

/** Tell each subscribed waitlist entry once per season and day that held spots opened; answers the entries told. */
export async function recordSpotNotices(tx: TransactionSql, year: number, openedOn: string): Promise<string[]> {
  const told = await tx<{ entry_id: string }[]>`
    INSERT INTO waitlist_spot_notices (entry_id, season_year, opened_on)
    SELECT id, ${year}, ${openedOn} FROM waitlist_entries WHERE unsubscribed_at IS NULL
    ON CONFLICT DO NOTHING RETURNING entry_id`;
  return told.map((r) => r.entry_id);
}

/** The season a waitlisted person was last told held spots opened for. */
export async function lastSpotNoticeYear(sql: Sql | TransactionSql, entryId: string): Promise<number | null> {
  const [row] = await sql<{ year: number | null }[]>`SELECT max(season_year) AS year FROM waitlist_spot_notices WHERE entry_id = ${entryId}`;
  return row?.year ?? null;
}

/**
 * Offers made for each season of `years` and how many renewed (the renewal rate): accepted, and the order they made still stands
 * (issue 36 item 10: a renewal cancelled or refunded in full later is no longer a renewal).
 */
export async function renewalCounts(sql: Sql | TransactionSql, years: readonly number[]): Promise<{ year: number; offered: number; accepted: number }[]> {
  return sql<{ year: number; offered: number; accepted: number }[]>`
    SELECT r.season_year AS year, count(*)::int AS offered, count(*) FILTER (WHERE r.status = 'accepted' AND o.status = ANY(${[...BOOKED_STATUSES]}))::int AS accepted
    FROM renewal_offers r LEFT JOIN orders o ON o.id = r.order_id
    WHERE r.season_year = ANY(${[...years]}::int[])
    GROUP BY 1`;
}
