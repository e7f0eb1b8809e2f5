import { describe, expect, it } from 'vitest';
import { formatUsd, percentOf, toCents, toDecimal } from './money.ts';

describe('money', () => {
  it('converts between cents and decimal strings', () => {
    expect(toDecimal(182500)).toBe('1825.00');
    expect(toDecimal(5)).toBe('0.05');
    expect(toDecimal(-1250)).toBe('-12.50');
    expect(toCents('1825.00')).toBe(182500);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents('19.995')).toBe(2000);
    expect(() => toCents('abc')).toThrow(RangeError);
  });
  it('rounds percentages half up in integer arithmetic', () => {
    expect(percentOf(1001, 50)).toBe(501);
    expect(percentOf(1000, 12.5)).toBe(125);
  });
  it('formats dollars for display', () => {
    expect(formatUsd(182500)).toBe('$1,825');
    expect(formatUsd(9752)).toBe('$97.52');
  });
});
