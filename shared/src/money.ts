/** Integer cents -> the wire's decimal string ("1825.00"). */
export function toDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A decimal amount (number or numeric string) -> integer cents, rounding half away from zero. */
export function toCents(amount: number | string): number {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  if (!Number.isFinite(value)) throw new RangeError(`not an amount: ${String(amount)}`);
  return Math.sign(value) * Math.round(Math.abs(value) * 100 + 1e-9);
}

/** round-half-up(value * percent / 100) in integer arithmetic, for non-negative cents. */
export function percentOf(cents: number, percent: number): number {
  // NOTE: percent may carry decimals (12.5 %); scale to basis points so the maths stays in integers.
  const basisPoints = Math.round(percent * 100);
  return Math.floor((cents * basisPoints + 5000) / 10000);
}

/** "$1,825" or "$1,825.50" for display. */
export function formatUsd(cents: number, { alwaysCents = false } = {}): string {
  const whole = cents % 100 === 0 && !alwaysCents;
  return (cents / 100).toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  });
}
