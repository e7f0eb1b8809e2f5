import { CLOSED_DISPUTE_STATES } from '@sdp/shared/disputes';
import type { Sql, TransactionSql } from './sql.ts';

// The owner of the disputes table (migration 855, docs/design.md §27): one row per Stripe dispute, kept current by its webhooks.

export interface DisputeRow {
  id: string;
  order_id: string;
  charge_id: string;
  payment_intent_id: string | null;
  amount_cents: number;
  fee_cents: number;
  reason: string;
  status: string;
  evidence_due_by: Date | null;
  evidence: Record<string, string> | null;
  submitted_at: Date | null;
  submitted_by: string | null;
  reminder_sent_at: Date | null;
  closed_at: Date | null;
  created_at: Date;
}

/** What Stripe says of a dispute now. */
export interface DisputeFacts {
  id: string;
  chargeId: string;
  paymentIntentId: string | null;
  amountCents: number;
  feeCents: number;
  reason: string;
  status: string;
  evidenceDueBy: Date | null;
}

export async function disputeById(sql: Sql | TransactionSql, id: string, options: { lock?: boolean } = {}): Promise<DisputeRow | undefined> {
  const [row] = options.lock
    ? await sql<DisputeRow[]>`SELECT * FROM disputes WHERE id = ${id} FOR UPDATE`
    : await sql<DisputeRow[]>`SELECT * FROM disputes WHERE id = ${id}`;
  return row;
}

/** The order's newest dispute (an order's charge is disputed once; a second charge of it may be too), or undefined. */
export async function latestDisputeOf(sql: Sql | TransactionSql, orderId: string): Promise<DisputeRow | undefined> {
  const [row] = await sql<DisputeRow[]>`SELECT * FROM disputes WHERE order_id = ${orderId} ORDER BY created_at DESC, id LIMIT 1`;
  return row;
}

/** Whether a bank has yet to decide a dispute of any of the order's charges (ADR 317). */
export async function hasOpenDispute(sql: Sql | TransactionSql, orderId: string): Promise<boolean> {
  const closed: string[] = [...CLOSED_DISPUTE_STATES];
  const [row] = await sql`SELECT 1 FROM disputes WHERE order_id = ${orderId} AND NOT (status = ANY(${closed}::text[])) LIMIT 1`;
  return row !== undefined;
}

/** Write what Stripe says of a dispute; `closed` stamps closed_at once. */
export async function saveDispute(tx: TransactionSql, orderId: string, facts: DisputeFacts, closed: boolean): Promise<void> {
  await tx`
    INSERT INTO disputes (id, order_id, charge_id, payment_intent_id, amount_cents, fee_cents, reason, status, evidence_due_by, closed_at)
    VALUES (${facts.id}, ${orderId}, ${facts.chargeId}, ${facts.paymentIntentId}, ${facts.amountCents}, ${facts.feeCents}, ${facts.reason},
      ${facts.status}, ${facts.evidenceDueBy}, ${closed ? tx`now()` : null})
    ON CONFLICT (id) DO UPDATE SET amount_cents = EXCLUDED.amount_cents, reason = EXCLUDED.reason, status = EXCLUDED.status,
      evidence_due_by = coalesce(EXCLUDED.evidence_due_by, disputes.evidence_due_by),
      closed_at = coalesce(disputes.closed_at, EXCLUDED.closed_at), updated_at = now()`;
}

/** Staff submitted the evidence (as sent to Stripe). */
export async function markSubmitted(tx: TransactionSql, id: string, evidence: Record<string, string>, by: string | null, at: Date): Promise<void> {
  await tx`
    UPDATE disputes SET evidence = ${tx.json(evidence)}, submitted_at = coalesce(submitted_at, ${at}), submitted_by = coalesce(submitted_by, ${by}),
      updated_at = now()
    WHERE id = ${id}`;
}

/**
 * Claim the open, unanswered disputes whose evidence is due within `days` of `now` and that were not reminded yet: stamps them and
 * answers them, so a sweep run twice (or by two workers) reminds once.
 */
export async function claimDueReminders(tx: TransactionSql, now: Date, days: number): Promise<{ id: string; order_id: string }[]> {
  return tx<{ id: string; order_id: string }[]>`
    UPDATE disputes SET reminder_sent_at = ${now}, updated_at = now()
    WHERE id IN (
      SELECT id FROM disputes
      WHERE closed_at IS NULL AND submitted_at IS NULL AND reminder_sent_at IS NULL
        AND evidence_due_by > ${now} AND evidence_due_by <= ${now}::timestamptz + make_interval(days => ${days})
      FOR UPDATE SKIP LOCKED)
    RETURNING id, order_id`;
}
