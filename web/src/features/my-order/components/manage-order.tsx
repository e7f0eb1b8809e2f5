import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { deadlineDay, freeChangesUntil } from '../logic/deadline-words.ts';
import type { ActionState, MyOrder } from '../api/provisional-shape.ts';
import { CancelOrderDialog } from './cancel-order-dialog.tsx';
import { EditDetailsDialog } from './edit-details-dialog.tsx';
import { RescheduleDialog } from './reschedule-dialog.tsx';

type Open = 'details' | 'reschedule' | 'cancel' | null;

/**
 * The changes the order allows now, each with its deadline in words, or the server's reason when it is closed. The buttons open
 * a dialog that says what will happen before anything does.
 */
export function ManageOrder({ token, order }: { token: string; order: MyOrder }) {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const { editDetails, reschedule, cancel } = order.actions;
  return (
    <section aria-labelledby="manage-heading" className="rounded-2xl bg-white p-5 shadow-card sm:p-7">
      <h2 id="manage-heading" className="text-xl font-semibold">
        Manage your order
      </h2>
      {!editDetails.allowed && !reschedule.allowed && !cancel.allowed ? (
        <p className="mt-2 text-sm text-smoke">{reschedule.reason ?? 'Nothing can be changed online now.'} For anything else, call us at (858) 255-0282.</p>
      ) : (
        <ul className="mt-2 divide-y divide-charcoal/10">
          <ActionRow title="Change the delivery week" state={reschedule} note={reschedule.deadline && freeChangesUntil(reschedule.deadline)}>
            <Button variant="dark" className="h-11 w-full shrink-0 whitespace-nowrap sm:w-auto" onClick={() => setOpen('reschedule')}>Change week</Button>
          </ActionRow>
          <ActionRow title="Phone and instructions" state={editDetails} note={editDetails.deadline && `Until ${deadlineDay(editDetails.deadline)}`}>
            <Button variant="outline" className="h-11 w-full shrink-0 whitespace-nowrap sm:w-auto" onClick={() => setOpen('details')}>Edit details</Button>
          </ActionRow>
          <ActionRow title="Cancel the order" state={cancel} note={cancel.deadline && `Full refund of the deposit until ${deadlineDay(cancel.deadline)}`}>
            <Button variant="ghost" className="h-11 w-full shrink-0 whitespace-nowrap text-ember underline-offset-4 hover:underline sm:w-auto" onClick={() => setOpen('cancel')}>Cancel order</Button>
          </ActionRow>
        </ul>
      )}
      {reschedule.allowed && <RescheduleDialog token={token} order={order} open={open === 'reschedule'} onClose={close} />}
      {editDetails.allowed && <EditDetailsDialog token={token} order={order} open={open === 'details'} onClose={close} />}
      {cancel.allowed && <CancelOrderDialog token={token} order={order} open={open === 'cancel'} onClose={close} />}
    </section>
  );
}

function ActionRow({ title, state, note, children }: { title: string; state: ActionState; note: string | null; children: ReactNode }) {
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
