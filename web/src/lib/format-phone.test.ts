import { describe, expect, it } from 'vitest';
import { formatPhone } from './format-phone.ts';

describe('a phone number on the customer’s order page', () => {
  it('reads as people write a San Diego number, however it was typed', () => {
    for (const typed of ['8585550123', '858-555-0123', '(858) 555.0123', '+1 858 555 0123', '18585550123']) {
      expect(formatPhone(typed), typed).toBe('(858) 555-0123');
    }
  });

  it('leaves a number it cannot read as North American as it was entered', () => {
    expect(formatPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(formatPhone('0585550123')).toBe('0585550123');
  });
});
