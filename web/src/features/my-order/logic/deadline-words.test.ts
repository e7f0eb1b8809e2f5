import { describe, expect, it } from 'vitest';
import { deadlineDay, freeChangesUntil } from './deadline-words.ts';

describe('deadline words', () => {
  it('a calendar day reads as that day, whatever the reader time zone', () => {
    expect(deadlineDay('2027-09-28')).toBe('Sep 28, 2027');
  });

  it('an instant late on the 28th in San Diego is still the 28th (not the UTC 29th)', () => {
    expect(deadlineDay('2027-09-29T06:59:00.000Z')).toBe('Sep 28, 2027');
    expect(freeChangesUntil('2027-09-29T06:59:00.000Z')).toBe('Free changes until Sep 28, 2027');
  });

  it('something that is not a date is shown as given rather than as "Invalid Date"', () => {
    expect(deadlineDay('soon')).toBe('soon');
  });
});
