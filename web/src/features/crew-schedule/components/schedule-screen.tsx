import { useState } from 'react';
import type { Schedule } from '@sdp/shared/wire-crew';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatCalendarDate, type CalendarDateStyle } from '../../../lib/format-date.ts';
import { useSchedule } from '../api/get-schedule.ts';
import { CrewCapacityForm } from './crew-capacity-form.tsx';
import { CrewCalendars } from './crew-calendars.tsx';
import { CrewDayGrid } from './crew-day-grid.tsx';
import { CrewDayTimes } from './crew-day-times-form.tsx';
import { OrderAssignList } from './order-assign-list.tsx';
import { sanDiegoToday } from '../logic/crew-days.ts';
import { openingWeek } from '../logic/opening-week.ts';

const SHORT: CalendarDateStyle = { month: 'short', day: 'numeric' };
// NOTE: on a phone the row of weeks scrolls sideways: the week shown (say the fifth) is brought to the middle, its neighbours beside it.
const showInRow = (button: HTMLButtonElement | null) => button?.scrollIntoView?.({ block: 'nearest', inline: 'center' });

/**
 * The crew's week (docs/design.md §12a): pick a delivery week, see it against capacity, and put each paid order on a crew's day.
 * It opens on the current or next week with homes (logic/opening-week.ts), scrolled into view in the row of weeks.
 */
export function ScheduleScreen({ isAdmin = false }: { isAdmin?: boolean }) {
  const schedule = useSchedule();
  const [picked, setPicked] = useState<string | null>(null);
  if (schedule.isPending) return <Spinner label="Loading the schedule" className="min-h-[40vh]" />;
  if (schedule.isError) return <p role="alert" className="rounded-2xl bg-white p-4 text-danger shadow-sm">Could not load the schedule. Please refresh.</p>;
  const data: Schedule = schedule.data;
  const week = data.weeks.find((w) => w.deliveryDate === picked) ?? openingWeek(data.weeks, sanDiegoToday());
  if (!week) return <p className="text-ink/80">The season has no delivery weeks yet.</p>;
  return (
    <div className="space-y-6">
      <nav aria-label="Delivery weeks" className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0">
        {data.weeks.map((w) => {
          const waiting = w.orders.filter((o) => o.crewDay === null).length;
          return (
            <button
              key={w.deliveryDate}
              type="button"
              onClick={() => setPicked(w.deliveryDate)}
              aria-pressed={w.deliveryDate === week.deliveryDate}
              ref={w.deliveryDate === week.deliveryDate ? showInRow : undefined}
              className="shrink-0 cursor-pointer rounded-2xl border border-charcoal/15 bg-white px-4 py-2.5 text-left text-sm shadow-sm aria-pressed:border-charcoal aria-pressed:bg-charcoal aria-pressed:text-cream"
            >
              <span className="block font-semibold">Week of {formatCalendarDate(w.deliveryDate, SHORT)}</span>
              <span className="block text-xs opacity-85">{w.orders.length} booked{waiting ? ` · ${waiting} to schedule` : ''}</span>
            </button>
          );
        })}
      </nav>
      <section aria-labelledby="week-capacity" className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
        <h2 id="week-capacity" className="font-display text-xl font-semibold">
          Week of {formatCalendarDate(week.deliveryDate, { weekday: 'long', month: 'long', day: 'numeric' })}
        </h2>
        <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
          {week.levels.map((level) => (
            <div key={level.serviceLevel} className="rounded-xl bg-cream/60 p-3">
              <dt className="text-smoke">{level.serviceLevel === 'white-glove' ? 'White-Glove' : 'Drop-Off'}</dt>
              <dd className="mt-0.5 text-lg font-semibold">
                {level.booked} of {level.capacity} booked
              </dd>
              {level.held > 0 && <dd className="text-xs text-smoke">{level.held} held, deposit not paid yet</dd>}
            </div>
          ))}
        </dl>
        <p className="mt-3 text-xs text-smoke">
          {data.crews} crews × {data.homesPerCrewDay} homes a day. Cancelled orders leave the schedule at once; a rescheduled order comes back here to be placed again.
        </p>
        {isAdmin && <CrewCapacityForm key={`${data.crews}:${data.homesPerCrewDay}`} crews={data.crews} homesPerCrewDay={data.homesPerCrewDay} />}
        <CrewDayTimes isAdmin={isAdmin} />
      </section>
      <CrewDayGrid week={week} crews={data.crews} homesPerCrewDay={data.homesPerCrewDay} />
      <OrderAssignList week={week} crews={data.crews} homesPerCrewDay={data.homesPerCrewDay} />
      <CrewCalendars />
    </div>
  );
}
