import { describe, expect, it } from 'vitest';
import { luhnValid } from './luhn.ts';

describe('luhnValid', () => {
  it("passes Stripe's test cards and fails a digit changed or two swapped", () => {
    for (const card of ['4242424242424242', '4000000000000259', '5555555555554444', '378282246310005']) expect(luhnValid(card), card).toBe(true);
    for (const wrong of ['4242424242424241', '4242424242424224', '1234567812345678']) expect(luhnValid(wrong), wrong).toBe(false);
  });
});
