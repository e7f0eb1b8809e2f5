import { describe, expect, it } from 'vitest';
import { addDays, pacificDateTime, sanDiegoMidnight } from './pacific-time.ts';

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
