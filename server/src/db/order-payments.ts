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

/**
 * What was refunded of the order's money on each captured PaymentIntent (a duplicate balance's automatic refund, failed refunds and
 * refunds of a tip charged with it left out: migration 860).
 */
export async function refundedPerCharge(tx: TransactionSql, orderId: string): Promise<{ refund_of: string; cents: number }[]> {
  return tx<{ refund_of: string; cents: number }[]>`
    SELECT refund_of, sum(amount_cents - tip_cents)::int AS cents FROM payments
    WHERE order_id = ${orderId} AND kind = 'refund' AND status <> 'failed' AND NOT duplicate GROUP BY refund_of`;
}

/** How many refunds the order has had (duplicates left out): the place of the next one, for its idempotency key. */
export async function refundCount(tx: TransactionSql, orderId: string): Promise<number> {
  const [counted] = await tx<{ n: number }[]>`SELECT count(*)::int AS n FROM payments WHERE order_id = ${orderId} AND kind = 'refund' AND NOT duplicate`;
  return counted!.n;
}

/** One row of the order's payments ledger as staff see it. */
export interface LedgerRow { kind: string; provider_ref: string; amount_cents: number; tip_cents: number; status: string; reason: string | null; duplicate: boolean; created_at: Date }

/** The order's payments ledger, oldest first. */
export async function paymentLedger(sql: Sql | TransactionSql, orderId: string): Promise<LedgerRow[]> {
  return sql<LedgerRow[]>`
    SELECT kind, provider_ref, amount_cents, tip_cents, status, reason, duplicate, created_at FROM payments WHERE order_id = ${orderId} ORDER BY created_at, id`;
}

/** A deposit attempt of an order (a Checkout Session or a PaymentIntent) as the ledger holds it. */
export interface DepositAttemptRef { order_id: string; kind: 'checkout_session' | 'payment_intent'; provider_ref: string }

/**
 * The deposit attempts whose ledger status is one of `statuses`, of the order and of every other order made for the same renewal
 * offer or quote (one household's one porch: a tab closed, another week chosen, a checkout reopened).
 */
export async function depositAttemptRefs(
  tx: TransactionSql, order: { id: string; renewal_offer_id: string | null; quote_id: string | null }, statuses: readonly string[],
): Promise<DepositAttemptRef[]> {
  return tx<DepositAttemptRef[]>`
    SELECT p.order_id, p.kind, p.provider_ref FROM payments p JOIN orders o ON o.id = p.order_id
    WHERE (o.id = ${order.id} OR o.renewal_offer_id = ${order.renewal_offer_id} OR o.quote_id = ${order.quote_id})
      AND p.kind IN ('checkout_session', 'payment_intent') AND p.status IN ${tx([...statuses])} AND NOT p.duplicate
    ORDER BY p.created_at, p.id`;
}

/** A settled attempt at the order's money (deposit or balance) and the card it was tried with, when known. */
export interface PaymentAttempt { id: string; provider_ref: string; status: 'succeeded' | 'failed' | 'canceled'; payment_method_id: string | null }

/**
 * The order's PaymentIntents that succeeded, failed or were cancelled (a declined balance attempt is cancelled when the pay link opens
 * the next one), newest attempt first; a Checkout Session's row stands beside its PaymentIntent's, which alone names the card, and
 * stray payments are left out.
 */
export async function paymentAttempts(sql: Sql | TransactionSql, orderId: string): Promise<PaymentAttempt[]> {
  return sql<PaymentAttempt[]>`
    SELECT id, provider_ref, status, payment_method_id FROM payments
    WHERE order_id = ${orderId} AND kind IN ('payment_intent', 'balance') AND status IN ('succeeded', 'failed', 'canceled') AND NOT duplicate
    ORDER BY created_at DESC, id DESC`;
}

/** Remember the card an attempt paid with or was declined on ('' when Stripe names none). */
export async function recordAttemptCard(sql: Sql | TransactionSql, paymentId: string, paymentMethodId: string): Promise<void> {
  await sql`UPDATE payments SET payment_method_id = ${paymentMethodId} WHERE id = ${paymentId} AND payment_method_id IS NULL`;
}

/** Every payment and refund row counted by kind and status, for the `payments_total` metric (docs/design.md §25, ADR 263). */
export const paymentCounts = (sql: Sql): Promise<{ kind: string; outcome: string; n: number }[]> =>
  sql<{ kind: string; outcome: string; n: number }[]>`SELECT kind, status AS outcome, count(*)::int AS n FROM payments GROUP BY kind, status`;
