import { describe, expect, it } from 'vitest';
import { nextSeasonYear, type SeasonWindow } from './season-state.ts';

// docs/design.md §16: the year the copy names is the next fall whose first delivery is still ahead by the server's clock, with and
// without next year's season configured. Each month of 2026 and 2027 is read on its 15th at noon in San Diego.
const season = (year: number, first: string): SeasonWindow => ({
  year,
  deliveryDates: [`${year}-10-31`, first, `${year}-10-25`],
  bookingDeadline: `${year}-10-15`,
  bookingOpensAt: null,
  saleStartsAt: null,
  saleEndsAt: `${year}-10-01T00:00:00-07:00`,
  promoBannerEndsAt: `${year}-09-30T23:59:59-07:00`,
});
const monthsOf = (year: number) => Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}-15T12:00:00-08:00`);
const yearsThrough = (seasons: SeasonWindow[], year: number) => monthsOf(year).map((iso) => nextSeasonYear(seasons, new Date(iso)));

describe('the next season year, month by month', () => {
  it('names this fall until its first delivery, then next fall (only 2025 configured, as on a database never rolled over)', () => {
    const only2025 = [season(2025, '2025-10-06')];
    expect(yearsThrough(only2025, 2026)).toEqual([2026, 2026, 2026, 2026, 2026, 2026, 2026, 2026, 2026, 2027, 2027, 2027]);
    expect(yearsThrough(only2025, 2027)).toEqual([2027, 2027, 2027, 2027, 2027, 2027, 2027, 2027, 2027, 2028, 2028, 2028]);
  });

  it('follows a configured season\'s own first delivery day, before, during and after it', () => {
    const configured = [season(2026, '2026-10-05'), season(2027, '2027-10-18')];
    expect(yearsThrough(configured, 2026)).toEqual([2026, 2026, 2026, 2026, 2026, 2026, 2026, 2026, 2026, 2027, 2027, 2027]);
    // 2027's first delivery is October 18: on October 15 it has not begun.
    expect(yearsThrough(configured, 2027)).toEqual([2027, 2027, 2027, 2027, 2027, 2027, 2027, 2027, 2027, 2027, 2028, 2028]);
    expect(nextSeasonYear(configured, new Date('2027-10-18T00:00:00-07:00'))).toBe(2028);
    expect(nextSeasonYear(configured, new Date('2027-10-17T23:59:00-07:00'))).toBe(2027);
  });

  it('reads the day in San Diego: the evening before the first delivery is still before it', () => {
    // 2026-10-05 01:00 UTC is October 4 at 18:00 in San Diego.
    expect(nextSeasonYear([], new Date('2026-10-05T01:00:00Z'))).toBe(2026);
    expect(nextSeasonYear([], new Date('2026-10-05T08:00:00Z'))).toBe(2027);
  });

  it('names fall 2027 on the day the issue was found (November 24, 2026), whatever is configured', () => {
    const nov24 = new Date('2026-11-24T10:00:00-08:00');
    expect(nextSeasonYear([season(2025, '2025-10-06')], nov24)).toBe(2027);
    expect(nextSeasonYear([season(2025, '2025-10-06'), season(2026, '2026-10-05')], nov24)).toBe(2027);
    expect(nextSeasonYear([season(2026, '2026-10-05'), season(2027, '2027-10-04')], nov24)).toBe(2027);
  });
});
