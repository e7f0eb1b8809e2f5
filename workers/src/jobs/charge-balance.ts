import type { Sql } from '@sdp/server/db/sql';
import type { OrderRow } from '@sdp/server/db/rows';
import type { Env } from '@sdp/server/env';
import type { Logger } from '@sdp/server/logger';
import { balanceIdempotencyKey, balanceMetadata, balanceOutcomeOf } from '@sdp/server/orders/balance-intent';
import { AUTHENTICATION_REQUIRED, claimBalanceAttempt } from '@sdp/server/orders/balance-outcome';
import { applyPaymentOutcome } from '@sdp/server/orders/payment-transition';
import type { BalanceChargeJobData, PaymentsJobData, StrayRefundJobData } from '@sdp/server/queues';
import type { Redis } from 'ioredis';
import { UnrecoverableError, type Job } from 'bullmq';
import Stripe from 'stripe';
import { createStrayRefundProcessor } from './refund-stray-payment.ts';
import { createWeekFilledRefundProcessor } from './refund-week-filled.ts';

export interface ChargeBalanceDeps { sql: Sql; stripe: Stripe | null; env: Env; logger: Logger; redis: Redis | null }

/** The saved card: the one the deposit's events brought, else the Customer's first card (docs/design.md §11). */
async function savedCard(stripe: Stripe, order: OrderRow): Promise<string | null> {
  if (order.stripe_payment_method_id) return order.stripe_payment_method_id;
  if (!order.stripe_customer_id) return null;
  const cards = await stripe.paymentMethods.list({ customer: order.stripe_customer_id, type: 'card', limit: 1 });
  return cards.data[0]?.id ?? null;
}

/**
 * Charge one attempt at an order's balance off-session (ADR 026). The attempt's idempotency key makes a retried job, a
 * redelivered event or a second worker get Stripe's first answer back instead of a second charge. The outcome is applied here
 * from the API's answer and again from the webhook, whichever comes first; the transition applies it once.
 */
export function createChargeBalanceProcessor({ sql, stripe, env, logger, redis }: ChargeBalanceDeps) {
  return async (job: Job<BalanceChargeJobData>) => {
    const { subject, attempt } = job.data;
    if (!stripe) throw new UnrecoverableError('Stripe is not configured');
    const order = await claimBalanceAttempt(sql, subject.id, attempt);
    if (!order) return { status: 'not-due' };
    const paymentMethod = await savedCard(stripe, order);
    if (!order.stripe_customer_id || !paymentMethod) {
      await applyPaymentOutcome({ sql, redis, env, logger }, {
        ref: { orderId: order.id },
        outcome: { kind: 'balance_failed', paymentIntentId: null, attempt, code: 'no_saved_card', message: 'No saved card for this order' },
      });
      return { status: 'no-saved-card' };
    }
    let intent: Stripe.PaymentIntent | undefined;
    try {
      intent = await stripe.paymentIntents.create(
        {
          amount: order.balance_cents,
          currency: 'usd',
          customer: order.stripe_customer_id,
          payment_method: paymentMethod,
          off_session: true,
          confirm: true,
          description: `Balance — ${order.package_name}`,
          metadata: balanceMetadata(order.id, attempt, 'off_session'),
        },
        { idempotencyKey: balanceIdempotencyKey(order.id, attempt) },
      );
    } catch (err) {
      if (!(err instanceof Stripe.errors.StripeCardError)) throw err; // network or Stripe outage: retried with the same key
      const declined = err.payment_intent as Stripe.PaymentIntent | undefined;
      const code = err.code === AUTHENTICATION_REQUIRED || err.decline_code === AUTHENTICATION_REQUIRED ? AUTHENTICATION_REQUIRED : (err.decline_code ?? err.code ?? null);
      await applyPaymentOutcome({ sql, redis, env, logger }, {
        ref: { orderId: order.id },
        outcome: { kind: 'balance_failed', paymentIntentId: declined?.id ?? null, attempt, code, message: err.message },
      });
      return { status: 'declined', code };
    }
    const outcome = balanceOutcomeOf(intent);
    if (outcome?.kind === 'balance_failed') outcome.attempt = attempt;
    if (outcome) await applyPaymentOutcome({ sql, redis, env, logger }, { ref: { orderId: order.id }, outcome });
    logger.info('balance charged', { orderId: order.id, attempt, status: intent.status });
    return { status: intent.status };
  };
}

/**
 * The payments queue: balance charges, the automatic refund of a stray payment (ADR 067, ADR 154) and of a deposit whose week
 * filled (ADR 159), told apart by job name.
 */
export function createPaymentsProcessor(deps: ChargeBalanceDeps) {
  const charge = createChargeBalanceProcessor(deps);
  const refund = createStrayRefundProcessor(deps);
  const weekFilled = createWeekFilledRefundProcessor(deps);
  return (job: Job<PaymentsJobData>) => job.name === 'refund_stray_payment'
    ? refund(job as Job<StrayRefundJobData>)
    : job.name === 'refund_week_filled' ? weekFilled(job) : charge(job as Job<BalanceChargeJobData>);
}
