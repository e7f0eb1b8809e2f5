import { describe, expect, it } from 'vitest';
import { toE164, usDigits } from './phone.ts';

// docs/design.md §19: numbers are texted, stored and matched in E.164, however the booking form got them typed.
describe('a phone number in E.164', () => {
  it('reads ten digits as a US number', () => {
    expect(toE164('8585550123')).toBe('+18585550123');
  });

  it('reads a number however it was typed: brackets, dots, dashes, spaces', () => {
    for (const typed of ['(858) 555-0123', '858.555.0123', '858-555-0123', ' 858 555 0123 ']) expect(toE164(typed), typed).toBe('+18585550123');
  });

  it('keeps a number that already has +1, and reads a leading 1 as the country code', () => {
    for (const typed of ['+18585550123', '+1 858 555 0123', '+1 (858) 555-0123']) expect(toE164(typed), typed).toBe('+18585550123');
    for (const typed of ['18585550123', '1-858-555-0123', '1 (858) 555-0123']) expect(toE164(typed), typed).toBe('+18585550123');
  });

  it('answers null for what is no number: empty, words, too short, too long, no such area code', () => {
    for (const junk of [null, undefined, '', 'call me', '123', '555-0123', '858555012', '85855501234', '(000) 555-0123']) expect(toE164(junk), String(junk)).toBeNull();
  });

  it('gives the ten digits orders keep for a US number', () => {
    expect(usDigits(toE164('(858) 555-0123')!)).toBe('8585550123');
  });
});
