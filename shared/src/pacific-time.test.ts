import { describe, expect, it } from 'vitest';
import { addDays, pacificDateTime, sanDiegoClock, sanDiegoDate, sanDiegoInstant, sanDiegoMidnight } from './pacific-time.ts';

describe('pacificDateTime', () => {
  it('says an instant in San Diego time, summer and winter alike', () => {
    expect(pacificDateTime(new Date('2026-10-03T16:15:00Z'))).toBe('Oct 3, 2026, 9:15 AM PT');
    expect(pacificDateTime('2026-12-01T04:05:00Z')).toBe('Nov 30, 2026, 8:05 PM PT');
  });
});

describe('sanDiegoMidnight', () => {
  it('is 00:00 in San Diego: PDT (UTC-7) in the fall season, PST (UTC-8) in winter, on both daylight-saving days', () => {
    expect(sanDiegoMidnight('2027-10-04').toISOString()).toBe('2027-10-04T07:00:00.000Z');
    expect(sanDiegoMidnight('2028-01-01').toISOString()).toBe('2028-01-01T08:00:00.000Z');
    expect(sanDiegoMidnight('2027-11-07').toISOString()).toBe('2027-11-07T07:00:00.000Z'); // clocks go back at 2 a.m. that day
    expect(sanDiegoMidnight('2027-03-14').toISOString()).toBe('2027-03-14T08:00:00.000Z'); // clocks go forward at 2 a.m. that day
  });

  it('adds calendar days across months and years', () => {
    expect(addDays('2027-10-04', -7)).toBe('2027-09-27');
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
  });
});

describe('the one clock of San Diego (docs/design.md §23)', () => {
  it("today's date there: an evening in San Diego is already tomorrow in UTC", () => {
    expect(sanDiegoDate(new Date('2026-10-04T06:59:00Z'))).toBe('2026-10-03');
    expect(sanDiegoDate(new Date('2026-10-04T07:00:00Z'))).toBe('2026-10-04');
    expect(sanDiegoDate(Date.parse('2026-12-01T07:59:00Z'))).toBe('2026-11-30');
  });

  it('reads the wall clock at an instant, summer and winter', () => {
    expect(sanDiegoClock(new Date('2026-10-03T16:15:30Z'))).toEqual({ day: '2026-10-03', time: '09:15:30', hour: 9, minutes: 555 });
    expect(sanDiegoClock(new Date('2026-12-01T04:05:00Z'))).toEqual({ day: '2026-11-30', time: '20:05:00', hour: 20, minutes: 1205 });
    expect(sanDiegoClock(new Date('2026-10-04T07:00:00Z')).time).toBe('00:00:00');
  });

  it('turns a wall time into its instant: PDT, PST, seconds, and both daylight-saving days', () => {
    expect(sanDiegoInstant('2026-10-03', '08:15').toISOString()).toBe('2026-10-03T15:15:00.000Z');
    expect(sanDiegoInstant('2026-11-02', '08:15').toISOString()).toBe('2026-11-02T16:15:00.000Z');
    expect(sanDiegoInstant('2026-10-15', '23:59:59').toISOString()).toBe('2026-10-16T06:59:59.000Z');
    expect(sanDiegoInstant('2026-11-01', '21:00').toISOString()).toBe('2026-11-02T05:00:00.000Z'); // clocks went back at 2 a.m.
    expect(sanDiegoInstant('2026-03-08', '08:00').toISOString()).toBe('2026-03-08T15:00:00.000Z'); // clocks went forward at 2 a.m.
    for (const at of ['2026-07-04T19:30:00Z', '2026-12-24T02:00:00Z']) {
      const { day, time } = sanDiegoClock(new Date(at));
      expect(sanDiegoInstant(day, time).toISOString()).toBe(new Date(at).toISOString());
    }
  });
});
