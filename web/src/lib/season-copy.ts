import type { SeasonInfo } from '@sdp/shared/wire';
import { formatCalendarDate } from './format-date.ts';

const monthDay = (instant: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', month: 'long', day: 'numeric' }).format(new Date(instant));

/**
 * What the site says about booking, with the year (docs/design.md §13): "Booking for fall 2027 opens August 1" off season,
 * "Booking for fall 2026 closes October 15, 2026" while open. Null before the season has loaded.
 */
export function bookingSentence(season: Pick<SeasonInfo, 'year' | 'state' | 'bookingOpensAt' | 'bookingDeadline'> | undefined): string | null {
  if (!season) return null;
  if (season.state === 'upcoming' && season.bookingOpensAt) return `Booking for fall ${season.year} opens ${monthDay(season.bookingOpensAt)}.`;
  const deadline = formatCalendarDate(season.bookingDeadline, { month: 'long', day: 'numeric', year: 'numeric' });
  if (season.state === 'open') return `Booking for fall ${season.year} closes ${deadline}.`;
  return `Booking for fall ${season.year} closed on ${deadline}. Booking for fall ${season.year + 1} has not opened yet.`;
}
