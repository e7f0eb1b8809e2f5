import * as v from 'valibot';
import { FIELD_MESSAGES as M } from '../constants/messages.ts';
import { customerEmail, customerName, trimmed } from './fields.ts';
import { FIVE_DIGIT_ZIP } from './zip.ts';

/**
 * POST /api/waitlist and the waitlist form (docs/design.md §13): a name, an address, and the zip when the visitor gave one
 * (the unserved-zip form passes the zip it checked). A blank zip means none.
 */
export const waitlistSchema = v.object({
  name: customerName,
  email: customerEmail,
  zipCode: v.optional(v.pipe(trimmed(10), v.check((zip) => zip === '' || FIVE_DIGIT_ZIP.test(zip), M.zipReserve)), ''),
});
export type WaitlistForm = v.InferInput<typeof waitlistSchema>;
export type WaitlistRequest = v.InferOutput<typeof waitlistSchema>;
