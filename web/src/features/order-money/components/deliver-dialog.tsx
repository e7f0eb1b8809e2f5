import { useState } from 'react';
import type { AdminOrderDetail } from '@sdp/shared/wire-staff';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Field, inputClass } from '../../../components/ui/field.tsx';
import { useDeliverOrder } from '../api/deliver-order.ts';
import { usd } from '../../../lib/order-labels.ts';

/**
 * "Mark delivered" (docs/design.md §16, ADR 072): in its delivery week it charges the balance; earlier the API refuses and the dialog
 * says when it can be done; an admin may still mark it delivered early, with the reason kept in the timeline.
 */
export function DeliverDialog({ order, isAdmin, open, onClose }: { order: AdminOrderDetail; isAdmin: boolean; open: boolean; onClose: () => void }) {
  const deliver = useDeliverOrder();
  const [reason, setReason] = useState('');
  const early = order.deliverRefusal !== null;
  const balance = order.cardSaved
    ? `The balance of ${usd(order.balanceAmount)} is then charged to the card the customer saved for it.`
    : `The customer is e-mailed a link to pay the balance of ${usd(order.balanceAmount)}.`;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : (deliver.reset(), onClose()))}
      title={`Mark ${order.customerName}'s porch delivered?`}
      description={early ? `${order.deliverRefusal}${isAdmin ? '' : ' An admin can mark it delivered early, with a reason.'}` : balance}
      confirmLabel={early ? 'Mark delivered early' : 'Yes, delivered'}
      confirmDisabled={early && (!isAdmin || reason.trim() === '')}
      pending={deliver.isPending}
      error={deliver.error}
      onConfirm={() => deliver.mutate({ id: order.id, ...(early ? { early: { reason: reason.trim() } } : {}) }, { onSuccess: onClose })}
    >
      {early && isAdmin && (
        <>
          <p className="text-sm">Only if the porch really is decorated now. {balance}</p>
          <Field label="Why it is delivered before its week (kept in the timeline)">
            {({ id }) => <input id={id} className={inputClass} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />}
          </Field>
        </>
      )}
    </ConfirmDialog>
  );
}
