import { formatUsd } from '@sdp/shared';
import type { GiftCardCheckout } from '@sdp/shared/gift-cards';
import { addDays, sanDiegoDate } from '@sdp/shared/pacific-time';
import { insertPendingCard, recordCardSession } from '../db/gift-cards.ts';
import { currentTime, type ServiceDeps } from '../deps.ts';
import { badRequest, DomainError } from '../domain-error.ts';
import { callStripe, oneLineItem, PAYMENT_UNAVAILABLE, requireStripe, siteAddress } from '../stripe-calls.ts';

/** Marks a Checkout Session or PaymentIntent as a gift card's purchase, never an order's deposit. */
export const GIFT_CARD_PURPOSE = 'gift_card';
/** How far ahead the e-mail may be scheduled. */
const LATEST_SEND_DAYS = 366;

/**
 * POST /api/gift-cards/checkout (docs/design.md §27): a pending card for the amount the buyer typed, and a Checkout Session to pay
 * it; the card is issued (code and balance) only when Stripe says the session completed, by the signed webhook (issue-gift-card.ts).
 */
export async function startGiftCardCheckout(deps: ServiceDeps, input: GiftCardCheckout): Promise<{ url: string }> {
  const stripe = requireStripe(deps);
  const today = sanDiegoDate(currentTime(deps));
  const sendOn = input.sendOn || null;
  if (sendOn && sendOn < today) throw badRequest('Please choose today or a later day to send it', [{ path: 'sendOn', message: 'Please choose today or a later day to send it' }]);
  if (sendOn && sendOn > addDays(today, LATEST_SEND_DAYS)) throw badRequest('Please choose a day within a year', [{ path: 'sendOn', message: 'Please choose a day within a year' }]);
  const id = await deps.sql.begin((tx) => insertPendingCard(tx, {
    amount_cents: input.amount, buyer_name: input.buyerName, buyer_email: input.buyerEmail, recipient_name: input.recipientName,
    recipient_email: input.recipientEmail, message: input.message, send_on: sendOn,
  }));
  const site = siteAddress(deps.env);
  const metadata = { giftCardId: id, purpose: GIFT_CARD_PURPOSE };
  const session = await callStripe(deps, 'checkout.sessions.create', () =>
    stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: oneLineItem(
          input.amount,
          `SD Pumpkin gift card — ${formatUsd(input.amount, { alwaysCents: true })}`,
          `No expiry date and no fees. E-mailed to ${input.recipientName ?? input.buyerName}${sendOn ? ` on ${sendOn}` : ' when paid'}.`,
        ),
        metadata,
        payment_intent_data: { metadata },
        client_reference_id: id,
        customer_email: input.buyerEmail,
        success_url: `${site}/gift-cards?purchased=1`,
        cancel_url: `${site}/gift-cards?checkout=cancelled`,
      },
      { idempotencyKey: `gift-card-checkout:${id}` },
    ));
  if (!session.url) throw new DomainError('BAD_GATEWAY', PAYMENT_UNAVAILABLE);
  await deps.sql.begin((tx) => recordCardSession(tx, id, session.id));
  return { url: session.url };
}
