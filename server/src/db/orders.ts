import type { PriceBreakdownCents } from '@sdp/shared';
import { crmSyncColumns, type CrmSyncOutcome } from './crm-sync.ts';
import { isUuid } from './is-uuid.ts';
import type { OrderAddOnRow, OrderRow } from './rows.ts';
import type { Sql, TransactionSql } from './sql.ts';

// The owner of the `orders` and `order_add_ons` tables (docs/design.md §17, ADR 091): the one "load an order", the price columns
// an order is written with, its add-on lines. The views of an order row (order page, list, e-mails, run sheet) are in order-views.ts.

export type { OrderRow };

/** How an order is found: its id, or the Stripe object that paid (or is paying) its deposit. */
export type OrderKey = string | { checkoutSessionId: string } | { paymentIntentId: string };

/**
 * The order a key names, or undefined (a malformed id finds nothing). `lock` takes the row FOR UPDATE for the rest of the
 * caller's transaction, so every change to one order is serialized; `'share'` only keeps it from changing meanwhile.
 */
export async function findOrder(sql: Sql | TransactionSql, key: OrderKey, { lock = false }: { lock?: boolean | 'share' } = {}): Promise<OrderRow | undefined> {
  if (typeof key === 'string' && !isUuid(key)) return undefined;
  const where = typeof key === 'string' ? sql`id = ${key}`
    : 'checkoutSessionId' in key ? sql`stripe_checkout_session_id = ${key.checkoutSessionId}`
    : sql`stripe_payment_intent_id = ${key.paymentIntentId}`;
  const [row] = await sql<OrderRow[]>`SELECT * FROM orders WHERE ${where} ${lock === 'share' ? sql`FOR SHARE` : lock ? sql`FOR UPDATE` : sql``}`;
  return row;
}

/** The newest order with this customer e-mail (any case) and order number (the id's last 8 characters), as a customer names it. */
export async function findOrderByNumber(sql: Sql | TransactionSql, email: string, orderNumber: string): Promise<Pick<OrderRow, 'id' | 'delivery_date'> | undefined> {
  const [row] = await sql<Pick<OrderRow, 'id' | 'delivery_date'>[]>`
    SELECT id, delivery_date FROM orders
    WHERE lower(customer_email) = lower(${email}) AND upper(right(id::text, 8)) = ${orderNumber}
    ORDER BY created_at DESC LIMIT 1`;
  return row;
}

/** The columns a new order is written with (its status, flags and timestamps take their defaults). */
export type NewOrderColumns = Pick<OrderRow, 'flow' | 'service_type' | 'package_id' | 'package_name' | 'customer_name' | 'customer_email'
  | 'customer_phone' | 'address' | 'city' | 'zip_code' | 'zone_id' | 'delivery_date' | 'photo_permission' | 'special_instructions'
  | 'secret_hash' | 'hold_client_key' | 'hold_email_key' | 'promo_code' | 'base_cents' | 'add_on_total_cents' | 'subtotal_cents'
  | 'discount_cents' | 'delivery_fee_cents' | 'total_cents' | 'deposit_cents' | 'balance_cents' | 'referral_code' | 'referral_discount_cents'>
  & Partial<Pick<OrderRow, 'quote_id' | 'balance_consent_version' | 'balance_consent_at' | 'referrer_id' | 'renewal_offer_id' | 'visitor' | 'slot_released' | 'idempotency_key' | 'request_hash' | 'purchase_ip'>>
  // The text consent box (docs/design.md §19, migration 500): its words and time, carried to the household by a trigger.
  & { text_consent_words?: string; text_consent_at?: Date };

/** Write a new order (inside the caller's transaction, which has taken its delivery spot, or with `slot_released` none); answers its id. */
export async function insertOrder(tx: TransactionSql, columns: NewOrderColumns): Promise<string> {
  const [row] = await tx<Pick<OrderRow, 'id'>[]>`INSERT INTO orders ${tx(columns)} RETURNING id`;
  return row!.id;
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
  referral_code: b.referralCode,
  referral_discount_cents: b.referralDiscount,
  neighbour_discount_cents: b.neighbourDiscount,
});

