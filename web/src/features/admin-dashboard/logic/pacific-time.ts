import { BUSINESS_TIME_ZONE } from '../../../lib/staff-format.ts';

/** The Pacific offset from UTC, in minutes, at an instant (-420 in summer, -480 in winter). */
function pacificOffsetMinutes(instant: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: BUSINESS_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

/** An instant -> the Pacific wall time a datetime-local input shows ("2026-10-01T00:00", seconds only when there are some). */
export function toPacificInput(iso: string): string {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return '';
  const wall = new Date(instant + pacificOffsetMinutes(instant) * 60_000).toISOString();
  // NOTE: "23:59:59" targets must survive an edit of another field unchanged, so their seconds are kept.
  return wall.slice(17, 19) === '00' ? wall.slice(0, 16) : wall.slice(0, 19);
}

/** yyyy-MM-ddTHH:mm with optional :ss, as a datetime-local input gives it. */
export const WALL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/** A Pacific wall time from a datetime-local input -> the instant, as ISO (staff think in San Diego time, the API in instants). */
export function fromPacificInput(wallTime: string): string {
  if (!WALL_TIME.test(wallTime)) return '';
  const asUtc = Date.parse(`${wallTime.length === 16 ? `${wallTime}:00` : wallTime}Z`);
  // NOTE: the offset at the guessed instant can differ from the real one around a DST change; a second pass settles it.
  const first = asUtc - pacificOffsetMinutes(asUtc) * 60_000;
  return new Date(asUtc - pacificOffsetMinutes(first) * 60_000).toISOString();
}
