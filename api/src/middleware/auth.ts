import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { findApiKey, type ApiKeyIdentity } from '../lib/api-keys.ts';
import type { AppEnv } from '../lib/deps.ts';
import { ApiError } from '../lib/errors.ts';
import { findSessionUser, sessionCookieName, type SessionUser } from '../lib/session.ts';

declare module 'hono' {
  interface ContextVariableMap {
    /** Set when the request authenticated with a Zapier X-API-Key. */
    apiKey?: ApiKeyIdentity;
  }
}

export const API_KEY_HEADER = 'x-api-key';
export const unauthorized = (message = 'Authentication required') => new ApiError('UNAUTHORIZED', message);

/**
 * The signed-in staff user, looked up once per request. A request that carries X-API-Key is never cookie-authenticated:
 * it is a machine call and skips the Origin check, so it must not ride on a browser's session.
 */
export async function sessionUser(c: Context<AppEnv>): Promise<SessionUser | null> {
  const known = c.get('user');
  if (known) return known;
  if (c.req.header(API_KEY_HEADER) !== undefined) return null;
  const { sql, env } = c.get('deps');
  const token = getCookie(c, sessionCookieName(env));
  if (!token) return null;
  const user = await findSessionUser(sql, env.SESSION_SECRET, token);
  if (user) c.set('user', user);
  return user;
}

/** The live Zapier key behind X-API-Key, remembered for the handler; null without one. */
export async function apiKeyIdentity(c: Context<AppEnv>): Promise<ApiKeyIdentity | null> {
  const key = c.req.header(API_KEY_HEADER);
  if (!key) return null;
  const identity = await findApiKey(c.get('deps').sql, key);
  if (identity) c.set('apiKey', identity);
  return identity;
}
