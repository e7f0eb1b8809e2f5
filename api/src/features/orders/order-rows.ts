import type { OrderStatus, PriceBreakdownCents, ServiceLevel } from '@sdp/shared';
import type { Sql, TransactionSql } from '../../lib/db.ts';
import type { OrderAddOnLine } from './resolve-add-ons.ts';

/** The columns of `orders` this feature reads. */
export interface OrderRow {
  id: string;
  status: OrderStatus;
  flow: 'hosted' | 'embedded';
  service_type: ServiceLevel;
  package_name: string;
  customer_name: string;
  customer_email: string;
  address: string;
  city: string;
  zip_code: string;
  delivery_date: string;
  slot_released: boolean;
  promo_code: string | null;
  base_cents: number;
  add_on_total_cents: number;
  subtotal_cents: number;
  discount_cents: number;
  delivery_fee_cents: number;
  total_cents: number;
  deposit_cents: number;
  balance_cents: number;
  stripe_checkout_session_id: string | null;
  stripe_payment_intent_id: string | null;
  refunded_cents: number;
  /** SHA-256 of the order secret (ADR 021); null for orders made before it existed. */
  secret_hash: string | null;
  /** SHA-256 of the PaymentIntent's client secret. */
  payment_intent_secret_hash: string | null;
}

export const ORDER_NOT_FOUND = 'Order not found';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string | null | undefined): value is string => typeof value === 'string' && UUID.test(value);

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

/** Record a Stripe object that carries money for an order (one row per provider reference, kept current). */
export async function upsertPayment(
  tx: TransactionSql,
  orderId: string,
  payment: { kind: 'checkout_session' | 'payment_intent' | 'refund'; ref: string; amountCents: number; status: string },
): Promise<void> {
  await tx`
    INSERT INTO payments (order_id, kind, provider_ref, amount_cents, status)
    VALUES (${orderId}, ${payment.kind}, ${payment.ref}, ${payment.amountCents}, ${payment.status})
    ON CONFLICT (provider_ref) DO UPDATE SET amount_cents = EXCLUDED.amount_cents, status = EXCLUDED.status, updated_at = now()`;
}
