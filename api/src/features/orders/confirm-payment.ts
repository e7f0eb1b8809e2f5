import type { ConfirmedOrder } from '@sdp/shared';
import type { AppDeps } from '../../lib/deps.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { callStripe } from '../../lib/stripe.ts';
import { loadConfirmedOrder } from './confirmed-order.ts';
import { findOrder, ORDER_NOT_FOUND, type OrderRow } from './order-rows.ts';
import { UNPAID } from '@sdp/server/orders/order-status';
import { applyPaymentOutcome } from '@sdp/server/orders/payment-transition';

export const ORDER_DATA_NOT_FOUND = 'Order data not found';

/** Ask Stripe about an unpaid order's PaymentIntent and apply the paid transition if it succeeded (the webhook may be late). */
async function catchUpWithIntent(deps: AppDeps, order: OrderRow): Promise<void> {
  if (!UNPAID.includes(order.status) || !order.stripe_payment_intent_id || !deps.stripe) return;
  const stripe = deps.stripe;
  const intent = await callStripe(deps, 'paymentIntents.retrieve', () => stripe.paymentIntents.retrieve(order.stripe_payment_intent_id!));
  if (intent.status !== 'succeeded') return;
  await applyPaymentOutcome(deps, { ref: { orderId: order.id, paymentIntentId: intent.id }, outcome: { kind: 'paid', paymentIntentId: intent.id } });
}

/** POST /api/orders/:id/confirm-payment: the browser reports success; we believe Stripe, not the browser. */
export async function confirmPayment(deps: AppDeps, orderId: string): Promise<ConfirmedOrder> {
  const order = await findOrder(deps.sql, orderId);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  if (!order.stripe_payment_intent_id) throw conflict('No payment has been started for this order.');
  await catchUpWithIntent(deps, order);
  return (await loadConfirmedOrder(deps.sql, order.id))!;
}

/** GET /api/orders/:id/confirmation?payment_intent=…: the confirmed order, only for the PaymentIntent that belongs to it. */
export async function confirmationForIntent(deps: AppDeps, orderId: string, paymentIntentId: string): Promise<ConfirmedOrder> {
  const order = await findOrder(deps.sql, orderId);
  if (!order || !paymentIntentId || order.stripe_payment_intent_id !== paymentIntentId) throw notFound(ORDER_DATA_NOT_FOUND);
  await catchUpWithIntent(deps, order);
  return (await loadConfirmedOrder(deps.sql, order.id))!;
}
