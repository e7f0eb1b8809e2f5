import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/harness.ts';
import { withDateFrozen } from '../../test/frozen-date.ts';
import { createApp } from '../app.ts';
import { call, signedIn } from '../../test/staff-fixtures.ts';
import { contentSecurityPolicy } from './content-security-policy.ts';

const ctx = useTestContext({ PUBLIC_POST_RATE_LIMIT: '3' });
const ID = '00000000-0000-4000-8000-000000000000';

// Every endpoint behind a login, with the role it needs ('staff' means staff or admin).
const STAFF_ENDPOINTS: [method: string, path: string, role: 'staff' | 'admin'][] = [
  ['GET', '/api/custom-quotes', 'staff'],
  ['PUT', `/api/custom-quotes/${ID}/status`, 'staff'],
  ['GET', '/api/orders', 'staff'],
  ['POST', '/api/resend-email', 'staff'],
  ['GET', '/api/integrations', 'staff'],
  ['GET', '/api/zapier/subscriptions', 'admin'],
  ['DELETE', `/api/zapier/subscriptions/${ID}`, 'admin'],
  ['GET', '/api/season/settings', 'admin'],
  ['PUT', '/api/season/settings', 'admin'],
  ['GET', '/api/admin/stats', 'admin'],
  ['GET', '/api/admin/failed-jobs', 'admin'],
  ['POST', `/api/admin/failed-jobs/email/1/retry`, 'admin'],
  ['GET', '/api/admin/queues', 'admin'],
  ['GET', '/api/zapier/api-keys', 'admin'],
  ['POST', '/api/zapier/api-keys', 'admin'],
  ['POST', `/api/zapier/api-keys/${ID}/rotate`, 'admin'],
  ['DELETE', `/api/zapier/api-keys/${ID}`, 'admin'],
];
const ZAPIER_KEY_ENDPOINTS: [string, string][] = [
  ['GET', '/api/zapier/me'],
  ['POST', '/api/zapier/webhooks'],
  ['DELETE', `/api/zapier/webhooks/${ID}`],
  ['GET', '/api/zapier/quotes'],
  ['GET', '/api/zapier/orders'],
];

describe('access policy', () => {
  it('answers 401 without a session on every staff endpoint, and 403 to staff on admin ones', async () => {
    const staff = await signedIn(ctx, 'staff');
    const admin = await signedIn(ctx, 'admin');
    for (const [method, path, role] of STAFF_ENDPOINTS) {
      expect([method, path, (await call(ctx, method, path, { body: {} })).status]).toEqual([method, path, 401]);
      expect([method, path, (await call(ctx, method, path, { body: {}, cookie: 'sdp_session=forged' })).status]).toEqual([method, path, 401]);
      const asStaff = (await call(ctx, method, path, { body: {}, cookie: staff.cookie })).status;
      if (role === 'admin') expect([method, path, asStaff]).toEqual([method, path, 403]);
      else expect([method, path, asStaff === 401 || asStaff === 403]).toEqual([method, path, false]);
      const asAdmin = (await call(ctx, method, path, { body: {}, cookie: admin.cookie })).status;
      expect([method, path, asAdmin === 401 || asAdmin === 403]).toEqual([method, path, false]);
    }
  });

  it('answers 401 on every Zapier endpoint without a key, with a wrong key and with a revoked key', async () => {
    const admin = await signedIn(ctx, 'admin');
    const { id, key } = await (await call(ctx, 'POST', '/api/zapier/api-keys', { cookie: admin.cookie, body: {} })).json();
    expect((await call(ctx, 'GET', '/api/zapier/me', { headers: { 'x-api-key': key } })).status).toBe(200);
    await call(ctx, 'DELETE', `/api/zapier/api-keys/${id}`, { cookie: admin.cookie });
    for (const [method, path] of ZAPIER_KEY_ENDPOINTS) {
      for (const headers of [{}, { 'x-api-key': 'sdpk_wrong' }, { 'x-api-key': key as string }] as Record<string, string>[]) {
        expect([method, path, (await call(ctx, method, path, { headers, body: {} })).status]).toEqual([method, path, 401]);
      }
    }
  });

  it('never lets a session cookie ride along with an X-API-Key call', async () => {
    const admin = await signedIn(ctx, 'admin');
    const res = await call(ctx, 'GET', '/api/zapier/subscriptions', { cookie: admin.cookie, headers: { 'x-api-key': 'sdpk_wrong' } });
    expect(res.status).toBe(401);
  });

  it('keeps the customer calls public', async () => {
    expect((await call(ctx, 'GET', '/api/packages')).status).toBe(200);
    expect((await call(ctx, 'GET', '/api/season')).status).toBe(200);
  });
});

