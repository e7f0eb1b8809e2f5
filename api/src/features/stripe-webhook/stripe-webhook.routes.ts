import { Hono } from 'hono';
import Stripe from 'stripe';
import type { AppEnv } from '../../lib/deps.ts';
import { ApiError, badRequest } from '../../lib/errors.ts';
import { applyPaymentOutcome } from '@sdp/server/orders/payment-transition';
import { outcomeOf } from './stripe-event-outcome.ts';
import { publicRoute } from '../../middleware/access.ts';

/**
 * POST /api/stripe/webhook (design §5): the raw body's signature is checked before anything is read from it; the event id, the
 * order change and its outbox event commit together, so a redelivery is acknowledged and changes nothing. No third-party call
 * happens here, so Stripe gets its 2xx fast.
 */
export const stripeWebhookRoutes = new Hono<AppEnv>().post('/stripe/webhook', publicRoute(), async (c) => {
  const deps = c.get('deps');
  const secret = deps.env.STRIPE_WEBHOOK_SECRET;
  if (!secret) throw new ApiError('UNAVAILABLE', 'Stripe webhooks are not configured');
  const signature = c.req.header('stripe-signature');
  if (!signature) throw badRequest('Missing Stripe-Signature header');
  const payload = await c.req.text();
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(payload, signature, secret);
  } catch {
    throw badRequest('Invalid Stripe signature');
  }
  if (typeof event.id !== 'string' || typeof event.type !== 'string' || typeof event.data?.object !== 'object' || event.data.object === null) {
    throw badRequest('Malformed Stripe event');
  }
  const { ref, outcome } = outcomeOf(event);
  const objectId = (event.data.object as { id?: unknown }).id;
  const result = await applyPaymentOutcome(deps, {
    ref,
    outcome,
    event: { id: event.id, type: event.type, objectId: typeof objectId === 'string' ? objectId : null },
  });
  return c.json({ received: true, result: result.result });
});
