import { toDecimal, type AdminOrderDetail, type LedgerEntry, type TimelineEntry } from '@sdp/shared';
import type { OrderRow } from '@sdp/server/db/rows';
import type { Sql, TransactionSql } from '@sdp/server/db/sql';
import { collectedCents } from '@sdp/server/orders/order-moves';

const CLOSED = ['cancelled', 'refunded'];

/** The deposit shows once: the hosted flow records its session and its PaymentIntent, the embedded flow only the latter. */
function ledger(rows: { kind: string; provider_ref: string; amount_cents: number; status: string; reason: string | null; created_at: Date }[]): LedgerEntry[] {
  const hasIntent = rows.some((r) => r.kind === 'payment_intent');
  return rows
    .filter((r) => r.kind !== 'checkout_session' || !hasIntent)
    .map((r) => ({
      kind: r.kind === 'balance' || r.kind === 'refund' ? r.kind : 'deposit',
      amount: toDecimal(r.amount_cents),
      status: r.status,
      createdAt: r.created_at.toISOString(),
      ...(r.kind === 'refund' ? { reason: r.reason } : {}),
    }));
}

async function timeline(sql: Sql | TransactionSql, order: OrderRow): Promise<TimelineEntry[]> {
  const [changes, emails] = await Promise.all([
    sql<{ kind: 'status' | 'balance' | 'staff_action' | 'customer_action'; detail: Record<string, unknown>; actor_id: string | null; actor_name: string | null; created_at: Date }[]>`
      SELECT kind, detail, actor_id, actor_name, created_at FROM order_timeline WHERE order_id = ${order.id} ORDER BY id`,
    sql<{ kind: string; status: string; subject: string; updated_at: Date }[]>`
      SELECT kind, status, subject, updated_at FROM email_log WHERE order_id = ${order.id} ORDER BY created_at`,
  ]);
  const entries: TimelineEntry[] = [
    { at: order.created_at.toISOString(), kind: 'created', detail: { status: 'pending' }, by: null },
    ...changes.map((c) => ({ at: c.created_at.toISOString(), kind: c.kind, detail: c.detail, by: c.actor_name ? { id: c.actor_id, name: c.actor_name } : null })),
    ...emails.map((e) => ({ at: e.updated_at.toISOString(), kind: 'email' as const, detail: { email: e.kind, status: e.status, subject: e.subject }, by: null })),
  ];
  return entries.sort((a, b) => a.at.localeCompare(b.at));
}

/** An order as staff see it on its own page: the ledger, what is paid, refunded and due, and its timeline (docs/design.md §11). */
export async function orderDetail(sql: Sql | TransactionSql, order: OrderRow): Promise<AdminOrderDetail> {
  const rows = await sql<Parameters<typeof ledger>[0]>`
    SELECT kind, provider_ref, amount_cents, status, reason, created_at FROM payments WHERE order_id = ${order.id} ORDER BY created_at, id`;
  const due = order.paid_at && order.balance_status !== 'paid' && !CLOSED.includes(order.status) ? order.balance_cents : 0;
  return {
    id: order.id,
    orderNumber: order.id.slice(-8).toUpperCase(),
    status: order.status,
    customerName: order.customer_name,
    customerEmail: order.customer_email,
    packageName: order.package_name,
    serviceType: order.service_type,
    deliveryDate: order.delivery_date,
    totalAmount: toDecimal(order.total_cents),
    depositAmount: toDecimal(order.deposit_cents),
    balanceAmount: toDecimal(order.balance_cents),
    balanceConsent: order.balance_consent_version && order.balance_consent_at
      ? { version: order.balance_consent_version, at: order.balance_consent_at.toISOString() } : null,
    cardSaved: Boolean(order.stripe_customer_id),
    payments: ledger(rows),
    amountPaid: toDecimal(collectedCents(order)),
    amountRefunded: toDecimal(order.refunded_cents),
    balanceDue: toDecimal(due),
    balanceStatus: order.balance_status,
    balanceError: order.balance_error,
    timeline: await timeline(sql, order),
  };
}