/** The breakdown an order was written with (priceColumns read back). */
export const breakdownOf = (row: OrderRow): PriceBreakdownCents => ({
  baseAmount: row.base_cents,
  addOnTotal: row.add_on_total_cents,
  subtotal: row.subtotal_cents,
  discountAmount: row.discount_cents,
  deliveryFee: row.delivery_fee_cents,
  finalTotal: row.total_cents,
  depositAmount: row.deposit_cents,
  balanceDue: row.balance_cents,
  promoCode: row.promo_code,
  referralCode: row.referral_code,
  referralDiscount: row.referral_discount_cents,
  neighbourDiscount: row.neighbour_discount_cents,
});

/** The order an Idempotency-Key made (ADR 310), if the key still answers for it: the order was made after `since`. */
export async function orderByIdempotencyKey(sql: Sql | TransactionSql, key: string, since: Date): Promise<OrderRow | undefined> {
  const [row] = await sql<OrderRow[]>`SELECT * FROM orders WHERE idempotency_key = ${key} AND created_at > ${since}`;
  return row;
}
/** Let go of a key whose time has passed (its order made at or before `since`), in the transaction that is to use it again. */
export async function releaseIdempotencyKey(tx: TransactionSql, key: string, since: Date): Promise<void> {
  await tx`UPDATE orders SET idempotency_key = NULL, request_hash = NULL WHERE idempotency_key = ${key} AND created_at <= ${since}`;
}

/** One priced add-on line as an order is written with it. */
export interface PricedAddOnLine { id: string; name: string; category: string; priceCents: number; quantity: number; lineTotalCents: number }

/** Replace an order's add-on lines (inside the caller's transaction). */
export async function writeOrderAddOns(tx: TransactionSql, orderId: string, lines: PricedAddOnLine[]): Promise<void> {
  await tx`DELETE FROM order_add_ons WHERE order_id = ${orderId}`;
  if (lines.length === 0) return;
  const rows: OrderAddOnRow[] = lines.map((l) => ({
    order_id: orderId, add_on_id: l.id, name: l.name, category: l.category, unit_price_cents: l.priceCents, quantity: l.quantity, line_total_cents: l.lineTotalCents,
  }));
  await tx`INSERT INTO order_add_ons ${tx(rows)}`;
}

/** An order's add-on lines, by name (the order page, the confirmation, the e-mails). */
export async function orderAddOns(sql: Sql | TransactionSql, orderId: string): Promise<OrderAddOnRow[]> {
  return sql<OrderAddOnRow[]>`SELECT * FROM order_add_ons WHERE order_id = ${orderId} ORDER BY name`;
}

/** Remember how the order's CRM sync went (workers/src/jobs/sync-crm.ts). */
export async function recordOrderCrmSync(sql: Sql, orderId: string, outcome: CrmSyncOutcome): Promise<void> {
  await sql`UPDATE orders SET ${crmSyncColumns(sql, outcome)} WHERE id = ${orderId}`;
}

// What the unpaid-order sweep reads (workers/src/jobs/expire-unpaid-orders.ts, ADR 020).

/** An unpaid order as the sweep closes it: how it pays, and the Stripe object that would have paid it. */
export type StaleUnpaidOrder = Pick<OrderRow, 'id' | 'flow' | 'stripe_payment_intent_id' | 'stripe_checkout_session_id'>;

/**
 * Up to 50 orders, oldest first, still unpaid `maxAgeMinutes` after they were made: those holding their delivery spot, and checkouts
 * that never held one (ADR 159), whose payment must not stay open either.
 */
export async function staleUnpaidOrders(sql: Sql, maxAgeMinutes: number): Promise<StaleUnpaidOrder[]> {
  return sql<StaleUnpaidOrder[]>`
    SELECT id, flow, stripe_payment_intent_id, stripe_checkout_session_id FROM orders
    WHERE status IN ('pending', 'payment_failed')
      AND created_at < now() - make_interval(mins => ${maxAgeMinutes})
    ORDER BY created_at LIMIT 50`;
}
