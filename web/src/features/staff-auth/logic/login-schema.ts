import * as v from 'valibot';

/** Staff sign-in form; the messages match the API's own login validation. */
export const loginSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.nonEmpty('Please enter your email'), v.email('Please enter a valid email'), v.maxLength(254)),
  password: v.pipe(v.string(), v.nonEmpty('Please enter your password'), v.maxLength(1024)),
});

export type LoginForm = v.InferOutput<typeof loginSchema>;
