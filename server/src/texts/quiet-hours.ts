import { PACIFIC } from '../messages/message-times.ts';

/** Texts go out between 08:00 and 21:00 San Diego time (docs/design.md §19); outside, they wait for the next 08:00. */
export const TEXT_FIRST_HOUR = 8;
export const TEXT_LAST_HOUR = 21;

const parts = (at: Date) => {
  const f = new Intl.DateTimeFormat('en-US', { timeZone: PACIFIC, year: 'numeric', month: '2-digit', day: '2-digit', hour: 'numeric', minute: '2-digit', hourCycle: 'h23' });
  const p = Object.fromEntries(f.formatToParts(at).map((x) => [x.type, x.value]));
  return { day: `${p.year}-${p.month}-${p.day}`, minutes: Number(p.hour) * 60 + Number(p.minute) };
};

/** The instant San Diego's clocks read `hour`:00 on yyyy-MM-dd `day` (daylight saving included). */
function pacificInstant(day: string, hour: number): Date {
  const guess = new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
  // NOTE: San Diego is 7 or 8 hours behind UTC; try both and keep the one whose wall time is `hour`:00 that day.
  for (const offset of [7, 8]) {
    const candidate = new Date(guess.getTime() + offset * 3_600_000);
    const p = parts(candidate);
    if (p.day === day && p.minutes === hour * 60) return candidate;
  }
  return new Date(guess.getTime() + 8 * 3_600_000);
}

/** When a text queued at `now` may go: now inside 08:00-21:00 San Diego time, else the next 08:00 there. */
export function textSendTime(now: Date): Date {
  const { day, minutes } = parts(now);
  if (minutes >= TEXT_FIRST_HOUR * 60 && minutes < TEXT_LAST_HOUR * 60) return now;
  if (minutes < TEXT_FIRST_HOUR * 60) return pacificInstant(day, TEXT_FIRST_HOUR);
  const next = new Date(`${day}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return pacificInstant(next.toISOString().slice(0, 10), TEXT_FIRST_HOUR);
}

/** Someone reads texts 08:00-18:00 San Diego time, every day (BUSINESS.hours); outside, an automatic answer says so (ADR 175). */
export const STAFFED_FIRST_HOUR = 8;
export const STAFFED_LAST_HOUR = 18;

/**
 * Whether nobody is there to read a text at `now` (ADR 175): outside 08:00-18:00 San Diego time, or off season (the season not
 * open), at any hour. `window` names the stretch it falls in, the San Diego day of the 08:00 that ends it: at most one automatic
 * answer a number per window (a night; an off-season day from 08:00 to 08:00).
 */
export function awayAt(now: Date, seasonOpen: boolean): { away: boolean; window: string } {
  const { day, minutes } = parts(now);
  const staffed = seasonOpen && minutes >= STAFFED_FIRST_HOUR * 60 && minutes < STAFFED_LAST_HOUR * 60;
  if (minutes < STAFFED_FIRST_HOUR * 60) return { away: !staffed, window: day };
  const next = new Date(`${day}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return { away: !staffed, window: next.toISOString().slice(0, 10) };
}
