import type { CurrentUser } from '@sdp/shared';
import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import * as v from 'valibot';
import type { AppEnv } from '../../lib/deps.ts';
import { enforce } from '../../lib/rate-limit.ts';
import { createSession, deleteSession, sessionCookieName, sessionCookieOptions } from '../../lib/session.ts';
import { validate } from '../../lib/validate.ts';
import { sessionUser, unauthorized } from '../../middleware/auth.ts';
import { clientIp } from '../../middleware/client-ip.ts';
import { authenticate, LOGIN_PER_IP, safeReturnTo } from './auth.service.ts';
import { loginPair } from './login-back-off.ts';
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

/** Staff sign-in, sign-out and the current user (docs/design.md §7). */
export const authRoutes = new Hono<AppEnv>()
  .post('/auth/login', publicRoute(), validate('json', loginSchema), async (c) => {
    const { sql, redis, env } = c.get('deps');
    const { email, password } = c.req.valid('json');
    const ip = clientIp(c);
    await enforce(redis, env.REDIS_PREFIX, LOGIN_PER_IP, ip);
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
  .get('/login', publicRoute(), (c) => {
    const base = c.get('deps').env.BASE_PATH;
    const returnTo = safeReturnTo(c.req.query('returnTo'));
    return c.redirect(`${base}/login${returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : ''}`, 302);
  })
  .get('/logout', publicRoute(), async (c) => {
    const { sql, env } = c.get('deps');
    const token = getCookie(c, sessionCookieName(env));
    if (token) await deleteSession(sql, env.SESSION_SECRET, token);
    deleteCookie(c, sessionCookieName(env), { path: '/', secure: sessionCookieOptions(env).secure });
    c.header('Cache-Control', 'no-store');
    return c.redirect(`${env.BASE_PATH}/`, 302);
  });
