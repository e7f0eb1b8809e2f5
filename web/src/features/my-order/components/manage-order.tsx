import { useState, type ReactNode } from 'react';
import { toCents } from '@sdp/shared/money';
import { Button } from '../../../components/ui/button.tsx';
import type { MyOrder, MyOrderAction } from '../api/get-my-order.ts';
import { freeChangesUntil, lastDayBefore } from '../logic/deadline-words.ts';
import { CancelOrderDialog } from './cancel-order-dialog.tsx';
import { EditDetailsDialog } from './edit-details-dialog.tsx';
import { ReplaceCardDialog } from './replace-card-dialog.tsx';
import { RescheduleDialog } from './reschedule-dialog.tsx';
import { OrderCard } from './order-card.tsx';

type Open = 'details' | 'reschedule' | 'cancel' | 'card' | null;
const button = 'h-11 w-full shrink-0 whitespace-nowrap sm:w-auto';

/** Until when cancelling refunds what it does now, in words (the amount and the deadlines are the API's). */
function cancelNote(order: MyOrder): string | null {
  const { cancel, reschedule } = order.actions;
  if (!cancel.deadline) return null;
  const full = toCents(order.cancelRefund) >= toCents(order.amountPaid) - toCents(order.amountRefunded);
  return full && reschedule.deadline
    ? `Full refund of your deposit until ${lastDayBefore(reschedule.deadline)}`
    : `${order.policy.refundableDepositPercent}% of your deposit back until ${lastDayBefore(cancel.deadline)}`;
}

/**
 * The changes the order allows now, each with its deadline in words, or the API's reason when it is closed. Each button opens a
 * dialog that says what will happen before anything does.
 */
export function ManageOrder({ token, order }: { token: string; order: MyOrder }) {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const { editDetails, reschedule, cancel, replaceCard } = order.actions;
  const anything = editDetails.allowed || reschedule.allowed || cancel.allowed || replaceCard.allowed;
  return (
    <OrderCard name="manage" title="Manage your order">
      {!anything ? (
        <p className="mt-2 text-sm text-smoke">{editDetails.reason ?? 'Nothing can be changed online now.'}</p>
      ) : (
        <ul className="mt-2 divide-y divide-charcoal/10">
          <ActionRow title="Delivery week" state={reschedule} note={reschedule.deadline && freeChangesUntil(reschedule.deadline)}>
            <Button variant="dark" className={button} onClick={() => setOpen('reschedule')}>Change week</Button>
          </ActionRow>
          <ActionRow title="Phone and instructions" state={editDetails} note={editDetails.deadline && `Until ${lastDayBefore(editDetails.deadline)}`}>
            <Button variant="outline" className={button} onClick={() => setOpen('details')}>Edit details</Button>
          </ActionRow>
          {order.cardSaved && (
            <ActionRow
              title={order.savedCard ? `Card for the balance: ${order.savedCard.card}` : 'Card for the balance'}
              state={replaceCard}
              note={order.savedCard?.charge ?? 'Charged after delivery'}
            >
              <Button variant="outline" className={button} onClick={() => setOpen('card')}>Replace card</Button>
            </ActionRow>
          )}
          <ActionRow title="Cancel the order" state={cancel} note={cancelNote(order)}>
            <Button variant="ghost" className={`${button} text-ember underline-offset-4 hover:underline`} onClick={() => setOpen('cancel')}>Cancel order</Button>
          </ActionRow>
        </ul>
      )}
      {reschedule.allowed && <RescheduleDialog token={token} order={order} open={open === 'reschedule'} onClose={close} />}
      {editDetails.allowed && <EditDetailsDialog token={token} order={order} open={open === 'details'} onClose={close} />}
      {replaceCard.allowed && <ReplaceCardDialog token={token} open={open === 'card'} onClose={close} />}
      {cancel.allowed && <CancelOrderDialog token={token} order={order} open={open === 'cancel'} onClose={close} />}
    </OrderCard>
  );
}

function ActionRow({ title, state, note, children }: { title: string; state: MyOrderAction; note: string | null; children: ReactNode }) {
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="font-medium text-charcoal">{title}</p>
        <p className="text-sm text-smoke">{state.allowed ? note : state.reason}</p>
      </div>
      {state.allowed && children}
    </li>
  );
}
