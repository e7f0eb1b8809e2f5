import type { CurrentUser } from '@sdp/shared';
import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import * as v from 'valibot';
import type { AppEnv } from '../../lib/deps.ts';
import { enforce, resetHits } from '../../lib/rate-limit.ts';
import { createSession, deleteSession, SESSION_COOKIE, sessionCookieOptions, sha256 } from '../../lib/session.ts';
import { validate } from '../../lib/validate.ts';
import { sessionUser, unauthorized } from '../../middleware/auth.ts';
import { clientIp } from '../../middleware/client-ip.ts';
import { authenticate, LOGIN_PER_ACCOUNT, LOGIN_PER_IP, safeReturnTo } from './auth.service.ts';
import { publicRoute } from '../../middleware/access.ts';

const loginSchema = v.object({
  email: v.pipe(v.string('Please enter your email'), v.trim(), v.toLowerCase(), v.nonEmpty('Please enter your email'), v.maxLength(254)),
  password: v.pipe(v.string('Please enter your password'), v.nonEmpty('Please enter your password'), v.maxLength(1024)),
});

const asCurrentUser = (user: { name: string; email: string; role: 'staff' | 'admin' }): CurrentUser => ({
  name: user.name,
  email: user.email,
  role: user.role,
});

/** Staff sign-in, sign-out and the current user (design §7). */
export const authRoutes = new Hono<AppEnv>()
  .post('/auth/login', publicRoute(), validate('json', loginSchema), async (c) => {
    const { sql, redis, env } = c.get('deps');
    const { email, password } = c.req.valid('json');
    await enforce(redis, env.REDIS_PREFIX, LOGIN_PER_IP, clientIp(c));
    // NOTE: the e-mail is hashed so Redis never holds staff addresses.
    const account = sha256(email);
    await enforce(redis, env.REDIS_PREFIX, LOGIN_PER_ACCOUNT, account);
    const user = await authenticate(sql, email, password);
    if (!user) throw unauthorized('Invalid email or password');
    await resetHits(redis, env.REDIS_PREFIX, LOGIN_PER_ACCOUNT, account);
    // NOTE: a session cookie sent with the login is ended, never reused: the new session always gets a new id (no fixation).
    const previous = getCookie(c, SESSION_COOKIE);
    if (previous) await deleteSession(sql, env.SESSION_SECRET, previous);
    setCookie(c, SESSION_COOKIE, await createSession(sql, env.SESSION_SECRET, user.id), sessionCookieOptions(env));
    c.header('Cache-Control', 'no-store');
    return c.json(asCurrentUser(user), 200);
  })
  .get('/auth/user', publicRoute(), async (c) => {
    c.header('Cache-Control', 'no-store');
    const user = await sessionUser(c);
    if (!user) throw unauthorized();
    return c.json(asCurrentUser(user), 200);
  })
  .get('/login', publicRoute(), (c) => {
    const base = c.get('deps').env.BASE_PATH;
    const returnTo = safeReturnTo(c.req.query('returnTo'));
    return c.redirect(`${base}/login${returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : ''}`, 302);
  })
  .get('/logout', publicRoute(), async (c) => {
    const { sql, env } = c.get('deps');
    const token = getCookie(c, SESSION_COOKIE);
    if (token) await deleteSession(sql, env.SESSION_SECRET, token);
    deleteCookie(c, SESSION_COOKIE, { path: '/', secure: sessionCookieOptions(env).secure });
    c.header('Cache-Control', 'no-store');
    return c.redirect(`${env.BASE_PATH}/`, 302);
  });
