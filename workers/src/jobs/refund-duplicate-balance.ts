import { isDuplicateBalanceOf, recordDuplicateRefund } from '@sdp/server/orders/duplicate-balance';
import { withEvents } from '@sdp/server/outbox';
import type { DuplicateRefundJobData } from '@sdp/server/queues';
import { UnrecoverableError, type Job } from 'bullmq';
import type { ChargeBalanceDeps } from './charge-balance.ts';

/** One Stripe idempotency key per duplicate PaymentIntent: a retried job or a second event for it refunds it once (ADR 067). */
export const duplicateRefundKey = (paymentIntentId: string) => `duplicate-balance-refund:${paymentIntentId}`;

/**
 * Refund in full a balance PaymentIntent that succeeded after the balance was paid (docs/design.md §16, ADR 067), then record it in
 * the ledger and timeline and tell staff. Network or Stripe outages throw and BullMQ retries under the same key.
 */
export function createDuplicateRefundProcessor({ sql, stripe, env, logger, redis }: ChargeBalanceDeps) {
  return async (job: Job<DuplicateRefundJobData>) => {
    const { subject, paymentIntentId } = job.data;
    if (!stripe) throw new UnrecoverableError('Stripe is not configured');
    if (!(await isDuplicateBalanceOf(sql, subject.id, paymentIntentId))) return { status: 'not-a-duplicate' };
    const refund = await stripe.refunds.create(
      { payment_intent: paymentIntentId, reason: 'duplicate', metadata: { orderId: subject.id, purpose: 'duplicate_balance' } },
      { idempotencyKey: duplicateRefundKey(paymentIntentId) },
    );
    const recorded = await withEvents({ sql, redis, env }, (tx) => recordDuplicateRefund(tx, subject.id, {
      id: refund.id, amountCents: refund.amount, status: refund.status ?? 'pending', paymentIntentId,
    }));
    logger.warn('duplicate balance refunded automatically', { orderId: subject.id, paymentIntentId, refundId: refund.id, recorded });
    return { status: recorded ? 'refunded' : 'already-refunded', refundId: refund.id };
  };
}
