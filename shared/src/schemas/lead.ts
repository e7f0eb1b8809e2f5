import * as v from 'valibot';
import { FIELD_MESSAGES as M } from '../constants/messages.ts';

/** docs/product-spec.md §5: after removing spaces, dashes, dots and parentheses: optional plus, then 10-16 digits, not starting with 0. */
export function isValidLeadPhone(phone: string): boolean {
  const compact = phone.replace(/[\s\-.()]/g, '');
  return /^\+?[1-9]\d{9,15}$/.test(compact);
}

/** Halloween landing page lead form (docs/product-spec.md §3, §5). */
export const leadFormSchema = v.object({
  name: v.pipe(v.string(M.leadNameEmail), v.trim(), v.nonEmpty(M.leadNameEmail), v.maxLength(120)),
  email: v.pipe(
    v.string(M.leadNameEmail),
    v.trim(),
    v.nonEmpty(M.leadNameEmail),
    v.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, M.leadEmail),
    v.maxLength(254),
  ),
  phone: v.optional(
    v.pipe(v.string(), v.trim(), v.check((phone) => phone === '' || isValidLeadPhone(phone), M.phone)),
    '',
  ),
  serviceType: v.optional(v.pipe(v.string(), v.maxLength(40)), ''),
  message: v.optional(v.pipe(v.string(), v.maxLength(2000)), ''),
});
export type LeadForm = v.InferInput<typeof leadFormSchema>;
