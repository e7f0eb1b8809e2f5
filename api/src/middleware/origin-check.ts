import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../lib/deps.ts';
import { ApiError } from '../lib/errors.ts';
import { sessionCookieName } from '../lib/session.ts';
import { API_KEY_HEADER } from './auth.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

// NOTE: PUBLIC_URL's origin only (issue 35, I1; ADR 164). The request's own URL is built from its Host header, which the
// sender chooses: a forged Host with a matching Origin would vouch for itself. No X-Forwarded-Host either, whatever TRUST_PROXY
// says: a proxy of ours serves PUBLIC_URL, so there is nothing for it to add.
const ourOrigins = (c: Context<AppEnv>) => [new URL(c.get('deps').env.PUBLIC_URL).origin];

/**
 * Whether a request that changes something without a body (GET /api/logout, which the spec keeps) came from our own pages:
 * the browser's Sec-Fetch-Site says so (same-origin, or "none" for a typed address or bookmark); a browser too old to send it
 * is judged by Origin, then Referer. Anything else (another site's link, image or form, or no evidence at all) is not ours.
 */
export function fromOurPages(c: Context<AppEnv>): boolean {
  const site = c.req.header('sec-fetch-site');
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  const claimed = originOf(c.req.header('origin') ?? c.req.header('referer'));
  return claimed !== null && ourOrigins(c).includes(claimed);
}

/**
 * CSRF defence for cookie-authenticated writes, JSON included (hono/csrf only looks at form content types): an unsafe request
 * that carries the session cookie must come from our own pages, told by Origin or, failing that, Referer. Sign-in is checked
 * too (login CSRF) when the browser says where it came from. X-API-Key calls carry no cookie authority and are exempt, and so is
 * the Stripe webhook (signed, never cookie-authenticated).
 */
export function checkOrigin(c: Context<AppEnv>, apiPath: string): void {
  if (SAFE_METHODS.has(c.req.method)) return;
  if (c.req.header(API_KEY_HEADER) !== undefined || apiPath === '/stripe/webhook') return;
  const hasSession = getCookie(c, sessionCookieName(c.get('deps').env)) !== undefined;
  const isLogin = apiPath === '/auth/login';
  if (!hasSession && !isLogin) return;
  // NOTE: an Origin of "null" (sandboxed frame, privacy redirect) is a claim we cannot trust, not a missing header.
  const origin = c.req.header('origin');
  const claimed = origin !== undefined ? (originOf(origin) ?? 'opaque') : originOf(c.req.header('referer'));
  if (!claimed && !hasSession) return;
  if (!claimed || !ourOrigins(c).includes(claimed)) {
    throw new ApiError('FORBIDDEN', 'This request did not come from the SD Pumpkin site');
  }
}
