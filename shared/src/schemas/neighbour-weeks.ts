import * as v from 'valibot';
import { zipParamSchema } from './zip.ts';

/** GET /api/neighbour-weeks?zip=: the porch's zip, the only thing the answer is computed from (docs/design.md §20, ADR 140). */
export const neighbourWeeksQuerySchema = v.object({ zip: zipParamSchema });

/**
 * The answer: the season's saving and the open weeks with room in which a paid stop is near that zip. Nothing about the stops
 * themselves (ADR 142); `saving` is "0.00" and `weeks` empty when neighbour weeks are off.
 */
export interface NeighbourWeeks {
  saving: string;
  weeks: string[];
}
