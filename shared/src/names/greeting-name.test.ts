import { describe, expect, it } from 'vitest';
import { greetingName } from './greeting-name.ts';

describe('the name a greeting uses', () => {
  it('is a person\'s first name', () => {
    expect(greetingName('Maria Alvarez-Montgomery')).toBe('Maria');
    expect(greetingName('  Zoë   O’Brien ')).toBe('Zoë');
    expect(greetingName('Jean-Luc Picard')).toBe('Jean-Luc');
    expect(greetingName('Cher')).toBe('Cher');
  });
  it('is none for an organisation or a household, never its first word', () => {
    for (const name of ['Whitmore Estates HOA', 'The Lee Family', 'Rancho Vista Homeowners Association', 'ACME Pumpkins LLC', 'Pacific Dental Group',
      'YMCA Mission Valley', 'Unit 4B Residents', 'http://spam.example Win']) {
      expect(greetingName(name), name).toBeNull();
    }
  });
});
