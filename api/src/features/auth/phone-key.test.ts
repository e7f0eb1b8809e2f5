import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/harness.ts';
import { call, createStaffUser, login, signedIn } from '../../../test/staff-fixtures.ts';
import { createStaffAccount } from './staff-accounts.ts';

const ctx = useTestContext();
const keyOf = async (cookie: string) => {
  const res = await call(ctx, 'GET', '/api/auth/phone-key', { cookie });
  return { status: res.status, body: await res.json(), cacheControl: res.headers.get('cache-control') };
};

describe('the crew phone key (ADR 168)', () => {
  it('is handed out only with a live session, never cached, with how long the session can last', async () => {
    const { cookie } = await signedIn(ctx);
    const answer = await keyOf(cookie);
    expect(answer.status).toBe(200);
    expect(answer.cacheControl).toBe('no-store');
    expect(Buffer.from(answer.body.key, 'base64url')).toHaveLength(32);
    expect(answer.body.keyId).toMatch(/^[\w-]{12}$/);
    expect(answer.body.keyId).not.toBe(answer.body.key.slice(0, 12));
    // The session ends 8 h after its last request (the server writes that down once a minute) and 7 days after sign-in at the latest.
    expect(answer.body.idleMs).toBe(8 * 60 * 60 * 1000 - 60 * 1000);
    expect(answer.body.endsInMs).toBeGreaterThan(7 * 24 * 60 * 60 * 1000 - 60 * 1000);
    expect(answer.body.endsInMs).toBeLessThanOrEqual(7 * 24 * 60 * 60 * 1000);

    expect((await keyOf('')).status).toBe(401);
    expect((await keyOf('sdp_session=not-a-session')).status).toBe(401);
  });

  it('is the same key for the same person signing in again, another for someone else, and a new one after a password change', async () => {
    const user = await createStaffUser(ctx);
    const first = (await keyOf((await login(ctx, user.email)).cookie)).body;
    const again = (await keyOf((await login(ctx, user.email)).cookie)).body;
    expect(again.key).toBe(first.key);
    const someoneElse = (await keyOf((await signedIn(ctx)).cookie)).body;
    expect(someoneElse.key).not.toBe(first.key);

    await createStaffAccount(ctx.sql, { email: user.email, name: user.name, password: 'a brand new password', role: 'staff' }, { update: true });
    const afterReset = (await keyOf((await login(ctx, user.email, 'a brand new password')).cookie)).body;
    expect(afterReset.key).not.toBe(first.key);
    expect(afterReset.keyId).not.toBe(first.keyId);
  });

  it('answers 401 once the session is ended on the server: revoked, idle for 8 hours, or its account disabled', async () => {
    const revoked = await signedIn(ctx);
    await ctx.sql`DELETE FROM sessions WHERE user_id = ${revoked.user.id}`;
    expect((await keyOf(revoked.cookie)).status).toBe(401);

    const idle = await signedIn(ctx);
    await ctx.sql`UPDATE sessions SET last_seen_at = now() - interval '8 hours 1 minute' WHERE user_id = ${idle.user.id}`;
    expect((await keyOf(idle.cookie)).status).toBe(401);

    const disabled = await signedIn(ctx);
    await ctx.sql`UPDATE staff_users SET active = false WHERE id = ${disabled.user.id}`;
    expect((await keyOf(disabled.cookie)).status).toBe(401);
  });
});
