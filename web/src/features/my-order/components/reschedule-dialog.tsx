import { useState } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useSeason } from '../../../lib/api/get-season.ts';
import { formatCalendarDate } from '../../../lib/format-date.ts';
import { useRescheduleMyOrder } from '../api/change-my-order.ts';
import type { MyOrder } from '../api/provisional-shape.ts';

const WEEK: Intl.DateTimeFormatOptions = { weekday: 'long', month: 'long', day: 'numeric' };

/**
 * Another delivery week of the season, with the spots left at the order's own service level (a full week cannot be picked). The
 * server takes the new spot and gives the old one back in one transaction; a week that filled up meanwhile answers in its words.
 */
export function RescheduleDialog({ token, order, open, onClose }: { token: string; order: MyOrder; open: boolean; onClose: () => void }) {
  const season = useSeason();
  const reschedule = useRescheduleMyOrder(token);
  const [picked, setPicked] = useState<string | null>(null);
  const close = () => {
    reschedule.reset();
    setPicked(null);
    onClose();
  };
  const weeks = (season.data?.deliveryDates ?? []).filter((week) => week.date !== order.deliveryDate);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title="Change your delivery week"
      description={`Now: the week of ${formatCalendarDate(order.deliveryDate, WEEK)}.`}
      confirmLabel={picked ? `Move to ${formatCalendarDate(picked, { month: 'short', day: 'numeric' })}` : 'Pick a week'}
      confirmDisabled={!picked}
      pending={reschedule.isPending}
      error={reschedule.error}
      onConfirm={() => picked && reschedule.mutate(picked, { onSuccess: close })}
    >
      {season.isPending ? (
        <Spinner label="Loading the season's weeks" className="py-6" />
      ) : weeks.length === 0 ? (
        <p className="rounded-xl bg-parchment p-4 text-sm">No other week is open right now. Call us at (858) 255-0282 and we will look for one with you.</p>
      ) : (
        <fieldset>
          <legend className="sr-only">Delivery week</legend>
          <div className="space-y-2">
            {weeks.map((week) => {
              const spots = week.spotsLeft[order.serviceType] ?? 0;
              const full = spots <= 0;
              return (
                <label
                  key={week.date}
                  className={cn(
                    'flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border bg-white px-4 py-3 transition-colors',
                    picked === week.date ? 'border-ember ring-2 ring-ember/25' : 'border-charcoal/15 hover:border-charcoal/40',
                    full && 'cursor-not-allowed opacity-60',
                  )}
                >
                  <input type="radio" name="week" value={week.date} disabled={full} checked={picked === week.date} onChange={() => setPicked(week.date)} className="h-5 w-5 accent-ember" />
                  <span className="flex-1">
                    <span className="block font-medium text-charcoal">Week of {formatCalendarDate(week.date, WEEK)}</span>
                    <span className={cn('block text-xs', full ? 'text-danger' : 'text-smoke')}>
                      {full ? 'Fully booked' : `${spots} ${spots === 1 ? 'spot' : 'spots'} left`}
                    </span>
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      )}
    </ConfirmDialog>
  );
}
