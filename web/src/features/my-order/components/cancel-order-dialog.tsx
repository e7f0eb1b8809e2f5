import { toCents } from '@sdp/shared/money';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { usd } from '../../../lib/order-labels.ts';
import { useCancelMyOrder } from '../api/change-my-order.ts';
import type { MyOrder } from '../api/get-my-order.ts';

/** What comes back under the season's policy, said before the customer confirms: the API's amount, never computed here. */
export function refundWords(order: Pick<MyOrder, 'cancelRefund' | 'amountPaid' | 'amountRefunded' | 'policy'>): string {
  const refund = toCents(order.cancelRefund);
  const refundable = toCents(order.amountPaid) - toCents(order.amountRefunded);
  if (refund <= 0) return 'Nothing is refunded: your deposit covers pumpkins and materials already set aside for you.';
  if (refund >= refundable) return `Your deposit of ${usd(order.cancelRefund)} is refunded in full to the card you paid with.`;
  return `${usd(order.cancelRefund)} of your deposit (${order.policy.refundableDepositPercent}%) is refunded to the card you paid with; the rest covers pumpkins and materials already set aside for you.`;
}

export function CancelOrderDialog({ token, order, open, onClose }: { token: string; order: MyOrder; open: boolean; onClose: () => void }) {
  const cancel = useCancelMyOrder(token);
  const refund = toCents(order.cancelRefund) > 0;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : (cancel.reset(), onClose()))}
      title="Cancel your order?"
      description={`${refundWords(order)}${refund ? ' Refunds usually reach you within 5 to 10 business days.' : ''} Your delivery week is released, and this cannot be undone.`}
      confirmLabel={refund ? `Cancel and refund ${usd(order.cancelRefund)}` : 'Cancel my order'}
      pending={cancel.isPending}
      error={cancel.error}
      onConfirm={() => cancel.mutate(undefined, { onSuccess: onClose })}
    />
  );
}
