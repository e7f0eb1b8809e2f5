import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentType, headerValue, junkBody, mutatedBody, pathParam } from './bad-input-arbitraries.ts';
import { useTestContext } from './harness.ts';
import { useStripeEmulator } from './stripe-emulator.ts';
import { orderPayload, readJson } from './stripe-order-fixtures.ts';

// Every public endpoint gets random and hostile input over real HTTP. The contract (docs/design.md §7): a 4xx JSON answer with a
// message, never a 500, nothing of the stack or the file system in any answer, and no row written for a refused request.
const ctx = useTestContext();
const stripe = useStripeEmulator(ctx, { webhooks: false }); // valid-looking bodies may get through: they then meet a real (fake) Stripe
const RUNS = Number(process.env.BAD_INPUT_RUNS ?? 100);
const STACK = /\n\s*at\s|\bat\s+[\w$.<>]+\s+\(|\/work\/|\/home\/|node_modules|file:\/\/|\.[cm]?[jt]s:\d+/;

interface Target {
  name: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: (param: string) => string;
  /** A body the endpoint accepts; requests mutate it or replace it with junk. */
  valid?: () => Record<string, unknown>;
  /** Header the endpoint reads that a caller controls (signature, API key). */
  header?: string;
}

const valid: Record<string, Record<string, unknown>> = {};
let pendingOrderId = '';
beforeAll(async () => {
  await ctx.sql`UPDATE delivery_slots SET capacity = 10000`;
  valid.order = await orderPayload(ctx);
  pendingOrderId = (await readJson(await ctx.post('/api/orders', valid.order))).orderId;
});

const TARGETS: Target[] = [
  { name: 'GET /api/packages/:id', method: 'GET', path: (p) => `/api/packages/${p}` },
  { name: 'GET /api/delivery-zones/check/:zip', method: 'GET', path: (p) => `/api/delivery-zones/check/${p}` },
  { name: 'GET /api/orders/:id/confirmation', method: 'GET', path: (p) => `/api/orders/${p}/confirmation?payment_intent=${p}` },
  { name: 'GET /api/:unknown', method: 'GET', path: (p) => `/api/${p}` },
  { name: 'GET /api/pay-balance/:token', method: 'GET', path: (p) => `/api/pay-balance/${p}` },
  { name: 'POST /api/pay-balance/:token/intent', method: 'POST', path: (p) => `/api/pay-balance/${p}/intent`, valid: () => ({}) },
  { name: 'GET /api/my-order/:token', method: 'GET', path: (p) => `/api/my-order/${p}` },
  { name: 'PATCH /api/my-order/:token', method: 'PATCH', path: (p) => `/api/my-order/${p}`, valid: () => ({ customerPhone: '(858) 555-0100', specialInstructions: 'Gate code 12' }) },
  { name: 'POST /api/my-order/:token/reschedule', method: 'POST', path: (p) => `/api/my-order/${p}/reschedule`, valid: () => ({ deliveryDate: valid.order!.deliveryDate }) },
  { name: 'POST /api/my-order/:token/cancel', method: 'POST', path: (p) => `/api/my-order/${p}/cancel`, valid: () => ({}) },
  { name: 'POST /api/my-order/:token/balance-intent', method: 'POST', path: (p) => `/api/my-order/${p}/balance-intent`, valid: () => ({}) },
  { name: 'POST /api/my-order/:token/card-setup', method: 'POST', path: (p) => `/api/my-order/${p}/card-setup`, valid: () => ({}) },
  { name: 'POST /api/my-order/:token/card', method: 'POST', path: (p) => `/api/my-order/${p}/card`, valid: () => ({ setupIntent: 'seti_123' }) },
  { name: 'POST /api/my-order/link', method: 'POST', path: () => '/api/my-order/link', valid: () => ({ email: 'jane@example.com', orderNumber: pendingOrderId.slice(-8) }) },
  { name: 'GET /api/quote-deposit/:token', method: 'GET', path: (p) => `/api/quote-deposit/${p}` },
  { name: 'POST /api/quote-deposit/:token/checkout', method: 'POST', path: (p) => `/api/quote-deposit/${p}/checkout`, valid: () => ({ balanceConsent: true }) },
  { name: 'POST /api/validate-promo-code', method: 'POST', path: () => '/api/validate-promo-code', valid: () => ({ code: 'SPOOKY15', totalAmount: '1825.00' }) },
  { name: 'POST /api/create-stripe-checkout', method: 'POST', path: () => '/api/create-stripe-checkout', valid: () => valid.order! },
  { name: 'POST /api/orders', method: 'POST', path: () => '/api/orders', valid: () => valid.order! },
  { name: 'POST /api/orders/:id/update-payment', method: 'POST', path: (p) => `/api/orders/${p}/update-payment`, valid: () => ({ selectedAddOns: [], addOnQuantities: {}, promoCode: null }) },
  { name: 'POST /api/orders/:id/confirm-payment', method: 'POST', path: (p) => `/api/orders/${p}/confirm-payment`, valid: () => ({}) },
  { name: 'POST /api/orders/verify-payment-intent', method: 'POST', path: () => '/api/orders/verify-payment-intent', valid: () => ({ paymentIntent: 'pi_123', clientSecret: 'pi_123_secret_abc' }) },
  { name: 'POST /api/orders/verify-checkout-session', method: 'POST', path: () => '/api/orders/verify-checkout-session', valid: () => ({ sessionId: 'cs_test_123' }) },
  {
    name: 'POST /api/quotes', method: 'POST', path: () => '/api/quotes',
    valid: () => ({ customerName: 'Dana Whitfield', customerEmail: 'dana@example.com', customerPhone: '858-555-0100', projectType: 'hoa', projectDescription: 'Entrance displays for three gates.' }),
  },
  { name: 'POST /api/waitlist', method: 'POST', path: () => '/api/waitlist', valid: () => ({ name: 'Avery Stone', email: 'avery@example.com', zipCode: '92024' }) },
  { name: 'GET /api/waitlist/unsubscribe/:token', method: 'GET', path: (p) => `/api/waitlist/unsubscribe/${p}` },
  { name: 'POST /api/waitlist/unsubscribe/:token', method: 'POST', path: (p) => `/api/waitlist/unsubscribe/${p}`, valid: () => ({}) },
  { name: 'GET /api/zapier/waitlist (bad key)', method: 'GET', path: () => '/api/zapier/waitlist', header: 'x-api-key' },
  {
    name: 'POST /api/stripe/webhook', method: 'POST', path: () => '/api/stripe/webhook', header: 'stripe-signature',
    valid: () => ({ id: 'evt_1', object: 'event', type: 'payment_intent.succeeded', data: { object: { id: 'pi_1', object: 'payment_intent', metadata: { orderId: pendingOrderId } } } }),
  },
  { name: 'POST /api/auth/login', method: 'POST', path: () => '/api/auth/login', valid: () => ({ email: 'nobody@sdpumpkin.test', password: 'not-the-password-123' }) },
  { name: 'GET /api/zapier/me (bad key)', method: 'GET', path: () => '/api/zapier/me', header: 'x-api-key' },
  { name: 'GET /api/zapier/quotes (bad key)', method: 'GET', path: () => '/api/zapier/quotes', header: 'x-api-key' },
  { name: 'GET /api/zapier/orders (bad key)', method: 'GET', path: () => '/api/zapier/orders', header: 'x-api-key' },
  { name: 'GET /api/zapier/orders/delivered (bad key)', method: 'GET', path: () => '/api/zapier/orders/delivered', header: 'x-api-key' },
  { name: 'GET /api/zapier/orders/renewed (bad key)', method: 'GET', path: () => '/api/zapier/orders/renewed', header: 'x-api-key' },
  {
    name: 'POST /api/zapier/webhooks (bad key)', method: 'POST', path: () => '/api/zapier/webhooks', header: 'x-api-key',
    valid: () => ({ target_url: 'https://hooks.zapier.com/hooks/catch/1/abc/', event: 'quote.created', active: true }),
  },
  { name: 'DELETE /api/zapier/webhooks/:id (bad key)', method: 'DELETE', path: (p) => `/api/zapier/webhooks/${p}`, header: 'x-api-key' },
];

const counts = async () => (await ctx.sql`
  SELECT (SELECT count(*) FROM orders)::int AS orders, (SELECT count(*) FROM custom_quotes)::int AS quotes,
         (SELECT count(*) FROM waitlist_entries)::int AS waitlist,
         (SELECT count(*) FROM outbox_events)::int AS outbox, (SELECT count(*) FROM payments)::int AS payments,
         (SELECT count(*) FROM stripe_events)::int AS stripe_events`)[0];

function requestFor(t: Target) {
  const param = fc.oneof({ weight: 4, arbitrary: pathParam }, { weight: 1, arbitrary: fc.constant(pendingOrderId) });
  const body = t.valid ? fc.oneof({ weight: 3, arbitrary: mutatedBody(t.valid()) }, { weight: 2, arbitrary: junkBody }) : fc.constant(undefined);
  const type = t.valid ? contentType : fc.constant('');
  const header = t.header ? fc.option(headerValue, { nil: undefined }) : fc.constant(undefined);
  return fc.record({ param, body, type, header });
}

type Request = { param: string; body: string | undefined; type: string; header: string | undefined };
/** Always tried, whatever the seed: a NUL in each field (PostgreSQL text cannot hold one, so it must be refused before the database). */
function nulExamples(t: Target): [Request][] {
  const body = t.valid?.() ?? {};
  return Object.keys(body).map((key) => [{
    param: '%00', body: JSON.stringify({ ...body, [key]: `a\u0000b${key}` }), type: 'application/json', header: undefined,
  }]);
}

const prototypeKeys = () => Object.getOwnPropertyNames(Object.prototype).sort().join();

describe('hostile input at every public endpoint', () => {
  const cleanPrototype = prototypeKeys();
  it.each(TARGETS)('$name: a 4xx JSON message, never a 500 or a stack trace, nothing written when refused', async (t) => {
    await fc.assert(
      fc.asyncProperty(requestFor(t), async ({ param, body, type, header }) => {
        const headers: Record<string, string> = {};
        if (type) headers['content-type'] = type;
        if (header !== undefined) headers[t.header!] = header;
        const url = new URL(`${stripe.appUrl}${t.path(param)}`);
        fc.pre(url.pathname.startsWith('/api/')); // "%2e%2e" normalised by the client: that request left the API
        const before = await counts();
        const res = await fetch(url, { method: t.method, headers, ...(body === undefined ? {} : { body }) });
        const text = await res.text();
        const seen = `${t.method} ${t.path(param)} -> ${res.status} ${text.slice(0, 300)}`;
        expect(res.status, seen).toBeLessThan(500);
        expect(text, seen).not.toMatch(STACK);
        expect(prototypeKeys()).toBe(cleanPrototype);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        if (res.status < 400) return;
        expect(res.headers.get('content-type'), seen).toMatch(/^application\/json/);
        const message = (JSON.parse(text) as { message?: unknown }).message;
        expect(typeof message === 'string' && message.length > 0, seen).toBe(true);
        expect(await counts(), seen).toEqual(before);
      }),
      { numRuns: t.method === 'GET' || t.method === 'DELETE' ? Math.ceil(RUNS / 2) : RUNS, examples: nulExamples(t) },
    );
  });
});
