import type { WeekFilledRefundJobData } from '@sdp/server/queues';
import { findOrder } from '@sdp/server/db/orders';
import { AUTOMATIC } from '@sdp/server/orders/stray-payment';
import { refundOrder } from '@sdp/server/orders/issue-refund';
import { WEEK_FILLED_REASON } from '@sdp/server/orders/spot-on-payment';
import { UnrecoverableError, type Job } from 'bullmq';
import type { ChargeBalanceDeps } from './charge-balance.ts';

/**
 * Refund in full a deposit that landed after its week filled (docs/design.md §22, ADR 159), through the one refund path staff use:
 * its idempotency keys, the ledger line, the timeline and the refund's e-mail, which offers the weeks still open. "Until refunded" the
 * deposit, so a retried job or a second worker refunds what is missing once. Stripe outages throw and BullMQ retries.
 */
export function createWeekFilledRefundProcessor(deps: ChargeBalanceDeps) {
  return async (job: Job<WeekFilledRefundJobData>) => {
    if (!deps.stripe) throw new UnrecoverableError('Stripe is not configured');
    const order = await findOrder(deps.sql, job.data.subject.id);
    if (!order || order.status !== 'cancelled' || !order.paid_at) return { status: 'not-refundable' };
    await refundOrder(deps, order.id, { untilRefunded: order.deposit_cents }, WEEK_FILLED_REASON, AUTOMATIC);
    deps.logger.warn('deposit for a filled week refunded automatically', { orderId: order.id });
    return { status: 'refunded' };
  };
}
