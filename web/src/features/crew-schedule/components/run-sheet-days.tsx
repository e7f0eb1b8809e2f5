import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatCalendarDate } from '../../../lib/format-date.ts';
import { useSchedule } from '../api/get-schedule.ts';
import { crewDaysFrom, sanDiegoToday } from '../logic/crew-days.ts';

/** The run sheets from today on, one large tap each (a crew opens its day from the staff bar, on a phone). */
export function RunSheetDays() {
  const schedule = useSchedule();
  if (schedule.isPending) return <Spinner label="Loading the crew days" className="min-h-[30vh]" />;
  if (schedule.isError) return <p role="alert" className="text-danger">Could not load the crew days. Please refresh.</p>;
  const days = crewDaysFrom(schedule.data, sanDiegoToday());
  if (days.length === 0) {
    return (
      <div className="rounded-2xl bg-white p-6 shadow-sm">
        <p className="text-ink">No crew days with homes from today on. Place paid orders on a crew's day in the schedule.</p>
        <Link to="/crew" className={buttonClass('dark', 'md', 'mt-4')}>Open the schedule</Link>
      </div>
    );
  }
  return (
    <ul aria-label="Run sheets from today" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {days.map((day) => (
        <li key={`${day.date}|${day.crew}`}>
          <Link
            to="/run-sheet"
            search={{ date: day.date, crew: day.crew }}
            className="flex min-h-16 items-center justify-between gap-3 rounded-2xl bg-white px-5 py-3 shadow-sm ring-1 ring-charcoal/10 hover:ring-charcoal/40"
          >
            <span>
              <span className="block text-lg font-semibold text-charcoal">{formatCalendarDate(day.date, { weekday: 'long', month: 'short', day: 'numeric' })}</span>
              <span className="block text-sm text-ink">Crew {day.crew} · {day.stops} {day.stops === 1 ? 'home' : 'homes'}</span>
            </span>
            <span aria-hidden="true" className="text-2xl text-ember">→</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
