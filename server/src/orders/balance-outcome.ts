import { isClosed } from '@sdp/shared';
import type { OrderRow } from '../db/rows.ts';
import type { Sql, TransactionSql } from '../db/sql.ts';
import { recordEvent } from '../outbox.ts';
import { canTransition } from './order-status.ts';
import { move } from './order-moves.ts';
import { upsertPayment } from './record-payment.ts';
import { recordStrayPayment, STRAY_REASONS, wrongAmountReason } from './stray-payment.ts';

/** What Stripe says happened to one attempt at the balance (off-session or on the pay link). */
export type BalanceOutcome =
  /** `amountCents`: the balance Stripe charged; `tipCents`: a tip for the crew charged with it, apart (docs/design.md §27). */
  | { kind: 'balance_paid'; paymentIntentId: string; amountCents?: number; tipCents?: number }
  | { kind: 'balance_failed'; paymentIntentId: string | null; attempt: number | null; code: string | null; message: string | null; tipCents?: number };

/** Stripe's decline code that means "the customer must authenticate", docs/design.md §11: action_required, not failed. */
export const AUTHENTICATION_REQUIRED = 'authentication_required';

/**
 * Why a balance payment that succeeded is one the order cannot keep (docs/design.md §16 and §22, ADR 154), or null when it pays the
 * balance: another PaymentIntent paid it first; staff closed the order meanwhile; Stripe charged another amount than the balance.
 */
function strayBalanceReason(order: OrderRow, outcome: Extract<BalanceOutcome, { kind: 'balance_paid' }>): string | null {
  if (order.balance_status === 'paid') return order.balance_payment_intent_id === outcome.paymentIntentId ? null : STRAY_REASONS.duplicateBalance;
  if (isClosed(order.status)) return STRAY_REASONS.closedOrder;
  if (outcome.amountCents !== undefined && outcome.amountCents !== order.balance_cents) return wrongAmountReason(outcome.amountCents, order.balance_cents);
  return null;
}

/**
 * Apply a balance outcome to a locked order, once: the webhook and the worker's own API answer may both bring it, in any order
 * (ADR 026). Paid wins over everything and moves a delivered order to completed; a failure counts only for the attempt now
 * running off-session, so a late failure of an old attempt, or of an on-session try the customer can repeat, changes nothing.
 */
export async function applyBalanceOutcome(tx: TransactionSql, order: OrderRow, outcome: BalanceOutcome): Promise<boolean> {
  if (outcome.kind === 'balance_paid') {
    const stray = strayBalanceReason(order, outcome);
    const tipCents = outcome.tipCents ?? 0;
    // NOTE: a stray charge is refunded in full, its tip with it (the refund job refunds the whole PaymentIntent).
    if (stray) return recordStrayPayment(tx, order, { kind: 'balance', paymentIntentId: outcome.paymentIntentId, amountCents: (outcome.amountCents ?? order.balance_cents) + tipCents, reason: stray });
    await upsertPayment(tx, order.id, { kind: 'balance', ref: outcome.paymentIntentId, amountCents: order.balance_cents + tipCents, status: 'succeeded', tipCents });
    if (order.balance_status === 'paid') return false;
    await tx`
      UPDATE orders SET balance_status = 'paid', balance_paid_at = now(), balance_payment_intent_id = ${outcome.paymentIntentId},
        balance_error = NULL, updated_at = now()
      WHERE id = ${order.id}`;
    if (canTransition(order.status, 'completed')) await move(tx, order, 'completed');
    return true;
  }
  if (outcome.paymentIntentId) {
    const tipCents = outcome.tipCents ?? 0;
    await upsertPayment(tx, order.id, { kind: 'balance', ref: outcome.paymentIntentId, amountCents: order.balance_cents + tipCents, status: 'failed', tipCents });
  }
  if (order.balance_status !== 'scheduled' && order.balance_status !== 'processing') return false;
  if (outcome.attempt !== null && outcome.attempt !== order.balance_attempt) return false;
  const next = outcome.code === AUTHENTICATION_REQUIRED ? 'action_required' : 'failed';
  await tx`
    UPDATE orders SET balance_status = ${next}, balance_error = ${(outcome.message ?? outcome.code ?? 'declined').slice(0, 300)},
      balance_payment_intent_id = COALESCE(${outcome.paymentIntentId}, balance_payment_intent_id), updated_at = now()
    WHERE id = ${order.id}`;
  await recordEvent(tx, 'order.balance_unpaid', { orderId: order.id, attempt: order.balance_attempt });
  return true;
}

/**
 * Claim one off-session attempt at the balance for the worker that charges it (workers/src/jobs/charge-balance.ts): only the
 * attempt staff or delivery scheduled, and only while it is not settled. Returns the order as claimed, or undefined when that
 * attempt is not (or no longer) due.
 */
export async function claimBalanceAttempt(sql: Sql, orderId: string, attempt: number): Promise<OrderRow | undefined> {
  const [order] = await sql<OrderRow[]>`
    UPDATE orders SET balance_status = 'processing', updated_at = now()
    WHERE id = ${orderId} AND balance_attempt = ${attempt} AND balance_status IN ('scheduled', 'processing')
    RETURNING *`;
  return order;
}
