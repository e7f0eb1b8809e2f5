import { describe, expect, it } from 'vitest';
import { seasonFieldOf } from './season-field-errors.ts';

// Issue 36 item 1: a refused season save was a toast nobody could act on; the API's issue now lands at the form's own field.
const form = { dates: [{ date: '2027-10-04', whiteGlove: 3, dropOff: 6 }, { date: '2027-10-11', whiteGlove: 3, dropOff: 6 }] };

describe('where a refused season save shows its message', () => {
  it('at the field of the same name for times and policy numbers', () => {
    expect(seasonFieldOf('renewalOffersAt', form)).toBe('renewalOffersAt');
    expect(seasonFieldOf('peakSeasonAt', form)).toBe('peakSeasonAt');
    expect(seasonFieldOf('bookingDeadline', form)).toBe('bookingDeadline');
  });

  it('at the delivery dates for the weeks, and at the row and level a capacity names', () => {
    expect(seasonFieldOf('deliveryDates', form)).toBe('dates');
    expect(seasonFieldOf('capacity.2027-10-11.drop-off', form)).toBe('dates.1.dropOff');
    expect(seasonFieldOf('capacity.2027-10-04.white-glove', form)).toBe('dates.0.whiteGlove');
    expect(seasonFieldOf('capacity', form)).toBe('dates');
  });

  it('at the pick-up days for a day outside the season\'s year', () => {
    expect(seasonFieldOf('pickupDates', form)).toBe('pickupDates');
  });

  it('nowhere for a field the form does not have (the toast says it)', () => {
    expect(seasonFieldOf('crews', form)).toBeNull();
    expect(seasonFieldOf('', form)).toBeNull();
  });
});
