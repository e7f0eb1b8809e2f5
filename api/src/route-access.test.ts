import { beforeAll, describe, expect, it } from 'vitest';
import { registeredRoutes, type RegisteredRoute } from '../test/app-routes.ts';
import { useTestContext } from '../test/harness.ts';
import { call, signedIn } from '../test/staff-fixtures.ts';

// Fail-closed access (docs/design.md §10, ADR 018): every route the app registers is walked. Only the routes listed here as public may
// answer a caller without credentials; each list is written out by hand, so opening a route is a visible change to this file.
const ctx = useTestContext();

const PUBLIC = new Set([
  'GET /api/health', 'GET /api/config', 'GET /api/season',
  'GET /api/packages', 'GET /api/packages/:id', 'GET /api/add-on-services', 'GET /api/delivery-zones',
  'GET /api/delivery-zones/check/:zipCode', 'GET /api/service-areas', 'GET /api/home-communities', 'GET /api/gallery',
  'GET /api/images/:hash/:file',
  'POST /api/validate-promo-code', 'POST /api/create-stripe-checkout', 'POST /api/orders', 'POST /api/orders/verify-checkout-session',
  'POST /api/orders/verify-payment-intent',
  'POST /api/orders/:id/update-payment', 'POST /api/orders/:id/confirm-payment', 'GET /api/orders/:id/confirmation',
  'POST /api/quotes', 'POST /api/waitlist', 'GET /api/waitlist/unsubscribe/:token', 'POST /api/waitlist/unsubscribe/:token',
  'GET /api/waitlist/rejoin/:token', 'POST /api/waitlist/rejoin/:token', 'POST /api/stripe/webhook', 'GET /api/pay-balance/:token', 'POST /api/pay-balance/:token/intent',
  'GET /api/quote-deposit/:token', 'POST /api/quote-deposit/:token/checkout',
  // The customer's own order page (docs/design.md §12, ADR 046): the signed my-order token is the credential.
  'POST /api/my-order/link', 'GET /api/my-order/:token', 'PATCH /api/my-order/:token', 'POST /api/my-order/:token/reschedule',
  'POST /api/my-order/:token/cancel', 'POST /api/my-order/:token/balance-intent', 'POST /api/my-order/:token/card-setup',
  'POST /api/my-order/:token/card',
  // A tip for the crew from the customer's order page (docs/design.md §27): the same token.
  'POST /api/my-order/:token/tip',
  // The renewal offer's page (docs/design.md §18, ADR 111): the signed /renew token is the credential.
  'GET /api/renew/:token', 'POST /api/renew/:token/accept', 'POST /api/renew/:token/decline',
  // A crew's calendar feed (ADR 127): the secret in its address is the credential (a wrong one is 404).
  'GET /api/crew-feed/:file',
  // Twilio's webhooks (docs/design.md §19): its signature is the credential (403 without it).
  'POST /api/sms/inbound', 'POST /api/sms/status',
  // Twilio's voice webhooks (docs/design.md §26): the same signature, checked the same way (403 without it).
  'POST /api/voice/incoming', 'POST /api/voice/status',
  // The owner's numbers and reviews (docs/design.md §21): visit events; the review note page, its signed token the credential; the published testimonials.
  'POST /api/events', 'GET /api/review-notes/:token', 'POST /api/review-notes/:token', 'GET /api/testimonials',
  // Which open weeks are neighbour weeks for a zip (docs/design.md §20, ADR 142): week dates and the saving, nothing of the stops.
  'GET /api/neighbour-weeks',
  // Readiness (docs/design.md §25, ADR 262): states of PostgreSQL, Redis and the workers' heartbeat, for the load balancer.
  'GET /api/ready',
  // Gift cards (docs/design.md §27): buying one, and a code's balance and printable face (the code is the credential, rate limited).
  'POST /api/gift-cards/checkout', 'GET /api/gift-cards/:code/balance', 'GET /api/gift-cards/:code',
  'POST /api/auth/login', 'GET /api/auth/user', 'GET /api/auth/session', 'GET /api/login', 'GET /api/logout', 'POST /api/logout',
]);
// Staff-level users get 403 here (ADR 009; webhooks: ADR 018).
const ADMIN = new Set([
  'GET /api/season/settings', 'PUT /api/season/settings', 'GET /api/admin/stats', 'GET /api/admin/failed-jobs',
  'POST /api/admin/failed-jobs/:queue/:id/retry', 'GET /api/admin/queues', 'POST /api/admin/queues', 'GET /api/admin/queues/*',
  'POST /api/admin/queues/*', 'GET /api/zapier/api-keys', 'POST /api/zapier/api-keys', 'POST /api/zapier/api-keys/:id/rotate',
  'DELETE /api/zapier/api-keys/:id', 'GET /api/zapier/subscriptions', 'DELETE /api/zapier/subscriptions/:id', 'POST /api/zapier/webhooks',
  'POST /api/admin/orders/:id/refund', 'POST /api/admin/orders/:id/cancel',
  'GET /api/season/rollover', 'POST /api/season/rollover', 'GET /api/season/open-booking', 'POST /api/season/open-booking',
  // Catalog management (docs/design.md §13, ADR 039): prices, promo codes and photographs are admins' to change.
  'GET /api/admin/catalog', 'POST /api/admin/catalog/packages', 'PUT /api/admin/catalog/packages/:id', 'POST /api/admin/catalog/add-ons',
  'PUT /api/admin/catalog/add-ons/:id', 'POST /api/admin/catalog/promo-codes', 'PUT /api/admin/catalog/promo-codes/:id',
  'POST /api/admin/catalog/gallery', 'PUT /api/admin/catalog/gallery/order', 'PUT /api/admin/catalog/gallery/:id', 'DELETE /api/admin/catalog/gallery/:id',
  'POST /api/admin/catalog/images',
  // The accountant's CSV is the dashboard's money (docs/design.md §21, ADR 123).
  'GET /api/admin/bookkeeping.csv',
  // The crew's tips per day for payroll (docs/design.md §27, ADR 302): the owner's, as the rest of the money.
  'GET /api/admin/tips.csv',
  // The owner's numbers are the owner's screen (ADR 181): the crew is not offered /insights and its read answers 403.
  'GET /api/admin/insights',
  // The crew day's leave time and minutes per stop (ADR 126): admins change them, staff read them.
  'PUT /api/admin/crew-day-times',
  // The system's figures (docs/design.md §25, ADR 263): Prometheus's with METRICS_TOKEN, else admins'.
  'GET /api/metrics', 'GET /api/admin/system',
  // Whether WAL archiving keeps up (docs/design.md §24, ADR 232): the admin dashboard's warning.
  'GET /api/admin/archiving',
  // A gift card's money leaves only by an admin (ADR 307); staff look one up.
  'POST /api/admin/gift-cards/:code/void', 'POST /api/admin/gift-cards/:code/refund', 'POST /api/admin/gift-cards/:code/cash-back',
]);
// Zapier's own calls, with X-API-Key (subscribe also takes an admin session).
const ZAPIER_KEY = new Set([
  'GET /api/zapier/me', 'POST /api/zapier/webhooks', 'DELETE /api/zapier/webhooks/:id', 'GET /api/zapier/quotes', 'GET /api/zapier/orders',
  'GET /api/zapier/orders/delivered', 'GET /api/zapier/orders/renewed', 'GET /api/zapier/waitlist',
]);

