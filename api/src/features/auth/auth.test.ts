import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/harness.ts';
import { withDateFrozen } from '../../../test/frozen-date.ts';
import { createApp } from '../../app.ts';
import { sessionIdHash } from '../../lib/session.ts';
import { call, createStaffUser, login, SAME_ORIGIN, signedIn } from '../../../test/staff-fixtures.ts';

const ctx = useTestContext();
const tokenOf = (cookie: string) => cookie.split('=')[1]!;

describe('staff sign-in', () => {
  it('signs in with the right password and sets an httpOnly, SameSite=Lax session cookie', async () => {
    const user = await createStaffUser(ctx, 'admin');
    const { res, cookie } = await login(ctx, user.email.toUpperCase());
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ name: user.name, email: user.email, role: 'admin' });
    const setCookie = res.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toMatch(/Secure/);
    expect(tokenOf(cookie)).toMatch(/^[\w-]{43}$/);
    const [row] = await ctx.sql`SELECT id_hash FROM sessions WHERE user_id = ${user.id}`;
    expect(row!.id_hash).toBe(sessionIdHash(ctx.env.SESSION_SECRET, tokenOf(cookie)));
    const me = await call(ctx, 'GET', '/api/auth/user', { cookie });
    expect(await me.json()).toEqual({ name: user.name, email: user.email, role: 'admin' });
    const session = await call(ctx, 'GET', '/api/auth/session', { cookie });
    expect([session.status, await session.json()]).toEqual([200, { user: { name: user.name, email: user.email, role: 'admin' } }]);
  });

  it('answers /login\'s session probe with 200 and no user when nobody is signed in (no failed request in the console)', async () => {
    const res = await call(ctx, 'GET', '/api/auth/session');
    expect([res.status, await res.json()]).toEqual([200, { user: null }]);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers the same 401 for a wrong password and for an unknown account', async () => {
    const user = await createStaffUser(ctx);
    for (const [email, password] of [[user.email, 'wrong password!!'], ['nobody@sdpumpkin.test', 'whatever password']]) {
      const { res, cookie } = await login(ctx, email!, password);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ message: 'Invalid email or password' });
      expect(cookie).toBe('');
    }
  });

  it('never promotes a cookie sent before sign-in (no session fixation)', async () => {
    const user = await createStaffUser(ctx);
    const planted = 'sdp_session=attacker-chosen-value';
    const first = await login(ctx, user.email, undefined, { cookie: planted });
    expect(first.cookie).not.toBe(planted);
    expect((await call(ctx, 'GET', '/api/auth/user', { cookie: planted })).status).toBe(401);
    // A real, live session sent along with a new sign-in is ended and replaced.
    const second = await login(ctx, user.email, undefined, { cookie: first.cookie, ...SAME_ORIGIN });
    expect(second.cookie).not.toBe(first.cookie);
    expect((await call(ctx, 'GET', '/api/auth/user', { cookie: first.cookie })).status).toBe(401);
    expect((await call(ctx, 'GET', '/api/auth/user', { cookie: second.cookie })).status).toBe(200);
  });

  it('answers 401 for the current user without a session', async () => {
    expect((await call(ctx, 'GET', '/api/auth/user')).status).toBe(401);
    expect((await call(ctx, 'GET', '/api/auth/user', { cookie: 'sdp_session=nope' })).status).toBe(401);
  });

  it('signs out: the session is gone, the cookie cleared, back to /', async () => {
    const { cookie } = await signedIn(ctx);
    const res = await call(ctx, 'GET', '/api/logout', { cookie });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
    expect(res.headers.get('set-cookie')).toMatch(/sdp_session=;.*Max-Age=0/);
    expect((await call(ctx, 'GET', '/api/auth/user', { cookie })).status).toBe(401);
  });

  it('signs out on GET only from our own pages (Sec-Fetch-Site or Origin), and on a same-origin POST (ADR 079)', async () => {
    const { cookie } = await signedIn(ctx);
    const stillIn = async () => (await call(ctx, 'GET', '/api/auth/user', { cookie })).status === 200;
    // Another site's link, <img> or iframe: the browser says cross-site; no header at all is no evidence either.
    for (const headers of <Record<string, string>[]>[{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }, { origin: 'https://evil.example' }, { origin: '' }]) {
      const res = await ctx.app.request('/api/logout', { headers: { cookie, ...headers } });
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ message: 'To sign out, use the Sign out button on the SD Pumpkin site' });
      expect(await stillIn()).toBe(true);
    }
    const crossSitePost = await ctx.app.request('/api/logout', { method: 'POST', headers: { cookie, origin: 'https://evil.example' } });
    expect(crossSitePost.status).toBe(403);
    expect(await stillIn()).toBe(true);
    // The staff bar's link: a same-origin navigation.
    const res = await ctx.app.request('/api/logout', { headers: { cookie, 'sec-fetch-site': 'same-origin' } });
    expect(res.status).toBe(302);
    expect(await stillIn()).toBe(false);

    const again = await signedIn(ctx);
    const post = await call(ctx, 'POST', '/api/logout', { cookie: again.cookie });
    expect(post.status).toBe(302);
    expect(post.headers.get('set-cookie')).toMatch(/sdp_session=;.*Max-Age=0/);
    expect((await call(ctx, 'GET', '/api/auth/user', { cookie: again.cookie })).status).toBe(401);
  });

  it('sends GET /api/login to the SPA login page, keeping only a same-site returnTo', async () => {
    const location = async (q: string) => (await call(ctx, 'GET', `/api/login${q}`)).headers.get('location');
    expect(await location('?returnTo=%2Fdashboard%3Ftab%3Dquotes')).toBe('/login?returnTo=%2Fdashboard%3Ftab%3Dquotes');
    for (const evil of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)']) {
      expect(await location(`?returnTo=${encodeURIComponent(evil)}`)).toBe('/login');
    }
  });
});

