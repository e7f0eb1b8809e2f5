import { sanDiegoDate } from '@sdp/shared/season-state';
import type { Schedule } from '@sdp/shared/wire-crew';

/** A crew's day with homes on it: the way onto its run sheet. */
export interface CrewDay {
  date: string;
  crew: number;
  stops: number;
}

/** Every crew day with at least one home (a delivery or a pick-up), from `today` (yyyy-MM-dd) on, in date then crew order. */
export function crewDaysFrom(schedule: Schedule, today: string): CrewDay[] {
  const days = new Map<string, CrewDay>();
  const stops = [
    ...schedule.weeks.flatMap((week) => week.orders).map((o) => ({ date: o.crewDay, crew: o.crew })),
    // NOTE: a pick-up day's run sheet is opened (and so kept on the phone for no signal) from the same list (docs/design.md §26).
    ...(schedule.pickupDays ?? []).flatMap((day) => day.stops.map((s) => ({ date: day.date as string | null, crew: s.crew as number | null }))),
  ];
  for (const stop of stops) {
    if (stop.date === null || stop.crew === null || stop.date < today) continue;
    const key = `${stop.date}|${stop.crew}`;
    const day = days.get(key) ?? { date: stop.date, crew: stop.crew, stops: 0 };
    day.stops += 1;
    days.set(key, day);
  }
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date) || a.crew - b.crew);
}

/** Today's date in San Diego (yyyy-MM-dd), where the crews work. */
export const sanDiegoToday = (now = new Date()): string => sanDiegoDate(now);
