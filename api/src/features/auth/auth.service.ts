import { randomBytes } from 'node:crypto';
import type { Sql } from '@sdp/server/db/sql';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import type { RateLimitRule } from '../../lib/rate-limit.ts';
import type { SessionUser } from '../../lib/session.ts';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
// NOTE: fails closed (ADR 007): without Redis we cannot count guesses, and staff can wait a minute; customers are unaffected.
// One address trying many accounts stops here; one account tried from one address slows down in login-back-off.ts (ADR 022).
export const LOGIN_PER_IP: RateLimitRule = { bucket: 'login:ip', limit: 50, windowMs: FIFTEEN_MINUTES, whenRedisDown: 'closed' };

let dummyHash: Promise<string> | undefined;

/**
 * The account for these credentials, or null. An unknown e-mail still pays for one scrypt verification against a throw-away
 * hash, so the answer's timing does not tell which staff e-mails exist.
 */
export async function authenticate(sql: Sql, email: string, password: string): Promise<SessionUser | null> {
  const [user] = await sql<(SessionUser & { password_hash: string })[]>`
    SELECT id, name, email, role, password_hash FROM staff_users WHERE email = ${email} AND active`;
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const valid = await verifyPassword(password, user?.password_hash ?? (await dummyHash));
  if (!user || !valid) return null;
  return { id: user.id, name: user.name, email: user.email, role: user.role };
}

/** A returnTo the login page may follow: a path on this site only (no scheme, no `//host`, no backslash tricks). */
export function safeReturnTo(value: string | undefined): string | null {
  if (!value || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  // NOTE: control characters would let a browser normalise the path into something else.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  return value;
}
