import { Link } from '@tanstack/react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatCalendarDate } from '../../../lib/format-date.ts';
import { useRunSheet } from '../api/get-run-sheet.ts';
import { PickListTable } from './pick-list-table.tsx';
import { RouteMap } from './route-map.tsx';
import { StopCard } from './stop-card.tsx';

/**
 * A crew's day (docs/design.md §12a): stops in driving order first on a phone (the driveway view), map and pick list beside them on
 * a wide screen and first on paper (the loading view), the stops right after them; prints as the paper copy for the truck.
 */
export function RunSheetScreen({ date, crew }: { date: string; crew: number }) {
  const sheet = useRunSheet(date, crew);
  return (
    <div className="space-y-5" data-print-sheet>
      <div className="flex flex-wrap items-center gap-3 print:hidden">
        <Link to="/crew" className={buttonClass('outline', 'sm')}>← Schedule</Link>
        <Button variant="dark" size="sm" className="ml-auto" onClick={() => window.print()}>Print run sheet</Button>
      </div>
      <header>
        <p className="text-sm font-semibold tracking-wide text-ember uppercase">Crew {crew}</p>
        <h2 className="font-display text-2xl font-semibold">{formatCalendarDate(date)}</h2>
        {sheet.data && (
          <p className="text-sm text-smoke">
            {sheet.data.stops.length} {sheet.data.stops.length === 1 ? 'stop' : 'stops'} from the Mira Mesa base (92126), in driving order
          </p>
        )}
      </header>
      {sheet.isPending && <Spinner label="Loading the run sheet" className="min-h-[30vh]" />}
      {sheet.isError && <p role="alert" className="text-danger">Could not load this run sheet. Please refresh.</p>}
      {sheet.data && (
        <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_24rem] print:flex print:flex-col print:gap-4">
          <div className="order-2 space-y-5 print:order-1 print:grid print:grid-cols-[3fr_2fr] print:items-start print:gap-4 print:space-y-0">
            <RouteMap sheet={sheet.data} />
            <PickListTable pickList={sheet.data.pickList} />
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
