import { BUSINESS_TIME_ZONE, sanDiegoDate } from './pacific-time.ts';

// NOTE: today's San Diego date is pacific-time.ts's; the package's index offers it with the season's state, as it always has.
export { sanDiegoDate };

/** docs/design.md §13: booking is open, closed (after the deadline or the last delivery), or upcoming (opens on a date). */
export const SEASON_STATES = ['open', 'closed', 'upcoming'] as const;
export type SeasonState = (typeof SEASON_STATES)[number];

/** What the state is computed from: one season row (ADR 036). Dates are San Diego calendar days, instants ISO strings. */
export interface SeasonWindow {
  year: number;
  deliveryDates: string[];
  bookingDeadline: string;
  bookingOpensAt: string | null;
  saleStartsAt: string | null;
  saleEndsAt: string;
  promoBannerEndsAt: string;
  /** When the waitlist was told booking opened (the button or the schedule); absent or null while it has not been. */
  bookingOpenedAt?: string | null;
}

export interface SeasonStateAt<S extends SeasonWindow> {
  /** The season the site talks about: the one being sold, the one about to open, or (nothing ahead) the last one. */
  season: S;
  state: SeasonState;
  /** When booking opens, for `upcoming`; null otherwise. */
  bookingOpensAt: string | null;
  /** The sale runs only while booking is open and inside its window. */
  saleRunning: boolean;
  /** The early-booking countdown runs while the sale does, until its own end. */
  countdownRunning: boolean;
  /** The next fall whose first delivery is still ahead at `now`: the only year the copy may promise (docs/design.md §16). */
  nextSeasonYear: number;
  /** The fall every page, e-mail and text names for what is ahead (fallAhead): the year the waitlist hears about next. */
  fallAhead: number;
}

/** "August 1" for an instant, read in San Diego. */
export const sanDiegoMonthDay = (instant: string | Date): string =>
  new Intl.DateTimeFormat('en-US', { timeZone: BUSINESS_TIME_ZONE, month: 'long', day: 'numeric' }).format(new Date(instant));

/** The pattern's first delivery day (the first Monday of October, ADR 036) for a year no season row describes. */
const firstMondayOfOctober = (year: number): string => {
  const weekday = new Date(Date.UTC(year, 9, 1)).getUTCDay();
  return `${year}-10-${String(1 + ((8 - weekday) % 7)).padStart(2, '0')}`;
};

/**
 * The year of the next season that has not begun by `now` (docs/design.md §16): a season begins on its first delivery day (its
 * row's, or the pattern's when the year has no row), so after October's deliveries the copy names next year, never a past one.
 */
export function nextSeasonYear(seasons: readonly SeasonWindow[], now: Date): number {
  const today = sanDiegoDate(now);
  const begins = (year: number) => [...(seasons.find((s) => s.year === year)?.deliveryDates ?? [])].sort()[0] ?? firstMondayOfOctober(year);
  let year = Number(today.slice(0, 4));
  while (begins(year) <= today) year += 1;
  return year;
}

/**
 * The fall the site names for what is ahead, in every page, e-mail and text (docs/design.md §13, §16, ADR 173): the season about to
 * open, or on sale while its opening has not been announced (that notice is still to come); once announced, the fall after it;
 * otherwise the next fall not begun (nextSeasonYear), never last season + 1, which named a past fall on a database not rolled over.
 */
export function fallAhead(at: Pick<SeasonStateAt<SeasonWindow>, 'season' | 'state' | 'nextSeasonYear'>): number {
  if (at.state === 'upcoming' || (at.state === 'open' && !at.season.bookingOpenedAt)) return at.season.year;
  return at.state === 'open' ? Math.max(at.season.year + 1, at.nextSeasonYear) : at.nextSeasonYear;
}

const lastDate = (s: SeasonWindow) => [...s.deliveryDates].sort().at(-1) ?? `${s.year}-12-31`;
const before = (now: Date, instant: string | null) => instant !== null && now.getTime() < Date.parse(instant);

/**
 * The season state at `now` (docs/design.md §13, ADR 036). The season being sold is the earliest whose booking deadline has not
 * passed: `upcoming` before its booking-opens date, else `open`. With none, the earliest season still delivering (or, nothing
 * ahead, the last one) is shown `closed`. Returns null when no season is configured.
 */
export function seasonStateAt<S extends SeasonWindow>(seasons: readonly S[], now: Date): SeasonStateAt<S> | null {
  const sorted = [...seasons].sort((a, b) => a.year - b.year);
  if (sorted.length === 0) return null;
  const today = sanDiegoDate(now);
  const result = (season: S, state: SeasonState): SeasonStateAt<S> => {
    const saleRunning = state === 'open' && before(now, season.saleEndsAt) && !before(now, season.saleStartsAt);
    const next = nextSeasonYear(sorted, now);
    return {
      season, state, bookingOpensAt: state === 'upcoming' ? season.bookingOpensAt : null,
      saleRunning, countdownRunning: saleRunning && before(now, season.promoBannerEndsAt), nextSeasonYear: next,
      fallAhead: fallAhead({ season, state, nextSeasonYear: next }),
    };
  };
  const selling = sorted.find((s) => today <= s.bookingDeadline && lastDate(s) >= today);
  if (selling) return result(selling, before(now, selling.bookingOpensAt) ? 'upcoming' : 'open');
  return result(sorted.find((s) => lastDate(s) >= today) ?? sorted.at(-1)!, 'closed');
}

/** "Booking for fall 2027 opens August 1." */
export const bookingOpensSentence = (year: number, opensAt: string) => `Booking for fall ${year} opens ${sanDiegoMonthDay(opensAt)}.`;

