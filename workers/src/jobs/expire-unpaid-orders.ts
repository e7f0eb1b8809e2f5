import { applyPaymentOutcome, type PaymentOutcome } from '@sdp/server/orders/payment-transition';
import { staleUnpaidOrders, type StaleUnpaidOrder } from '@sdp/server/db/orders';
import type { Env } from '@sdp/server/env';
import type { Sql } from '@sdp/server/db/sql';
import type { Logger } from '@sdp/server/logger';
import type Stripe from 'stripe';

export interface UnpaidOrderSweepOptions {
  sql: Sql;
  stripe: Stripe | null;
  env: Env;
  logger: Logger;
  /** An order unpaid for this long gives its delivery spot back (ADR 020: 30 minutes). */
  maxAgeMinutes: number;
}

/** What Stripe says about an embedded order's PaymentIntent: paid, still moving (leave it), or to be closed. */
async function embeddedOutcome(stripe: Stripe, order: StaleUnpaidOrder): Promise<PaymentOutcome | 'wait'> {
  const intentId = order.stripe_payment_intent_id!;
  const intent = await stripe.paymentIntents.retrieve(intentId);
  if (intent.status === 'succeeded') return { kind: 'paid', paymentIntentId: intentId, amountCents: intent.amount_received };
  if (intent.status === 'processing') return 'wait';
  // NOTE: the cancel also sends payment_intent.canceled, which may close the order first; either way it is closed.
  if (intent.status !== 'canceled') await stripe.paymentIntents.cancel(intentId, { cancellation_reason: 'abandoned' }, { idempotencyKey: `deposit-abandon:${intentId}` });
  return { kind: 'cancelled' };
}

/**
 * A hosted order whose checkout.session.expired webhook was lost: Stripe's word on the session decides. A session still open
 * past its expires_at (Stripe runs late) is expired now, so the spot is never held longer than the session lives.
 */
async function hostedOutcome(stripe: Stripe, order: StaleUnpaidOrder): Promise<PaymentOutcome | 'wait'> {
  const sessionId = order.stripe_checkout_session_id!;
  const session = await stripe.checkout.sessions.retrieve(sessionId);
  if (session.payment_status === 'paid') {
    const paymentIntentId = typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);
    return { kind: 'paid', checkoutSessionId: sessionId, paymentIntentId, amountCents: session.amount_total };
  }
  if (session.status === 'complete') return 'wait'; // a delayed payment method; its async webhook follows
  if (session.status === 'open') {
    if (session.expires_at * 1000 > Date.now()) return 'wait';
    await stripe.checkout.sessions.expire(sessionId, {}, { idempotencyKey: `deposit-abandon:${sessionId}` });
  }
  return { kind: 'cancelled', checkoutSessionId: sessionId };
}

/**
 * Unpaid orders hold a delivery spot from creation (ADR 020). Once an order has waited `maxAgeMinutes` unpaid: a payment that
 * did succeed (webhook lost) is applied; a payment still processing is left alone; anything else is closed at Stripe and the
 * order is cancelled with its spot released. Hosted orders are normally closed by checkout.session.expired; this is the net
 * under a lost webhook. Returns how many orders were closed. Safe to run from several worker processes: each change goes
 * through the one locked, monotonic payment transition.
 */
export async function expireUnpaidOrders({ sql, stripe, env, logger, maxAgeMinutes }: UnpaidOrderSweepOptions): Promise<number> {
  const stale = await staleUnpaidOrders(sql, maxAgeMinutes);
  const deps = { sql, redis: null, env, logger };
  let closed = 0;
  for (const order of stale) {
    try {
      let outcome: PaymentOutcome | 'wait' = { kind: 'cancelled' };
      if (stripe && order.flow === 'embedded' && order.stripe_payment_intent_id) outcome = await embeddedOutcome(stripe, order);
      if (stripe && order.flow === 'hosted' && order.stripe_checkout_session_id) outcome = await hostedOutcome(stripe, order);
      if (outcome === 'wait') continue;
      const ref = { orderId: order.id, paymentIntentId: 'paymentIntentId' in outcome ? outcome.paymentIntentId : null };
      const { status } = await applyPaymentOutcome(deps, { ref, outcome });
      if (status === 'cancelled') closed++;
    } catch (err) {
      logger.warn('unpaid order sweep: could not close order', { orderId: order.id, err: (err as Error).message });
    }
  }
  if (closed) logger.info('unpaid order sweep: released delivery spots', { closed });
  return closed;
}
