import { calendarDayInWords, DEPOSIT_PERCENT, toDecimal, type OrderPayload } from '@sdp/shared';
import { recordCheckoutSession } from '../db/order-updates.ts';
import type { ServiceDeps } from '../deps.ts';
import { DomainError } from '../domain-error.ts';
import { callStripe, PAYMENT_UNAVAILABLE, requireStripe } from '../stripe-calls.ts';
import { createOrder, type NewOrder, type QuotedBase } from './create-order.ts';
import { applyPaymentOutcome } from './payment-transition.ts';
import { upsertPayment } from './record-payment.ts';
import { UNPAID_HOLD_MINUTES } from './unpaid-hold-cap.ts';

// NOTE: Stripe's shortest allowed expiry (ADR 020): an abandoned checkout gives its delivery spot back after 30 minutes
// (checkout.session.expired, or the workers' sweep if that webhook is lost). A minute of slack keeps a slow request above
// Stripe's minimum, which Stripe measures from the session's creation.
const SESSION_LIFETIME_SECONDS = UNPAID_HOLD_MINUTES * 60 + 60;

async function createSession(deps: ServiceDeps, order: NewOrder) {
  const stripe = requireStripe(deps);
  const site = `${deps.env.PUBLIC_URL.replace(/\/$/, '')}${deps.env.BASE_PATH}`;
  const { breakdown } = order;
  return callStripe(deps, 'checkout.sessions.create', () =>
    stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [{
          quantity: 1,
          price_data: {
            currency: 'usd',
            unit_amount: breakdown.depositAmount,
            product_data: {
              name: `Deposit (${DEPOSIT_PERCENT}%) — ${order.packageName}`,
              description: `Order total $${toDecimal(breakdown.finalTotal)}; the balance of $${toDecimal(breakdown.balanceDue)} is due at delivery, in the week of ${calendarDayInWords(order.deliveryDate)}.`,
            },
          },
        }],
        metadata: { orderId: order.orderId },
        // NOTE: with the customer's consent the deposit saves the card on a Stripe Customer for the balance (docs/design.md §11).
        payment_intent_data: { metadata: { orderId: order.orderId }, ...(order.balanceConsent ? { setup_future_usage: 'off_session' as const } : {}) },
        ...(order.balanceConsent ? { customer_creation: 'always' as const } : {}),
        client_reference_id: order.orderId,
        customer_email: order.customerEmail,
        expires_at: Math.floor(Date.now() / 1000) + SESSION_LIFETIME_SECONDS,
        success_url: `${site}/order-confirmation?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${site}/?checkout=cancelled`,
      },
      { idempotencyKey: `checkout-session:${order.orderId}` },
    ),
  );
}

/**
 * Hosted flow (docs/design.md §5): create the order, then a Checkout Session for its deposit; answers the URL to send the browser to.
 * If Stripe refuses or cannot be reached, the order is cancelled and its delivery spot released, so nothing is left behind.
 * `quoted`: a quoted project ordered through its deposit link, priced at the quote's amount (ADR 035).
 */
export async function startHostedCheckout(
  deps: ServiceDeps,
  payload: OrderPayload,
  client: { ip: string; visitor?: string | null },
  quoted?: QuotedBase,
): Promise<{ url: string; orderId: string; orderSecret: string }> {
  requireStripe(deps);
  const order = await createOrder(deps, payload, 'hosted', client, quoted);
  let session;
  try {
    session = await createSession(deps, order);
    if (!session.url) throw new DomainError('BAD_GATEWAY', PAYMENT_UNAVAILABLE);
  } catch (err) {
    deps.logger.error('checkout session failed; cancelling the order', { orderId: order.orderId, err });
    await applyPaymentOutcome(deps, { ref: { orderId: order.orderId }, outcome: { kind: 'cancelled' } });
    throw err instanceof DomainError ? err : new DomainError('BAD_GATEWAY', PAYMENT_UNAVAILABLE);
  }
  await deps.sql.begin(async (tx) => {
    await recordCheckoutSession(tx, order.orderId, session.id);
    await upsertPayment(tx, order.orderId, { kind: 'checkout_session', ref: session.id, amountCents: order.breakdown.depositAmount, status: 'open' });
  });
  return { url: session.url, orderId: order.orderId, orderSecret: order.orderSecret };
}
