import * as v from 'valibot';
import { isoDate } from './fields.ts';

/** POST /api/renew/:token/accept: the week chosen (the held one or another with a spot), the balance terms agreed afresh, and texts. */
export const renewalAcceptSchema = v.object({
  deliveryDate: isoDate,
  balanceConsent: v.optional(v.boolean('balanceConsent must be true or false'), false),
  textConsent: v.optional(v.boolean('textConsent must be true or false'), false),
});
export type RenewalAccept = v.InferOutput<typeof renewalAcceptSchema>;

/** POST /api/admin/renewals/:id/extend: more days for one household's hold. */
export const renewalExtendSchema = v.object({
  days: v.pipe(v.number('Days must be a whole number'), v.integer('Days must be a whole number'), v.minValue(1, 'At least 1 day'), v.maxValue(30, 'At most 30 days')),
});
