import { cardInWords, toDecimal, type TipIntent } from '@sdp/shared';
import Stripe from 'stripe';
import { tipAttemptCount, tipIntentRows } from '../db/order-tips.ts';
import type { OrderRow } from '../db/rows.ts';
import type { TransactionSql } from '../db/sql.ts';
import type { ServiceDeps } from '../deps.ts';
import { conflict } from '../domain-error.ts';
import { upsertPayment } from './record-payment.ts';
import { cardOnFile } from './saved-card.ts';
import { callStripe, requireStripe } from '../stripe-calls.ts';

/** metadata.purpose of a PaymentIntent that carries only a tip for the crew (docs/design.md §27). */
export const TIP_PURPOSE = 'tip';

/** One Stripe idempotency key per order and tip attempt: a retried request or a double tap never makes a second charge. */
export const tipIdempotencyKey = (orderId: string, attempt: number) => `tip:${orderId}:${attempt}`;

const OPEN_INTENT = ['requires_payment_method', 'requires_confirmation', 'requires_action'];

/** The saved card a tip on its own may be paid with: only one saved with the customer's card-on-file consent (ADR 302). */
async function consentedCard(deps: ServiceDeps, tx: TransactionSql, order: OrderRow): Promise<{ card: string; paymentMethod: string } | null> {
  if (!order.balance_consent_at) return null;
  const card = await cardOnFile(tx, deps.stripe, order);
  return card?.paymentMethodId ? { card: cardInWords(card), paymentMethod: card.paymentMethodId } : null;
}

/** Cancel every open tip intent but `keep` (one open tip per order, as one open balance): a tab with an old amount pays nothing. */
async function cancelOtherTips(deps: ServiceDeps, stripe: Stripe, tx: TransactionSql, order: OrderRow, keep: string | null): Promise<void> {
  for (const row of await tipIntentRows(tx, order.id, ['open', 'failed'])) {
    if (row.provider_ref === keep) continue;
    let intent: Stripe.PaymentIntent;
    try {
      intent = await callStripe(deps, 'paymentIntents.cancel', () =>
        stripe.paymentIntents.cancel(row.provider_ref, { cancellation_reason: 'duplicate' }, { idempotencyKey: `tip-cancel:${row.provider_ref}` }));
    } catch (err) {
      if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) throw err;
      intent = await callStripe(deps, 'paymentIntents.retrieve', () => stripe.paymentIntents.retrieve(row.provider_ref));
    }
    if (intent.status === 'succeeded') throw conflict('Your tip has just been paid. Thank you!');
    if (intent.status !== 'canceled') throw conflict('Your tip is being processed; check back in a minute.');
    await upsertPayment(tx, order.id, { kind: 'tip', ref: row.provider_ref, amountCents: row.amount_cents, status: 'canceled', tipCents: row.amount_cents });
  }
}

/**
 * A PaymentIntent for a tip on its own (the balance is paid or being charged): for Stripe.js to confirm with a new card, or with the
 * card saved with consent when `useSavedCard`. The caller locks the order. An open tip intent of the same amount is answered again
 * (a double tap, a reload); any other is cancelled first, and the next attempt gets its own idempotency key.
 */
export async function tipOnItsOwn(deps: ServiceDeps, tx: TransactionSql, order: OrderRow, tipCents: number, useSavedCard: boolean): Promise<TipIntent> {
  const stripe = requireStripe(deps);
  const savedCard = useSavedCard ? await consentedCard(deps, tx, order) : null;
  if (useSavedCard && !savedCard) throw conflict('No card is saved for this order with your consent; please enter a card for the tip.');
  const answer = (intent: Stripe.PaymentIntent): TipIntent =>
    ({ clientSecret: intent.client_secret!, savedCard, amount: toDecimal(intent.amount), tip: toDecimal(intent.amount), withBalance: false });
  const same = (await tipIntentRows(tx, order.id, ['open'])).find((row) => row.amount_cents === tipCents);
  if (same) {
    const current = await callStripe(deps, 'paymentIntents.retrieve', () => stripe.paymentIntents.retrieve(same.provider_ref));
    if (OPEN_INTENT.includes(current.status)) {
      await cancelOtherTips(deps, stripe, tx, order, current.id);
      return answer(current);
    }
  }
  await cancelOtherTips(deps, stripe, tx, order, null);
  const attempt = (await tipAttemptCount(tx, order.id)) + 1;
  const intent = await callStripe(deps, 'paymentIntents.create', () =>
    stripe.paymentIntents.create(
      {
        amount: tipCents,
        currency: 'usd',
        ...(order.stripe_customer_id ? { customer: order.stripe_customer_id } : {}),
        automatic_payment_methods: { enabled: true },
        description: `A tip for the crew — ${order.package_name}`,
        metadata: { orderId: order.id, purpose: TIP_PURPOSE, attempt: String(attempt) },
      },
      { idempotencyKey: tipIdempotencyKey(order.id, attempt) },
    ));
  // NOTE: in the ledger at once, so the next attempt (another tab) finds it open and cancels it.
  await upsertPayment(tx, order.id, { kind: 'tip', ref: intent.id, amountCents: intent.amount, status: 'open', tipCents: intent.amount });
  return answer(intent);
}
