import { describe, expect, it } from 'vitest';
import { seasonStateAt, type SeasonWindow } from './season-state.ts';

// Two seasons as staff would configure them by the pattern (ADR 036): 2026 already run, 2027 opening August 1.
const season = (year: number, opens: string | null): SeasonWindow => ({
  year,
  deliveryDates: [`${year}-10-05`, `${year}-10-12`, `${year}-10-19`, `${year}-10-26`],
  bookingDeadline: `${year}-10-15`,
  bookingOpensAt: opens,
  saleStartsAt: `${year}-08-01T00:00:00-07:00`,
  saleEndsAt: `${year}-10-01T00:00:00-07:00`,
  promoBannerEndsAt: `${year}-09-30T23:59:59-07:00`,
});
const seasons = [season(2026, null), season(2027, '2027-08-01T00:00:00-07:00')];
const at = (iso: string) => {
  const s = seasonStateAt(seasons, new Date(iso))!;
  return { year: s.season.year, state: s.state, bookingOpensAt: s.bookingOpensAt, saleRunning: s.saleRunning, countdownRunning: s.countdownRunning };
};

describe('season state moved through a year', () => {
  it('is upcoming for 2027 in November and March, with the opening date and no sale', () => {
    for (const now of ['2026-11-23T12:00:00-08:00', '2027-03-01T12:00:00-08:00', '2027-07-31T23:59:00-07:00']) {
      expect(at(now)).toEqual({ year: 2027, state: 'upcoming', bookingOpensAt: '2027-08-01T00:00:00-07:00', saleRunning: false, countdownRunning: false });
    }
  });

  it('is open with the sale and its countdown from the opening to the sale end', () => {
    expect(at('2027-08-01T00:00:00-07:00')).toMatchObject({ year: 2027, state: 'open', bookingOpensAt: null, saleRunning: true, countdownRunning: true });
    expect(at('2027-08-02T09:00:00-07:00')).toMatchObject({ state: 'open', saleRunning: true });
    expect(at('2027-09-15T09:00:00-07:00')).toMatchObject({ state: 'open', saleRunning: true, countdownRunning: true });
  });

  it('stays open without a sale after the sale ends, until the booking deadline (San Diego days)', () => {
    expect(at('2027-10-01T00:00:00-07:00')).toMatchObject({ state: 'open', saleRunning: false, countdownRunning: false });
    expect(at('2027-10-15T23:59:00-07:00')).toMatchObject({ state: 'open', saleRunning: false });
    // 8 p.m. on the deadline in San Diego is already the 16th in UTC: still open.
    expect(at('2027-10-16T03:00:00Z')).toMatchObject({ state: 'open' });
  });

  it('is closed after the deadline, and after the last delivery with nothing configured ahead', () => {
    expect(at('2027-10-20T09:00:00-07:00')).toEqual({ year: 2027, state: 'closed', bookingOpensAt: null, saleRunning: false, countdownRunning: false });
    expect(at('2027-11-05T09:00:00-07:00')).toEqual({ year: 2027, state: 'closed', bookingOpensAt: null, saleRunning: false, countdownRunning: false });
  });

  it('turns to the next season once it is configured, even while the last one is still delivering', () => {
    const withNext = [...seasons, season(2028, '2028-08-01T00:00:00-07:00')];
    expect(seasonStateAt(withNext, new Date('2027-10-20T09:00:00-07:00'))).toMatchObject({ season: { year: 2028 }, state: 'upcoming', bookingOpensAt: '2028-08-01T00:00:00-07:00' });
    const openNow = [...seasons, season(2028, null)];
    expect(seasonStateAt(openNow, new Date('2027-11-05T09:00:00-08:00'))).toMatchObject({ season: { year: 2028 }, state: 'open', saleRunning: false });
  });

  it('has no sale when its end is at or before its start, and none without a season', () => {
    const noSale = [{ ...season(2027, null), saleEndsAt: '2027-08-01T00:00:00-07:00' }];
    expect(seasonStateAt(noSale, new Date('2027-09-15T09:00:00-07:00'))).toMatchObject({ state: 'open', saleRunning: false });
    expect(seasonStateAt([], new Date())).toBeNull();
  });
});