describe('session expiry', () => {
  it('ends a session idle for more than 8 hours', async () => {
    const { cookie } = await signedIn(ctx);
    const idHash = sessionIdHash(ctx.env.SESSION_SECRET, tokenOf(cookie));
    await ctx.sql`UPDATE sessions SET last_seen_at = now() - interval '7 hours 59 minutes' WHERE id_hash = ${idHash}`;
    expect((await call(ctx, 'GET', '/api/auth/user', { cookie })).status).toBe(200);
    // That request slid the idle window forward.
    const [row] = await ctx.sql`SELECT now() - last_seen_at < interval '1 minute' AS fresh FROM sessions WHERE id_hash = ${idHash}`;
    expect(row!.fresh).toBe(true);
    await ctx.sql`UPDATE sessions SET last_seen_at = now() - interval '8 hours 1 minute' WHERE id_hash = ${idHash}`;
    expect((await call(ctx, 'GET', '/api/auth/user', { cookie })).status).toBe(401);
  });

  it('ends a session at its absolute expiry even while in use', async () => {
    const { cookie } = await signedIn(ctx);
    const idHash = sessionIdHash(ctx.env.SESSION_SECRET, tokenOf(cookie));
    const [row] = await ctx.sql`SELECT expires_at - created_at AS lifetime FROM sessions WHERE id_hash = ${idHash}`;
    expect(row!.lifetime).toBe('7 days');
    await ctx.sql`UPDATE sessions SET created_at = now() - interval '7 days', expires_at = now() - interval '1 second' WHERE id_hash = ${idHash}`;
    expect((await call(ctx, 'GET', '/api/auth/user', { cookie })).status).toBe(401);
  });

  it('ends the sessions of a disabled account', async () => {
    const { cookie, user } = await signedIn(ctx);
    await ctx.sql`UPDATE staff_users SET active = false WHERE id = ${user.id}`;
    expect((await call(ctx, 'GET', '/api/auth/user', { cookie })).status).toBe(401);
  });
});

describe('sign-in rate limits', () => {
  it('refuses the 11th rapid attempt on one account with 429 and Retry-After', () => withDateFrozen(async () => {
    const user = await createStaffUser(ctx);
    for (let i = 0; i < 10; i++) expect((await login(ctx, user.email, 'wrong password!!')).res.status).toBe(401);
    const { res } = await login(ctx, user.email);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await res.json()).toMatchObject({ code: 'RATE_LIMITED' });
  }));

  it('clears the account counter after a successful sign-in', async () => {
    const user = await createStaffUser(ctx);
    for (let i = 0; i < 9; i++) await login(ctx, user.email, 'wrong password!!');
    expect((await login(ctx, user.email)).res.status).toBe(200);
    // Attempts 11 and 12 in this window: without the reset the 11th would be refused.
    for (let i = 0; i < 2; i++) expect((await login(ctx, user.email, 'wrong password!!')).res.status).toBe(401);
  });

  it('fails closed with 503 when Redis is unavailable (ADR 007)', async () => {
    const user = await createStaffUser(ctx);
    const app = createApp({ ...ctx.deps, redis: null });
    const res = await app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: 'correct horse battery staple' }),
    });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('60');
  });
});
