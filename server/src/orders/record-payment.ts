import type { TransactionSql } from '../db/sql.ts';

/** A row of the order's ledger: the deposit (session / PaymentIntent), a balance attempt, or one refund. */
export interface PaymentEntry {
  kind: 'checkout_session' | 'payment_intent' | 'balance' | 'refund' | 'tip';
  ref: string;
  amountCents: number;
  status: string;
  /** For a refund: the PaymentIntent it gives money back from. */
  refundOf?: string | null;
  reason?: string | null;
  createdBy?: string | null;
  /** For a refund: given back on an order that still stands (ADR 185), not its deposit or balance returned. */
  goodwill?: boolean;
  /** The part of `amountCents` that is a tip for the crew (docs/design.md §27): all of a tip or a tip's refund, part of a balance. */
  tipCents?: number;
}

/** Record a Stripe object that carries money for an order (one row per provider reference, kept current). */
export async function upsertPayment(tx: TransactionSql, orderId: string, payment: PaymentEntry): Promise<void> {
  await tx`
    INSERT INTO payments (order_id, kind, provider_ref, amount_cents, status, refund_of, reason, created_by, goodwill, tip_cents)
    VALUES (${orderId}, ${payment.kind}, ${payment.ref}, ${payment.amountCents}, ${payment.status}, ${payment.refundOf ?? null},
      ${payment.reason ?? null}, ${payment.createdBy ?? null}, ${payment.goodwill ?? false}, ${payment.tipCents ?? 0})
    -- NOTE: a caller that does not know of the tip (a cancelled attempt) keeps the split recorded when the attempt was made.
    ON CONFLICT (provider_ref) DO UPDATE SET amount_cents = EXCLUDED.amount_cents, status = EXCLUDED.status,
      tip_cents = LEAST(GREATEST(payments.tip_cents, EXCLUDED.tip_cents), EXCLUDED.amount_cents), updated_at = now()`;
}

/** A dispute's line in the ledger (docs/design.md §27): the amount withdrawn, Stripe's fee, or the outcome (won or lost). */
export interface DisputeLine { kind: 'dispute' | 'dispute_fee' | 'dispute_outcome'; ref: string; amountCents: number; status: string }

/**
 * Record or update a dispute's line; it counts in the bookkeeping from when it is written (settled_at), since the bank moved the money
 * then: the withdrawal and fee when the dispute opened, the outcome when it was decided.
 */
export async function upsertDisputeLine(tx: TransactionSql, orderId: string, line: DisputeLine): Promise<void> {
  await tx`
    INSERT INTO payments (order_id, kind, provider_ref, amount_cents, status, settled_at)
    VALUES (${orderId}, ${line.kind}, ${line.ref}, ${line.amountCents}, ${line.status}, now())
    ON CONFLICT (provider_ref) DO UPDATE SET amount_cents = EXCLUDED.amount_cents, status = EXCLUDED.status, updated_at = now()`;
}
