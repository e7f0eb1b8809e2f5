import { describe, expect, it } from 'vitest';
import { formatCalendarDate, type CalendarDateStyle } from './format-date.ts';

// The words must be exactly what en-US Intl writes (the screens said them that way before ADR 153, and the e-mails still do).
const STYLES: CalendarDateStyle[] = [
  { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
  { weekday: 'long', month: 'long', day: 'numeric' },
  { weekday: 'long', month: 'short', day: 'numeric' },
  { weekday: 'short', month: 'long', day: 'numeric' },
  { weekday: 'short', month: 'short', day: 'numeric' },
  { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' },
  { weekday: 'short' },
  { weekday: 'long' },
  { month: 'long', day: 'numeric' },
  { month: 'long', day: 'numeric', year: 'numeric' },
  { month: 'short', day: 'numeric' },
  { month: 'short', day: 'numeric', year: 'numeric' },
];

const isoDays = (from: string, to: string): string[] => {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
};

describe('calendar days in words without Intl', () => {
  it.each(STYLES.map((style) => [JSON.stringify(style), style] as const))('%s matches en-US Intl on every day of 2024-2028', (_name, style) => {
    const intl = new Intl.DateTimeFormat('en-US', { ...style, timeZone: 'UTC' });
    const mismatches = isoDays('2024-01-01', '2028-12-31')
      .map((iso) => ({ iso, ours: formatCalendarDate(iso, style), intl: intl.format(new Date(`${iso}T00:00:00Z`)) }))
      .filter((d) => d.ours !== d.intl);
    expect(mismatches.slice(0, 3)).toEqual([]);
  });

  it('reads the calendar day, whatever the time after it, and defaults to the long form', () => {
    expect(formatCalendarDate('2027-10-04')).toBe('Monday, October 4, 2027');
    expect(formatCalendarDate('2027-10-04T23:30:00-07:00', { month: 'short', day: 'numeric' })).toBe('Oct 4');
    expect(formatCalendarDate('2028-02-29', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' })).toBe('Tue, Feb 29, 2028');
  });

  it('gives back what is not a date rather than inventing one', () => {
    expect(formatCalendarDate('soon')).toBe('soon');
    expect(formatCalendarDate('2027-13-01')).toBe('2027-13-01');
  });
});
