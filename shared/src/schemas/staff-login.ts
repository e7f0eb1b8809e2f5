import * as v from 'valibot';

/**
 * Staff sign-in: the form's resolver and POST /api/auth/login validate with this one schema. The e-mail is lower-cased, as
 * accounts are stored (api/src/features/auth/staff-accounts.ts); its shape is checked on both sides (ADR 093).
 */
export const staffLoginSchema = v.object({
  email: v.pipe(
    v.string('Please enter your email'),
    v.trim(),
    v.toLowerCase(),
    v.nonEmpty('Please enter your email'),
    v.email('Please enter a valid email'),
    v.maxLength(254),
  ),
  password: v.pipe(v.string('Please enter your password'), v.nonEmpty('Please enter your password'), v.maxLength(1024)),
});

export type StaffLogin = v.InferOutput<typeof staffLoginSchema>;