describe('Origin check', () => {
  it('refuses a cross-origin write that carries the session cookie, and lets the same-origin one through', async () => {
    const { cookie } = await signedIn(ctx, 'admin');
    const cross = await call(ctx, 'POST', '/api/zapier/api-keys', { cookie, body: {}, headers: { origin: 'https://evil.example' } });
    expect(cross.status).toBe(403);
    const nullOrigin = await call(ctx, 'POST', '/api/zapier/api-keys', { cookie, body: {}, headers: { origin: 'null' } });
    expect(nullOrigin.status).toBe(403);
    const none = await ctx.app.request('/api/zapier/api-keys', { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: '{}' });
    expect(none.status).toBe(403);
    const byReferer = await ctx.app.request('/api/zapier/api-keys', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', referer: `${ctx.env.PUBLIC_URL}/zapier` },
      body: '{}',
    });
    expect(byReferer.status).toBe(201);
    expect((await call(ctx, 'POST', '/api/zapier/api-keys', { cookie, body: {} })).status).toBe(201);
  });

  it('trusts only PUBLIC_URL: a staff write with the session cookie and a forged Host and Origin pair is refused (issue 35, I1)', async () => {
    const { cookie } = await signedIn(ctx, 'admin');
    const keys = async () => (await ctx.sql`SELECT count(*)::int AS n FROM api_keys`)[0]!.n;
    const before = await keys();
    for (const forged of ['http://evil.example', 'http://localhost:9999']) {
      const host = new URL(forged).host;
      const res = await ctx.app.request(`${forged}${ctx.env.BASE_PATH}/api/zapier/api-keys`, {
        method: 'POST', headers: { cookie, host, origin: forged, 'content-type': 'application/json' }, body: '{}',
      });
      expect(res.status, forged).toBe(403);
      expect(await res.json()).toMatchObject({ message: 'This request did not come from the SD Pumpkin site' });
      const signOut = await ctx.app.request(`${forged}${ctx.env.BASE_PATH}/api/logout`, { headers: { cookie, host, origin: forged } });
      expect(signOut.status, forged).toBe(403);
    }
    expect(await keys()).toBe(before);
    // The same write from PUBLIC_URL's origin goes through.
    const ours = new URL(ctx.env.PUBLIC_URL).origin;
    expect((await ctx.app.request(`${ours}${ctx.env.BASE_PATH}/api/zapier/api-keys`, { method: 'POST', headers: { cookie, origin: ours, 'content-type': 'application/json' }, body: '{}' })).status).toBe(201);
  });

  it('refuses a sign-in posted from another site (login CSRF)', async () => {
    const res = await ctx.post('/api/auth/login', { email: 'a@b.c', password: 'x' }, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
  });

  it('does not apply to cookie-less public posts or to X-API-Key calls', async () => {
    const res = await ctx.post('/api/zapier/webhooks', { target_url: 'http://127.0.0.1:9/hook' }, { origin: 'https://zapier.com', 'x-api-key': 'sdpk_x' });
    expect(res.status).toBe(401);
  });
});

describe('headers', () => {
  it('sends secure headers and the CSP on answers and on refusals', async () => {
    for (const res of [await call(ctx, 'GET', '/api/packages'), await call(ctx, 'GET', '/api/custom-quotes')]) {
      expect(res.headers.get('content-security-policy')).toBe(contentSecurityPolicy(ctx.env));
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('builds a CSP that allows Stripe, the emulator and only the configured tags; HSTS only on https', async () => {
    const base = { ...ctx.env, STRIPE_API_URL: 'http://127.0.0.1:12111', GTM_ID: '', GA_MEASUREMENT_ID: '', GOOGLE_ADS_ID: '', META_PIXEL_ID: '' };
    const csp = contentSecurityPolicy(base);
    expect(csp).toMatch(/script-src 'self' https:\/\/js\.stripe\.com [^;]*http:\/\/127\.0\.0\.1:12111/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com [^;]*http:\/\/127\.0\.0\.1:12111/);
    expect(csp).toMatch(/frame-src https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(csp).not.toMatch(/googletagmanager|facebook/);
    const tagged = contentSecurityPolicy({ ...base, GTM_ID: 'GTM-X', META_PIXEL_ID: '1' });
    expect(tagged).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com[^;]*https:\/\/connect\.facebook\.net/);
    expect(tagged).toMatch(/connect-src [^;]*google-analytics\.com/);
    const httpsApp = createApp({ ...ctx.deps, env: { ...ctx.env, PUBLIC_URL: 'https://sdpumpkin.com' } });
    const res = await httpsApp.request('/api/packages');
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
    expect(res.headers.get('content-security-policy')).toMatch(/upgrade-insecure-requests/);
  });
});

describe('public POST rate limit', () => {
  it('answers 429 with Retry-After past the limit, per endpoint and IP', () => withDateFrozen(async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await ctx.post('/api/validate-promo-code', { code: 'X', totalAmount: 1 })).status);
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses[3]).toBe(429);
    const res = await ctx.post('/api/validate-promo-code', { code: 'X', totalAmount: 1 });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await res.json()).toMatchObject({ code: 'RATE_LIMITED' });
    // Another endpoint has its own counter.
    expect((await ctx.post('/api/quotes', {})).status).not.toBe(429);
  }));

  it('limits the order page\'s writes and the link request too (ADR 046), the PATCH included, one counter for the page', () => withDateFrozen(async () => {
    const token = 'AAAAAAAAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
    const link = [];
    for (let i = 0; i < 4; i++) link.push((await ctx.post('/api/my-order/link', { email: 'jane@example.com', orderNumber: 'ABCDEF12' })).status);
    expect(link).toEqual([202, 202, 202, 429]);
    const page = [
      (await ctx.app.request(`${ctx.env.BASE_PATH}/api/my-order/${token}`, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: '{"specialInstructions":"x"}' })).status,
      (await ctx.post(`/api/my-order/${token}/reschedule`, { deliveryDate: '2027-10-11' })).status,
      (await ctx.post(`/api/my-order/${token}/cancel`, {})).status,
      (await ctx.post(`/api/my-order/${token}/card-setup`, {})).status,
    ];
    expect(page).toEqual([404, 404, 404, 429]);
    expect((await ctx.app.request(`${ctx.env.BASE_PATH}/api/my-order/${token}`)).status).toBe(404); // reading is not counted
  }));

  it('fails open when Redis is unavailable: a customer order is never refused by the limiter', async () => {
    const app = createApp({ ...ctx.deps, redis: null });
    for (let i = 0; i < 5; i++) {
      const res = await app.request('/api/quotes', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(res.status).not.toBe(429);
      expect(res.status).not.toBe(503);
    }
  });
});
