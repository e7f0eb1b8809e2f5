import { BOOKED_STATUSES } from '@sdp/shared';
import type { ServiceLevel } from '@sdp/shared';
import type { ScheduledOrder } from '@sdp/shared/wire-crew';
import type { OrderRow } from './rows.ts';
import type { Sql, TransactionSql } from './sql.ts';

// The crew schedule's orders (docs/design.md §12a, ADR 033): what each delivery week holds, which crew and day each paid order is on,
// and the writes that put it there. The run sheet of one crew's day is order-lists.ts.

/** Per delivery week and service level: paid orders, and unpaid ones still holding a spot. */
export interface WeekBookings { delivery_date: string; service_type: ServiceLevel; booked: number; held: number }

export async function weekBookings(sql: Sql, dates: string[]): Promise<WeekBookings[]> {
  return sql<WeekBookings[]>`
    SELECT delivery_date, service_type,
      count(*) FILTER (WHERE status = ANY(${[...BOOKED_STATUSES]}))::int AS booked,
      count(*) FILTER (WHERE status IN ('pending', 'payment_failed') AND NOT slot_released)::int AS held
    FROM orders WHERE delivery_date = ANY(${dates}::date[]) GROUP BY delivery_date, service_type`;
}

/** A paid order as the schedule shows it. */
export type ScheduleOrderRow = Pick<OrderRow, 'id' | 'customer_name' | 'city' | 'zip_code' | 'package_name' | 'service_type' | 'crew' | 'crew_day'
  | 'delivery_date'> & { status: ScheduledOrder['status'] };

/** The paid orders of these delivery weeks, by crew day, crew and the order they were assigned in (unscheduled last). */
export async function scheduledOrders(sql: Sql, dates: string[]): Promise<ScheduleOrderRow[]> {
  return sql<ScheduleOrderRow[]>`
    SELECT id, customer_name, city, zip_code, package_name, service_type, status, crew, crew_day, delivery_date
    FROM orders WHERE delivery_date = ANY(${dates}::date[]) AND status = ANY(${[...BOOKED_STATUSES]})
    ORDER BY crew_day NULLS LAST, crew, crew_assigned_at, created_at, id`;
}

/** How many paid orders other than `orderId` a crew has on a day (the caller holds that crew day's advisory lock). */
export async function crewDayTaken(tx: TransactionSql, day: string, crew: number, orderId: string): Promise<number> {
  const [row] = await tx<{ taken: number }[]>`
    SELECT count(*)::int AS taken FROM orders
    WHERE crew_day = ${day} AND crew = ${crew} AND status = ANY(${[...BOOKED_STATUSES]}) AND id <> ${orderId}`;
  return row!.taken;
}

/** Put the order on a crew's day. */
export async function putOnCrewDay(tx: TransactionSql, orderId: string, crew: number, day: string): Promise<void> {
  await tx`UPDATE orders SET crew = ${crew}, crew_day = ${day}, crew_assigned_at = now(), updated_at = now() WHERE id = ${orderId}`;
}

/** Take the order off its crew's day: it is "to schedule" again. */
export async function takeOffCrewDay(tx: TransactionSql, orderId: string): Promise<void> {
  await tx`UPDATE orders SET crew = NULL, crew_day = NULL, crew_assigned_at = NULL, updated_at = now() WHERE id = ${orderId}`;
}

/** What the schedule uses of the season's crews: the highest crew number with a paid order on a day, and the most homes of one crew day. */
export async function crewsInUse(tx: TransactionSql): Promise<{ crew: number | null; homes: number | null }> {
  const [used] = await tx<{ crew: number | null; homes: number | null }[]>`
    SELECT max(crew) AS crew, max(n) AS homes FROM (
      SELECT crew, count(*)::int AS n FROM orders WHERE crew_day IS NOT NULL AND status = ANY(${[...BOOKED_STATUSES]})
      GROUP BY crew, crew_day) days`;
  return used ?? { crew: null, homes: null };
}

/** An order that a crew day's move takes along (docs/design.md §26): deposit paid, not yet delivered. */
export type MovableStop = Pick<OrderRow, 'id' | 'delivery_date' | 'service_type' | 'slot_released'> & { crew: number; crew_day: string };

/**
 * The paid, not yet delivered orders on a crew day (one crew's, or every crew's), locked FOR UPDATE in id order so two moves of
 * one day queue rather than deadlock; and how many orders of any booked status that day holds (delivered ones stay).
 */
export async function lockMovableStops(tx: TransactionSql, day: string, crew: number | null): Promise<{ stops: MovableStop[]; booked: number }> {
  const stops = await tx<MovableStop[]>`
    SELECT id, delivery_date, service_type, slot_released, crew, crew_day::text AS crew_day FROM orders
    WHERE crew_day = ${day} AND (${crew}::int IS NULL OR crew = ${crew}::int) AND status = 'deposit_paid'
    ORDER BY id FOR UPDATE`;
  const [row] = await tx<{ booked: number }[]>`
    SELECT count(*)::int AS booked FROM orders
    WHERE crew_day = ${day} AND (${crew}::int IS NULL OR crew = ${crew}::int) AND status = ANY(${[...BOOKED_STATUSES]})`;
  return { stops, booked: row!.booked };
}

/** These orders locked FOR UPDATE in id order, as the undo of a move finds them (where each is now). */
export async function lockStopsById(tx: TransactionSql, ids: string[]): Promise<(MovableStop & { status: string })[]> {
  return tx<(MovableStop & { status: string })[]>`
    SELECT id, delivery_date, service_type, slot_released, crew, crew_day::text AS crew_day, status FROM orders
    WHERE id = ANY(${ids}::uuid[]) ORDER BY id FOR UPDATE`;
}

/** How many paid orders a crew has on a day (the caller holds that crew day's advisory lock). */
export async function crewDayCount(tx: TransactionSql, day: string, crew: number): Promise<number> {
  const [row] = await tx<{ taken: number }[]>`
    SELECT count(*)::int AS taken FROM orders WHERE crew_day = ${day} AND crew = ${crew} AND status = ANY(${[...BOOKED_STATUSES]})`;
  return row!.taken;
}
