import type { OrderRow } from './rows.ts';
import type { Sql, TransactionSql } from './sql.ts';

// The writes staff and customers make to an order's own columns (docs/design.md §17, ADR 091), each named for what it does. Status
// moves are server/src/orders/order-moves.ts, crew days order-schedule.ts; every caller holds the order's row lock (findOrder).

/** The order's next balance attempt is `attempt`, to be charged off-session (ADR 026); a previous attempt's error is cleared. */
export async function scheduleBalanceAttempt(tx: TransactionSql, orderId: string, attempt: number): Promise<void> {
  await tx`UPDATE orders SET balance_status = 'scheduled', balance_attempt = ${attempt}, balance_error = NULL, updated_at = now() WHERE id = ${orderId}`;
}

/** The balance attempt now running is run again: its clock restarts, so it is not taken for stuck again at once. */
export async function restartBalanceAttempt(tx: TransactionSql, orderId: string): Promise<void> {
  await tx`UPDATE orders SET updated_at = now() WHERE id = ${orderId}`;
}

/** A hosted-flow order's deposit is paid through this Checkout Session (docs/design.md §5). */
export async function recordCheckoutSession(tx: TransactionSql, orderId: string, sessionId: string): Promise<void> {
  await tx`UPDATE orders SET stripe_checkout_session_id = ${sessionId}, updated_at = now() WHERE id = ${orderId}`;
}

/** What a customer may change of their own contact details on /my-order (ADR 046). */
export type ContactDetails = Partial<Pick<OrderRow, 'customer_phone' | 'special_instructions'>>;

/**
 * Write the contact details that changed (at least one). A new phone keeps the link version it was set under (ADR 161): once the
 * order's links are revoked past it, no text carries a link to that phone.
 */
export async function changeContactDetails(tx: TransactionSql, orderId: string, changed: ContactDetails): Promise<void> {
  const newPhone = changed.customer_phone !== undefined;
  await tx`UPDATE orders SET ${tx(changed)}, phone_link_version = CASE WHEN ${newPhone} THEN link_version ELSE phone_link_version END,
    updated_at = now() WHERE id = ${orderId}`;
}

/** The order moves to another delivery week whose spot the caller has taken (the crew day is cleared by the trigger of migration 360). */
export async function moveDeliveryWeek(tx: TransactionSql, orderId: string, deliveryDate: string): Promise<void> {
  await tx`UPDATE orders SET delivery_date = ${deliveryDate}, slot_released = false, updated_at = now() WHERE id = ${orderId}`;
}

/**
 * A paid order's price in its new delivery week (issue 36 item 4, ADR 178): the neighbour line, the total and the balance left to
 * pay; the deposit collected and every other line stay as booked.
 */
export async function writeWeekPrice(tx: TransactionSql, orderId: string, price: Pick<OrderRow, 'neighbour_discount_cents' | 'total_cents' | 'balance_cents'>): Promise<void> {
  await tx`UPDATE orders SET ${tx(price)}, updated_at = now() WHERE id = ${orderId}`;
}

/** The columns an unpaid embedded-flow order is repriced with (its PaymentIntent follows, server/src/orders/deposit-intent.ts). */
export type RepricedColumns = Pick<OrderRow, 'promo_code' | 'base_cents' | 'add_on_total_cents' | 'subtotal_cents' | 'discount_cents'
  | 'delivery_fee_cents' | 'total_cents' | 'deposit_cents' | 'balance_cents' | 'referral_code' | 'referral_discount_cents' | 'referrer_id'>;

/** Reprice an unpaid order (its add-on lines are writeOrderAddOns'). */
export async function repriceUnpaidOrder(tx: TransactionSql, orderId: string, columns: RepricedColumns): Promise<void> {
  await tx`UPDATE orders SET ${tx(columns)}, updated_at = now() WHERE id = ${orderId}`;
}

/** The order's deposit is paid through this PaymentIntent (ADR 155); only its client secret's hash is kept (ADR 021). */
export async function recordPaymentIntent(tx: TransactionSql | Sql, orderId: string, intentId: string, secretHash: string): Promise<void> {
  await tx`UPDATE orders SET stripe_payment_intent_id = ${intentId}, payment_intent_secret_hash = ${secretHash}, updated_at = now() WHERE id = ${orderId}`;
}
