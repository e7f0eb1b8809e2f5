/** From this share of a week's spots taken, a heat cell is dark with white words; below it, light with charcoal words. */
const FULLISH = 0.6;

/** Whether a heat cell at this share of spots taken is a dark one (white words). */
export const darkHeat = (used: number): boolean => used >= FULLISH;

/**
 * The ember's strength (the alpha over the card) in a heat cell: light cells stay at most 0.5 (charcoal words at least 6.9:1 on
 * them), dark ones at least 0.9 (white words at least 5:1), so no share of spots taken lands on a shade where neither reads
 * (WCAG AA, 4.5:1). The old ramp (0.08 + used x 0.92, white from 0.55) put white words at 2.7:1 on a week 55% full.
 */
export function heatAlpha(used: number): number {
  return darkHeat(used) ? 0.9 + ((used - FULLISH) / (1 - FULLISH)) * 0.1 : 0.08 + (used / FULLISH) * 0.42;
}
