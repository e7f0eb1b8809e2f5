import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-fetch.ts';
import { formatCalendarDate } from '../../../lib/format-date.ts';
import { useChangePickupDay } from '../api/change-my-order.ts';
import type { MyOrder } from '../api/get-my-order.ts';
import { OrderCard } from './order-card.tsx';

const longDay = (date: string) => formatCalendarDate(date, { weekday: 'long', month: 'long', day: 'numeric' });

/**
 * The pick-up of the pumpkins and decor (docs/design.md §26): the day the crew comes, and the season's other pick-up days to
 * choose from until 2 days before; after it, what the crew did. Shown only for an order with a pick-up.
 */
export function PickupCard({ token, order }: { token: string; order: MyOrder }) {
  const { pickup, pickupChoice: choice } = order;
  const [chosen, setChosen] = useState<string | null>(null);
  const change = useChangePickupDay(token);
  if (!pickup || !choice) return null;
  const selected = chosen ?? pickup.date;
  const error = change.error instanceof ApiError ? change.error.serverMessage : change.error ? 'Could not change the day. Please try again.' : null;
  if (pickup.status === 'picked_up') {
    return (
      <OrderCard name="pickup" title="Pick-up" data-testid="my-order-pickup">
        <p className="mt-3 font-display text-lg text-charcoal">Picked up on {longDay(pickup.date)}</p>
        <p className="mt-1 text-sm text-ink">
          {pickup.poundsDonated ? `${pickup.poundsDonated} lb of your pumpkins went to local farms as feed and compost. ` : ''}Thank you for a beautiful season.
        </p>
      </OrderCard>
    );
  }
  return (
    <OrderCard name="pickup" title="Pick-up" data-testid="my-order-pickup">
      <p className="mt-3 font-display text-lg text-charcoal">{longDay(pickup.date)}</p>
      <p className="mt-1 text-sm text-ink">
        Our crew collects your pumpkins and decor between 8 AM and 6 PM; you need not be home. The pumpkins go to local farms.
      </p>
      {choice.canChange ? (
        <form
          className="mt-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (selected !== pickup.date) change.mutate(selected, { onSuccess: () => setChosen(null) });
          }}
        >
          <fieldset>
            <legend className="text-sm font-semibold text-charcoal">Choose another day until {choice.changeBy ? longDay(choice.changeBy) : 'two days before'}</legend>
            <div className="mt-2 grid gap-2">
              {choice.dates.map(({ date, open }) => (
                <label
                  key={date}
                  className={`flex min-h-12 items-center gap-3 rounded-xl px-3 ring-1 ${selected === date ? 'bg-cream ring-2 ring-ember' : 'ring-charcoal/15'} ${open ? 'cursor-pointer' : 'opacity-60'}`}
                >
                  <input type="radio" name="pickup-day" value={date} checked={selected === date} disabled={!open} onChange={() => setChosen(date)} className="h-5 w-5 accent-ember" />
                  <span className="text-sm font-medium text-ink">{longDay(date)}</span>
                  {!open && <span className="ml-auto text-xs text-smoke">Too soon</span>}
                  {open && date === pickup.date && <span className="ml-auto text-xs text-smoke">Your day</span>}
                </label>
              ))}
            </div>
          </fieldset>
          {error && <p role="alert" className="mt-2 text-sm text-danger">{error}</p>}
          <Button type="submit" variant="dark" className="mt-3 h-12 w-full" disabled={selected === pickup.date || change.isPending}>
            {change.isPending ? 'Saving...' : 'Save this pick-up day'}
          </Button>
        </form>
      ) : (
        <p className="mt-3 text-sm text-smoke">The day can no longer change online; for anything else please call us.</p>
      )}
    </OrderCard>
  );
}
