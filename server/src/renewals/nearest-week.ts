import { addDays } from '@sdp/shared/pacific-time';

const dayNumber = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / 86_400_000;

/**
 * This season's weeks in the order a household that had `lastDate` last year would want them (docs/design.md §18): the week
 * nearest the same date a year on first, then the others by distance, the earlier of two equally near first.
 */
export function weeksByNearness(lastDate: string, weeks: readonly string[]): string[] {
  const target = dayNumber(addDays(lastDate, 364));
  const away = (date: string) => Math.abs(dayNumber(date) - target);
  return [...weeks].sort((a, b) => away(a) - away(b) || a.localeCompare(b));
}
