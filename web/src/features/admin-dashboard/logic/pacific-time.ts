import { sanDiegoClock, sanDiegoInstant } from '@sdp/shared/pacific-time';

// The season settings form's datetime-local inputs read and write San Diego wall time; shared/src/pacific-time.ts turns it into
// instants and back (docs/design.md §23: one clock).

/** An instant -> the Pacific wall time a datetime-local input shows ("2026-10-01T00:00", seconds only when there are some). */
export function toPacificInput(iso: string): string {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return '';
  const { day, time } = sanDiegoClock(instant);
  // NOTE: "23:59:59" targets must survive an edit of another field unchanged, so their seconds are kept.
  return `${day}T${time.endsWith(':00') ? time.slice(0, 5) : time}`;
}

/** yyyy-MM-ddTHH:mm with optional :ss, as a datetime-local input gives it. */
export const WALL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/** A Pacific wall time from a datetime-local input -> the instant, as ISO (staff think in San Diego time, the API in instants). */
export function fromPacificInput(wallTime: string): string {
  if (!WALL_TIME.test(wallTime)) return '';
  return sanDiegoInstant(wallTime.slice(0, 10), wallTime.slice(11)).toISOString();
}
