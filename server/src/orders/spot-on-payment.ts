import type { ServiceLevel } from '@sdp/shared';
import type { OrderRow } from '../db/rows.ts';
import type { Sql, TransactionSql } from '../db/sql.ts';
import { recordEvent } from '../outbox.ts';
import { loadSeasonRows, seasonOfDelivery } from '../season/season-rows.ts';
import { spotsLeftIn, takeSpotIfFree } from '../season/season.ts';
import { AUTOMATIC } from './stray-payment.ts';
import { recordOrderAction } from './order-actions.ts';
import { move } from './order-moves.ts';

// A deposit landing on a checkout that held no spot (docs/design.md §22, ADR 159): unpaid checkouts past the week's unpaid share hold
// nothing, so the spot is taken here, when the money arrives, in the payment transition's transaction under the order's lock.

/** Why the timeline and the refund say the order was closed. */
export const WEEK_FILLED_REASON = 'The delivery week filled while this deposit was being paid; refunded in full automatically.';

/**
 * The order's delivery spot for a deposit that just succeeded: true when the order holds one (it held it from creation, or it takes a
 * free one now); false when its week filled meanwhile, and nothing was taken.
 */
export async function spotForDeposit(tx: TransactionSql, order: Pick<OrderRow, 'id' | 'slot_released' | 'delivery_date' | 'service_type'>): Promise<boolean> {
  if (!order.slot_released) return true;
  if (!(await takeSpotIfFree(tx, order.delivery_date, order.service_type))) return false;
  await tx`UPDATE orders SET slot_released = false WHERE id = ${order.id}`;
  return true;
}

/**
 * The deposit arrived for a week that filled meanwhile (the caller recorded the payment and locked the order): the order closes as
 * cancelled, the timeline says why, and `order.week_filled_paid` asks the payments worker to refund the deposit at once and the
 * refund's e-mail offers the weeks still open (workers/src/jobs/refund-week-filled.ts).
 */
export async function closeForFilledWeek(tx: TransactionSql, order: Pick<OrderRow, 'id' | 'status'>): Promise<void> {
  await move(tx, order, 'cancelled');
  await recordOrderAction(tx, order.id, AUTOMATIC, 'cancel', { reason: WEEK_FILLED_REASON, spotReleased: false });
  await recordEvent(tx, 'order.week_filled_paid', { orderId: order.id });
}

/** A week the refund's e-mail offers instead: its date and the spots it has left at the order's level. */
export interface OpenWeek { date: string; spotsLeft: number }

/**
 * The weeks to offer after refund `refundId` (its e-mail): for a deposit refunded because its week filled, the other weeks of the
 * order's season, from `today` on, with a spot left at its level (none may be left); null for any other refund.
 */
export async function weeksToOffer(sql: Sql, refundId: string, order: { deliveryDate: string; serviceType: ServiceLevel }, today: string): Promise<OpenWeek[] | null> {
  const [refund] = await sql<{ reason: string | null }[]>`SELECT reason FROM payments WHERE provider_ref = ${refundId} AND kind = 'refund'`;
  if (refund?.reason !== WEEK_FILLED_REASON) return null;
  const dates = (seasonOfDelivery(await loadSeasonRows(sql), order.deliveryDate)?.deliveryDates ?? []).filter((d) => d >= today && d !== order.deliveryDate);
  const left = await spotsLeftIn(sql, dates, order.serviceType);
  return [...dates].sort().flatMap((date) => ((left.get(date) ?? 0) > 0 ? [{ date, spotsLeft: left.get(date)! }] : []));
}
