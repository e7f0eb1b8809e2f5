import { useState } from 'react';
import type { AdminOrderDetail } from '@sdp/shared/wire-staff';
import { formatUsd, toCents } from '@sdp/shared/money';
import { isDisputeOpen } from '@sdp/shared/disputes';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Field, inputClass } from '../../../components/ui/field.tsx';
import { useChargeBalance } from '../api/charge-balance.ts';
import { useRefundOrder } from '../api/refund-order.ts';
import { usd } from '../../../lib/order-labels.ts';
import { CancelDialog } from './cancel-dialog.tsx';
import { DeliverDialog } from './deliver-dialog.tsx';

type Action = 'deliver' | 'charge' | 'refund' | 'cancel' | null;

/** What staff may do with the order now: each action only where its status (and, for money out, the admin role) allows it. */
export function MoneyActions({ order, isAdmin }: { order: AdminOrderDetail; isAdmin: boolean }) {
  const [open, setOpen] = useState<Action>(null);
  const refundable = toCents(order.amountPaid) - toCents(order.amountRefunded);
  const canDeliver = order.status === 'deposit_paid';
  const canCharge = order.status === 'delivered' && order.balanceStatus !== 'paid' && order.balanceStatus !== 'processing';
  // NOTE: while a bank's dispute is open the API refuses refunds (ADR 317): the button would only lead to that refusal.
  const disputed = order.dispute !== null && isDisputeOpen(order.dispute.status);
  const canRefund = isAdmin && refundable > 0 && !disputed;
  const canCancel = isAdmin && (order.status === 'pending' || order.status === 'deposit_paid');
  const close = () => setOpen(null);

  const heldByDispute = isAdmin && refundable > 0 && disputed && (
    <p className="text-sm text-smoke sm:basis-full">No refund while the bank decides the dispute: answer it above.</p>
  );
  if (!canDeliver && !canCharge && !canRefund && !canCancel)
    return heldByDispute || <p className="text-sm text-smoke">Nothing to do on this order now.{!isAdmin && ' Refunds and cancellations are for admins.'}</p>;

  return (
    <div className="grid gap-2 sm:flex sm:flex-wrap">
      {heldByDispute}
      {canDeliver && <Button variant="dark" className="h-12" onClick={() => setOpen('deliver')}>Mark delivered</Button>}
      {canCharge && <Button variant="dark" className="h-12" onClick={() => setOpen('charge')}>Charge balance</Button>}
      {canRefund && <Button variant="outline" className="h-12" onClick={() => setOpen('refund')}>Refund</Button>}
      {canCancel && <Button variant="outline" className="h-12" onClick={() => setOpen('cancel')}>Cancel order</Button>}
      <DeliverDialog order={order} isAdmin={isAdmin} open={open === 'deliver'} onClose={close} />
      <ChargeDialog order={order} open={open === 'charge'} onClose={close} />
      {canRefund && <RefundDialog order={order} refundableCents={refundable} open={open === 'refund'} onClose={close} />}
      <CancelDialog order={order} open={open === 'cancel'} onClose={close} />
    </div>
  );
}

interface DialogProps {
  order: AdminOrderDetail;
  open: boolean;
  onClose: () => void;
}

function ChargeDialog({ order, open, onClose }: DialogProps) {
  const charge = useChargeBalance();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : (charge.reset(), onClose()))}
      title={`Charge the balance of ${usd(order.balanceDue)}?`}
      description={
        order.cardSaved
          ? 'A new attempt on the saved card. If the bank asks for the customer, they are e-mailed a link to finish.'
          : 'No card is saved: the customer is e-mailed a link to pay.'
      }
      confirmLabel="Charge now"
      pending={charge.isPending}
      error={charge.error}
      onConfirm={() => charge.mutate(order.id, { onSuccess: onClose })}
    />
  );
}

function RefundDialog({ order, open, onClose, refundableCents }: DialogProps & { refundableCents: number }) {
  const refund = useRefundOrder();
  const [amount, setAmount] = useState(() => (refundableCents / 100).toFixed(2));
  const [reason, setReason] = useState('');
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : (refund.reset(), onClose()))}
      title="Refund the customer"
      description={`Up to ${formatUsd(refundableCents, { alwaysCents: true })} can go back: what was collected less what was refunded.`}
      confirmLabel={`Refund $${amount || '0.00'}`}
      pending={refund.isPending}
      error={refund.error}
      onConfirm={() => refund.mutate({ id: order.id, amount, reason }, { onSuccess: onClose })}
    >
      <Field label="Amount (USD)">
        {({ id, describedBy }) => (
          <input id={id} aria-describedby={describedBy} inputMode="decimal" className={inputClass} value={amount} onChange={(e) => setAmount(e.target.value)} />
        )}
      </Field>
      <Field label="Reason (kept in the order's timeline)">
        {({ id }) => <input id={id} className={inputClass} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />}
      </Field>
    </ConfirmDialog>
  );
}
