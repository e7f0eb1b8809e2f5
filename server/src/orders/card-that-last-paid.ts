import type Stripe from 'stripe';
import { paymentAttempts, recordAttemptCard, type PaymentAttempt } from '../db/order-payments.ts';
import type { OrderRow } from '../db/rows.ts';
import type { Sql, TransactionSql } from '../db/sql.ts';
import { stripeId } from '../stripe-calls.ts';
import { cardOnFile, type CardOnFile } from './saved-card.ts';

/**
 * The card of the newest attempt that succeeded, unless that card was declined since (attempts newest first, each with its card:
 * for one that did not succeed, the card its decline names, if any). Null when no attempt succeeded, or its card is unknown or has
 * been declined after it paid.
 */
export function cardThatLastPaidOf(attempts: Pick<PaymentAttempt, 'status' | 'payment_method_id'>[]): string | null {
  const declined = new Set<string>();
  for (const attempt of attempts) {
    if (attempt.status !== 'succeeded') {
      if (attempt.payment_method_id) declined.add(attempt.payment_method_id);
      continue;
    }
    const card = attempt.payment_method_id || null;
    return card && !declined.has(card) ? card : null;
  }
  return null;
}

/** The card that paid a succeeded PaymentIntent, or the one the last decline of another names; '' when Stripe names none. */
async function cardOfIntent(stripe: Stripe, attempt: PaymentAttempt): Promise<string> {
  const intent = await stripe.paymentIntents.retrieve(attempt.provider_ref);
  const card = attempt.status === 'succeeded' ? intent.payment_method : intent.last_payment_error?.payment_method;
  return stripeId(card) ?? '';
}

/** The order's attempts with their cards, each card read from Stripe once and kept in the ledger (a settled attempt never changes). */
async function attemptsWithCards(sql: Sql | TransactionSql, stripe: Stripe | null, orderId: string): Promise<PaymentAttempt[] | null> {
  const attempts = await paymentAttempts(sql, orderId);
  const unknown = attempts.filter((a) => a.payment_method_id === null);
  if (unknown.length === 0) return attempts;
  if (!stripe) return null;
  try {
    for (const attempt of unknown) {
      attempt.payment_method_id = await cardOfIntent(stripe, attempt);
      await recordAttemptCard(sql, attempt.id, attempt.payment_method_id);
    }
    return attempts;
  } catch {
    return null;
  }
}

/**
 * The saved card a returning household may pay with in one tap (docs/design.md §18, issue 36 item 6, ADR 193): the card on file
 * (saved with the balance consent of last year's order, as before) only when it is the card that last paid and no charge of it
 * has been declined since. Otherwise null, and the page offers the card form: a card declined last season (0341) is never offered
 * again, nor a saved card that a newer card, typed on the pay link and never saved, has replaced. Null too when Stripe cannot be
 * asked: the card form always works.
 */
export async function oneTapCard(sql: Sql | TransactionSql, stripe: Stripe | null, order: OrderRow): Promise<CardOnFile | null> {
  const saved = await cardOnFile(sql, stripe, order);
  if (!saved?.paymentMethodId) return null;
  const attempts = await attemptsWithCards(sql, stripe, order.id);
  return attempts && cardThatLastPaidOf(attempts) === saved.paymentMethodId ? saved : null;
}
