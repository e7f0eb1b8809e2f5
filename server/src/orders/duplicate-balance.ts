import type { OrderRow } from '../db/rows.ts';
import type { Sql, TransactionSql } from '../db/sql.ts';
import { recordEvent } from '../outbox.ts';
import { recordOrderAction, type OrderActor } from './order-actions.ts';

/** Who refunds a duplicate balance in the timeline: no staff member pressed anything (ADR 067). */
export const AUTOMATIC: OrderActor = { id: null, name: 'SD Pumpkin, automatically' };

/** The reason the ledger and the timeline give for the automatic refund. */
export const DUPLICATE_REFUND_REASON = 'A second balance payment arrived after the balance was paid; refunded in full automatically.';

/**
 * A balance PaymentIntent succeeded on an order whose balance another PaymentIntent already paid (docs/design.md §16): keep it in
 * the ledger as a duplicate (outside collected and refunded, ADR 067) and ask the worker to refund it, once: the webhook and the
 * worker's own answer may both bring it, and redelivered events with new ids too; only the first flags the row and asks.
 */
export async function recordDuplicateBalance(tx: TransactionSql, order: OrderRow, paymentIntentId: string, amountCents: number): Promise<boolean> {
  const [flagged] = await tx<{ provider_ref: string }[]>`
    INSERT INTO payments (order_id, kind, provider_ref, amount_cents, status, duplicate)
    VALUES (${order.id}, 'balance', ${paymentIntentId}, ${amountCents}, 'succeeded', true)
    ON CONFLICT (provider_ref) DO UPDATE SET duplicate = true, updated_at = now()
      WHERE NOT payments.duplicate
    RETURNING provider_ref`;
  if (!flagged) return false;
  await recordEvent(tx, 'order.balance_duplicate_paid', { orderId: order.id, paymentIntentId });
  return true;
}

/**
 * Record the automatic refund of a duplicate (the worker calls it after Stripe answered): the refund row, the duplicate marked
 * refunded, the timeline and the staff alert. A retried job finds the refund row and changes nothing.
 */
export async function recordDuplicateRefund(tx: TransactionSql, orderId: string, refund: { id: string; amountCents: number; status: string; paymentIntentId: string }): Promise<boolean> {
  const [inserted] = await tx<{ id: string }[]>`
    INSERT INTO payments (order_id, kind, provider_ref, amount_cents, status, refund_of, reason, duplicate)
    VALUES (${orderId}, 'refund', ${refund.id}, ${refund.amountCents}, ${refund.status}, ${refund.paymentIntentId}, ${DUPLICATE_REFUND_REASON}, true)
    ON CONFLICT (provider_ref) DO NOTHING RETURNING id`;
  if (!inserted) return false;
  await tx`UPDATE payments SET status = 'refunded', updated_at = now() WHERE provider_ref = ${refund.paymentIntentId} AND duplicate`;
  await recordOrderAction(tx, orderId, AUTOMATIC, 'refund', { amount: (refund.amountCents / 100).toFixed(2), reason: DUPLICATE_REFUND_REASON, duplicateOf: refund.paymentIntentId });
  await recordEvent(tx, 'order.balance_duplicate_refunded', { orderId, refundId: refund.id });
  return true;
}

/** Whether a PaymentIntent is a duplicate balance: its refunds are not the order's (they count in neither figure, ADR 067). */
export async function isDuplicateBalance(tx: TransactionSql, paymentIntentId: string | null | undefined): Promise<boolean> {
  if (!paymentIntentId) return false;
  const [row] = await tx`SELECT 1 FROM payments WHERE provider_ref = ${paymentIntentId} AND duplicate`;
  return Boolean(row);
}

// What the workers read of a duplicate (workers/src): the refund job's check and the staff alert's amount.

/** Whether `paymentIntentId` is a balance payment of this order the ledger keeps as a duplicate (the refund job's guard). */
export async function isDuplicateBalanceOf(sql: Sql, orderId: string, paymentIntentId: string): Promise<boolean> {
  const [row] = await sql`SELECT 1 FROM payments WHERE provider_ref = ${paymentIntentId} AND kind = 'balance' AND duplicate AND order_id = ${orderId}`;
  return Boolean(row);
}

/** What the automatic refunds of duplicate balances gave back on an order, in cents (the staff alert of ADR 067). */
export async function duplicateRefundedCents(sql: Sql, orderId: string): Promise<number> {
  const [refunded] = await sql<{ cents: number }[]>`
    SELECT coalesce(sum(amount_cents), 0)::int AS cents FROM payments WHERE order_id = ${orderId} AND kind = 'refund' AND duplicate`;
  return refunded!.cents;
}