const routes = () => registeredRoutes(ctx.app, ctx.env.BASE_PATH);
const REFUSED = / -> 40[13]$/;
let staffCookie = '';
let adminCookie = '';
let apiKey = '';
beforeAll(async () => {
  staffCookie = (await signedIn(ctx, 'staff')).cookie;
  adminCookie = (await signedIn(ctx, 'admin')).cookie;
  apiKey = (await (await call(ctx, 'POST', '/api/zapier/api-keys', { cookie: adminCookie, body: {} })).json()).key;
});

/** "GET /api/orders -> 401": the route and its answer in one string, so a failure names the route. */
const status = async (r: RegisteredRoute, options: { cookie?: string; headers?: Record<string, string> } = {}) =>
  `${r.name} -> ${(await call(ctx, r.method, r.samplePath, { ...options, body: {} })).status}`;

describe('access on every registered route', () => {
  it('walks the whole app: public and guarded routes are both there', () => {
    const all = routes();
    const guarded = all.filter((r) => !PUBLIC.has(r.name));
    console.info(`route walk: ${all.length} routes, ${all.length - guarded.length} public, ${guarded.length} guarded`);
    expect(all.map((r) => r.name)).toEqual(expect.arrayContaining([...PUBLIC, ...ADMIN, ...ZAPIER_KEY]));
    expect(guarded.length).toBeGreaterThan(0);
  });

  it('answers 401 without credentials on every route outside the public list', async () => {
    for (const r of routes().filter((route) => !PUBLIC.has(route.name))) {
      expect(await status(r)).toBe(`${r.name} -> 401`);
      expect(await status(r, { cookie: 'sdp_session=forged' })).toBe(`${r.name} -> 401`);
      expect(await status(r, { headers: { 'x-api-key': 'sdpk_forged' } })).toBe(`${r.name} -> 401`);
    }
  });

  it('answers the public routes without credentials, never with 401', async () => {
    for (const r of routes().filter((route) => PUBLIC.has(route.name))) {
      // NOTE: /auth/user is public but tells who is signed in: nobody here, so 401; a session gets its user.
      if (r.name === 'GET /api/auth/user') {
        expect(await status(r, { cookie: staffCookie })).toBe(`${r.name} -> 200`);
        continue;
      }
      // NOTE: Twilio's webhooks need no session but Twilio's signature: without it they answer 403, as docs/design.md §19 asks.
      if (r.name.startsWith('POST /api/sms/') || r.name.startsWith('POST /api/voice/')) {
        expect(await status(r)).toBe(`${r.name} -> 403`);
        continue;
      }
      expect(await status(r)).not.toMatch(REFUSED);
    }
  });

  it('gives each signed-in role and the Zapier key exactly the routes it is meant to have', async () => {
    for (const r of routes().filter((route) => !PUBLIC.has(route.name))) {
      const asStaff = await status(r, { cookie: staffCookie });
      const asAdmin = await status(r, { cookie: adminCookie });
      const withKey = await status(r, { headers: { 'x-api-key': apiKey } });
      const keyOnly = ZAPIER_KEY.has(r.name) && !ADMIN.has(r.name);
      if (ADMIN.has(r.name)) expect(asStaff).toBe(`${r.name} -> 403`);
      else if (keyOnly) expect(asStaff).toBe(`${r.name} -> 401`);
      else expect(asStaff).not.toMatch(REFUSED);
      if (keyOnly) expect(asAdmin).toBe(`${r.name} -> 401`);
      else expect(asAdmin).not.toMatch(REFUSED);
      if (ZAPIER_KEY.has(r.name)) expect(withKey).not.toMatch(REFUSED);
      else expect(withKey).toBe(`${r.name} -> 401`);
    }
  });

  it('declares access on every route, on the route itself', () => {
    const undeclared = routes().filter((r) => r.access === undefined).map((r) => r.name);
    expect(undeclared).toEqual([]);
  });
});
