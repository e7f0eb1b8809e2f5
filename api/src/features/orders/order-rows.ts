import type { PriceBreakdownCents } from '@sdp/shared';
import { isUuid } from '@sdp/server/db/is-uuid';
import type { OrderRow } from '@sdp/server/db/rows';
import type { Sql, TransactionSql } from '@sdp/server/db/sql';
import type { OrderAddOnLine } from './resolve-add-ons.ts';

export type { OrderRow };

export const ORDER_NOT_FOUND = 'Order not found';

export async function findOrder(sql: Sql | TransactionSql, id: string, { lock = false } = {}): Promise<OrderRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = lock
    ? await sql<OrderRow[]>`SELECT * FROM orders WHERE id = ${id} FOR UPDATE`
    : await sql<OrderRow[]>`SELECT * FROM orders WHERE id = ${id}`;
  return row;
}

/** The price columns of an order from a breakdown. */
export const priceColumns = (b: PriceBreakdownCents) => ({
  promo_code: b.promoCode,
  base_cents: b.baseAmount,
  add_on_total_cents: b.addOnTotal,
  subtotal_cents: b.subtotal,
  discount_cents: b.discountAmount,
  delivery_fee_cents: b.deliveryFee,
  total_cents: b.finalTotal,
  deposit_cents: b.depositAmount,
  balance_cents: b.balanceDue,
});

/** The breakdown stored on an order. */
export const storedBreakdown = (o: OrderRow): PriceBreakdownCents => ({
  baseAmount: o.base_cents,
  addOnTotal: o.add_on_total_cents,
  subtotal: o.subtotal_cents,
  discountAmount: o.discount_cents,
  deliveryFee: o.delivery_fee_cents,
  finalTotal: o.total_cents,
  depositAmount: o.deposit_cents,
  balanceDue: o.balance_cents,
  promoCode: o.promo_code,
});

/** Replace an order's add-on lines (inside the caller's transaction). */
export async function writeOrderAddOns(tx: TransactionSql, orderId: string, lines: OrderAddOnLine[]): Promise<void> {
  await tx`DELETE FROM order_add_ons WHERE order_id = ${orderId}`;
  if (lines.length === 0) return;
  const rows = lines.map((l) => ({
    order_id: orderId, add_on_id: l.id, name: l.name, category: l.category, unit_price_cents: l.priceCents, quantity: l.quantity, line_total_cents: l.lineTotalCents,
  }));
  await tx`INSERT INTO order_add_ons ${tx(rows)}`;
}
