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

/** The spec's season pattern moved to the next October that has not started yet (docs/design.md §4: a newcomer can order today). */
export function nextSeason(now: Date) {
  const year = now.getUTCMonth() >= 9 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
  const deliveryDates = mondaysOf(year, 9).slice(0, 4);
  return {
    year,
    deliveryDates,
    capacity: { 'white-glove': [3, 3, 3, 3], 'drop-off': [6, 6, 6, 5] },
    saleEndsAt: `${year}-10-01T00:00:00-07:00`,
    promoBannerEndsAt: `${year}-09-30T23:59:59-07:00`,
    bookingDeadline: `${year}-10-15`,
    peakSeasonAt: `${year}-10-15T23:59:59-07:00`,
  };
}
