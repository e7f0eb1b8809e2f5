import type { ConfirmedOrder } from '@sdp/shared';
import type { AppDeps } from '../../lib/deps.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { callStripe } from '@sdp/server/stripe-calls';
import { loadConfirmedOrder } from './confirmed-order.ts';
import { findOrder, type OrderRow } from '@sdp/server/db/orders';
import { ORDER_NOT_FOUND } from '@sdp/server/orders/require-order';
import { UNPAID } from '@sdp/server/orders/order-status';
import { applyPaymentOutcome } from '@sdp/server/orders/payment-transition';
import { secretMatches } from '@sdp/server/orders/order-secret';
import { mayAskStripe } from './stripe-lookup-throttle.ts';

export const ORDER_DATA_NOT_FOUND = 'Order data not found';

/**
 * Ask Stripe about an unpaid order's PaymentIntent and apply the paid transition if it succeeded (the webhook may be late).
 * A paid order is answered from the database, and an unpaid one is looked up at most once per throttle interval.
 */
async function catchUpWithIntent(deps: AppDeps, order: OrderRow): Promise<void> {
  if (!UNPAID.includes(order.status) || !order.stripe_payment_intent_id || !deps.stripe) return;
  if (!(await mayAskStripe(deps, order.id))) return;
  const stripe = deps.stripe;
  const intent = await callStripe(deps, 'paymentIntents.retrieve', () => stripe.paymentIntents.retrieve(order.stripe_payment_intent_id!));
  if (intent.status !== 'succeeded') return;
  await applyPaymentOutcome(deps, { ref: { orderId: order.id, paymentIntentId: intent.id }, outcome: { kind: 'paid', paymentIntentId: intent.id, amountCents: intent.amount_received } });
}

/** The order, only for the holder of its secret (ADR 021); anyone else gets the same 404 as for an order that does not exist. */
export async function findOwnOrder(deps: AppDeps, orderId: string, orderSecret: string | undefined, message = ORDER_NOT_FOUND): Promise<OrderRow> {
  const order = await findOrder(deps.sql, orderId);
  if (!order || !secretMatches(order.secret_hash, orderSecret)) throw notFound(message);
  return order;
}

/** POST /api/orders/:id/confirm-payment: the browser reports success; we believe Stripe, not the browser. */
export async function confirmPayment(deps: AppDeps, orderId: string, orderSecret: string | undefined): Promise<ConfirmedOrder> {
  const order = await findOwnOrder(deps, orderId, orderSecret);
  if (!order.stripe_payment_intent_id) throw conflict('No payment has been started for this order.');
  await catchUpWithIntent(deps, order);
  return (await loadConfirmedOrder(deps.sql, order.id, deps.stripe))!;
}

/** GET /api/orders/:id/confirmation?payment_intent=…: the confirmed order, only for the PaymentIntent that belongs to it. */
export async function confirmationForIntent(deps: AppDeps, orderId: string, paymentIntentId: string, orderSecret: string | undefined): Promise<ConfirmedOrder> {
  const order = await findOwnOrder(deps, orderId, orderSecret, ORDER_DATA_NOT_FOUND);
  if (!paymentIntentId || order.stripe_payment_intent_id !== paymentIntentId) throw notFound(ORDER_DATA_NOT_FOUND);
  await catchUpWithIntent(deps, order);
  return (await loadConfirmedOrder(deps.sql, order.id, deps.stripe))!;
}

/**
 * POST /api/orders/verify-payment-intent: the return from Stripe's redirect on any device. The client secret Stripe appended
 * proves possession (ADR 021); it is checked against the hash stored when the intent was made, so no Stripe call is needed.
 */
export async function confirmationForReturn(deps: AppDeps, paymentIntentId: string, clientSecret: string): Promise<ConfirmedOrder> {
  const order = await findOrder(deps.sql, { paymentIntentId });
  if (!order || !clientSecret.startsWith(`${paymentIntentId}_secret_`) || !secretMatches(order.payment_intent_secret_hash, clientSecret)) {
    throw notFound(ORDER_DATA_NOT_FOUND);
  }
  await catchUpWithIntent(deps, order);
  return (await loadConfirmedOrder(deps.sql, order.id, deps.stripe))!;
}
