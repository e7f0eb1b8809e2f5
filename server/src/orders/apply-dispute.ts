import { CLOSED_DISPUTE_STATES } from '@sdp/shared/disputes';
import type { OrderRow } from '../db/rows.ts';
import type { TransactionSql } from '../db/sql.ts';
import { recordOrderAction } from './order-actions.ts';
import { upsertDisputeLine } from './record-payment.ts';
import { recordEvent } from '../outbox.ts';
import { disputeById, saveDispute, type DisputeFacts } from '../db/disputes.ts';

/** charge.dispute.created / .updated / .closed as the order's payment outcome (api/src/features/stripe-webhook). */
export type DisputeOutcome = { kind: 'dispute' } & DisputeFacts;

/** Who moves a dispute, in the order's timeline. */
export const THE_BANK = { id: null, name: 'The card holder\'s bank, through Stripe' } as const;

const CLOSED: readonly string[] = CLOSED_DISPUTE_STATES;
/** How far along a dispute is: a stale event (an earlier step delivered late) never moves it back. */
const stage = (status: string) => (CLOSED.includes(status) ? 2 : status.endsWith('under_review') ? 1 : 0);

/**
 * One dispute event's effect, in the webhook's transaction with the order locked (docs/design.md §27, ADR 296): the dispute's row,
 * its lines in the ledger (the amount withdrawn and Stripe's fee when it opens, the outcome when it closes), the timeline, and the
 * outbox events that e-mail staff. Idempotent: the same facts again change nothing, a stale step is ignored.
 */
export async function applyDisputeOutcome(tx: TransactionSql, order: OrderRow, outcome: DisputeOutcome): Promise<boolean> {
  const before = await disputeById(tx, outcome.id, { lock: true });
  if (before && (stage(before.status) > stage(outcome.status) || before.status === outcome.status)) return false;
  const closed = stage(outcome.status) === 2;
  await saveDispute(tx, order.id, outcome, closed);
  await upsertDisputeLine(tx, order.id, { kind: 'dispute', ref: outcome.id, amountCents: outcome.amountCents, status: outcome.status });
  if (!before) {
    await upsertDisputeLine(tx, order.id, { kind: 'dispute_fee', ref: `${outcome.id}:fee`, amountCents: outcome.feeCents, status: 'succeeded' });
    await recordOrderAction(tx, order.id, THE_BANK, 'dispute_opened', { dispute: outcome.id, amountCents: outcome.amountCents, reason: outcome.reason });
    await recordEvent(tx, 'order.dispute_opened', { orderId: order.id, disputeId: outcome.id });
  }
  if (closed && (outcome.status === 'won' || outcome.status === 'lost')) {
    await upsertDisputeLine(tx, order.id, { kind: 'dispute_outcome', ref: `${outcome.id}:outcome`, amountCents: outcome.amountCents, status: outcome.status });
    await recordOrderAction(tx, order.id, THE_BANK, `dispute_${outcome.status}`, { dispute: outcome.id, amountCents: outcome.amountCents });
    await recordEvent(tx, 'order.dispute_closed', { orderId: order.id, disputeId: outcome.id, outcome: outcome.status });
  }
  return true;
}
