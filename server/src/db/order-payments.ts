import type { Sql, TransactionSql } from './sql.ts';

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

/** What was refunded on each captured PaymentIntent (a duplicate balance's automatic refund and failed refunds left out). */
export async function refundedPerCharge(tx: TransactionSql, orderId: string): Promise<{ refund_of: string; cents: number }[]> {
  return tx<{ refund_of: string; cents: number }[]>`
    SELECT refund_of, sum(amount_cents)::int AS cents FROM payments
    WHERE order_id = ${orderId} AND kind = 'refund' AND status <> 'failed' AND NOT duplicate GROUP BY refund_of`;
}

/** How many refunds the order has had (duplicates left out): the place of the next one, for its idempotency key. */
export async function refundCount(tx: TransactionSql, orderId: string): Promise<number> {
  const [counted] = await tx<{ n: number }[]>`SELECT count(*)::int AS n FROM payments WHERE order_id = ${orderId} AND kind = 'refund' AND NOT duplicate`;
  return counted!.n;
}

/** One row of the order's payments ledger as staff see it. */
export interface LedgerRow { kind: string; provider_ref: string; amount_cents: number; status: string; reason: string | null; duplicate: boolean; created_at: Date }

/** The order's payments ledger, oldest first. */
export async function paymentLedger(sql: Sql | TransactionSql, orderId: string): Promise<LedgerRow[]> {
  return sql<LedgerRow[]>`
    SELECT kind, provider_ref, amount_cents, status, reason, duplicate, created_at FROM payments WHERE order_id = ${orderId} ORDER BY created_at, id`;
}
