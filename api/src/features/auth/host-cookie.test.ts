import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/harness.ts';
import { call, createStaffUser, FIXTURE_PASSWORD } from '../../../test/staff-fixtures.ts';

// NOTE: served under BASE_PATH on purpose: the `__Host-` prefix needs Path=/ all the same.
const ctx = useTestContext({ PUBLIC_URL: 'https://shop.test', BASE_PATH: '/sdpumpkin' });

describe('the session cookie on an https site', () => {
  it('is __Host- prefixed: Secure, Path=/, no Domain; it signs in and out', async () => {
    const user = await createStaffUser(ctx);
    const res = await call(ctx, 'POST', '/api/auth/login', { body: { email: user.email, password: FIXTURE_PASSWORD } });
    expect(res.status).toBe(200);
    const setCookie = res.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^__Host-sdp_session=[\w-]{43}; /);
    expect(setCookie).toMatch(/; Path=\/;/);
    expect(setCookie).toMatch(/; Secure/);
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).not.toMatch(/Domain=/i);
    const cookie = setCookie.split(';')[0]!;
    expect((await call(ctx, 'GET', '/api/auth/user', { cookie })).status).toBe(200);
    // The unprefixed name a sibling subdomain could set is not a session here.
    expect((await call(ctx, 'GET', '/api/auth/user', { cookie: cookie.replace('__Host-', '') })).status).toBe(401);

    const out = await call(ctx, 'GET', '/api/logout', { cookie });
    expect(out.headers.get('set-cookie')).toMatch(/^__Host-sdp_session=;.*Max-Age=0.*Secure/);
    expect((await call(ctx, 'GET', '/api/auth/user', { cookie })).status).toBe(401);
  });
});
