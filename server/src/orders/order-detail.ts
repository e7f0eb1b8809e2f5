import { toDecimal, type AdminOrderDetail, type LedgerEntry, type TimelineEntry } from '@sdp/shared';
import { paymentLedger } from '../db/order-payments.ts';
import { timelineChanges } from '../db/order-timeline.ts';
import { orderPageView } from '../db/order-views.ts';
import type { OrderRow } from '../db/rows.ts';
import type { Sql, TransactionSql } from '../db/sql.ts';
import { currentTime, type ServiceDeps } from '../deps.ts';
import { staffCancelPolicy } from './cancel-order.ts';
import { deliverRefusal } from './deliver-window.ts';
import { balanceDueCents, ledgerFigures, paidInCents } from '../db/order-ledger.ts';
import { STRAY_REASONS } from './stray-payment.ts';
import { findPickup } from '../db/order-pickups.ts';
import { toOrderPickup } from '../pickups/pickup-rules.ts';
import { tipsView } from './tips-view.ts';
import { disputeView } from './dispute-view.ts';
import { latestDisputeOf } from '../db/disputes.ts';

const LEDGER_KINDS = ['balance', 'refund', 'tip', 'dispute', 'dispute_fee', 'dispute_outcome'] as const;
const DUPLICATE_BALANCE_NOTE = 'Second balance payment: not counted, refunded automatically';

/** How the order page names a stray payment's line: a second balance as it always has, any other with its reason. */
const strayNote = (r: { kind: string; reason: string | null }) =>
  r.kind === 'balance' && (!r.reason || r.reason === STRAY_REASONS.duplicateBalance) ? DUPLICATE_BALANCE_NOTE : `Not counted: ${r.reason ?? 'refunded automatically'}`;

/** The deposit shows once: the hosted flow records its session and its PaymentIntent, the embedded flow only the latter. */
function ledger(rows: { kind: string; provider_ref: string; amount_cents: number; tip_cents: number; status: string; reason: string | null; duplicate: boolean; created_at: Date }[]): LedgerEntry[] {
  const hasIntent = rows.some((r) => r.kind === 'payment_intent');
  return rows
    .filter((r) => r.kind !== 'checkout_session' || !hasIntent)
    .map((r) => ({
      kind: LEDGER_KINDS.find((k) => k === r.kind) ?? 'deposit',
      // NOTE: a tip charged with the balance shows apart: the line's amount is the order's money (ADR 300).
      amount: toDecimal(r.kind === 'tip' ? r.amount_cents : r.amount_cents - r.tip_cents),
      ...(r.tip_cents > 0 ? { tip: toDecimal(r.tip_cents) } : {}),
      status: r.status,
      createdAt: r.created_at.toISOString(),
      ...(r.kind === 'refund' ? { reason: r.reason } : {}),
      // NOTE: a stray payment stays visible beside its automatic refund, with why it was not kept (ADR 067, ADR 154).
      ...(r.kind !== 'refund' && r.duplicate ? { reason: strayNote(r) } : {}),
    }));
}

async function timeline(sql: Sql | TransactionSql, order: OrderRow): Promise<TimelineEntry[]> {
  const [changes, emails] = await Promise.all([
    timelineChanges(sql, order.id),
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
export async function orderDetail(deps: ServiceDeps, order: OrderRow): Promise<AdminOrderDetail> {
  const { sql } = deps;
  const policy = await staffCancelPolicy(deps, sql, order);
  const rows = await paymentLedger(sql, order.id);
  // NOTE: paid, refunded and due come from the payments ledger, as the dashboard's cards do (docs/design.md §16, ADR 071).
  const money = await ledgerFigures(sql, order.id);
  return {
    ...orderPageView(order),
    payments: ledger(rows),
    amountPaid: toDecimal(paidInCents(money)),
    amountRefunded: toDecimal(money.refunded),
    depositCollected: toDecimal(money.deposit - money.depositRefunded),
    balanceDue: toDecimal(balanceDueCents(order, money)),
    timeline: await timeline(sql, order),
    cancelPolicy: { refund: toDecimal(policy.refundCents), why: policy.why },
    deliverRefusal: order.status === 'deposit_paid' ? deliverRefusal(order, currentTime(deps)) : null,
    pickup: await findPickup(sql, order.id).then((p) => (p ? toOrderPickup(p) : null)),
    tips: await tipsView(sql, order, null),
    dispute: disputeView(await latestDisputeOf(sql, order.id)),
  };
}
