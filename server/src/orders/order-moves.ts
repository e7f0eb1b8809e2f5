import { isBooked } from '@sdp/shared';
import type { OrderStatus } from '@sdp/shared';
import type { OrderRow } from '../db/rows.ts';
import type { TransactionSql } from '../db/sql.ts';
import { releaseOrderCredits } from '../referrals/referral-credits.ts';
import { recordEvent } from '../outbox.ts';
import { takeBackFromOrder } from '../db/renewals.ts';
import { assignPickup } from '../pickups/assign-pickup.ts';
import { releaseCardHold } from '../gift-cards/card-hold.ts';

/** One spot of a delivery week and service level back to the pool (inside the caller's transaction). */
export async function giveBackSpot(tx: TransactionSql, deliveryDate: string, level: OrderRow['service_type']): Promise<void> {
  await tx`UPDATE delivery_slots SET booked = GREATEST(booked - 1, 0) WHERE delivery_date = ${deliveryDate} AND service_level = ${level}`;
}

/**
 * Give the order's delivery spot back, once (orders.slot_released guards a second release). An unpaid renewal order's spot goes
 * back to its offer instead while the offer is still held (ADR 111): the household never loses the week it was promised.
 */
export async function releaseSlotOnce(
  tx: TransactionSql,
  order: Pick<OrderRow, 'id' | 'slot_released' | 'delivery_date' | 'service_type'> & { renewal_offer_id?: string | null },
): Promise<boolean> {
  const [released] = await tx`UPDATE orders SET slot_released = true WHERE id = ${order.id} AND NOT slot_released RETURNING id`;
  if (!released) return false;
  if (order.renewal_offer_id && (await takeBackFromOrder(tx, order.id))) return true;
  await giveBackSpot(tx, order.delivery_date, order.service_type);
  return true;
}

/**
 * Move a locked order to its next status with its outbox events (the timeline row comes from the orders trigger of migration
 * 330). Zapier's order.delivered / completed / cancelled go only for orders whose deposit was paid (docs/design.md §11).
 */
export async function move(tx: TransactionSql, order: Pick<OrderRow, 'id' | 'status'> & Partial<Pick<OrderRow, 'delivery_date'>>, to: OrderStatus): Promise<void> {
  const stamp = to === 'delivered' ? tx`, delivered_at = now()` : to === 'completed' ? tx`, completed_at = now()` : to === 'cancelled' ? tx`, cancelled_at = COALESCE(cancelled_at, now())` : tx``;
  await tx`UPDATE orders SET status = ${to}, updated_at = now() ${stamp} WHERE id = ${order.id}`;
  if (to === 'deposit_paid') {
    await recordEvent(tx, 'order.deposit_paid', { orderId: order.id });
    return;
  }
  await recordEvent(tx, 'order.status_changed', { orderId: order.id, from: order.status, to });
  if (to === 'delivered') {
    await recordEvent(tx, 'order.delivered', { orderId: order.id });
    // The porch is decorated: an order with removal gets its pick-up day now (docs/design.md §26).
    await assignPickup(tx, { id: order.id, delivery_date: order.delivery_date ?? (await deliveryDateOf(tx, order.id)) });
  }
  if (to === 'completed') await recordEvent(tx, 'order.completed', { orderId: order.id });
  if (to === 'cancelled' && isBooked(order.status)) await recordEvent(tx, 'order.cancelled', { orderId: order.id });
  // A referral credit on a balance that will never be charged goes back to the household for its next one (ADR 120).
  if (to === 'cancelled' || to === 'refunded') await releaseOrderCredits(tx, order.id);
  // A gift card's payment held for a deposit never paid goes back onto the card (docs/design.md §27, ADR 306).
  if (to === 'cancelled' && !isBooked(order.status)) await releaseCardHold(tx, order.id);
}

const deliveryDateOf = async (tx: TransactionSql, orderId: string): Promise<string> =>
  (await tx<{ delivery_date: string }[]>`SELECT delivery_date FROM orders WHERE id = ${orderId}`)[0]!.delivery_date;

/** What Stripe is asked for of the deposit: the deposit less what a gift card pays of it (docs/design.md §27). */
export const stripeDepositCents = (order: Pick<OrderRow, 'deposit_cents' | 'gift_card_cents'>): number => order.deposit_cents - order.gift_card_cents;

/** Money the order has received: the deposit once paid, the balance once paid (docs/design.md §11 "collected"). */
export const collectedCents = (order: Pick<OrderRow, 'paid_at' | 'deposit_cents' | 'balance_status' | 'balance_cents'>): number =>
  (order.paid_at ? order.deposit_cents : 0) + (order.balance_status === 'paid' ? order.balance_cents : 0);
