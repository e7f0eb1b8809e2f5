import { describe, expect, it } from 'vitest';
import { renewalHoldEnds } from './renewal-hold.ts';

// ADR 174: a hold ends at 9 PM San Diego time on its last calendar day, whatever minute it began, on both sides of a clock change.
describe('when a renewal hold ends', () => {
  it('at 9 PM PDT on the 21st day for offers sent at 3:21 AM or at 11:50 PM', () => {
    expect(renewalHoldEnds(new Date('2027-07-01T03:21:00-07:00'), 21).toISOString()).toBe(new Date('2027-07-22T21:00:00-07:00').toISOString());
    expect(renewalHoldEnds(new Date('2027-07-01T23:50:00-07:00'), 21).toISOString()).toBe(new Date('2027-07-22T21:00:00-07:00').toISOString());
  });

  it('at 9 PM on the day the clocks change: PST on November 1, 2026, PDT on March 14, 2027', () => {
    expect(renewalHoldEnds(new Date('2026-10-11T10:00:00-07:00'), 21).toISOString()).toBe('2026-11-02T05:00:00.000Z');
    expect(renewalHoldEnds(new Date('2027-02-21T10:00:00-08:00'), 21).toISOString()).toBe('2027-03-15T04:00:00.000Z');
  });
});
