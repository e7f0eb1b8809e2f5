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

/** A decimal string already checked to have at most two decimals ("2500.5") -> integer cents, in integer arithmetic. */
export function centsOfDecimal(amount: string): number {
  const [whole, fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** round-half-up(value * percent / 100) in integer arithmetic, for non-negative cents. */
export function percentOf(cents: number, percent: number): number {
  // NOTE: percent may carry decimals (12.5 %); scale to basis points so the maths stays in integers.
  const basisPoints = Math.round(percent * 100);
  return Math.floor((cents * basisPoints + 5000) / 10000);
}

/**
 * "$1,825" or "$1,825.50" for display, exactly as Intl's en-US currency format writes them. By hand because the first Intl currency
 * formatter a page builds loads locale data for tens of milliseconds, on the main thread, while the home page is starting (ADR 014).
 */
export function formatUsd(cents: number, { alwaysCents = false } = {}): string {
  const whole = Math.abs(Math.round(cents));
  const dollars = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const rest = whole % 100;
  const amount = rest === 0 && !alwaysCents ? dollars : `${dollars}.${String(rest).padStart(2, '0')}`;
  return `${cents < 0 && whole > 0 ? '-' : ''}$${amount}`;
}
