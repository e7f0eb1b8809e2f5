import { describe, expect, it } from 'vitest';
import { arrivalBetween, onMyWayText } from './on-my-way-words.ts';

describe('the "On my way" words', () => {
  it('says the window in the customer\'s clock, with one AM/PM when both ends share it', () => {
    expect(onMyWayText('09:00', '10:00')).toBe('SD Pumpkin is on the way: arriving between 9:00 and 10:00 AM. Reply STOP to opt out.');
    expect(arrivalBetween('11:30', '12:30')).toBe('between 11:30 AM and 12:30 PM');
    expect(arrivalBetween('12:15', '13:15')).toBe('between 12:15 and 1:15 PM');
    expect(arrivalBetween('00:00', '01:00')).toBe('between 12:00 and 1:00 AM');
  });
});
