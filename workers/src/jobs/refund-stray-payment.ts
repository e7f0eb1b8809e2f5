import { isStrayPaymentOf, recordStrayRefund } from '@sdp/server/orders/stray-payment';
import { withEvents } from '@sdp/server/outbox';
import type { StrayRefundJobData } from '@sdp/server/queues';
import { UnrecoverableError, type Job } from 'bullmq';
import type { ChargeBalanceDeps } from './charge-balance.ts';

/** One Stripe idempotency key per stray PaymentIntent: a retried job or a second event for it refunds it once (ADR 067, ADR 154). */
export const strayRefundKey = (paymentIntentId: string) => `stray-payment-refund:${paymentIntentId}`;

/**
 * Refund in full a PaymentIntent the order cannot keep (docs/design.md §16 and §22, ADR 067, ADR 154): a second balance or deposit,
 * one on a closed order, one of the wrong amount; then record it in the ledger and timeline and tell staff. Network or Stripe
 * outages throw and BullMQ retries under the same key.
 */
export function createStrayRefundProcessor({ sql, stripe, env, logger, redis }: ChargeBalanceDeps) {
  return async (job: Job<StrayRefundJobData>) => {
    const { subject, paymentIntentId } = job.data;
    if (!stripe) throw new UnrecoverableError('Stripe is not configured');
    if (!(await isStrayPaymentOf(sql, subject.id, paymentIntentId))) return { status: 'not-stray' };
    const refund = await stripe.refunds.create(
      { payment_intent: paymentIntentId, reason: 'duplicate', metadata: { orderId: subject.id, purpose: 'stray_payment' } },
      { idempotencyKey: strayRefundKey(paymentIntentId) },
    );
    const recorded = await withEvents({ sql, redis, env }, (tx) => recordStrayRefund(tx, subject.id, {
      id: refund.id, amountCents: refund.amount, status: refund.status ?? 'pending', paymentIntentId,
    }));
    logger.warn('stray payment refunded automatically', { orderId: subject.id, paymentIntentId, refundId: refund.id, recorded });
    return { status: recorded ? 'refunded' : 'already-refunded', refundId: refund.id };
  };
}
