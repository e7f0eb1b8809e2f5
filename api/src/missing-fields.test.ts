import { FIELD_MESSAGES as M } from '@sdp/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { registeredRoutes, type RegisteredRoute } from '../test/app-routes.ts';
import { useTestContext } from '../test/harness.ts';
import { useStripeEmulator } from '../test/stripe-emulator.ts';
import { call, signedIn } from '../test/staff-fixtures.ts';

// docs/design.md §10 and issue 12 item 7: a missing field gets the spec's field message (or "Required"), never valibot's own wording
// ("Invalid key: Expected "packageId" but received undefined"). Every write route of the app is walked, so new ones are covered.
const ctx = useTestContext();
useStripeEmulator(ctx, { webhooks: false }); // payment routes then reach their own checks instead of a 503
const LIBRARY_WORDING = /Invalid key|Expected|received/;
const BODIES: unknown[] = [{}, [], null, 'a string'];
// NOTE: the BullMQ board is the library's own UI, not one of our JSON forms.
const isQueueBoard = (r: RegisteredRoute) => r.name.includes(' /api/admin/queues');
// An empty object is a whole valid body here: the key's name defaults to "Zapier".
const ACCEPTS_EMPTY_OBJECT = new Set(['POST /api/zapier/api-keys']);
// NOTE: signing out reads no body: like the staff bar's GET, the POST form ends the session and returns to the home page (ADR 079).
// "Send renewal offers" is a button with nothing to fill in (ADR 111): any body is ignored and the offers go out.
const TAKES_NO_BODY = new Set(['POST /api/logout', 'POST /api/admin/renewals/send']);

const ORDER_FIELDS = {
  packageId: M.packageRequired, customerName: M.name, customerEmail: M.email, customerPhone: M.phone, address: M.addressReserve,
  city: M.cityReserve, zipCode: M.zipReserve, deliveryDate: M.deliveryDate,
};
// What `{}` gets on the customer's forms and sign-in: each field's own message, in the order of the form.
const EMPTY_FORM_ISSUES: Record<string, Record<string, string>> = {
  'POST /api/orders': ORDER_FIELDS,
  'POST /api/create-stripe-checkout': ORDER_FIELDS,
  'POST /api/quotes': { customerName: M.name, customerEmail: M.email, projectType: M.projectType, projectDescription: M.projectDescription },
  'POST /api/validate-promo-code': { code: 'Code is required', totalAmount: 'totalAmount must be an amount' },
  'POST /api/orders/verify-checkout-session': { sessionId: 'sessionId is required' },
  'POST /api/auth/login': { email: 'Please enter your email', password: 'Please enter your password' },
  'POST /api/resend-email': { type: "Type must be 'order' or 'quote'", id: 'Invalid id' },
  'POST /api/zapier/webhooks': { target_url: 'Please enter your Zapier webhook URL first.' },
};

let credentials: Record<'staff' | 'admin' | 'key', { cookie?: string; headers?: Record<string, string> }>;
beforeAll(async () => {
  const admin = (await signedIn(ctx, 'admin')).cookie;
  const key = (await (await call(ctx, 'POST', '/api/zapier/api-keys', { cookie: admin, body: {} })).json()).key as string;
  credentials = { staff: { cookie: admin }, admin: { cookie: admin }, key: { headers: { 'x-api-key': key } } };
});

/** Whatever the route needs to reach its validator: nothing for public routes, else an admin session or a Zapier key. */
const credentialsFor = (r: RegisteredRoute) => (r.access === 'public' ? {} : r.access === 'zapier-key' ? credentials.key : credentials.admin);
const writeRoutes = () => registeredRoutes(ctx.app, ctx.env.BASE_PATH)
  .filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method) && !isQueueBoard(r) && !TAKES_NO_BODY.has(r.name));

describe('missing and malformed bodies on every write route', () => {
  it('answers 4xx JSON in our own words for {}, [], null and a bare string', async () => {
    const routes = writeRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(15);
    for (const r of routes) {
      for (const body of BODIES) {
        const res = await call(ctx, r.method, r.samplePath, { ...credentialsFor(r), body });
        const seen = `${r.name} with ${JSON.stringify(body)} -> ${res.status}`;
        expect(res.headers.get('content-type'), seen).toMatch(/^application\/json/);
        const answer = (await res.json()) as { message: string; issues?: { message: string }[] };
        if (ACCEPTS_EMPTY_OBJECT.has(r.name) && typeof body === 'object' && body !== null) {
          expect(res.status, seen).toBe(201);
          continue;
        }
        expect([seen, res.status >= 400 && res.status < 500]).toEqual([seen, true]);
        for (const message of [answer.message, ...(answer.issues ?? []).map((i) => i.message)]) {
          expect(message, seen).not.toMatch(LIBRARY_WORDING);
        }
      }
    }
  });

  it("gives each missing field of the customer's forms and sign-in the spec's field message", async () => {
    const byName = new Map(writeRoutes().map((r) => [r.name, r]));
    for (const [name, fields] of Object.entries(EMPTY_FORM_ISSUES)) {
      const r = byName.get(name)!;
      const answer = await (await call(ctx, r.method, r.samplePath, { ...credentialsFor(r), body: {} })).json();
      const issues = Object.fromEntries((answer.issues as { path: string; message: string }[]).map((i) => [i.path, i.message]));
      expect([name, issues]).toEqual([name, fields]);
      expect([name, answer.message]).toEqual([name, Object.values(fields)[0]]);
    }
  });

  it('says "Required" where a form has no message of its own, and names a body that is not an object', async () => {
    const settings = await call(ctx, 'PUT', '/api/season/settings', { ...credentials.admin, body: { capacity: { '2025-10-04': {} } } });
    expect((await settings.json()).issues).toEqual(expect.arrayContaining([
      { path: 'deliveryDates', message: 'Required' },
      { path: 'capacity.2025-10-04.white-glove', message: 'Required' },
    ]));
    const notAnObject = await (await ctx.post('/api/quotes', 'null')).json();
    expect(notAnObject).toMatchObject({ message: 'The request body must be a JSON object', issues: [{ path: '', message: 'The request body must be a JSON object' }] });
  });
});
