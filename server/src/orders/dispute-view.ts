import { toDecimal, type OrderDispute } from '@sdp/shared';
import type { DisputeRow } from '../db/disputes.ts';

/** A dispute as the staff order view carries it (docs/design.md §27), or null when the order has none. */
export function disputeView(row: DisputeRow | undefined): OrderDispute | null {
  if (!row) return null;
  return {
    id: row.id,
    amount: toDecimal(row.amount_cents),
    reason: row.reason,
    status: row.status,
    evidenceDueBy: row.evidence_due_by?.toISOString() ?? null,
    ...(row.submitted_at ? { submittedAt: row.submitted_at.toISOString() } : {}),
  };
}
