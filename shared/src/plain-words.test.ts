import { describe, expect, it } from 'vitest';
import { developerWording, termsInWords } from './plain-words.ts';

describe('words for people (issue 36, item 13)', () => {
  it('finds ISO dates, terms version ids and dollars without their comma', () => {
    expect(developerWording('This stop is on the run sheet for 2026-11-30, not today.')).toEqual(['2026-11-30']);
    expect(developerWording('Card saved (terms 2026-11-balance-v1, Nov 2).')).toEqual(['2026-11-balance-v1']);
    expect(developerWording('Order total $1825.00; the balance of $1277.50 is due.')).toEqual(['$1825.00', '$1277.50']);
    expect(developerWording('Order total $1,825.00; the balance of $547.50 is due on Monday, November 30.')).toEqual([]);
  });

  it('says the terms by their month', () => {
    expect(termsInWords('2026-11-balance-v1')).toBe('the booking terms of November 2026');
    expect(termsInWords('2027-08-balance-v2')).toBe('the booking terms of August 2027, revision 2');
    expect(termsInWords('legacy')).toBe('legacy');
  });
});
