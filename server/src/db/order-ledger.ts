import { BOOKED_STATUSES, isBooked } from '@sdp/shared';
import type { OrderRow } from './rows.ts';
import type { Sql, TransactionSql } from './sql.ts';

/**
 * An order's money as the payments ledger has it (the order_ledger view, migrations 445 and 711; docs/design.md §16, ADR 071), in
 * cents. `refunded` is every refund; `depositRefunded` the deposit's, goodwill ones apart; `goodwillRefunded` those (ADR 185).
 */
export interface LedgerFigures { deposit: number; balance: number; refunded: number; depositRefunded: number; goodwillRefunded: number; disputeLost: number }

interface LedgerRow { deposit: string; balance: string; refunded: string; deposit_refunded: string; goodwill_refunded: string; dispute_lost: string }
const LEDGER_COLUMNS = 'deposit_cents AS deposit, balance_cents AS balance, refunded_cents AS refunded, deposit_refunded_cents AS deposit_refunded, goodwill_refunded_cents AS goodwill_refunded, dispute_lost_cents AS dispute_lost';
const figuresOf = (row: LedgerRow | undefined): LedgerFigures => ({
  deposit: Number(row?.deposit ?? 0), balance: Number(row?.balance ?? 0), refunded: Number(row?.refunded ?? 0),
  depositRefunded: Number(row?.deposit_refunded ?? 0), goodwillRefunded: Number(row?.goodwill_refunded ?? 0),
  disputeLost: Number(row?.dispute_lost ?? 0),
});

/** The one definition of an order's money: its page, the customer's /my-order, the dashboard and a refund's limit all read it. */
export async function ledgerFigures(sql: Sql | TransactionSql, orderId: string): Promise<LedgerFigures> {
  const [row] = await sql<LedgerRow[]>`SELECT ${sql.unsafe(LEDGER_COLUMNS)} FROM order_ledger WHERE order_id = ${orderId}`;
  return figuresOf(row);
}

/** The ledger figures of many orders at once (a household's seasons, a page of households), keyed by order id. */
export async function ledgersOf(sql: Sql | TransactionSql, orderIds: readonly string[]): Promise<Map<string, LedgerFigures>> {
  if (orderIds.length === 0) return new Map();
  // NOTE: `order_id = ANY(...)` reaches inside the view's GROUP BY, so only these orders' payments are read; a join or a LATERAL
  // on the view does not, and summed every order's payments (seconds on a page of 50 households among 10,000).
  const rows = await sql<(LedgerRow & { order_id: string })[]>`SELECT order_id, ${sql.unsafe(LEDGER_COLUMNS)} FROM order_ledger WHERE order_id = ANY(${orderIds})`;
  return new Map(rows.map((row) => [row.order_id, figuresOf(row)]));
}

/** What the order has kept: its deposit and balance payments less its refunds and lost disputes (as the dashboard's "Collected" sums them). */
export const keptCents = (l: LedgerFigures): number => l.deposit + l.balance - l.refunded - l.disputeLost;

/** What the order has received and kept on the ledger: deposit and balance payments, before refunds. */
export const paidInCents = (paid: Pick<LedgerFigures, 'deposit' | 'balance'>): number => paid.deposit + paid.balance;

/**
 * What a live order still owes: its total less what was paid in and the referral credit taken off its balance (ADR 120; a failed or
 * waiting balance is still owed); 0 for the rest.
 */
export const balanceDueCents = (order: Pick<OrderRow, 'status' | 'total_cents' | 'referral_credit_cents'>, paid: Pick<LedgerFigures, 'deposit' | 'balance'>): number =>
  isBooked(order.status) ? Math.max(order.total_cents - order.referral_credit_cents - paid.deposit - paid.balance, 0) : 0;

/** The same rule in SQL over `orders o JOIN order_ledger l`, for the dashboard's sum. */
export const balanceDueSql = (sql: Sql) =>
  sql`CASE WHEN o.status = ANY(${[...BOOKED_STATUSES]}) THEN GREATEST(o.total_cents - o.referral_credit_cents - l.deposit_cents - l.balance_cents, 0) ELSE 0 END`;

/** The amount of one refund in the ledger, by its Stripe id, in cents; null when the ledger has no such refund (the receipt's amount). */
export async function refundAmountCents(sql: Sql | TransactionSql, refundId: string): Promise<number | null> {
  const [refund] = await sql<{ amount_cents: number }[]>`SELECT amount_cents FROM payments WHERE provider_ref = ${refundId} AND kind = 'refund'`;
  return refund?.amount_cents ?? null;
}

/** When the order's money last went back: its newest refund row or charge refund Stripe reported (null: never refunded). */
export async function lastRefundAt(sql: Sql | TransactionSql, orderId: string): Promise<Date | null> {
  const [refund] = await sql<{ at: Date | null }[]>`
    SELECT greatest((SELECT max(created_at) FROM payments WHERE order_id = ${orderId} AND kind = 'refund'),
                    (SELECT max(updated_at) FROM charge_refunds WHERE order_id = ${orderId})) AS at`;
  return refund?.at ?? null;
}
