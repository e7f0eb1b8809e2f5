import type Stripe from 'stripe';
import { stripeId } from '@sdp/server/stripe-calls';
import type { OrderRef, PaymentOutcome } from '@sdp/server/orders/payment-transition';
import type { DisputeFacts } from '@sdp/server/db/disputes';
import { BALANCE_PURPOSE, balanceOutcomeOf, CARD_REPLACEMENT_PURPOSE } from '@sdp/server/orders/balance-intent';
import { TIP_PURPOSE } from '@sdp/server/orders/tip-on-its-own';

/** What a Stripe event means for an order: where to find it and what happened. null outcome: recorded, nothing to change. */
export function outcomeOf(event: Stripe.Event): { ref: OrderRef; outcome: PaymentOutcome | null } {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const session = event.data.object;
      const ids = { checkoutSessionId: session.id, paymentIntentId: stripeId(session.payment_intent) };
      const ref = { orderId: session.metadata?.orderId ?? session.client_reference_id, ...ids };
      if (event.type === 'checkout.session.expired') return { ref, outcome: { kind: 'cancelled', checkoutSessionId: session.id } };
      if (event.type === 'checkout.session.async_payment_failed') return { ref, outcome: { kind: 'failed', ...ids } };
      // NOTE: a completed session with a delayed method (bank debit) is still unpaid; async_payment_succeeded follows.
      const savedCard = { customerId: stripeId(session.customer), paymentMethodId: null };
      return { ref, outcome: session.payment_status === 'paid' ? { kind: 'paid', ...ids, amountCents: session.amount_total, savedCard } : null };
    }
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      if (intent.metadata?.purpose === BALANCE_PURPOSE) return { ref: { orderId: intent.metadata.orderId }, outcome: balanceOutcomeOf(intent) };
      if (intent.metadata?.purpose === TIP_PURPOSE) {
        const status = event.type === 'payment_intent.succeeded' ? 'succeeded' as const : 'failed' as const;
        return { ref: { orderId: intent.metadata.orderId }, outcome: { kind: 'tip', paymentIntentId: intent.id, amountCents: intent.amount, status } };
      }
      const ref = { orderId: intent.metadata?.orderId, paymentIntentId: intent.id };
      if (event.type === 'payment_intent.payment_failed') return { ref, outcome: { kind: 'failed', paymentIntentId: intent.id } };
      const savedCard = { customerId: stripeId(intent.customer), paymentMethodId: stripeId(intent.payment_method) };
      return { ref, outcome: { kind: 'paid', paymentIntentId: intent.id, amountCents: intent.amount_received, savedCard } };
    }
    case 'payment_intent.canceled': {
      // NOTE: our unpaid-order sweep cancels abandoned embedded payments; the order closes and its spot returns. A balance attempt
      // we cancelled before a new one (ADR 067) is the balance's business, never the order's.
      const intent = event.data.object;
      if (intent.metadata?.purpose === BALANCE_PURPOSE) return { ref: {}, outcome: null };
      if (intent.metadata?.purpose === TIP_PURPOSE) return { ref: { orderId: intent.metadata.orderId }, outcome: { kind: 'tip', paymentIntentId: intent.id, amountCents: intent.amount, status: 'canceled' } };
      return { ref: { orderId: intent.metadata?.orderId, paymentIntentId: intent.id }, outcome: { kind: 'cancelled', paymentIntentId: intent.id } };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const ref = { orderId: charge.metadata?.orderId, paymentIntentId: stripeId(charge.payment_intent) };
      return { ref, outcome: { kind: 'refunded', chargeId: charge.id, refundedCents: charge.amount_refunded, paymentIntentId: stripeId(charge.payment_intent) } };
    }
    case 'setup_intent.succeeded': {
      // NOTE: the customer replaced the card for the balance on their order page (ADR 046); other SetupIntents are not ours.
      const setup = event.data.object;
      if (setup.metadata?.purpose !== CARD_REPLACEMENT_PURPOSE) return { ref: {}, outcome: null };
      const outcome = { kind: 'card_saved' as const, setupIntentId: setup.id, customerId: stripeId(setup.customer), paymentMethodId: stripeId(setup.payment_method) };
      return { ref: { orderId: setup.metadata.orderId }, outcome };
    }
    case 'charge.dispute.created':
    case 'charge.dispute.updated':
    case 'charge.dispute.closed': {
      const dispute = event.data.object;
      const paymentIntentId = stripeId(dispute.payment_intent);
      return { ref: { paymentIntentId }, outcome: { kind: 'dispute', ...disputeFacts(dispute) } };
    }
    default:
      return { ref: {}, outcome: null };
  }
}

/** Stripe's dispute fee when its balance transactions do not say (https://stripe.com/pricing: $15 in the US). */
const DISPUTE_FEE_CENTS = 1500;

/** What a dispute event says: amount, reason, status, deadline, and the fee Stripe withdrew with the amount. */
function disputeFacts(dispute: Stripe.Dispute): DisputeFacts {
  const withdrawn = dispute.balance_transactions.filter((t) => t.amount < 0);
  const dueBy = dispute.evidence_details?.due_by;
  return {
    id: dispute.id,
    chargeId: stripeId(dispute.charge) ?? '',
    paymentIntentId: stripeId(dispute.payment_intent),
    amountCents: dispute.amount,
    feeCents: withdrawn.length > 0 ? withdrawn.reduce((sum, t) => sum + t.fee, 0) : DISPUTE_FEE_CENTS,
    reason: dispute.reason,
    status: dispute.status,
    evidenceDueBy: dueBy ? new Date(dueBy * 1000) : null,
  };
}
