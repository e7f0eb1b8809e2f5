import { useState } from 'react';
import type { AdminOrderDetail } from '@sdp/shared/wire-staff';
import { toCents } from '@sdp/shared/money';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Field, inputClass } from '../../../components/ui/field.tsx';
import { useCancelOrder } from '../api/cancel-order.ts';
import { usd } from '../../../lib/order-labels.ts';

type Choice = 'policy' | 'full' | 'keep';

/**
 * Cancel with the season's policy preselected (docs/design.md §16, ADR 070): its amount and why, as the customer's own page would give;
 * staff may instead refund the whole deposit or keep it, and the customer is e-mailed what was cancelled and refunded either way.
 */
export function CancelDialog({ order, open, onClose }: { order: AdminOrderDetail; open: boolean; onClose: () => void }) {
  const cancel = useCancelOrder();
  const [choice, setChoice] = useState<Choice>('policy');
  const [reason, setReason] = useState('');
  const paid = toCents(order.amountPaid) > 0;
  const policyCents = toCents(order.cancelPolicy.refund);
  const depositLeft = Math.max(toCents(order.depositAmount) - toCents(order.amountRefunded), 0);
  const choices: { value: Choice; label: string; hint?: string }[] = [
    { value: 'policy', label: policyCents > 0 ? `Refund ${usd(order.cancelPolicy.refund)} (the policy)` : 'Keep the deposit (the policy)', hint: order.cancelPolicy.why },
    ...(policyCents < depositLeft ? [{ value: 'full' as const, label: `Refund the whole deposit, ${usd((depositLeft / 100).toFixed(2))}` }] : []),
    ...(policyCents > 0 ? [{ value: 'keep' as const, label: 'Keep the deposit' }] : []),
  ];
  const refundDeposit = choice === 'policy' ? undefined : choice === 'full';
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : (cancel.reset(), onClose()))}
      title={`Cancel ${order.customerName}'s order?`}
      description="The delivery spot goes back on sale and the customer is e-mailed what was cancelled and what is refunded. This cannot be undone."
      confirmLabel="Cancel the order"
      pending={cancel.isPending}
      error={cancel.error}
      onConfirm={() => cancel.mutate({ id: order.id, refundDeposit, reason }, { onSuccess: onClose })}
    >
      {paid ? (
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-medium">The deposit</legend>
          {choices.map((c) => (
            <label key={c.value} className="flex min-h-11 items-start gap-3 rounded-xl bg-white px-4 py-2.5 text-sm">
              <input type="radio" name="refund" className="mt-0.5 h-5 w-5 shrink-0 accent-ember" checked={choice === c.value} onChange={() => setChoice(c.value)} />
              <span>
                {c.label}
                {c.hint && <span className="block text-xs text-smoke">{c.hint}</span>}
              </span>
            </label>
          ))}
        </fieldset>
      ) : (
        <p className="text-sm text-smoke">{order.cancelPolicy.why}</p>
      )}
      <Field label="Reason (kept in the order's timeline)">
        {({ id }) => <input id={id} className={inputClass} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />}
      </Field>
    </ConfirmDialog>
  );
}
