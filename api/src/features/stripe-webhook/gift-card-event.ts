import type Stripe from 'stripe';
import { stripeId } from '@sdp/server/stripe-calls';
import { GIFT_CARD_PURPOSE } from '@sdp/server/gift-cards/buy-gift-card';
import type { GiftCardSessionOutcome } from '@sdp/server/gift-cards/issue-gift-card';

/**
 * Whether a Stripe event is about a gift card's purchase (docs/design.md §27), and what it says: a session paid or expired; null
 * outcome for the purchase's other events (its PaymentIntent's), which change nothing. Undefined: not a gift card's event.
 */
export function giftCardOutcomeOf(event: Stripe.Event): { outcome: GiftCardSessionOutcome | null } | undefined {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.expired': {
      const session = event.data.object;
      const giftCardId = session.metadata?.purpose === GIFT_CARD_PURPOSE ? session.metadata.giftCardId : undefined;
      if (!giftCardId) return undefined;
      if (event.type === 'checkout.session.expired') return { outcome: { giftCardId, kind: 'expired', paymentIntentId: null, amountCents: null } };
      if (session.payment_status !== 'paid') return { outcome: null };
      return { outcome: { giftCardId, kind: 'paid', paymentIntentId: stripeId(session.payment_intent), amountCents: session.amount_total } };
    }
    case 'checkout.session.async_payment_failed':
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed':
    case 'payment_intent.canceled':
      return event.data.object.metadata?.purpose === GIFT_CARD_PURPOSE ? { outcome: null } : undefined;
    default:
      return undefined;
  }
}
