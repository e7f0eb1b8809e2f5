import { Hono } from 'hono';
import Stripe from 'stripe';
import type { AppEnv } from '../../lib/deps.ts';
import { ApiError, badRequest } from '../../lib/errors.ts';
import { applyPaymentOutcome } from '@sdp/server/orders/payment-transition';
import { outcomeOf } from './stripe-event-outcome.ts';
import { giftCardOutcomeOf } from './gift-card-event.ts';
import { applyGiftCardSession } from '@sdp/server/gift-cards/issue-gift-card';
import { publicRoute } from '../../middleware/access.ts';

// NOTE: Stripe's own default (300 s). The SDK refuses a signature older than this but not one dated in the future, so a
// signed request captured with a forged future clock would stay replayable until that date; both directions are checked here.
const TOLERANCE_SECONDS = 300;
const FUTURE_SIGNATURE = 'Stripe signature timestamp is in the future';

/** The `t=` of a Stripe-Signature header (seconds), or null when there is none. */
const signedAt = (header: string) => {
  const match = /(?:^|,)\s*t=(\d{1,12})\s*(?:,|$)/.exec(header);
  return match ? Number(match[1]) : null;
};

/**
 * POST /api/stripe/webhook (docs/design.md §5): the raw body's signature is checked before anything is read from it; the event id, the
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
    event = Stripe.webhooks.constructEvent(payload, signature, secret, TOLERANCE_SECONDS);
  } catch {
    throw badRequest('Invalid Stripe signature');
  }
  const timestamp = signedAt(signature);
  if (timestamp === null || timestamp - Date.now() / 1000 > TOLERANCE_SECONDS) throw badRequest(FUTURE_SIGNATURE);
  if (typeof event.id !== 'string' || typeof event.type !== 'string' || typeof event.data?.object !== 'object' || event.data.object === null) {
    throw badRequest('Malformed Stripe event');
  }
  const objectId = (event.data.object as { id?: unknown }).id;
  const recorded = { id: event.id, type: event.type, objectId: typeof objectId === 'string' ? objectId : null };
  // NOTE: a gift card's purchase is no order's (docs/design.md §27): its paid session issues the card, in its own transaction.
  const gift = giftCardOutcomeOf(event);
  if (gift) {
    const result = gift.outcome ? await applyGiftCardSession(deps, gift.outcome, recorded) : 'unchanged';
    return c.json({ received: true, result });
  }
  const { ref, outcome } = outcomeOf(event);
  const result = await applyPaymentOutcome(deps, {
    ref,
    outcome,
    event: { id: event.id, type: event.type, objectId: typeof objectId === 'string' ? objectId : null },
  });
  return c.json({ received: true, result: result.result });
});
