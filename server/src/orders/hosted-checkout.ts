import type { OrderPayload } from '@sdp/shared';
import { findOrder } from '../db/orders.ts';
import type { ServiceDeps } from '../deps.ts';
import { conflict, DomainError } from '../domain-error.ts';
import { PAYMENT_UNAVAILABLE, requireStripe } from '../stripe-calls.ts';
import { createOrder, type NewOrder, type OrderClient, type QuotedBase } from './create-order.ts';
import { earlierAnswer, KEY_REUSED } from './order-attempt.ts';
import { depositCheckoutSession, depositPaidByGiftCard } from './deposit-intent.ts';
import { assertUsableCode, holdGiftCard } from '../gift-cards/card-hold.ts';
import { withEvents } from '../outbox.ts';
import { myOrderUrl } from './my-order-link.ts';
import { applyPaymentOutcome } from './payment-transition.ts';

/**
 * Hosted flow (docs/design.md §5): create the order, then a Checkout Session for its deposit through the one deposit intent (§22);
 * answers the URL to send the browser to. If Stripe refuses or cannot be reached, the order is cancelled and its delivery spot
 * released, so nothing is left behind. `quoted`: a quoted project ordered through its deposit link, priced at the quote's amount (ADR 035).
 */
export async function startHostedCheckout(
  deps: ServiceDeps,
  payload: OrderPayload,
  client: OrderClient,
  quoted?: QuotedBase,
): Promise<{ url: string; orderId: string; orderSecret: string; replayed?: true }> {
  requireStripe(deps);
  // NOTE: a retry of an attempt (its Idempotency-Key, ADR 310) is answered before any check: its gift card may be spent on it by now.
  const earlier = client.attempt ? await earlierAnswer(deps, client.attempt) : undefined;
  if (earlier) return { ...(await checkoutOfEarlierAttempt(deps, earlier)), replayed: true };
  await assertUsableCode(deps.sql, payload.giftCardCode);
  const order = await createOrder(deps, payload, 'hosted', client, quoted);
  if (order.replayed) return { ...(await checkoutOfEarlierAttempt(deps, order)), replayed: true };
  try {
    // NOTE: a gift card pays its part of the deposit (docs/design.md §27); one that pays all of it leaves nothing for Stripe, and the
    // customer goes straight to their own order page, already paid.
    const url = await withEvents(deps, async (tx) => {
      const locked = (await findOrder(tx, order.orderId, { lock: true }))!;
      const giftCents = await holdGiftCard(tx, locked, payload.giftCardCode);
      const held = (await findOrder(tx, order.orderId))!;
      if (giftCents > 0 && giftCents === held.deposit_cents) {
        await depositPaidByGiftCard(deps, tx, held);
        return myOrderUrl(deps.env, held.id, held.link_version);
      }
      return (await depositCheckoutSession(deps, tx, held)).url;
    });
    if (!url) throw new DomainError('BAD_GATEWAY', PAYMENT_UNAVAILABLE);
    return { url, orderId: order.orderId, orderSecret: order.orderSecret };
  } catch (err) {
    deps.logger.error('checkout session failed; cancelling the order', { orderId: order.orderId, err });
    await applyPaymentOutcome(deps, { ref: { orderId: order.orderId }, outcome: { kind: 'cancelled' } });
    throw err instanceof DomainError ? err : new DomainError('BAD_GATEWAY', PAYMENT_UNAVAILABLE);
  }
}

/** An attempt cancelled because its Checkout Session could not be made: the client's next try is a new attempt with a new key. */
export const ATTEMPT_FAILED = 'This order attempt did not reach the payment page and was cancelled. Please try again.';

/**
 * The answer an attempt already had (its Idempotency-Key again, ADR 310): the same Checkout Session (its Stripe call is keyed by the
 * order, so Stripe answers the session it made), or the customer's own page once the deposit is paid. Nothing is held again.
 */
async function checkoutOfEarlierAttempt(deps: ServiceDeps, order: NewOrder): Promise<{ url: string; orderId: string; orderSecret: string }> {
  const earlier = await findOrder(deps.sql, order.orderId);
  if (!earlier || earlier.flow !== 'hosted') throw new DomainError('UNPROCESSABLE', KEY_REUSED);
  const answer = { orderId: order.orderId, orderSecret: order.orderSecret };
  if (earlier.paid_at) return { ...answer, url: myOrderUrl(deps.env, earlier.id, earlier.link_version) };
  if (earlier.status !== 'pending') throw conflict(ATTEMPT_FAILED);
  const url = await withEvents(deps, async (tx) => (await depositCheckoutSession(deps, tx, (await findOrder(tx, order.orderId, { lock: true }))!)).url);
  if (!url) throw new DomainError('BAD_GATEWAY', PAYMENT_UNAVAILABLE);
  return { ...answer, url };
}

