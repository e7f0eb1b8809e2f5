import { sanDiegoDate } from '@sdp/shared/season-state';
import type { Schedule } from '@sdp/shared/wire-crew';

/** A crew's day with homes on it: the way onto its run sheet. */
export interface CrewDay {
  date: string;
  crew: number;
  stops: number;
}

/** Every crew day with at least one home, from `today` (yyyy-MM-dd) on, in date then crew order. */
export function crewDaysFrom(schedule: Schedule, today: string): CrewDay[] {
  const days = new Map<string, CrewDay>();
  for (const order of schedule.weeks.flatMap((week) => week.orders)) {
    if (order.crewDay === null || order.crew === null || order.crewDay < today) continue;
    const key = `${order.crewDay}|${order.crew}`;
    const day = days.get(key) ?? { date: order.crewDay, crew: order.crew, stops: 0 };
    day.stops += 1;
    days.set(key, day);
  }
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date) || a.crew - b.crew);
}

/** Today's date in San Diego (yyyy-MM-dd), where the crews work. */
export const sanDiegoToday = (now = new Date()): string => sanDiegoDate(now);
