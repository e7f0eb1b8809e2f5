import { describe, expect, it } from 'vitest';
import { pad2, timeLeft } from './countdown.ts';

const target = '2027-09-30T23:59:59-07:00';
const at = (iso: string) => new Date(iso).getTime();

describe('timeLeft', () => {
  it('splits the remaining time into days, hours, minutes and seconds', () => {
    const left = timeLeft(target, at('2027-09-28T22:58:57-07:00'));
    expect(left).toMatchObject({ days: 2, hours: 1, minutes: 1, seconds: 2, expired: false });
  });

  it('is expired at and after the target, never negative', () => {
    expect(timeLeft(target, at(target))).toMatchObject({ totalMs: 0, expired: true, days: 0, seconds: 0 });
    expect(timeLeft(target, at('2027-10-05T00:00:00-07:00')).totalMs).toBe(0);
  });

  it('treats the seeded 2025 end as passed on 2026-11-22', () => {
    expect(timeLeft('2025-09-30T23:59:59-07:00', at('2026-11-22T10:00:00-08:00')).expired).toBe(true);
  });

  it('treats a missing or unparsable target as expired', () => {
    expect(timeLeft(undefined, 0).expired).toBe(true);
    expect(timeLeft('not a date', 0).expired).toBe(true);
  });

  it('rounds partial seconds down so the clock never shows a second early', () => {
    expect(timeLeft(target, at(target) - 1500).seconds).toBe(1);
  });
});

describe('pad2', () => {
  it('pads single digits', () => {
    expect(pad2(7)).toBe('07');
    expect(pad2(42)).toBe('42');
  });
});
