import { toDecimal } from '@sdp/shared';
import type { OrderRow } from '../db/rows.ts';
import type { TransactionSql } from '../db/sql.ts';
import { recordEvent } from '../outbox.ts';
import { recordOrderAction, THE_CUSTOMER } from './order-actions.ts';
import { upsertPayment } from './record-payment.ts';

/** What Stripe says happened to a PaymentIntent that carries only a tip (docs/design.md §27). */
export interface TipOutcome { kind: 'tip'; paymentIntentId: string; amountCents: number; status: 'succeeded' | 'failed' | 'canceled' }

/**
 * Record a tip's outcome on its locked order, once: the ledger row is kept current (a tip is the crew's, never the order's money,
 * so it moves no status); the first success says so in the timeline and the outbox. A late failure never undoes a success.
 */
export async function applyTipOutcome(tx: TransactionSql, order: OrderRow, outcome: TipOutcome): Promise<boolean> {
  const [row] = await tx<{ status: string }[]>`SELECT status FROM payments WHERE provider_ref = ${outcome.paymentIntentId}`;
  if (row?.status === 'succeeded' || row?.status === outcome.status) return false;
  await upsertPayment(tx, order.id, { kind: 'tip', ref: outcome.paymentIntentId, amountCents: outcome.amountCents, status: outcome.status, tipCents: outcome.amountCents });
  if (outcome.status !== 'succeeded') return true;
  await recordOrderAction(tx, order.id, THE_CUSTOMER, 'tip', { amount: toDecimal(outcome.amountCents) });
  await recordEvent(tx, 'order.tip_paid', { orderId: order.id, paymentIntentId: outcome.paymentIntentId });
  return true;
}
