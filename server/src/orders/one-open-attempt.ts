import Stripe from 'stripe';
import { balanceIntentRefs } from '../db/order-payments.ts';
import type { OrderRow } from '../db/rows.ts';
import type { TransactionSql } from '../db/sql.ts';
import type { ServiceDeps as ServiceDeps } from '../deps.ts';
import { conflict } from '../domain-error.ts';
import { callStripe, requireStripe } from '../stripe-calls.ts';
import { upsertPayment } from './record-payment.ts';

/** The ledger's statuses of a balance PaymentIntent that may still be confirmed (ADR 067): ours 'open', or a decline Stripe keeps open. */
const MAY_STILL_PAY = ['open', 'failed'];

/** One idempotency key per cancelled PaymentIntent: a retried request asks Stripe once. */
export const cancelKey = (paymentIntentId: string) => `balance-cancel:${paymentIntentId}`;

/** What Stripe says about an intent it would not cancel: canceled already (fine), or it went through (the balance is paid). */
async function settledState(deps: ServiceDeps, stripe: Stripe, id: string): Promise<Stripe.PaymentIntent> {
  return callStripe(deps, 'paymentIntents.retrieve', () => stripe.paymentIntents.retrieve(id));
}

/**
 * One open balance payment per order (docs/design.md §16, ADR 067): before a new balance attempt (staff charge, /pay-balance,
 * /my-order) cancel, through Stripe, every balance PaymentIntent of the order that could still be confirmed, except `keep`. The caller
 * holds the order's row lock, so no other attempt starts meanwhile. An intent that succeeded before we could cancel it means the
 * balance is paid: the new attempt is refused (409) and the intent's webhook records the payment.
 */
export async function cancelOtherBalanceAttempts(deps: ServiceDeps, tx: TransactionSql, order: OrderRow, keep: string | null = null): Promise<void> {
  const ids = new Set(await balanceIntentRefs(tx, order.id, MAY_STILL_PAY));
  // NOTE: an attempt made before the ledger kept open intents is known only as the order's current one.
  if (order.balance_payment_intent_id) ids.add(order.balance_payment_intent_id);
  if (keep) ids.delete(keep);
  if (ids.size === 0) return;
  const stripe = requireStripe(deps);
  for (const id of ids) {
    let intent: Stripe.PaymentIntent;
    try {
      intent = await callStripe(deps, 'paymentIntents.cancel', () =>
        stripe.paymentIntents.cancel(id, { cancellation_reason: 'duplicate' }, { idempotencyKey: cancelKey(id) }));
    } catch (err) {
      if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) throw err;
      intent = await settledState(deps, stripe, id);
    }
    if (intent.status === 'succeeded') throw conflict('This balance has just been paid. Thank you!');
    if (intent.status !== 'canceled') throw conflict('A payment of this balance is being processed; check back in a minute.');
    await upsertPayment(tx, order.id, { kind: 'balance', ref: id, amountCents: intent.amount, status: 'canceled' });
  }
}
