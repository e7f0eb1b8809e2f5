import { formatUsd, type PriceBreakdownCents } from '@sdp/shared';
import { moveDeliveryWeek, writeWeekPrice } from '../db/order-updates.ts';
import type { OrderRow } from '../db/rows.ts';
import type { TransactionSql } from '../db/sql.ts';
import { DomainError } from '../domain-error.ts';
import { recordEvent } from '../outbox.ts';
import { reserveDeliverySlot } from '../season/season.ts';
import type { SeasonRow } from '../season/season-rows.ts';
import { recordOrderAction, type OrderActor } from './order-actions.ts';
import { giveBackSpot } from './order-moves.ts';
import { pricesInWeeks } from './week-price.ts';

/**
 * Move a paid order to another delivery week of its season, in the caller's transaction holding the order's row lock; whoever moves it
 * (the customer on their page, staff) moves it this way. The new week's spot is taken with the same conditional UPDATE as a new order
 * (409 when full, and nothing moves), the old one given back, the crew day cleared by the orders trigger of migration 360, and the
 * order priced for its new week (issue 36 item 4, ADR 178): a neighbour week's saving added or taken off, the total and the balance
 * with it, the deposit as collected. `expectedTotalCents`, the total the customer was shown, refuses the move (409) when the week's
 * price changed since.
 */
export async function moveOrderToWeek(
  tx: TransactionSql,
  order: OrderRow,
  season: Pick<SeasonRow, 'deliveryDates' | 'neighbourDiscountCents'>,
  week: string,
  actor: OrderActor,
  expectedTotalCents: number | null = null,
): Promise<PriceBreakdownCents> {
  const price = (await pricesInWeeks(tx, order, season, [week])).get(week)!;
  if (expectedTotalCents !== null && expectedTotalCents !== price.finalTotal) {
    const message = `The price of that week has changed: your total there is now ${formatUsd(price.finalTotal, { alwaysCents: true })}. Please look again before you move.`;
    throw new DomainError('CONFLICT', message, { issues: [{ path: 'total', message }] });
  }
  await reserveDeliverySlot(tx, season.deliveryDates, week, order.service_type);
  if (!order.slot_released) await giveBackSpot(tx, order.delivery_date, order.service_type);
  await moveDeliveryWeek(tx, order.id, week);
  const repriced = price.finalTotal !== order.total_cents;
  if (repriced) {
    await writeWeekPrice(tx, order.id, { neighbour_discount_cents: price.neighbourDiscount, total_cents: price.finalTotal, balance_cents: price.balanceDue });
  }
  // NOTE: a move that changed the price says so in the timeline and the e-mail: staff and the customer read the same two totals.
  const total = repriced ? { totalFromCents: order.total_cents, totalToCents: price.finalTotal } : {};
  await recordOrderAction(tx, order.id, actor, 'reschedule', { from: order.delivery_date, to: week, ...total });
  await recordEvent(tx, 'order.rescheduled', { orderId: order.id, from: order.delivery_date, to: week, ...total });
  return price;
}
