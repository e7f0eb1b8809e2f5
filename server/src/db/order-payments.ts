import type { TransactionSql } from './sql.ts';

// The payments ledger as the money actions read it (docs/design.md §17: one owner per table), and the order's current payment refs.

/** The Stripe refs of the order's balance PaymentIntents whose ledger status is one of `statuses`. */
export async function balanceIntentRefs(tx: TransactionSql, orderId: string, statuses: string[]): Promise<string[]> {
  const rows = await tx<{ provider_ref: string }[]>`
    SELECT provider_ref FROM payments WHERE order_id = ${orderId} AND kind = 'balance' AND status IN ${tx(statuses)}`;
  return rows.map((r) => r.provider_ref);
}

/** The order's next on-session balance attempt and its PaymentIntent. */
export async function recordBalanceAttempt(tx: TransactionSql, orderId: string, attempt: number, intentId: string): Promise<void> {
  await tx`UPDATE orders SET balance_attempt = ${attempt}, balance_payment_intent_id = ${intentId}, updated_at = now() WHERE id = ${orderId}`;
}
