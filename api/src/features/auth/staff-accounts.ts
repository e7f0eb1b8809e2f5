import * as v from 'valibot';
import type { Sql } from '@sdp/server/db/sql';
import { hashPassword } from '../../lib/password.ts';

export const MIN_PASSWORD_LENGTH = 12;

export const staffAccountSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email('email must be an e-mail address')),
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('name is required'), v.maxLength(120)),
  password: v.pipe(v.string(), v.minLength(MIN_PASSWORD_LENGTH, `password must be at least ${MIN_PASSWORD_LENGTH} characters`), v.maxLength(1024)),
  role: v.optional(v.picklist(['staff', 'admin'], "role must be 'staff' or 'admin'"), 'staff'),
});
export type StaffAccountInput = v.InferInput<typeof staffAccountSchema>;

/**
 * Add a staff account (npm run staff:create). An existing e-mail is refused unless `update` is set, which then resets the
 * password, name and role, re-enables the account and ends its sessions. Returns the problems, or the account.
 */
export async function createStaffAccount(sql: Sql, input: StaffAccountInput, { update = false } = {}) {
  const parsed = v.safeParse(staffAccountSchema, input);
  if (!parsed.success) return { ok: false as const, problems: parsed.issues.map((i) => i.message) };
  const { email, name, password, role } = parsed.output;
  const hash = await hashPassword(password);
  const [row] = await sql<{ id: string; inserted: boolean }[]>`
    INSERT INTO staff_users (email, name, password_hash, role) VALUES (${email}, ${name}, ${hash}, ${role})
    ON CONFLICT (email) DO ${update ? sql`UPDATE SET name = EXCLUDED.name, password_hash = EXCLUDED.password_hash, role = EXCLUDED.role, active = true` : sql`NOTHING`}
    RETURNING id, (xmax = 0) AS inserted`;
  if (!row) return { ok: false as const, problems: [`${email} already exists; pass --update to reset its password, name and role`] };
  // NOTE: a password reset must not leave an old session (possibly the reason for the reset) alive.
  if (!row.inserted) await sql`DELETE FROM sessions WHERE user_id = ${row.id}`;
  return { ok: true as const, account: { id: row.id, email, name, role, created: row.inserted } };
}
