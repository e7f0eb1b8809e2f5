import Stripe from 'stripe';
import { currentTime, type ServiceDeps } from '../deps.ts';
import { conflict, notFound } from '../domain-error.ts';
import { recordOrderAction, type OrderActor } from '../orders/order-actions.ts';
import { requireOrder } from '../orders/require-order.ts';
import { withEvents } from '../outbox.ts';
import { callStripe, requireStripe } from '../stripe-calls.ts';
import { evidenceForStripe } from './dispute-evidence.ts';
import { disputeById, latestDisputeOf, markSubmitted, type DisputeRow } from '../db/disputes.ts';

const ANSWERABLE = ['needs_response', 'warning_needs_response'];

/** The order's dispute staff may answer now, or the reason they may not. */
async function answerableDispute(deps: ServiceDeps, orderId: string): Promise<DisputeRow | 'submitted'> {
  const dispute = await latestDisputeOf(deps.sql, orderId);
  if (!dispute) throw notFound('This order has no dispute to answer.');
  if (dispute.submitted_at) return 'submitted';
  if (!ANSWERABLE.includes(dispute.status)) throw conflict(`This dispute is ${dispute.status.replaceAll('_', ' ')}: it can no longer be answered.`);
  return dispute;
}

/**
 * POST /api/admin/orders/:id/dispute/submit (docs/design.md §27, ADR 297): the evidence assembled from what we hold goes to Stripe in
 * one call (`disputes.update` with `evidence` and `submit: true`), with an idempotency key of the dispute, so a double tap, a retry
 * after a lost answer or two staff at once submit once. A dispute already submitted answers as it stands.
 */
export async function submitDisputeEvidence(deps: ServiceDeps, orderId: string, actor: OrderActor): Promise<void> {
  const stripe = requireStripe(deps);
  const order = await requireOrder(deps.sql, orderId);
  const dispute = await answerableDispute(deps, order.id);
  if (dispute === 'submitted') return;
  const evidence = await evidenceForStripe(deps, order, dispute);
  try {
    await callStripe(deps, 'disputes.update', () =>
      stripe.disputes.update(dispute.id, { evidence, submit: true }, { idempotencyKey: `dispute-submit:${dispute.id}` }));
  } catch (err) {
    // NOTE: the evidence was submitted another way (Stripe's dashboard) or the bank decided meanwhile: say so, change nothing here.
    if (err instanceof Stripe.errors.StripeInvalidRequestError) throw conflict(`Stripe did not take the evidence: ${err.message}`);
    throw err;
  }
  await withEvents(deps, async (tx) => {
    const locked = await disputeById(tx, dispute.id, { lock: true });
    if (!locked || locked.submitted_at) return;
    await markSubmitted(tx, dispute.id, evidence as Record<string, string>, actor.id, currentTime(deps));
    await recordOrderAction(tx, order.id, actor, 'dispute_submitted', { dispute: dispute.id });
  });
}
