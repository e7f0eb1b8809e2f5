import { applyPaymentOutcome } from '@sdp/server/orders/payment-transition';
import type { Env } from '@sdp/server/env';
import type { Sql } from '@sdp/server/db/sql';
import type { Logger } from '@sdp/server/logger';
import type Stripe from 'stripe';

export interface UnpaidOrderSweepOptions {
  sql: Sql;
  stripe: Stripe | null;
  env: Env;
  logger: Logger;
  /** An embedded-flow order unpaid for this long gives its delivery spot back. */
  maxAgeMinutes: number;
}

/**
 * Embedded-flow orders hold a delivery spot from creation, and a PaymentIntent never expires by itself (hosted sessions do,
 * after an hour). Once an order has waited `maxAgeMinutes` unpaid: a payment that did succeed (webhook lost) is applied; a
 * payment still processing is left alone; anything else is cancelled at Stripe and the order is cancelled with its spot released.
 * Returns how many orders were closed. Safe to run from several worker processes: each change goes through the one locked,
 * monotonic payment transition.
 */
export async function expireUnpaidOrders({ sql, stripe, env, logger, maxAgeMinutes }: UnpaidOrderSweepOptions): Promise<number> {
  const stale = await sql<{ id: string; stripe_payment_intent_id: string | null }[]>`
    SELECT id, stripe_payment_intent_id FROM orders
    WHERE flow = 'embedded' AND status IN ('pending', 'payment_failed') AND NOT slot_released
      AND created_at < now() - make_interval(mins => ${maxAgeMinutes})
    ORDER BY created_at LIMIT 50`;
  const deps = { sql, redis: null, env, logger };
  let closed = 0;
  for (const order of stale) {
    try {
      const intentId = order.stripe_payment_intent_id;
      if (intentId && stripe) {
        const intent = await stripe.paymentIntents.retrieve(intentId);
        if (intent.status === 'succeeded') {
          await applyPaymentOutcome(deps, { ref: { orderId: order.id, paymentIntentId: intentId }, outcome: { kind: 'paid', paymentIntentId: intentId } });
          continue;
        }
        if (intent.status === 'processing') continue;
        if (intent.status !== 'canceled') await stripe.paymentIntents.cancel(intentId, { cancellation_reason: 'abandoned' });
      }
      // NOTE: the cancel above also sends payment_intent.canceled, which may close the order first; either way it is closed.
      const { status } = await applyPaymentOutcome(deps, { ref: { orderId: order.id }, outcome: { kind: 'cancelled' } });
      if (status === 'cancelled') closed++;
    } catch (err) {
      logger.warn('unpaid order sweep: could not close order', { orderId: order.id, err: (err as Error).message });
    }
  }
  if (closed) logger.info('unpaid order sweep: released delivery spots', { closed });
  return closed;
}
