import { toDecimal } from '@sdp/shared';
import type { OrderRow } from '../db/rows.ts';
import type { Sql, TransactionSql } from '../db/sql.ts';
import { recordEvent } from '../outbox.ts';
import { recordOrderAction, type OrderActor } from './order-actions.ts';

// A stray payment (docs/design.md §22, ADR 154): money that succeeded at Stripe but that the order cannot keep. It stays in the ledger,
// flagged (`payments.duplicate`, outside collected and refunded as ADR 067 set for the first kind), and the workers refund it in
// full, once, then the timeline and a staff e-mail say so. The one mechanism for every kind below.

/** Who refunds a stray payment in the timeline: no staff member pressed anything (ADR 067). */
export const AUTOMATIC: OrderActor = { id: null, name: 'SD Pumpkin, automatically' };

/** Why a payment is stray; the ledger, the timeline and the staff e-mail give these words. */
export const STRAY_REASONS = {
  duplicateBalance: 'A second balance payment arrived after the balance was paid; refunded in full automatically.',
  duplicateDeposit: 'A second deposit payment arrived after the deposit was paid; refunded in full automatically.',
  closedOrder: 'A payment arrived after the order was closed; refunded in full automatically.',
} as const;

/** A payment of another amount than the order asked for (issue 35, I2): never marks it paid, refunded in full (ADR 156). */
export const wrongAmountReason = (charged: number, due: number) =>
  `A payment of $${toDecimal(charged)} arrived where $${toDecimal(due)} was due; refunded in full automatically and the unpaid order cancelled.`;

export interface StrayPayment {
  /** The ledger kind the money came as: a deposit's PaymentIntent or a balance's. */
  kind: 'payment_intent' | 'balance';
  paymentIntentId: string;
  amountCents: number;
  reason: string;
}

/**
 * Keep a stray payment in the ledger, flagged, and ask the workers to refund it, once: the webhook, the API's own read of Stripe and
 * redelivered events (with new ids too) may all bring it; only the first flags the row and asks.
 */
export async function recordStrayPayment(tx: TransactionSql, order: Pick<OrderRow, 'id'>, stray: StrayPayment): Promise<boolean> {
  const [flagged] = await tx<{ provider_ref: string }[]>`
    INSERT INTO payments (order_id, kind, provider_ref, amount_cents, status, reason, duplicate)
    VALUES (${order.id}, ${stray.kind}, ${stray.paymentIntentId}, ${stray.amountCents}, 'succeeded', ${stray.reason}, true)
    ON CONFLICT (provider_ref) DO UPDATE SET duplicate = true, status = 'succeeded', amount_cents = EXCLUDED.amount_cents,
      reason = EXCLUDED.reason, updated_at = now()
      WHERE NOT payments.duplicate
    RETURNING provider_ref`;
  if (!flagged) return false;
  await recordEvent(tx, 'order.payment_stray', { orderId: order.id, paymentIntentId: stray.paymentIntentId });
  return true;
}

/**
 * Record the automatic refund of a stray payment (the worker calls it after Stripe answered): the refund row, the stray marked
 * refunded, the timeline and the staff alert. A retried job finds the refund row and changes nothing.
 */
export async function recordStrayRefund(tx: TransactionSql, orderId: string, refund: { id: string; amountCents: number; status: string; paymentIntentId: string }): Promise<boolean> {
  const [stray] = await tx<{ reason: string | null }[]>`SELECT reason FROM payments WHERE provider_ref = ${refund.paymentIntentId} AND duplicate`;
  const reason = stray?.reason ?? STRAY_REASONS.duplicateBalance;
  const [inserted] = await tx<{ id: string }[]>`
    INSERT INTO payments (order_id, kind, provider_ref, amount_cents, status, refund_of, reason, duplicate)
    VALUES (${orderId}, 'refund', ${refund.id}, ${refund.amountCents}, ${refund.status}, ${refund.paymentIntentId}, ${reason}, true)
    ON CONFLICT (provider_ref) DO NOTHING RETURNING id`;
  if (!inserted) return false;
  await tx`UPDATE payments SET status = 'refunded', updated_at = now() WHERE provider_ref = ${refund.paymentIntentId} AND duplicate`;
  await recordOrderAction(tx, orderId, AUTOMATIC, 'refund', { amount: toDecimal(refund.amountCents), reason, duplicateOf: refund.paymentIntentId });
  await recordEvent(tx, 'order.payment_stray_refunded', { orderId, refundId: refund.id });
  return true;
}

/** Whether the order already took this PaymentIntent's money (its ledger row, not flagged, succeeded): news of it again is never stray. */
export async function isAcceptedPayment(tx: TransactionSql, paymentIntentId: string): Promise<boolean> {
  const [row] = await tx`SELECT 1 FROM payments WHERE provider_ref = ${paymentIntentId} AND NOT duplicate AND status IN ('succeeded', 'refunded')`;
  return Boolean(row);
}

/** Whether a PaymentIntent is a stray payment: its refunds are not the order's (they count in neither figure, ADR 067). */
export async function isStrayPayment(tx: TransactionSql, paymentIntentId: string | null | undefined): Promise<boolean> {
  if (!paymentIntentId) return false;
  const [row] = await tx`SELECT 1 FROM payments WHERE provider_ref = ${paymentIntentId} AND duplicate`;
  return Boolean(row);
}

// What the workers read of a stray payment (workers/src): the refund job's guard and the staff alert's amount and words.

/** Whether `paymentIntentId` is a payment of this order the ledger keeps as stray (the refund job's guard). */
export async function isStrayPaymentOf(sql: Sql, orderId: string, paymentIntentId: string): Promise<boolean> {
  const [row] = await sql`
    SELECT 1 FROM payments WHERE provider_ref = ${paymentIntentId} AND kind IN ('payment_intent', 'balance') AND duplicate AND order_id = ${orderId}`;
  return Boolean(row);
}

/** What the automatic refunds gave back on an order, in cents, and the newest one's reason (the staff alert). */
export async function strayRefunds(sql: Sql, orderId: string): Promise<{ cents: number; reason: string | null }> {
  const [refunded] = await sql<{ cents: number; reason: string | null }[]>`
    SELECT coalesce(sum(amount_cents), 0)::int AS cents,
      (SELECT reason FROM payments WHERE order_id = ${orderId} AND kind = 'refund' AND duplicate ORDER BY created_at DESC LIMIT 1) AS reason
    FROM payments WHERE order_id = ${orderId} AND kind = 'refund' AND duplicate`;
  return refunded!;
}
