import { useState } from 'react';
import type { ScheduleWeek, ScheduledOrder } from '@sdp/shared/wire-crew';
import { StatusPill } from '../../../components/ui/status-pill.tsx';
import { ApiError } from '../../../lib/api-fetch.ts';
import { formatCalendarDate } from '../../../lib/format-date.ts';
import { useAssignCrew } from '../api/assign-crew.ts';

const NONE = '';
const choiceValue = (crew: number, day: string) => `${day}|${crew}`;

/** The week's paid orders, unscheduled first, each with one select of "day · crew (homes)" so a phone needs one tap and one pick. */
export function OrderAssignList({ week, crews, homesPerCrewDay }: { week: ScheduleWeek; crews: number; homesPerCrewDay: number }) {
  const sorted = [...week.orders].sort((a, b) => Number(a.crewDay !== null) - Number(b.crewDay !== null));
  return (
    <section aria-labelledby="week-orders" className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <h2 id="week-orders" className="font-display text-xl font-semibold">Orders this week</h2>
      {sorted.length === 0 && <p className="mt-3 text-sm text-smoke">No paid orders for this week yet.</p>}
      <ul className="mt-3 divide-y divide-charcoal/10">
        {sorted.map((order) => (
          <OrderRow key={order.orderId} order={order} week={week} crews={crews} homesPerCrewDay={homesPerCrewDay} />
        ))}
      </ul>
    </section>
  );
}

function OrderRow({ order, week, crews, homesPerCrewDay }: { order: ScheduledOrder; week: ScheduleWeek; crews: number; homesPerCrewDay: number }) {
  const assign = useAssignCrew();
  const [error, setError] = useState<string | null>(null);
  const locked = order.status !== 'deposit_paid';
  const current = order.crew && order.crewDay ? choiceValue(order.crew, order.crewDay) : NONE;
  const selectId = `assign-${order.orderId}`;
  const onChange = (value: string) => {
    setError(null);
    const [day, crew] = value.split('|');
    const request = value === NONE ? { id: order.orderId, crew: null } : { id: order.orderId, crew: Number(crew), day: day! };
    assign.mutate(request, { onError: (e) => setError((e instanceof ApiError && e.serverMessage) || 'Could not save. Please try again.') });
  };
  return (
    <li className="grid gap-2 py-3 sm:grid-cols-[1fr_18rem] sm:items-center">
      <div>
        <p className="font-medium">
          {order.customerName} <span className="text-xs text-smoke">#{order.orderId.slice(-8)}</span>
        </p>
        <p className="text-sm text-smoke">
          {order.packageName} · {order.serviceType === 'white-glove' ? 'White-Glove' : 'Drop-Off'} · {order.city} {order.zipCode}
        </p>
        {locked && <StatusPill tone="good" sunlight>Delivered</StatusPill>}
      </div>
      <div>
        <label htmlFor={selectId} className="sr-only">Crew and day for {order.customerName}</label>
        <select
          id={selectId}
          value={current}
          disabled={locked || assign.isPending}
          onChange={(e) => onChange(e.target.value)}
          className="h-11 w-full rounded-xl border border-charcoal/20 bg-white px-3 text-sm"
        >
          <option value={NONE}>Not scheduled</option>
          {week.days.flatMap((day) =>
            Array.from({ length: crews }, (_, i) => i + 1).map((crew) => {
              // NOTE: the count includes this order where it is placed now, so its own day reads "3/3", not "2/3".
              const homes = week.orders.filter((o) => o.crewDay === day && o.crew === crew).length;
              const value = choiceValue(crew, day);
              return (
                <option key={value} value={value} disabled={homes >= homesPerCrewDay && value !== current}>
                  {formatCalendarDate(day, { weekday: 'short', month: 'short', day: 'numeric' })} · Crew {crew} ({homes}/{homesPerCrewDay})
                </option>
              );
            }),
          )}
        </select>
        {error && <p role="alert" className="mt-1 text-sm text-danger">{error}</p>}
      </div>
    </li>
  );
}
