import { describe, expect, it } from 'vitest';
import { clockTime, clockWindow, dayDriveMinutes, driveTime } from './clock-time.ts';

describe('the run sheet\'s times', () => {
  it('reads San Diego "HH:MM" as a crew says it', () => {
    expect(['00:05', '08:00', '09:15', '12:00', '12:30', '13:45', '23:59'].map(clockTime))
      .toEqual(['12:05 AM', '8:00 AM', '9:15 AM', '12:00 PM', '12:30 PM', '1:45 PM', '11:59 PM']);
  });

  it('writes a window once with its AM/PM, twice when it crosses noon', () => {
    expect(clockWindow('09:00', '10:00')).toBe('9:00 – 10:00 AM');
    expect(clockWindow('11:30', '12:30')).toBe('11:30 AM – 12:30 PM');
    expect(clockWindow('13:15', '14:15')).toBe('1:15 – 2:15 PM');
  });

  it('rounds drive minutes, never to nothing', () => {
    expect([0.2, 7.6, 59.4, 60, 65.2, 125].map(driveTime)).toEqual(['1 min', '8 min', '59 min', '1 h', '1 h 5 min', '2 h 5 min']);
  });

  it('adds the day up from the legs as shown, so the header and the cards agree', () => {
    // 44.6 + 47.6 + 32.6 + 35.6 = 160.4, but the cards say 45, 48, 33 and 36: the header says their sum.
    expect(dayDriveMinutes([44.6, 47.6, 32.6, 35.6])).toBe(162);
    expect(driveTime(dayDriveMinutes([44.6, 47.6, 32.6, 35.6]))).toBe('2 h 42 min');
  });
});
