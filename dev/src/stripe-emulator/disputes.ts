import { StripeApiError } from './api-error.ts';
import { emit, type EmulatorContext } from './context.ts';
import { buildDispute, disputeBalanceTransaction } from './objects/dispute.ts';
import type { Charge, Dispute } from './store.ts';

/** Stripe's test evidence (https://docs.stripe.com/testing#disputes): submitted in uncategorized_text, it decides the dispute at once. */
export const WINNING_EVIDENCE = 'winning_evidence';
export const LOSING_EVIDENCE = 'losing_evidence';

const CLOSED = ['won', 'lost', 'warning_closed', 'prevented'];
export const isClosed = (dispute: Dispute) => CLOSED.includes(dispute.status);

/**
 * The cardholder disputes `charge` (the disputing test card, or a test's own call): the charge is marked disputed, the amount still
 * kept on it and Stripe's fee are withdrawn; sends charge.dispute.created and charge.dispute.funds_withdrawn.
 */
export async function openDispute(ctx: EmulatorContext, charge: Charge, reason = 'fraudulent', amount?: number): Promise<Dispute> {
  if (charge.status !== 'succeeded') throw new StripeApiError(400, 'invalid_request_error', `Charge ${charge.id} has not succeeded and cannot be disputed.`);
  if (charge.disputed) throw new StripeApiError(400, 'invalid_request_error', `Charge ${charge.id} is already disputed.`);
  // NOTE: a bank disputes what is still on the charge: a partly refunded charge is disputed for what was not given back.
  const disputed = amount ?? charge.amount - charge.amount_refunded;
  if (disputed <= 0) throw new StripeApiError(400, 'invalid_request_error', `Charge ${charge.id} has been refunded in full and cannot be disputed.`);
  const dispute = buildDispute(charge, reason, disputed);
  ctx.state.disputes.set(dispute.id, dispute);
  charge.disputed = true;
  await emit(ctx, 'charge.dispute.created', dispute);
  await emit(ctx, 'charge.dispute.funds_withdrawn', dispute);
  return dispute;
}

/** The bank decides: won reinstates the amount (Stripe keeps the fee), lost keeps it withdrawn; sends charge.dispute.closed. */
export async function closeDispute(ctx: EmulatorContext, dispute: Dispute, outcome: 'won' | 'lost'): Promise<void> {
  if (isClosed(dispute)) return;
  dispute.status = outcome;
  dispute.is_charge_refundable = false;
  if (outcome === 'won') dispute.balance_transactions.push(disputeBalanceTransaction(dispute, dispute.amount, 0));
  await emit(ctx, 'charge.dispute.closed', dispute);
  if (outcome === 'won') await emit(ctx, 'charge.dispute.funds_reinstated', dispute);
}

/** The open dispute of a charge, if any: Stripe refuses to refund a charge while it is disputed (`charge_disputed`). */
export function openDisputeOf(ctx: EmulatorContext, chargeId: string): Dispute | undefined {
  return [...ctx.state.disputes.values()].find((d) => d.charge === chargeId && d.status !== 'won');
}
