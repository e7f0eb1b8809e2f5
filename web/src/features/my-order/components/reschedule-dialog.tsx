import { useState } from 'react';
import { toCents } from '@sdp/shared/money';
import { cn } from '../../../components/ui/cn.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { formatCalendarDate, type CalendarDateStyle } from '../../../lib/format-date.ts';
import { usd } from '../../../lib/order-labels.ts';
import { useRescheduleMyOrder } from '../api/change-my-order.ts';
import type { MyOrder } from '../api/get-my-order.ts';

const WEEK: CalendarDateStyle = { weekday: 'long', month: 'long', day: 'numeric' };
type Week = MyOrder['rescheduleDates'][number];

/** "+$40.00" / "−$40.00": what a week changes the total by. */
const signed = (amount: string) => (toCents(amount) < 0 ? `−${usd(amount.replace('-', ''))}` : `+${usd(amount)}`);

/**
 * Another delivery week of the season: the API lists those with a spot left at the order's own service level whose own change
 * deadline is still ahead, each with the order's price there (ADR 178): a neighbour week takes its saving off, leaving one puts it
 * back. The new total and the difference show before the customer confirms, and the move is refused (409) if that price changed
 * meanwhile. It takes the new spot and gives the old one back in one transaction; a week that filled up is refused in the API's words.
 */
export function RescheduleDialog({ token, order, open, onClose }: { token: string; order: MyOrder; open: boolean; onClose: () => void }) {
  const reschedule = useRescheduleMyOrder(token);
  const [picked, setPicked] = useState<string | null>(null);
  const week = order.rescheduleDates.find((w) => w.date === picked) ?? null;
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
      description={`Now: the week of ${formatCalendarDate(order.deliveryDate, WEEK)}, total ${usd(order.prices.totalAmount)}. Moving is free; a neighbour week changes the total.`}
      confirmLabel={picked ? `Move to ${formatCalendarDate(picked, { month: 'short', day: 'numeric' })}` : 'Pick a week'}
      confirmDisabled={!week}
      pending={reschedule.isPending}
      error={reschedule.error}
      onConfirm={() => week && reschedule.mutate({ deliveryDate: week.date, total: week.total }, { onSuccess: close })}
    >
      <fieldset>
        <legend className="sr-only">Delivery week</legend>
        <div className="space-y-2">
          {order.rescheduleDates.map((w) => (
            <label
              key={w.date}
              className={cn(
                'flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border bg-white px-4 py-3 transition-colors',
                picked === w.date ? 'border-ember ring-2 ring-ember/25' : 'border-charcoal/15 hover:border-charcoal/40',
              )}
            >
              <input type="radio" name="week" value={w.date} checked={picked === w.date} onChange={() => setPicked(w.date)} className="h-5 w-5 shrink-0 accent-ember" />
              <span className="min-w-0 flex-1">
                <span className="block font-medium text-charcoal">Week of {formatCalendarDate(w.date, WEEK)}</span>
                <span className="block text-xs text-smoke">
                  {`${w.spotsLeft} ${w.spotsLeft === 1 ? 'spot' : 'spots'} left`}
                  {toCents(w.neighbourDiscount) > 0 && <span className="font-semibold text-success"> · Neighbour week: save {usd(w.neighbourDiscount)}</span>}
                </span>
              </span>
              {toCents(w.totalChange) !== 0 && (
                <span className={cn('shrink-0 text-sm font-semibold tabular-nums', toCents(w.totalChange) < 0 ? 'text-success' : 'text-charcoal')}>{signed(w.totalChange)}</span>
              )}
            </label>
          ))}
        </div>
      </fieldset>
      {week && <NewPrice order={order} week={week} />}
    </ConfirmDialog>
  );
}

/** The price after the move, before the customer confirms it: the new total, the difference, and the balance left for delivery. */
function NewPrice({ order, week }: { order: MyOrder; week: Week }) {
  const change = toCents(week.totalChange);
  return (
    <div role="status" data-testid="reschedule-price" className={cn('rounded-xl p-3 text-sm', change < 0 ? 'bg-success/10' : change > 0 ? 'bg-parchment' : 'bg-cream')}>
      {change === 0 ? (
        <p>No charge for the change: your total stays {usd(order.prices.totalAmount)}.</p>
      ) : (
        <>
          <p className="font-semibold text-charcoal">
            New total {usd(week.total)} <span className={change < 0 ? 'text-success' : undefined}>({signed(week.totalChange)})</span>
          </p>
          <p className="mt-1 text-smoke">
            {change < 0
              ? `A neighbour week: we already decorate a porch near yours that week, so your total is ${usd(week.totalChange.replace('-', ''))} less.`
              : `Your current week's neighbour saving does not apply to this week, so your total is ${usd(week.totalChange)} more.`}{' '}
            Your deposit stays as paid; the balance at delivery becomes {usd(week.balance)}.
          </p>
        </>
      )}
    </div>
  );
}
