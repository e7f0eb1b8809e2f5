import { insertPickup, orderIncludesPickup, pickupsPerDay } from '../db/order-pickups.ts';
import type { TransactionSql } from '../db/sql.ts';
import { defaultPickupDates, loadSeasonRows, seasonOfDelivery } from '../season/season-rows.ts';
import { assignedPickupDay } from './pickup-rules.ts';

/**
 * Give a delivered order that includes removal its pick-up day (docs/design.md §26, ADR 281), inside the transaction that marks it
 * delivered: every path to "delivered" passes here (server/src/orders/order-moves.ts#move). An order that has one keeps it.
 */
export async function assignPickup(tx: TransactionSql, order: { id: string; delivery_date: string }): Promise<void> {
  if (!(await orderIncludesPickup(tx, order.id))) return;
  const season = seasonOfDelivery(await loadSeasonRows(tx), order.delivery_date);
  const dates = season?.pickupDates ?? defaultPickupDates(Number(order.delivery_date.slice(0, 4)));
  await insertPickup(tx, order.id, assignedPickupDay(dates, order.delivery_date, await pickupsPerDay(tx, dates)));
}
