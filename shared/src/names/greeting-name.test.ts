import { describe, expect, it } from 'vitest';
import { greet, greetingName, leadWithName } from './greeting-name.ts';

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

describe('greetings (issue 36 item 17)', () => {
  it('address a customer by the first name, never the full name', () => {
    expect(greet('Your porch is booked', 'Rita Renewal')).toBe('Your porch is booked, Rita');
    expect(greet('Thank you', '  Maria   Alvarez-Montgomery ')).toBe('Thank you, Maria');
    expect(greet('Thank you', 'Cher')).toBe('Thank you, Cher');
    expect(leadWithName('Rita Renewal', 'your porch is held')).toBe('Rita, your porch is held');
  });
  it('fall back to the words alone when there is no person\'s first name', () => {
    for (const name of ['Whitmore Estates HOA', '', '   ', null, undefined]) {
      expect(greet('Your porch is booked', name), String(name)).toBe('Your porch is booked');
      expect(leadWithName(name, 'your porch is held'), String(name)).toBe('Your porch is held');
    }
  });
});
