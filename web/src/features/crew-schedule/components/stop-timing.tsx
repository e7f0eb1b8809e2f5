import type { RunSheetStop } from '@sdp/shared/wire-crew';
import { clockWindow, driveTime } from '../logic/clock-time.ts';

/**
 * When the crew should pull up (the window the customer is told, ADR 126) and the drive there: large, dark on light, so it reads
 * in a driveway in full sun. A stop without a map point says so instead of guessing.
 */
export function StopTiming({ stop, number }: { stop: RunSheetStop; number: number }) {
  if (!stop.arrival || !stop.drive) {
    return <p className="mt-3 rounded-xl bg-cream px-3 py-2 text-sm font-medium text-charcoal">No arrival window: this zip has no map point. Call ahead.</p>;
  }
  return (
    // NOTE: on paper one plain line (no dark block, no padding), so the first stop still fits on page 1 under the map and pick list.
    <div
      className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl bg-charcoal px-3 py-2 text-cream print:mt-1 print:flex-nowrap print:bg-transparent print:p-0 print:text-charcoal"
      data-stop-timing
    >
      <p className="text-base font-semibold print:text-sm">
        <span className="sr-only">Arrival window: </span>
        <span aria-hidden="true" className="mr-1 text-xs font-semibold tracking-wide text-cream/85 uppercase print:text-charcoal">Arrive</span>
        {clockWindow(stop.arrival.from, stop.arrival.to)}
      </p>
      <p className="text-sm text-cream/90 sm:ml-auto print:ml-0 print:text-charcoal">
        {driveTime(stop.drive.minutes)} drive from {number === 1 ? 'the base' : `stop ${number - 1}`} · {stop.drive.miles} mi
      </p>
    </div>
  );
}
