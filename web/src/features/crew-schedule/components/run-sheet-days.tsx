import { Link } from '@tanstack/react-router';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { RunSheet } from '@sdp/shared/wire-crew';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatCalendarDate } from '../../../lib/format-date.ts';
import { useSchedule } from '../api/get-schedule.ts';
import { crewDaysFrom, sanDiegoToday, type CrewDay } from '../logic/crew-days.ts';

/** The run sheets from today on, one large tap each (a crew opens its day from the staff bar, on a phone). */
export function RunSheetDays() {
  const schedule = useSchedule();
  const queryClient = useQueryClient();
  // NOTE: without signal (the home-screen icon opens here) the days are the run sheets kept on the phone (ADR 145).
  if (schedule.isPending && schedule.fetchStatus === 'paused') return <KeptDays days={keptCrewDays(queryClient, sanDiegoToday())} />;
  if (schedule.isPending) return <Spinner label="Loading the crew days" className="min-h-[30vh]" />;
  if (schedule.isError) return <p role="alert" className="rounded-2xl bg-white p-4 text-danger shadow-sm">Could not load the crew days. Please refresh.</p>;
  const days = crewDaysFrom(schedule.data, sanDiegoToday());
  if (days.length === 0) {
    return (
      <div className="rounded-2xl bg-white p-6 shadow-sm">
        <p className="text-ink">No crew days with homes from today on. Place paid orders on a crew's day in the schedule.</p>
        <Link to="/crew" className={buttonClass('dark', 'md', 'mt-4')}>Open the schedule</Link>
      </div>
    );
  }
  return <DayLinks days={days} />;
}

/** The run sheets this phone kept, from today on (without signal); says so when there are none. */
function KeptDays({ days }: { days: CrewDay[] }) {
  return (
    <div className="space-y-3">
      <p className="rounded-2xl bg-white p-4 text-sm font-semibold text-charcoal shadow-sm ring-2 ring-gold">
        {days.length ? 'No signal: these run sheets are kept on this phone.' : 'No signal, and no run sheet is kept on this phone. Open today\'s once with signal.'}
      </p>
      {days.length > 0 && <DayLinks days={days} />}
    </div>
  );
}

/** The run sheets kept in the cache (restored from the phone): their day, crew and number of stops. */
function keptCrewDays(queryClient: QueryClient, today: string): CrewDay[] {
  return queryClient
    .getQueriesData<RunSheet>({ queryKey: ['run-sheet'] })
    .flatMap(([key, sheet]) => (sheet && typeof key[1] === 'string' && key[1] >= today ? [{ date: key[1], crew: Number(key[2]), stops: sheet.stops.length }] : []))
    .sort((a, b) => a.date.localeCompare(b.date) || a.crew - b.crew);
}

function DayLinks({ days }: { days: CrewDay[] }) {
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
