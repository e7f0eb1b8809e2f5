/** The Mondays of a month (UTC calendar dates, yyyy-MM-dd). */
export function mondaysOf(year: number, monthIndex: number): string[] {
  const dates: string[] = [];
  for (let day = 1; day <= 31; day++) {
    const date = new Date(Date.UTC(year, monthIndex, day));
    if (date.getUTCMonth() !== monthIndex) break;
    if (date.getUTCDay() === 1) dates.push(date.toISOString().slice(0, 10));
  }
  return dates;
}

/**
 * The spec's season pattern for a year (docs/product-spec.md §4, ADR 036): the four Mondays of October, booking from August 1
 * to October 15, the sale from August 1 to October 1 (its countdown to September 30), peak season from October 15. All times
 * are San Diego's (PDT in those months).
 */
export function seasonPattern(year: number) {
  return {
    year,
    deliveryDates: mondaysOf(year, 9).slice(0, 4),
    capacity: { 'white-glove': [3, 3, 3, 3], 'drop-off': [6, 6, 6, 5] },
    bookingOpensAt: `${year}-08-01T00:00:00-07:00` as string | null,
    saleStartsAt: `${year}-08-01T00:00:00-07:00` as string | null,
    saleEndsAt: `${year}-10-01T00:00:00-07:00`,
    promoBannerEndsAt: `${year}-09-30T23:59:59-07:00`,
    bookingDeadline: `${year}-10-15`,
    peakSeasonAt: `${year}-10-15T23:59:59-07:00`,
  };
}

/**
 * The pattern in the next October that has not started yet, with booking open now (docs/design.md §4: a newcomer can order
 * today). The sale keeps the pattern's window, so off season the demo shows no sale (docs/design.md §13); `saleFrom` starts it
 * earlier for the suites that exercise the sale.
 */
export function nextSeason(now: Date, saleFrom?: Date) {
  const year = now.getUTCMonth() >= 9 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
  const pattern = seasonPattern(year);
  return { ...pattern, bookingOpensAt: null, saleStartsAt: saleFrom ? saleFrom.toISOString() : pattern.saleStartsAt };
}
