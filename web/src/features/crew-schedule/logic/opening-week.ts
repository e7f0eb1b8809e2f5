import type { ScheduleWeek } from '@sdp/shared/wire-crew';

const lastDay = (week: ScheduleWeek) => week.days.at(-1) ?? week.deliveryDate;
const hasStops = (week: ScheduleWeek) => week.orders.length > 0;

/**
 * The delivery week /crew opens on (issue 36, item 12), for `today` as a San Diego date (yyyy-MM-dd): the current or next week with
 * homes booked; when every week still ahead is empty, the current or next week; once the season is over, its last week with
 * homes (else its last week). A past, empty first week is never the answer while the season runs.
 */
export function openingWeek(weeks: readonly ScheduleWeek[], today: string): ScheduleWeek | undefined {
  const ahead = weeks.filter((week) => lastDay(week) >= today);
  return ahead.find(hasStops) ?? ahead[0] ?? weeks.findLast(hasStops) ?? weeks.at(-1);
}
