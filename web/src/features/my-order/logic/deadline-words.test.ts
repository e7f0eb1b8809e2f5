import { describe, expect, it } from 'vitest';
import { dayOf, freeChangesUntil, lastDayBefore } from './deadline-words.ts';

describe('deadline words', () => {
  it('a deadline at 00:00 San Diego time names the day before: the last day the change is open', () => {
    // 2027-09-27T00:00 PDT is 07:00 UTC.
    expect(lastDayBefore('2027-09-27T07:00:00.000Z')).toBe('Sep 26, 2027');
    expect(freeChangesUntil('2027-09-27T07:00:00.000Z')).toBe('Free changes until Sep 26, 2027');
  });

  it('in winter time too (a December deadline is 08:00 UTC)', () => {
    expect(lastDayBefore('2027-12-01T08:00:00.000Z')).toBe('Nov 30, 2027');
  });

  it('something that happened late on the 14th in San Diego is the 14th, not the UTC 15th', () => {
    expect(dayOf('2027-08-15T06:30:00.000Z')).toBe('Aug 14, 2027');
  });

  it('a calendar day reads as that day', () => {
    expect(dayOf('2027-10-06')).toBe('Oct 6, 2027');
  });

  it('a value that is not a date is shown as given rather than as "Invalid Date"', () => {
    expect(dayOf('soon')).toBe('soon');
    expect(lastDayBefore('soon')).toBe('soon');
  });
});
