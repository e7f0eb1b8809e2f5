import * as v from 'valibot';
import { trimmed, uuid } from './fields.ts';

/** GET /api/admin/customers?q=: words to find in a household's name, e-mail, phones and addresses; empty lists the newest. */
export const customerSearchSchema = v.object({ q: v.optional(trimmed(100), '') });

/** PATCH /api/admin/customers/:id: the porch notes the crew reads. */
export const customerNotesSchema = v.object({ porchNotes: trimmed(4000) });
/** POST /api/admin/customers/:id/merge: the other record, folded into this one. */
export const customerMergeSchema = v.object({ otherId: uuid });
