import type { CurrentUser } from '@sdp/shared';
import { staffLoginSchema } from '@sdp/shared/schemas/staff-login';
import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../../lib/deps.ts';
import { enforce } from '../../lib/rate-limit.ts';
import { createSession, deleteSession, sessionCookieName, sessionCookieOptions } from '../../lib/session.ts';
import { validate } from '../../lib/validate.ts';
import { sessionUser, unauthorized } from '../../middleware/auth.ts';
import { clientIp } from '../../middleware/client-ip.ts';
import { fromOurPages } from '../../middleware/origin-check.ts';
import { ApiError } from '../../lib/errors.ts';
import { authenticate, LOGIN_PER_IP, safeReturnTo } from './auth.service.ts';
import { loginPair } from './login-back-off.ts';
import { phoneKey } from './phone-key.ts';
import { publicRoute, staff } from '../../middleware/access.ts';

const asCurrentUser = (user: { name: string; email: string; role: 'staff' | 'admin' }): CurrentUser => ({
  name: user.name,
  email: user.email,
  role: user.role,
});

/** Staff sign-in, sign-out and the current user (docs/design.md §7). */
export const authRoutes = new Hono<AppEnv>()
  .post('/auth/login', publicRoute(), validate('json', staffLoginSchema), async (c) => {
    const { sql, redis, env } = c.get('deps');
    const { email, password } = c.req.valid('json');
    const ip = clientIp(c);
    await enforce(redis, env.REDIS_PREFIX, env.LOGIN_ATTEMPTS_PER_IP ? { ...LOGIN_PER_IP, limit: env.LOGIN_ATTEMPTS_PER_IP } : LOGIN_PER_IP, ip);
    // NOTE: checked before the password, so a right guess made while the pair must wait is not confirmed either.
    const pair = loginPair(redis, env.REDIS_PREFIX, email, ip);
    await pair.ensureMayTry();
    const user = await authenticate(sql, email, password);
    if (!user) {
      await pair.recordFailure();
      throw unauthorized('Invalid email or password');
    }
    await pair.clear();
    // NOTE: a session cookie sent with the login is ended, never reused: the new session always gets a new id (no fixation).
    const previous = getCookie(c, sessionCookieName(env));
    if (previous) await deleteSession(sql, env.SESSION_SECRET, previous);
    setCookie(c, sessionCookieName(env), await createSession(sql, env.SESSION_SECRET, user.id), sessionCookieOptions(env));
    c.header('Cache-Control', 'no-store');
    return c.json(asCurrentUser(user), 200);
  })
  .get('/auth/user', publicRoute(), async (c) => {
    c.header('Cache-Control', 'no-store');
    const user = await sessionUser(c);
    if (!user) throw unauthorized();
    return c.json(asCurrentUser(user), 200);
  })
  // NOTE: /login's question "is anyone signed in here?": 200 either way, so being signed out is an answer, not a failed request
  // the browser reports in its console on every visit. Staff screens keep asking /auth/user, whose 401 is the spec's.
  .get('/auth/session', publicRoute(), async (c) => {
    c.header('Cache-Control', 'no-store');
    const user = await sessionUser(c);
    return c.json({ user: user ? asCurrentUser(user) : null }, 200);
  })
  // NOTE: the crew phone's key for the run sheet it keeps (ADR 168), asked when the run sheet opens with signal: a 401 here is the
  // server saying the session is gone, and the phone forgets the sheet.
  .get('/auth/phone-key', staff(), async (c) => {
    const { sql, env } = c.get('deps');
    const key = await phoneKey(sql, env.SESSION_SECRET, getCookie(c, sessionCookieName(env)) ?? '');
    if (!key) throw unauthorized();
    return c.json(key, 200);
  })
  .get('/login', publicRoute(), (c) => {
    const base = c.get('deps').env.BASE_PATH;
    const returnTo = safeReturnTo(c.req.query('returnTo'));
    return c.redirect(`${base}/login${returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : ''}`, 302);
  })
  // NOTE: GET stays for the staff bar's plain link (docs/product-spec.md), but only our own pages may end a session with it
  // (ADR 079): another site's link or <img> must not sign staff out. POST is checked by the app-wide Origin check.
  .get('/logout', publicRoute(), async (c) => {
    if (!fromOurPages(c)) throw new ApiError('FORBIDDEN', 'To sign out, use the Sign out button on the SD Pumpkin site');
    return signOut(c);
  })
  .post('/logout', publicRoute(), (c) => signOut(c));

async function signOut(c: Context<AppEnv>) {
  const { sql, env } = c.get('deps');
  const token = getCookie(c, sessionCookieName(env));
  if (token) await deleteSession(sql, env.SESSION_SECRET, token);
  deleteCookie(c, sessionCookieName(env), { path: '/', secure: sessionCookieOptions(env).secure });
  c.header('Cache-Control', 'no-store');
  return c.redirect(`${env.BASE_PATH}/`, 302);
}
