import type { TransactionSql } from '../db/sql.ts';

/** Record a Stripe object that carries money for an order (one row per provider reference, kept current). */
export async function upsertPayment(
  tx: TransactionSql,
  orderId: string,
  payment: { kind: 'checkout_session' | 'payment_intent' | 'refund'; ref: string; amountCents: number; status: string },
): Promise<void> {
  await tx`
    INSERT INTO payments (order_id, kind, provider_ref, amount_cents, status)
    VALUES (${orderId}, ${payment.kind}, ${payment.ref}, ${payment.amountCents}, ${payment.status})
    ON CONFLICT (provider_ref) DO UPDATE SET amount_cents = EXCLUDED.amount_cents, status = EXCLUDED.status, updated_at = now()`;
}
