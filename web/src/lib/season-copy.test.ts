import { describe, expect, it } from 'vitest';
import { bookingSentence, offSeasonHeading } from './season-copy.ts';

// What the screens say about booking at the states GET /api/season reports through the year (api season-year.test.ts).
describe('booking sentence, with the year', () => {
  it('says when booking opens off season, in San Diego time', () => {
    expect(bookingSentence({ year: 2027, state: 'upcoming', bookingOpensAt: '2027-08-01T07:00:00.000Z', bookingDeadline: '2027-10-15', fallAhead: 2027 }))
      .toBe('Booking for fall 2027 opens August 1.');
  });

  it('names the day booking opens from the server\'s San Diego day when it gives one (ADR 153)', () => {
    // 2027-08-01T06:30Z is still July 31 in San Diego: the server's day is the one said, not the instant's UTC day.
    expect(bookingSentence({ year: 2027, state: 'upcoming', bookingOpensAt: '2027-08-01T06:30:00.000Z', bookingOpensOn: '2027-07-31', bookingDeadline: '2027-10-15', fallAhead: 2027 }))
      .toBe('Booking for fall 2027 opens July 31.');
  });

  it('says when booking closes while open, and that it closed after the deadline', () => {
    expect(bookingSentence({ year: 2027, state: 'open', bookingOpensAt: null, bookingDeadline: '2027-10-15', fallAhead: 2027 }))
      .toBe('Booking for fall 2027 closes October 15, 2027.');
    expect(bookingSentence({ year: 2027, state: 'closed', bookingOpensAt: null, bookingDeadline: '2027-10-15', fallAhead: 2028 }))
      .toBe('Booking for fall 2027 closed on October 15, 2027. Booking for fall 2028 has not opened yet.');
  });

  it('names the next fall by the server\'s clock, never a past one, when the last season configured is older (issue 25 item 8)', () => {
    // November 24, 2026 on a database whose newest season is 2025: GET /api/season says fallAhead 2027.
    const stale = { year: 2025, state: 'closed', bookingOpensAt: null, bookingDeadline: '2025-10-15', fallAhead: 2027 } as const;
    expect(bookingSentence(stale)).toBe('Booking for fall 2027 has not opened yet.');
    expect(offSeasonHeading(stale)).toBe('Booking for fall 2027 has not opened yet');
    expect(offSeasonHeading({ ...stale, year: 2026, bookingDeadline: '2026-10-15' })).toBe('Booking for fall 2026 has closed');
  });

  it('says nothing before the season has loaded', () => {
    expect(bookingSentence(undefined)).toBeNull();
  });
});
