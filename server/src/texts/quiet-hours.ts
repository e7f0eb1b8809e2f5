import { addDays, sanDiegoClock, sanDiegoInstant } from '@sdp/shared/pacific-time';

/** Texts go out between 08:00 and 21:00 San Diego time (docs/design.md §19); outside, they wait for the next 08:00. */
export const TEXT_FIRST_HOUR = 8;
export const TEXT_LAST_HOUR = 21;

/** The instant texts may go again on San Diego day `day`: its 08:00 there, daylight saving included. */
const textsOpenOn = (day: string): Date => sanDiegoInstant(day, `${String(TEXT_FIRST_HOUR).padStart(2, '0')}:00`);

/** When a text queued at `now` may go: now inside 08:00-21:00 San Diego time, else the next 08:00 there. */
export function textSendTime(now: Date): Date {
  const { day, minutes } = sanDiegoClock(now);
  if (minutes >= TEXT_FIRST_HOUR * 60 && minutes < TEXT_LAST_HOUR * 60) return now;
  return textsOpenOn(minutes < TEXT_FIRST_HOUR * 60 ? day : addDays(day, 1));
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
  const { day, minutes } = sanDiegoClock(now);
  const staffed = seasonOpen && minutes >= STAFFED_FIRST_HOUR * 60 && minutes < STAFFED_LAST_HOUR * 60;
  return { away: !staffed, window: minutes < STAFFED_FIRST_HOUR * 60 ? day : addDays(day, 1) };
}
