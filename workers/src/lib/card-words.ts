import type { Sql } from '@sdp/server/db/sql';
import { findOrder } from '@sdp/server/db/orders';
import { cardOnFile } from '@sdp/server/orders/saved-card';
import type { SavedCardDigits } from '@sdp/shared';
import type Stripe from 'stripe';
import type { OrderRow } from './subjects.ts';

/** The card saved for the balance (stored on the order the first time an e-mail reads it from Stripe, ADR 068); null: none saved. */
export const savedCardOf = (sql: Sql, stripe: Stripe | null, o: OrderRow) => cardOnFile(sql, stripe, {
  id: o.id, stripe_customer_id: o.stripeCustomerId, stripe_payment_method_id: o.stripePaymentMethodId,
  card_brand: o.cardBrand, card_last4: o.cardLast4, card_payment_method_id: o.cardPaymentMethodId,
});

/** The card that paid the balance (the saved one, or a new card on the pay link): read from the paying PaymentIntent. */
export async function cardThatPaid(sql: Sql, stripe: Stripe | null, orderId: string): Promise<SavedCardDigits | null> {
  const pi = (await findOrder(sql, orderId))?.balance_payment_intent_id;
  if (!stripe || !pi) return null;
  try {
    const intent = await stripe.paymentIntents.retrieve(pi, { expand: ['payment_method'] });
    const card = typeof intent.payment_method === 'object' ? intent.payment_method?.card : null;
    return card ? { brand: card.brand, last4: card.last4 } : null;
  } catch {
    return null;
  }
}
