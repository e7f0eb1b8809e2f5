import { BOOKED_STATUSES } from '@sdp/shared';
import type { PickupStatus } from '@sdp/shared';
import type { PendingQuery, Row } from 'postgres';
import { runSheetOrderOf, type RunSheetOrder, type RunSheetRow } from './order-lists.ts';
import type { Sql, TransactionSql } from './sql.ts';

// The owner of order_pickups (docs/design.md §17, §26; ADR 280): every statement on it is here. The rules (who gets a pick-up, which
// day, when it may change) are server/src/pickups/'s.

/** An order's pick-up as stored. */
export interface PickupRow {
  orderId: string;
  date: string;
  status: PickupStatus;
  poundsDonated: number | null;
  pickedUpAt: Date | null;
  chosenAt: Date | null;
}

interface TableRow { order_id: string; pickup_date: string; status: PickupStatus; pounds_donated: string | null; picked_up_at: Date | null; chosen_at: Date | null }

const fromRow = (r: TableRow): PickupRow => ({
  orderId: r.order_id, date: r.pickup_date, status: r.status, poundsDonated: r.pounds_donated === null ? null : Number(r.pounds_donated),
  pickedUpAt: r.picked_up_at, chosenAt: r.chosen_at,
});

/**
 * The orders that include a pick-up, as a condition on `o` (an orders alias): Seasonal Removal bought as an add-on, or White-Glove,
 * whose price includes the teardown (docs/design.md §4). The one place this is written.
 */
export const includesPickup = (sql: Sql | TransactionSql) =>
  sql`(o.service_type = 'white-glove' OR EXISTS (SELECT 1 FROM order_add_ons a WHERE a.order_id = o.id AND a.name = 'Seasonal Removal'))`;

/** Whether one order includes a pick-up (a delivered order gets one, ADR 280). */
export async function orderIncludesPickup(tx: Sql | TransactionSql, orderId: string): Promise<boolean> {
  const [row] = await tx`SELECT 1 FROM orders o WHERE o.id = ${orderId} AND ${includesPickup(tx)}`;
  return Boolean(row);
}

/** Give the order its pick-up day unless it has one (a redelivered "delivered" changes nothing). Answers whether it was added. */
export async function insertPickup(tx: TransactionSql, orderId: string, date: string): Promise<boolean> {
  const rows = await tx`INSERT INTO order_pickups (order_id, pickup_date) VALUES (${orderId}, ${date}) ON CONFLICT DO NOTHING RETURNING order_id`;
  return rows.length > 0;
}

/** An order's pick-up, if it has one; `lock` holds it FOR UPDATE until the caller's transaction ends. */
export async function findPickup(sql: Sql | TransactionSql, orderId: string, options: { lock?: boolean } = {}): Promise<PickupRow | null> {
  const [row] = await sql<TableRow[]>`
    SELECT order_id, pickup_date, status, pounds_donated, picked_up_at, chosen_at FROM order_pickups WHERE order_id = ${orderId}
    ${options.lock ? sql`FOR UPDATE` : sql``}`;
  return row ? fromRow(row) : null;
}

/** The pick-ups of several orders, by order. */
export async function pickupsOf(sql: Sql, orderIds: string[]): Promise<Map<string, PickupRow>> {
  const rows = orderIds.length === 0 ? [] : await sql<TableRow[]>`
    SELECT order_id, pickup_date, status, pounds_donated, picked_up_at, chosen_at FROM order_pickups WHERE order_id = ANY(${orderIds}::uuid[])`;
  return new Map(rows.map((r) => [r.order_id, fromRow(r)]));
}

/** The customer chose another of the season's days (the caller checked the rules under the row's lock). */
export async function movePickup(tx: TransactionSql, orderId: string, date: string, now: Date): Promise<void> {
  await tx`UPDATE order_pickups SET pickup_date = ${date}, chosen_at = ${now}, updated_at = now() WHERE order_id = ${orderId} AND status = 'scheduled'`;
}

/** The crew closed the stop: picked up, with the pounds donated. Answers false when it already was (the first tap stands). */
export async function markPickedUp(tx: TransactionSql, orderId: string, p: { poundsDonated: number; by: string | null; now: Date }): Promise<boolean> {
  const rows = await tx`
    UPDATE order_pickups SET status = 'picked_up', pounds_donated = ${p.poundsDonated}, picked_up_at = ${p.now}, picked_up_by = ${p.by},
      updated_at = now()
    WHERE order_id = ${orderId} AND status = 'scheduled' RETURNING order_id`;
  return rows.length > 0;
}

/** The crew a pick-up goes to: the crew that set the porch up, else crew 1 (ADR 280). Written once, for the run sheet and the lists. */
const pickupCrew = (sql: Sql) => sql`COALESCE(o.crew, 1)`;

type PickupStopRow = RunSheetRow & Omit<TableRow, 'status'> & { pickup_status: PickupStatus };

