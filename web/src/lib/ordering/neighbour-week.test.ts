import { describe, expect, it } from 'vitest';
import { neighbourCentsFor, neighbourOffer, withNeighbourWords } from './neighbour-week.ts';

describe('neighbour weeks in the order forms (display only, ADR 141)', () => {
  const offer = neighbourOffer({ saving: '20.00', weeks: ['2027-10-04'] });

  it('marks only a neighbour week that still has room, in the words of docs/design.md §20', () => {
    expect(withNeighbourWords({ value: '2027-10-04', label: 'Week of Monday, October 4, 2027 · 2 spots left' }, offer).label)
      .toBe('Week of Monday, October 4, 2027 · 2 spots left · Neighbour week: save $20');
    expect(withNeighbourWords({ value: '2027-10-11', label: 'Week of Monday, October 11, 2027' }, offer).label).toBe('Week of Monday, October 11, 2027');
    expect(withNeighbourWords({ value: '2027-10-04', label: 'full', disabled: true }, offer).label).toBe('full');
  });

  it('takes the saving off the estimate only on the chosen neighbour week, and never when the setting is off or no answer came', () => {
    expect(neighbourCentsFor(offer, '2027-10-04')).toBe(2000);
    expect(neighbourCentsFor(offer, '2027-10-11')).toBe(0);
    expect(neighbourCentsFor(offer, undefined)).toBe(0);
    expect(neighbourOffer({ saving: '0.00', weeks: ['2027-10-04'] })).toBeNull();
    expect(neighbourOffer(undefined)).toBeNull();
  });
});
