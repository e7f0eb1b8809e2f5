import type { Context, MiddlewareHandler } from 'hono';
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
const forbidden = () => new ApiError('FORBIDDEN', 'You do not have permission to do this');

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

async function apiKeyIdentity(c: Context<AppEnv>): Promise<ApiKeyIdentity | null> {
  const key = c.req.header(API_KEY_HEADER);
  if (!key) return null;
  const identity = await findApiKey(c.get('deps').sql, key);
  if (identity) c.set('apiKey', identity);
  return identity;
}

/** 401 without a live staff session. */
export const requireStaff: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!(await sessionUser(c))) throw unauthorized();
  await next();
};

/** 401 without a session, 403 for a staff user who is not an admin. */
export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = await sessionUser(c);
  if (!user) throw unauthorized();
  if (user.role !== 'admin') throw forbidden();
  await next();
};

/** Zapier's calls: 401 without a valid, unrevoked X-API-Key. */
export const requireApiKey: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!(await apiKeyIdentity(c))) throw unauthorized('A valid X-API-Key header is required');
  await next();
};

/** Subscribe: Zapier with its key, or the Zapier page with the staff session. */
export const requireApiKeyOrStaff: MiddlewareHandler<AppEnv> = async (c, next) => {
  const ok = c.req.header(API_KEY_HEADER) !== undefined ? await apiKeyIdentity(c) : await sessionUser(c);
  if (!ok) throw unauthorized();
  await next();
};
