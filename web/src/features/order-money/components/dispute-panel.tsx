import { useState } from 'react';
import type { OrderDispute } from '@sdp/shared/wire-staff';
import { Button } from '../../../components/ui/button.tsx';
import { StatusPill, type PillTone } from '../../../components/ui/status-pill.tsx';
import { formatDateTime } from '../../../lib/staff-format.ts';
import { usd } from '../../../lib/order-labels.ts';
import { useDisputeEvidence } from '../api/get-dispute-evidence.ts';
import { useSubmitDispute } from '../api/submit-dispute.ts';

const STATUS: Record<string, { label: string; tone: PillTone }> = {
  needs_response: { label: 'Needs evidence', tone: 'bad' },
  warning_needs_response: { label: 'Inquiry: needs evidence', tone: 'bad' },
  under_review: { label: 'Evidence submitted: bank reviewing', tone: 'waiting' },
  warning_under_review: { label: 'Inquiry under review', tone: 'waiting' },
  won: { label: 'Won', tone: 'good' },
  lost: { label: 'Lost', tone: 'bad' },
  warning_closed: { label: 'Inquiry closed', tone: 'neutral' },
};
const words = (s: string) => s.replaceAll('_', ' ');

/** A dispute's state in staff words ("Needs evidence", "Won"), for its panel and its ledger line. */
export const disputeStateLabel = (status: string): string => STATUS[status]?.label ?? words(status);
const DAY_MS = 86_400_000;

/** "in 5 days", "tomorrow", "past": how long staff have left, from the browser's clock. */
function timeLeft(dueBy: string, now: number): string {
  const days = Math.ceil((Date.parse(dueBy) - now) / DAY_MS);
  return days < 0 ? 'past' : days === 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`;
}

/**
 * A bank disputed a charge of this order (docs/design.md §27): amount, reason, deadline, the evidence assembled from what we hold, and
 * the one tap that submits it. Once submitted or decided, it says so instead.
 */
export function DisputePanel({ orderId, dispute, className }: { orderId: string; dispute: OrderDispute; className: string }) {
  // NOTE: the days left are read once when the panel opens; they do not tick while staff read.
  const [now] = useState(() => Date.now());
  const answerable = !dispute.submittedAt && dispute.status.endsWith('needs_response');
  const evidence = useDisputeEvidence(orderId, true);
  const submit = useSubmitDispute();
  const state = STATUS[dispute.status] ?? { label: words(dispute.status), tone: 'neutral' as const };
  return (
    <section className={`${className} border-l-4 border-ember`} aria-labelledby="dispute-heading" data-testid="dispute-panel">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id="dispute-heading" className="font-display text-lg font-semibold">Payment disputed</h3>
        <StatusPill tone={state.tone}>{state.label}</StatusPill>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <div><dt className="text-smoke">Disputed</dt><dd className="font-medium tabular-nums">{usd(dispute.amount)}</dd></div>
        <div><dt className="text-smoke">Reason</dt><dd className="font-medium capitalize">{words(dispute.reason)}</dd></div>
        <div className="col-span-2">
          <dt className="text-smoke">Evidence due</dt>
          <dd className="font-medium">
            {dispute.evidenceDueBy ? `${formatDateTime(dispute.evidenceDueBy)}${answerable ? ` (${timeLeft(dispute.evidenceDueBy, now)})` : ''}` : 'No deadline given'}
          </dd>
        </div>
      </dl>
      {dispute.submittedAt && <p className="mt-3 text-sm">Evidence submitted {formatDateTime(dispute.submittedAt)}. The bank decides; the outcome lands here and in the ledger.</p>}
      <h4 className="mt-4 text-sm font-semibold">{answerable ? 'Evidence to submit' : 'Evidence'}</h4>
      {evidence.isPending && <p className="text-sm text-smoke">Gathering what we hold…</p>}
      {evidence.isError && <p className="text-sm text-red-800">The evidence could not be gathered. Reload to try again.</p>}
      {evidence.data && (
        <dl className="mt-2 divide-y divide-charcoal/10 text-sm" data-testid="dispute-evidence">
          {evidence.data.pieces.map((piece) => (
            <div key={piece.field} className="py-2">
              <dt className="text-xs font-medium uppercase tracking-wide text-smoke">{piece.label}</dt>
              <dd className="whitespace-pre-line break-words">{piece.text}</dd>
            </div>
          ))}
        </dl>
      )}
      {answerable && (
        <div className="mt-4">
          <Button variant="dark" className="h-12 w-full sm:w-auto" disabled={submit.isPending || !evidence.data} onClick={() => submit.mutate(orderId)}>
            {submit.isPending ? 'Submitting…' : 'Submit this evidence to Stripe'}
          </Button>
          {submit.error && <p role="alert" className="mt-2 text-sm text-red-800">{submit.error.message}</p>}
          <p className="mt-2 text-xs text-smoke">Submitted once, as shown: the bank reads it as it stands.</p>
        </div>
      )}
    </section>
  );
}
