import { shownPaymentStatus } from '@sdp/shared';
import type { ConfirmedOrder, OrderStatus } from '@sdp/shared';
import { findOrder } from '@sdp/server/db/orders';
import type { AppDeps } from '../../lib/deps.ts';
import { callStripe, requireStripe, stripeId } from '@sdp/server/stripe-calls';
import { loadConfirmedOrder } from './confirmed-order.ts';
import { UNPAID } from '@sdp/server/orders/order-status';
import { applyPaymentOutcome } from '@sdp/server/orders/payment-transition';
import { mayAskStripe } from './stripe-lookup-throttle.ts';

export type VerifyResult =
  | { kind: 'confirmed'; order: ConfirmedOrder }
  | { kind: 'not-found' }
  | { kind: 'not-paid'; status: OrderStatus; paymentStatus: string; message: string };

export const SESSION_NOT_FOUND = 'We could not find an order for this checkout session.';

/**
 * POST /api/orders/verify-checkout-session: the order behind a hosted Checkout Session. If the webhook has not arrived yet, Stripe
 * is asked (at most once per 5 s per order) and the same idempotent transition is applied. Only sessions we created are
 * looked up at Stripe.
 */
export async function verifyCheckoutSession(deps: AppDeps, sessionId: string): Promise<VerifyResult> {
  const stripe = requireStripe(deps);
  const order = await findOrder(deps.sql, { checkoutSessionId: sessionId });
  if (!order) return { kind: 'not-found' };
  let status = order.status;
  let paymentStatus = 'paid';
  // NOTE: the page polls while the deposit is processing; Stripe is asked at most once per interval per order.
  if (UNPAID.includes(order.status) && (await mayAskStripe(deps, order.id))) {
    const session = await callStripe(deps, 'checkout.sessions.retrieve', () => stripe.checkout.sessions.retrieve(sessionId));
    paymentStatus = session.payment_status;
    const ref = { orderId: order.id, checkoutSessionId: session.id };
    const outcome = session.payment_status === 'paid'
      ? { kind: 'paid' as const, checkoutSessionId: session.id, paymentIntentId: stripeId(session.payment_intent), amountCents: session.amount_total }
      : session.status === 'expired' ? { kind: 'cancelled' as const, checkoutSessionId: session.id } : null;
    if (outcome) status = (await applyPaymentOutcome(deps, { ref, outcome })).status ?? status;
  }
  if (UNPAID.includes(status)) return { kind: 'not-paid', status, paymentStatus, message: 'Payment is still processing' };
  if (status === 'cancelled' || status === 'refunded') {
    return { kind: 'not-paid', status, paymentStatus: shownPaymentStatus(status, paymentStatus)!, message: 'This order was cancelled. Please start a new order.' };
  }
  return { kind: 'confirmed', order: (await loadConfirmedOrder(deps.sql, order.id, deps.stripe))! };
}
