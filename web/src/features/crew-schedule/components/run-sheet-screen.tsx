import { Link } from '@tanstack/react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatCalendarDate } from '../../../lib/format-date.ts';
import { useRunSheet } from '../api/get-run-sheet.ts';
import { PickListTable } from './pick-list-table.tsx';
import { RouteMap } from './route-map.tsx';
import { StopCard } from './stop-card.tsx';
import { WaitingToSend } from './waiting-to-send.tsx';
import { clockTime, dayDriveMinutes, driveTime } from '../logic/clock-time.ts';

/**
 * A crew's day (docs/design.md §12a): stops in driving order first on a phone (the driveway view), map and pick list beside them on
 * a wide screen and first on paper (the loading view), the stops right after them; prints as the paper copy for the truck.
 */
export function RunSheetScreen({ date, crew }: { date: string; crew: number }) {
  const read = useRunSheet(date, crew);
  // NOTE: the copy kept on the phone (ADR 145) is older than this page; while the server is being asked it is not shown, so a
  // stop delivered from another phone never shows its buttons again. Without signal (paused) or when the server fails, it is.
  const keptWhileAsking = read.data !== undefined && read.dataUpdatedAt < performance.timeOrigin && read.fetchStatus === 'fetching';
  const sheet = keptWhileAsking ? { ...read, data: undefined, isPending: true as const } : read;
  return (
    <div className="space-y-5" data-print-sheet>
      <div className="flex flex-wrap items-center gap-3 print:hidden">
        <Link to="/crew" className={buttonClass('outline', 'sm')}>← Schedule</Link>
        <Button variant="dark" size="sm" className="ml-auto" onClick={() => window.print()}>Print run sheet</Button>
      </div>
      <header>
        <p className="text-sm font-semibold tracking-wide text-ember-deep uppercase">Crew {crew}</p>
        <h2 className="font-display text-2xl font-semibold">{formatCalendarDate(date)}</h2>
        {sheet.data && (
          <p className="text-sm text-ink/80">
            {sheet.data.stops.length} {sheet.data.stops.length === 1 ? 'stop' : 'stops'} from the Mira Mesa base (92126), in driving order
          </p>
        )}
        {sheet.data && sheet.data.stops.length > 0 && (
          // NOTE: the day's shape in one line a crew lead reads out loud: when to leave, how long on the road, where the times come from.
          // Not on paper: there each stop's window says it, and the line would push stop 1 off page 1.
          <p className="mt-1 text-sm font-medium text-charcoal print:hidden" data-route-summary>
            Leave {clockTime(sheet.data.route.startTime)} · {driveTime(dayDriveMinutes([...sheet.data.stops.flatMap((s) => (s.drive ? [s.drive.minutes] : [])), sheet.data.route.returnMinutes]))} on the road, {driveTime(sheet.data.route.returnMinutes)} of it back to base ·{' '}
            {sheet.data.route.source === 'roads' ? 'road times' : 'estimated from straight lines (no road router)'}
          </p>
        )}
      </header>
      <WaitingToSend keptAt={sheet.data ? sheet.dataUpdatedAt : null} />
      {sheet.isPending && sheet.fetchStatus === 'paused' && (
        <p role="alert" className="rounded-2xl bg-white p-6 text-ink shadow-sm">No signal, and this run sheet was not opened on this phone before. Open it once with signal and it is kept for the day.</p>
      )}
      {sheet.isPending && sheet.fetchStatus !== 'paused' && <Spinner label="Loading the run sheet" className="min-h-[30vh]" />}
      {/* NOTE: red words on a white card (7.1:1): on the page's own background they read 6.3:1, short of AAA in full sun (issue 29). */}
      {sheet.isError && !sheet.data && <p role="alert" className="rounded-2xl bg-white p-4 text-danger shadow-sm">Could not load this run sheet. Please refresh.</p>}
      {sheet.isError && sheet.data && <p role="alert" className="rounded-2xl bg-white p-4 text-danger shadow-sm">Could not reach the server: this is the run sheet kept on this phone.</p>}
      {sheet.data && (
        <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_24rem] print:flex print:flex-col print:gap-4">
          <div className="order-2 space-y-5 print:order-1 print:grid print:grid-cols-[3fr_2fr] print:items-start print:gap-4 print:space-y-0">
            <RouteMap sheet={sheet.data} />
            {(sheet.data.pickList.length > 0 || !sheet.data.loadBack?.length) && <PickListTable pickList={sheet.data.pickList} />}
            {sheet.data.loadBack?.length > 0 && <PickListTable pickList={sheet.data.loadBack} loadBack />}
          </div>
          <section aria-labelledby="stops" className="order-1 print:order-2">
            <h2 id="stops" className="sr-only">Stops</h2>
            {sheet.data.stops.length === 0 ? (
              <p className="rounded-2xl bg-white p-6 text-smoke shadow-sm">No homes on this crew's day yet. Assign orders from the schedule.</p>
            ) : (
              // NOTE: no page break before the stops: on paper they follow the map and pick list on page 1 (a forced break left
              // two-thirds of page 1 empty); each card still keeps to one page.
              <ol className="space-y-4 print:space-y-3">
                {sheet.data.stops.map((stop, i) => <StopCard key={stop.orderId} stop={stop} number={i + 1} />)}
              </ol>
            )}
          </section>
        </div>
      )}
    </div>
  );
}
