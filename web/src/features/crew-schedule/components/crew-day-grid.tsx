import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import type { ScheduleWeek } from '@sdp/shared/wire-crew';
import { formatCalendarDate } from '../../../lib/format-date.ts';
import { MoveDayDialog } from './move-day-dialog.tsx';

/** Each day of the week, each crew's homes against its capacity, the way to that crew's run sheet, and "Move this day" (§26). */
export function CrewDayGrid({ week, crews, homesPerCrewDay }: { week: ScheduleWeek; crews: number; homesPerCrewDay: number }) {
  const crewNumbers = Array.from({ length: crews }, (_, i) => i + 1);
  const [moving, setMoving] = useState<string | null>(null);
  return (
    <section aria-labelledby="crew-days" className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <h2 id="crew-days" className="font-display text-xl font-semibold">Crew days</h2>
      <ul className="mt-3 divide-y divide-charcoal/10">
        {week.days.map((day) => (
          <li key={day} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
            <span className="w-28 text-sm font-medium">{formatCalendarDate(day, { weekday: 'short', month: 'short', day: 'numeric' })}</span>
            <span className="flex flex-1 flex-wrap gap-2">
              {crewNumbers.map((crew) => {
                const homes = week.orders.filter((o) => o.crewDay === day && o.crew === crew).length;
                return (
                  <Link
                    key={crew}
                    to="/run-sheet"
                    search={{ date: day, crew }}
                    aria-label={`Run sheet for crew ${crew} on ${formatCalendarDate(day)}: ${homes} of ${homesPerCrewDay} homes`}
                    className={`inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-medium ring-1 ring-inset transition-colors ${
                      homes === 0 ? 'text-smoke ring-charcoal/15 hover:bg-charcoal/5' : homes >= homesPerCrewDay ? 'bg-charcoal text-cream ring-charcoal' : 'bg-gold/15 text-charcoal ring-gold/50 hover:bg-gold/25'
                    }`}
                  >
                    Crew {crew}
                    <span className="tabular-nums">{homes}/{homesPerCrewDay}</span>
                  </Link>
                );
              })}
            </span>
            {week.orders.some((o) => o.crewDay === day && o.status === 'deposit_paid') && (
              <button
                type="button"
                onClick={() => setMoving(day)}
                aria-label={`Move this day: ${formatCalendarDate(day, { weekday: 'long', month: 'long', day: 'numeric' })}`}
                className="inline-flex min-h-11 cursor-pointer items-center rounded-full px-4 text-sm font-medium text-ember-deep underline-offset-4 hover:bg-ember/5 hover:underline"
              >
                Move this day
              </button>
            )}
          </li>
        ))}
      </ul>
      {moving && <MoveDayDialog week={week} day={moving} crews={crews} onClose={() => setMoving(null)} />}
    </section>
  );
}
