import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Env } from '@sdp/server/env';
import type { Sql } from '@sdp/server/db/sql';

export const SESSION_COOKIE = 'sdp_session';
/** A session ends after 8 h without a request (sliding) and 7 days after login whatever happens. */
export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
// NOTE: writing last_seen_at on every request would turn every staff GET into a write; a minute's precision is plenty for 8 h.
const TOUCH_AFTER_MS = 60 * 1000;

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: 'staff' | 'admin';
}

/** sha256 of a secret token, hex. API keys store only this. */
export const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * What the sessions table stores for a cookie token: HMAC-SHA256 keyed with SESSION_SECRET. A database leak yields no usable
 * cookie, and rotating SESSION_SECRET ends every staff session at once (docs/operations.md).
 */
export const sessionIdHash = (secret: string, token: string) => createHmac('sha256', secret).update(token).digest('hex');

/** Start a new session for a user: a fresh random token every time, so a cookie planted before login is never promoted. */
export async function createSession(sql: Sql, secret: string, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  // NOTE: the user's dead sessions go at each login, so the table stays the size of the live ones without a cron.
  await sql`
    DELETE FROM sessions
    WHERE user_id = ${userId}
      AND (expires_at <= now() OR last_seen_at <= now() - make_interval(secs => ${SESSION_IDLE_MS / 1000}))`;
  await sql`
    INSERT INTO sessions (id_hash, user_id, expires_at)
    VALUES (${sessionIdHash(secret, token)}, ${userId}, now() + make_interval(secs => ${SESSION_ABSOLUTE_MS / 1000}))`;
  return token;
}

/** The user behind a session token, or null when it is unknown, idle too long, past its absolute end or the user is disabled. */
export async function findSessionUser(sql: Sql, secret: string, token: string): Promise<SessionUser | null> {
  const idHash = sessionIdHash(secret, token);
  const [row] = await sql<(SessionUser & { stale: boolean })[]>`
    SELECT u.id, u.name, u.email, u.role, s.last_seen_at <= now() - make_interval(secs => ${TOUCH_AFTER_MS / 1000}) AS stale
    FROM sessions s JOIN staff_users u ON u.id = s.user_id
    WHERE s.id_hash = ${idHash}
      AND s.expires_at > now()
      AND s.last_seen_at > now() - make_interval(secs => ${SESSION_IDLE_MS / 1000})
      AND u.active`;
  if (!row) return null;
  if (row.stale) await sql`UPDATE sessions SET last_seen_at = now() WHERE id_hash = ${idHash}`;
  return { id: row.id, name: row.name, email: row.email, role: row.role };
}

export async function deleteSession(sql: Sql, secret: string, token: string): Promise<void> {
  await sql`DELETE FROM sessions WHERE id_hash = ${sessionIdHash(secret, token)}`;
}

const isHttps = (env: Pick<Env, 'PUBLIC_URL'>) => new URL(env.PUBLIC_URL).protocol === 'https:';

/**
 * The session cookie's name: `__Host-` prefixed when the public site is https, so a browser keeps it only when it is Secure, on
 * Path=/ and without Domain: a sibling subdomain or a plain-http page cannot plant or overwrite it (README, Security).
 */
export const sessionCookieName = (env: Pick<Env, 'PUBLIC_URL'>) => (isHttps(env) ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE);

/** Cookie attributes of docs/design.md §7: httpOnly, SameSite=Lax, Path=/, Secure when the public site is https. */
export function sessionCookieOptions(env: Pick<Env, 'PUBLIC_URL'>) {
  return {
    httpOnly: true,
    sameSite: 'Lax' as const,
    // NOTE: '/' even under BASE_PATH: the `__Host-` prefix requires it, and the API and the SPA share the one origin anyway.
    path: '/',
    secure: isHttps(env),
    // NOTE: the cookie outlives no session: the browser drops it when the absolute expiry would end the session anyway.
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  };
}
