import { describe, expect, it } from 'vitest';
import { centsOfDecimal, formatUsd, percentOf, toCents, toDecimal } from './money.ts';

describe('money', () => {
  it('reads a checked decimal string as cents without floating point', () => {
    expect(['1825', '1825.5', '1825.05', '0.29', '999999999.99'].map(centsOfDecimal)).toEqual([182500, 182550, 182505, 29, 99999999999]);
  });

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
    expect(formatUsd(182500, { alwaysCents: true })).toBe('$1,825.00');
    expect(formatUsd(-1250)).toBe('-$12.50');
    expect(formatUsd(0)).toBe('$0');
  });
  it("writes every amount exactly as Intl's en-US currency format does", () => {
    const intl = (cents: number, alwaysCents: boolean) => {
      const digits = cents % 100 === 0 && !alwaysCents ? 0 : 2;
      return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(cents / 100);
    };
    const amounts = [0, 1, 5, 10, 99, 100, 101, 999, 1000, 99999, 100000, 123456, 9999999, 100000000, 123456789012, -1, -100, -123456];
    for (let x = 7; x < 5e10; x = Math.floor(x * 3.7) + 13) amounts.push(x);
    for (const cents of amounts) {
      for (const alwaysCents of [false, true]) expect(formatUsd(cents, { alwaysCents }), `${cents}`).toBe(intl(cents, alwaysCents));
    }
  });
});
