import { cardInWords, savedCardSentence, type SavedCardDigits, type SavedCardWords } from '@sdp/shared';
import type Stripe from 'stripe';
import type { OrderRow } from '../db/rows.ts';
import type { Sql, TransactionSql } from '../db/sql.ts';

/** The card that will pay the balance (docs/design.md §16, ADR 068) and its PaymentMethod; shared/ says it in words. */
export type CardOnFile = SavedCardDigits & { paymentMethodId: string | null };

type CardColumns = Pick<OrderRow, 'id' | 'stripe_customer_id' | 'stripe_payment_method_id' | 'card_brand' | 'card_last4' | 'card_payment_method_id'>;

/**
 * The saved card of an order, from the order when it already describes the current card, else read from Stripe (the order's
 * PaymentMethod, or the Customer's first card as the balance charge picks it) and stored on the order. null: no card was saved, or
 * Stripe is not configured or cannot be reached (the words then say "your saved card" without digits).
 */
export async function cardOnFile(sql: Sql | TransactionSql, stripe: Stripe | null, order: CardColumns): Promise<CardOnFile | null> {
  if (!order.stripe_customer_id) return null;
  const stored = order.card_brand && order.card_last4 ? { brand: order.card_brand, last4: order.card_last4, paymentMethodId: order.card_payment_method_id } : null;
  if (stored && (!order.stripe_payment_method_id || order.card_payment_method_id === order.stripe_payment_method_id)) return stored;
  if (!stripe) return stored;
  try {
    const method = order.stripe_payment_method_id
      ? await stripe.paymentMethods.retrieve(order.stripe_payment_method_id)
      : (await stripe.paymentMethods.list({ customer: order.stripe_customer_id, type: 'card', limit: 1 })).data[0];
    if (!method?.card) return stored;
    const card = { brand: method.card.brand, last4: method.card.last4, paymentMethodId: method.id };
    await sql`UPDATE orders SET card_brand = ${card.brand}, card_last4 = ${card.last4}, card_payment_method_id = ${method.id} WHERE id = ${order.id}`;
    return card;
  } catch {
    return stored;
  }
}

/**
 * The saved card confirmed in words on the customer's pages while the balance is still ahead (docs/design.md §16): null when no card
 * was saved with consent, or the balance is already being charged, paid or no longer due.
 */
export async function savedCardWords(sql: Sql | TransactionSql, stripe: Stripe | null, order: OrderRow): Promise<SavedCardWords | null> {
  if (!order.stripe_customer_id || !order.balance_consent_at || order.balance_cents === 0) return null;
  if (order.status !== 'deposit_paid' || order.balance_status !== 'none') return null;
  const card = await cardOnFile(sql, stripe, order);
  const words = savedCardSentence({ card, balanceCents: order.balance_cents, deliveryDate: order.delivery_date, crewDay: order.crew_day });
  return { card: card ? cardInWords(card) : 'Your saved card', ...words };
}
