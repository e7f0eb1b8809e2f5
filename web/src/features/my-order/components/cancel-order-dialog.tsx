import { toCents } from '@sdp/shared/money';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { usd } from '../../../lib/order-labels.ts';
import { useCancelMyOrder } from '../api/change-my-order.ts';
import type { MyOrder } from '../api/provisional-shape.ts';
import { deadlineDay } from '../logic/deadline-words.ts';

/** What comes back under the season's policy, said before the customer confirms (the amount is the server's, never computed here). */
function refundWords(order: MyOrder): string {
  const refund = order.actions.cancel.refundAmount;
  const paid = usd(order.amountPaid);
  if (toCents(refund) <= 0) return `Your payment of ${paid} is not refunded: the cancellation deadline has passed and it covers materials set aside for you.`;
  if (toCents(refund) >= toCents(order.amountPaid)) return `Your deposit of ${paid} is refunded in full to the card you paid with, usually within 5 to 10 business days.`;
  return `${usd(refund)} of your ${paid} deposit is refunded to the card you paid with; the rest covers pumpkins and materials already set aside for you.`;
}

export function CancelOrderDialog({ token, order, open, onClose }: { token: string; order: MyOrder; open: boolean; onClose: () => void }) {
  const cancel = useCancelMyOrder(token);
  const deadline = order.actions.cancel.deadline;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : (cancel.reset(), onClose()))}
      title="Cancel your order?"
      description={
        <>
          {refundWords(order)} Your delivery week is released and this cannot be undone.
          {deadline && ` Cancellations with a full refund close on ${deadlineDay(deadline)}.`}
        </>
      }
      confirmLabel={toCents(order.actions.cancel.refundAmount) > 0 ? `Cancel and refund ${usd(order.actions.cancel.refundAmount)}` : 'Cancel my order'}
      pending={cancel.isPending}
      error={cancel.error}
      onConfirm={() => cancel.mutate(undefined, { onSuccess: onClose })}
    />
  );
}
