/** The p-th percentile (0-100) of samples, nearest-rank on a sorted copy. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export const median = (samples: readonly number[]): number => percentile(samples, 50);

/** Milliseconds with the precision a reader needs: 0.1 below 10 ms, whole numbers above. */
export function ms(value: number): string {
  return `${value < 10 ? value.toFixed(1) : Math.round(value).toString()} ms`;
}
