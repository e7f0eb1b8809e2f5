import type { ServiceLevel } from '@sdp/shared';
import type { CrewDayTimes } from '../db/crew-calendar.ts';

/** The window a stop is told: opens at the expected arrival rounded down to the quarter hour, closes this long after. */
export const WINDOW_MINUTES = 60;

export interface ArrivalWindow {
  /** Minutes after San Diego midnight the crew expects to pull up. */
  etaMinutes: number;
  /** "HH:MM" (24 h, San Diego) the window opens and closes. */
  from: string;
  to: string;
}

const hhmm = (minutes: number) => {
  const m = Math.round(minutes) % (24 * 60);
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

export const minutesOfDay = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * Each stop's arrival window (ADR 126): leave the base at the start time, drive each leg, stay at each stop as long as its
 * service level takes, in driving order. `legMinutes[i]` is the drive to stop i.
 */
export function arrivalWindows(times: CrewDayTimes, stops: readonly { serviceType: ServiceLevel }[], legMinutes: readonly number[]): ArrivalWindow[] {
  let clock = minutesOfDay(times.startTime);
  return stops.map((stop, i) => {
    clock += legMinutes[i] ?? 0;
    const eta = clock;
    const opens = Math.floor(eta / 15) * 15;
    clock += stop.serviceType === 'white-glove' ? times.whiteGloveMinutes : times.dropOffMinutes;
    return { etaMinutes: Math.round(eta), from: hhmm(opens), to: hhmm(opens + WINDOW_MINUTES) };
  });
}
