import { BUSINESS_TIME_ZONE } from '@sdp/shared/pacific-time';
import type { SeasonInfo } from '@sdp/shared/wire';
import { formatCalendarDate } from './format-date.ts';

/**
 * "August 1": the day booking opens in San Diego. The server names that day (`bookingOpensOn`), so the page formats a calendar day
 * and builds no Intl time-zone format while it hydrates (ADR 153); an instant alone is read in San Diego time.
 */
const opensOn = (day: string | null | undefined, instant: string) =>
  day
    ? formatCalendarDate(day, { month: 'long', day: 'numeric' })
    : new Intl.DateTimeFormat('en-US', { timeZone: BUSINESS_TIME_ZONE, month: 'long', day: 'numeric' }).format(new Date(instant));

type SeasonWords = Pick<SeasonInfo, 'year' | 'state' | 'bookingOpensAt' | 'bookingDeadline' | 'fallAhead'> & Partial<Pick<SeasonInfo, 'bookingOpensOn'>>;

/** True when the closed season is the one just past, so "closed on" is news; an older one says nothing a visitor needs. */
const justClosed = (season: SeasonWords) => season.year + 1 === season.fallAhead;

/**
 * What the site says about booking, with the year (docs/design.md §13, §16): "Booking for fall 2027 opens August 1" off season,
 * "Booking for fall 2026 closes October 15, 2026" while open. A closed season names the next fall by the server's clock
 * (`fallAhead`, the same year the e-mails name), never last season + 1. Null before the season has loaded.
 */
export function bookingSentence(season: SeasonWords | undefined): string | null {
  if (!season) return null;
  if (season.state === 'upcoming' && season.bookingOpensAt) return `Booking for fall ${season.year} opens ${opensOn(season.bookingOpensOn, season.bookingOpensAt)}.`;
  const deadline = formatCalendarDate(season.bookingDeadline, { month: 'long', day: 'numeric', year: 'numeric' });
  if (season.state === 'open') return `Booking for fall ${season.year} closes ${deadline}.`;
  const notYet = `Booking for fall ${season.fallAhead} has not opened yet.`;
  return justClosed(season) ? `Booking for fall ${season.year} closed on ${deadline}. ${notYet}` : notYet;
}

/** The heading of the off-season notice: when booking opens, or (closed) which fall has closed or has not opened. */
export function offSeasonHeading(season: SeasonWords): string {
  if (season.state === 'upcoming' && season.bookingOpensAt) return (bookingSentence(season) ?? '').replace(/\.$/, '');
  return justClosed(season) ? `Booking for fall ${season.year} has closed` : `Booking for fall ${season.fallAhead} has not opened yet`;
}

/** Booking is open: the only time a screen may offer dates, a total due today or a payment button (docs/design.md §16). */
export const isBookingOpen = (season: Pick<SeasonInfo, 'state'>): boolean => season.state === 'open';
