import { useState } from 'react';
import { cn } from '../../../components/ui/cn.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { formatCalendarDate, type CalendarDateStyle } from '../../../lib/format-date.ts';
import { useRescheduleMyOrder } from '../api/change-my-order.ts';
import type { MyOrder } from '../api/get-my-order.ts';

const WEEK: CalendarDateStyle = { weekday: 'long', month: 'long', day: 'numeric' };

/**
 * Another delivery week of the season: the API lists those with a spot left at the order's own service level whose own change
 * deadline is still ahead. It takes the new spot and gives the old one back in one transaction; a week that filled up meanwhile is
 * refused in the API's words (409).
 */
export function RescheduleDialog({ token, order, open, onClose }: { token: string; order: MyOrder; open: boolean; onClose: () => void }) {
  const reschedule = useRescheduleMyOrder(token);
  const [picked, setPicked] = useState<string | null>(null);
  const close = () => {
    reschedule.reset();
    setPicked(null);
    onClose();
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title="Change your delivery week"
      description={`Now: the week of ${formatCalendarDate(order.deliveryDate, WEEK)}. No charge for the change.`}
      confirmLabel={picked ? `Move to ${formatCalendarDate(picked, { month: 'short', day: 'numeric' })}` : 'Pick a week'}
      confirmDisabled={!picked}
      pending={reschedule.isPending}
      error={reschedule.error}
      onConfirm={() => picked && reschedule.mutate(picked, { onSuccess: close })}
    >
      <fieldset>
        <legend className="sr-only">Delivery week</legend>
        <div className="space-y-2">
          {order.rescheduleDates.map((week) => (
            <label
              key={week.date}
              className={cn(
                'flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border bg-white px-4 py-3 transition-colors',
                picked === week.date ? 'border-ember ring-2 ring-ember/25' : 'border-charcoal/15 hover:border-charcoal/40',
              )}
            >
              <input type="radio" name="week" value={week.date} checked={picked === week.date} onChange={() => setPicked(week.date)} className="h-5 w-5 accent-ember" />
              <span>
                <span className="block font-medium text-charcoal">Week of {formatCalendarDate(week.date, WEEK)}</span>
                <span className="block text-xs text-smoke">{`${week.spotsLeft} ${week.spotsLeft === 1 ? 'spot' : 'spots'} left`}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </ConfirmDialog>
  );
}
