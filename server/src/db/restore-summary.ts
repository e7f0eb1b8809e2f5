import type { Sql } from './sql.ts';

// What a restored database holds (docs/design.md §24): the owner of orders and payments answers for them here, so `make restore`
// and the restore drill read the business state through one module (one owner per table, ADR 091).

export interface RestoreSummary {
  orders: number;
  payments: number;
  /** The ledger: money in (deposits and balances that succeeded) and money given back (refunds that succeeded), in cents. */
  collectedCents: number;
  refundedCents: number;
  /** The newest order: id, when, its status and total; no customer name or contact (this is printed to a terminal). */
  newestOrder: { id: string; createdAt: Date; status: string; totalCents: number } | null;
}

export async function restoreSummary(sql: Sql): Promise<RestoreSummary> {
  const [counts] = await sql<{ orders: number; payments: number; collected: number; refunded: number }[]>`
    SELECT (SELECT count(*)::int FROM orders) AS orders,
      (SELECT count(*)::int FROM payments) AS payments,
      (SELECT coalesce(sum(amount_cents), 0)::bigint FROM payments WHERE kind <> 'refund' AND status = 'succeeded')::float8 AS collected,
      (SELECT coalesce(sum(amount_cents), 0)::bigint FROM payments WHERE kind = 'refund' AND status = 'succeeded')::float8 AS refunded`;
  const [newest] = await sql<{ id: string; created_at: Date; status: string; total_cents: number }[]>`
    SELECT id, created_at, status, total_cents FROM orders ORDER BY created_at DESC, id DESC LIMIT 1`;
  return {
    orders: counts!.orders,
    payments: counts!.payments,
    collectedCents: counts!.collected,
    refundedCents: counts!.refunded,
    newestOrder: newest ? { id: newest.id, createdAt: newest.created_at, status: newest.status, totalCents: newest.total_cents } : null,
  };
}

/** Every order id and every payment's provider reference: what a restore drill compares with what it wrote. */
export async function writtenRefs(sql: Sql): Promise<{ orderIds: Set<string>; paymentRefs: Set<string> }> {
  const orders = await sql<{ id: string }[]>`SELECT id FROM orders`;
  const payments = await sql<{ provider_ref: string }[]>`SELECT provider_ref FROM payments`;
  return { orderIds: new Set(orders.map((o) => o.id)), paymentRefs: new Set(payments.map((p) => p.provider_ref)) };
}