/** A crew's pick-ups on a day, as run-sheet stops before the route orders them (ADR 280), with each pick-up's state. */
export async function pickupStopsOn(sql: Sql, date: string, crew: number): Promise<(RunSheetOrder & { pickup: PickupRow })[]> {
  const rows = await sql<PickupStopRow[]>`
    SELECT o.*, z.latitude, z.longitude, p.load_list, c.porch_notes, k.order_id, k.pickup_date, k.status AS pickup_status,
      k.pounds_donated, k.picked_up_at, k.chosen_at,
      COALESCE((SELECT json_agg(json_build_object('name', a.name, 'category', a.category, 'quantity', a.quantity) ORDER BY s.sort_order, a.name)
        FROM order_add_ons a LEFT JOIN add_on_services s ON s.id = a.add_on_id WHERE a.order_id = o.id), '[]') AS add_ons
    FROM order_pickups k
    JOIN orders o ON o.id = k.order_id
    JOIN packages p ON p.id = o.package_id
    JOIN customers c ON c.id = o.customer_id
    LEFT JOIN zone_zip_codes z ON z.zip_code = o.zip_code
    WHERE k.pickup_date = ${date} AND ${pickupCrew(sql)} = ${crew} AND o.status = ANY(${[...BOOKED_STATUSES]})
    ORDER BY o.created_at, o.id`;
  return rows.map((row) => ({ ...runSheetOrderOf(row), pickup: fromRow({ ...row, status: row.pickup_status }) }));
}

/** The days from `from` to `to` (inclusive) on which a crew has pick-ups (its calendar feed). */
export async function crewPickupDaysBetween(sql: Sql, crew: number, from: string, to: string): Promise<string[]> {
  const rows = await sql<{ day: string }[]>`
    SELECT DISTINCT k.pickup_date::text AS day FROM order_pickups k JOIN orders o ON o.id = k.order_id
    WHERE ${pickupCrew(sql)} = ${crew} AND k.pickup_date BETWEEN ${from} AND ${to} AND o.status = ANY(${[...BOOKED_STATUSES]})
    ORDER BY day`;
  return rows.map((r) => r.day);
}

/** One household of the staff pick-up list (and the schedule's pick-up days). */
export interface PickupListRow {
  orderId: string; customerName: string; address: string; city: string; zipCode: string; crew: number; pickup: PickupRow;
}

/** Every live pick-up whose day is between `from` and `to`, those not yet picked up first, each by its day. */
export async function pickupList(sql: Sql, from: string, to: string): Promise<PickupListRow[]> {
  const rows = await sql<(TableRow & { customer_name: string; address: string; city: string; zip_code: string; crew: number })[]>`
    SELECT k.order_id, k.pickup_date, k.status, k.pounds_donated, k.picked_up_at, k.chosen_at,
      o.customer_name, o.address, o.city, o.zip_code, ${pickupCrew(sql)} AS crew
    FROM order_pickups k JOIN orders o ON o.id = k.order_id
    WHERE k.pickup_date BETWEEN ${from} AND ${to} AND o.status = ANY(${[...BOOKED_STATUSES]})
    ORDER BY k.status = 'picked_up', k.pickup_date, crew, o.customer_name, o.id`;
  return rows.map((r) => ({
    orderId: r.order_id, customerName: r.customer_name, address: r.address, city: r.city, zipCode: r.zip_code.trim(), crew: r.crew, pickup: fromRow(r),
  }));
}

/** Pounds donated and porches cleared per year of the pick-up day (/insights). */
export async function pickupFigures(sql: Sql, years: readonly number[]): Promise<{ year: number; poundsDonated: number; pickedUp: number }[]> {
  const rows = await sql<{ year: number; pounds: string; picked_up: number }[]>`
    SELECT extract(year FROM k.pickup_date)::int AS year, COALESCE(sum(k.pounds_donated), 0) AS pounds, count(*)::int AS picked_up
    FROM order_pickups k WHERE k.status = 'picked_up' AND extract(year FROM k.pickup_date)::int = ANY(${[...years]}::int[])
    GROUP BY 1`;
  return rows.map((r) => ({ year: r.year, poundsDonated: Number(r.pounds), pickedUp: r.picked_up }));
}

/**
 * The day each removal reminder speaks of, as SQL over `o` (an orders alias) for the scheduled messages: the order's pick-up day,
 * else December 1 of its delivery year (an order booked with removal and not yet delivered, as the reminder always read).
 */
export const reminderDay = (sql: Sql): PendingQuery<Row[]> =>
  sql`COALESCE((SELECT k.pickup_date FROM order_pickups k WHERE k.order_id = o.id), make_date(extract(year FROM o.delivery_date)::int, 12, 1))`;

/** Whether the crew has not yet picked up `o` (an orders alias): the reminder goes only before. */
export const notPickedUp = (sql: Sql): PendingQuery<Row[]> =>
  sql`NOT EXISTS (SELECT 1 FROM order_pickups k WHERE k.order_id = o.id AND k.status = 'picked_up')`;

/** How many live pick-ups each of some days has (to share a season's pick-ups out evenly). */
export async function pickupsPerDay(sql: Sql | TransactionSql, dates: string[]): Promise<Map<string, number>> {
  const rows = await sql<{ day: string; n: number }[]>`
    SELECT k.pickup_date::text AS day, count(*)::int AS n FROM order_pickups k WHERE k.pickup_date = ANY(${dates}::date[]) GROUP BY 1`;
  return new Map(rows.map((r) => [r.day, r.n]));
}
