import type { Sql, TransactionSql } from './sql.ts';

// The tips of the payments ledger (docs/design.md §27, migration 860): tip rows, the tip part of a balance charged with one, and
// their refunds; the table's owner files are here and order-payments.ts.

/** One tip PaymentIntent of an order as the ledger holds it (a tip on its own, or a balance that carried one). */
export interface TipPaymentRow { kind: 'tip' | 'balance'; provider_ref: string; amount_cents: number; tip_cents: number; status: string }

/** The order's tip PaymentIntents (on their own) whose ledger status is one of `statuses`, oldest first. */
export async function tipIntentRows(tx: Sql | TransactionSql, orderId: string, statuses: readonly string[]): Promise<TipPaymentRow[]> {
  return tx<TipPaymentRow[]>`
    SELECT kind, provider_ref, amount_cents, tip_cents, status FROM payments
    WHERE order_id = ${orderId} AND kind = 'tip' AND status IN ${tx([...statuses])} AND NOT duplicate ORDER BY created_at, id`;
}

/** How many tip PaymentIntents the order has had: the place of the next one, for its idempotency key. */
export async function tipAttemptCount(tx: TransactionSql, orderId: string): Promise<number> {
  const [row] = await tx<{ n: number }[]>`SELECT count(*)::int AS n FROM payments WHERE order_id = ${orderId} AND kind = 'tip'`;
  return row!.n;
}

/** The order's tip figures in cents: paid (on their own or with the balance) and refunded, as the order_ledger view sums them. */
export async function tipFigures(sql: Sql | TransactionSql, orderId: string): Promise<{ paid: number; refunded: number }> {
  const [row] = await sql<{ paid: string; refunded: string }[]>`
    SELECT tips_cents AS paid, tips_refunded_cents AS refunded FROM order_ledger WHERE order_id = ${orderId}`;
  return { paid: Number(row?.paid ?? 0), refunded: Number(row?.refunded ?? 0) };
}

/** The succeeded charges that carry a tip, with what is left of the tip to refund on each, newest first (the one refund path). */
export async function refundableTips(tx: TransactionSql, orderId: string): Promise<{ intentId: string; left: number }[]> {
  return tx<{ intentId: string; left: number }[]>`
    SELECT p.provider_ref AS "intentId",
      (p.tip_cents - coalesce((SELECT sum(r.tip_cents) FROM payments r
        WHERE r.kind = 'refund' AND r.refund_of = p.provider_ref AND r.status NOT IN ('failed', 'canceled') AND NOT r.duplicate), 0))::int AS left
    FROM payments p
    WHERE p.order_id = ${orderId} AND p.kind IN ('tip', 'balance') AND p.status = 'succeeded' AND p.tip_cents > 0 AND NOT p.duplicate
    ORDER BY p.created_at DESC, p.id DESC`;
}

/** What was refunded of one PaymentIntent's tip, in cents (a charge that carries the balance and a tip, ADR 300). */
export async function tipRefundedOf(tx: TransactionSql, intentId: string): Promise<number> {
  const [row] = await tx<{ cents: number }[]>`
    SELECT coalesce(sum(tip_cents), 0)::int AS cents FROM payments
    WHERE kind = 'refund' AND refund_of = ${intentId} AND status NOT IN ('failed', 'canceled') AND NOT duplicate`;
  return row!.cents;
}

/** Whether a PaymentIntent carries a tip in the ledger (its charge's refunds are then counted by the ledger alone, ADR 300). */
export async function carriesTip(tx: TransactionSql, intentId: string | null | undefined): Promise<boolean> {
  if (!intentId) return false;
  const [row] = await tx`SELECT 1 FROM payments WHERE provider_ref = ${intentId} AND tip_cents > 0`;
  return row !== undefined;
}

/** One line of the payroll report: a crew's tips of the orders it delivered on a San Diego day, and what of them was refunded, in cents. */
export interface TipPayrollRow { day: string; crew: number | null; orders: number; tipsCents: number; refundedCents: number }

/**
 * Tips per crew and crew day for payroll, San Diego days `from` to `to`: the crew and day the schedule gave the order (the day it
 * was delivered when none was given); a tip and its refunds count on that day, whenever they were paid.
 */
export async function tipPayroll(sql: Sql, from: string, to: string, timeZone: string): Promise<TipPayrollRow[]> {
  return sql<TipPayrollRow[]>`
    WITH tip_lines AS (
      SELECT p.order_id, CASE WHEN p.kind = 'refund' THEN 0 ELSE p.tip_cents END AS tip, CASE WHEN p.kind = 'refund' THEN p.tip_cents ELSE 0 END AS refunded
      FROM payments p
      WHERE p.tip_cents > 0 AND NOT p.duplicate AND (
        (p.kind IN ('tip', 'balance') AND p.status = 'succeeded') OR (p.kind = 'refund' AND p.status NOT IN ('failed', 'canceled')))
    )
    SELECT coalesce(o.crew_day, (o.delivered_at AT TIME ZONE ${timeZone})::date)::text AS day, o.crew,
      count(DISTINCT t.order_id)::int AS orders, sum(t.tip)::int AS "tipsCents", sum(t.refunded)::int AS "refundedCents"
    FROM tip_lines t JOIN orders o ON o.id = t.order_id
    WHERE coalesce(o.crew_day, (o.delivered_at AT TIME ZONE ${timeZone})::date) BETWEEN ${from}::date AND ${to}::date
    GROUP BY 1, 2
    ORDER BY 1, 2 NULLS LAST`;
}
