import { BUSINESS } from '@sdp/shared';
import Stripe from 'stripe';
import { CARD_REPLACEMENT_PURPOSE } from '@sdp/server/orders/balance-intent';
import { applyPaymentOutcome } from '@sdp/server/orders/payment-transition';
import { currentTime, type AppDeps } from '../../lib/deps.ts';
import { ApiError } from '../../lib/errors.ts';
import { callStripe, requireStripe, stripeId } from '@sdp/server/stripe-calls';
import { myOrderActions } from '@sdp/server/orders/my-order-rules';
import { orderOfMyOrderToken } from '@sdp/server/orders/my-order-token';

const CARD_UNAVAILABLE = `Your card cannot be replaced online right now. Please call us at ${BUSINESS.phoneDisplay}.`;

/**
 * POST /api/my-order/:token/card-setup: a SetupIntent on the order's Stripe Customer for Stripe.js to confirm with a new card
 * (`stripe.confirmSetup`), while the balance is still to be charged (ADR 046). No money moves, so no idempotency key: each call is a
 * fresh intent, and the public POST limit bounds them.
 */
export async function startCardSetup(deps: AppDeps, token: string): Promise<{ clientSecret: string }> {
  const stripe = requireStripe(deps);
  const { order, season } = await orderOfMyOrderToken(deps, token);
  const action = myOrderActions(order, season, currentTime(deps), 0).replaceCard;
  if (!action.allowed) throw new ApiError('UNPROCESSABLE', action.reason ?? 'The card cannot be replaced now.');
  try {
    const setup = await callStripe(deps, 'setupIntents.create', () => stripe.setupIntents.create({
      customer: order.stripe_customer_id!,
      usage: 'off_session',
      automatic_payment_methods: { enabled: true },
      description: `Card for the balance — ${order.package_name}`,
      metadata: { orderId: order.id, purpose: CARD_REPLACEMENT_PURPOSE },
    }));
    return { clientSecret: setup.client_secret! };
  } catch (err) {
    // NOTE: Stripe refuses when the order's Customer is gone (deleted in its dashboard): say what to do, not Stripe's words.
    if (err instanceof Stripe.errors.StripeInvalidRequestError) throw new ApiError('CONFLICT', CARD_UNAVAILABLE);
    throw err;
  }
}

/**
 * POST /api/my-order/:token/card { setupIntent }: after Stripe.js confirmed it, make its card the one the off-session balance charge
 * uses. Read back from Stripe (the page's word is not taken) and applied by the same transition as the `setup_intent.succeeded`
 * webhook, so whichever comes second changes nothing.
 */
export async function saveReplacedCard(deps: AppDeps, token: string, setupIntentId: string): Promise<void> {
  const stripe = requireStripe(deps);
  const { order } = await orderOfMyOrderToken(deps, token);
  const setup = await callStripe(deps, 'setupIntents.retrieve', () => stripe.setupIntents.retrieve(setupIntentId)).catch((err: unknown) => {
    if (err instanceof Stripe.errors.StripeInvalidRequestError) return null;
    throw err;
  });
  if (!setup || setup.metadata?.orderId !== order.id || setup.metadata?.purpose !== CARD_REPLACEMENT_PURPOSE) {
    throw new ApiError('BAD_REQUEST', 'That card setup does not belong to this order.', { issues: [{ path: 'setupIntent', message: 'Unknown card setup' }] });
  }
  if (setup.status !== 'succeeded') throw new ApiError('CONFLICT', 'The new card has not been confirmed yet. Please try again.');
  await applyPaymentOutcome(deps, {
    ref: { orderId: order.id },
    outcome: { kind: 'card_saved', setupIntentId: setup.id, customerId: stripeId(setup.customer), paymentMethodId: stripeId(setup.payment_method) },
  });
}
