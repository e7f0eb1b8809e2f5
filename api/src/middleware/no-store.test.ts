import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/harness.ts';
import { orderPayload, readJson } from '../../test/stripe-order-fixtures.ts';
import { useStripeEmulator } from '../../test/stripe-emulator.ts';
import { call, signedIn } from '../../test/staff-fixtures.ts';

const ctx = useTestContext();
const stripe = useStripeEmulator(ctx);
beforeAll(async () => {
  await ctx.sql`UPDATE delivery_slots SET capacity = 100`;
});

type Request = [method: string, path: string, options?: Parameters<typeof call>[3]];

/** One real order through the embedded flow and one through the hosted flow, plus a staff session and a Zapier key. */
async function requestsCarryingPersonalData(): Promise<Request[]> {
  const payload = await orderPayload(ctx);
  const { orderId, orderSecret } = await readJson(await ctx.post('/api/orders', payload));
  // NOTE: the order's public calls need its secret (ADR 021), as the browser that created it sends.
  const owner = { headers: { 'x-order-secret': orderSecret } };
  const { clientSecret } = await readJson(await ctx.post(`/api/orders/${orderId}/update-payment`, {}, owner.headers));
  const intentId = clientSecret.split('_secret_')[0];
  await stripe.stripe.paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
  const { url } = await readJson(await ctx.post('/api/create-stripe-checkout', payload));
  const sessionId = new URL(url).pathname.split('/').pop()!;
  const admin = (await signedIn(ctx, 'admin')).cookie;
  const { key } = await (await call(ctx, 'POST', '/api/zapier/api-keys', { cookie: admin, body: { name: 'Cache test' } })).json();
  const zapier = { headers: { 'x-api-key': key } };
  return [
    ['POST', '/api/orders', { body: payload }],
    ['POST', `/api/orders/${orderId}/update-payment`, { body: {}, ...owner }],
    ['POST', `/api/orders/${orderId}/confirm-payment`, { body: {}, ...owner }],
    ['GET', `/api/orders/${orderId}/confirmation?payment_intent=${intentId}`, owner],
    ['POST', '/api/create-stripe-checkout', { body: payload }],
    ['POST', '/api/orders/verify-checkout-session', { body: { sessionId } }],
    ['POST', '/api/quotes', { body: { customerName: 'Dana Whitfield', customerEmail: 'dana@example.com', customerPhone: '858-555-0100', projectType: 'hoa', projectDescription: 'Entrance displays for three gates.' } }],
    ['GET', '/api/auth/user', { cookie: admin }],
    ['GET', '/api/orders', { cookie: admin }],
    ['GET', '/api/custom-quotes', { cookie: admin }],
    ['GET', '/api/admin/stats', { cookie: admin }],
    ['GET', '/api/season/settings', { cookie: admin }],
    ['GET', '/api/zapier/api-keys', { cookie: admin }],
    ['GET', '/api/zapier/me', zapier],
    ['GET', '/api/zapier/quotes', zapier],
    ['GET', '/api/zapier/orders', zapier],
  ];
}

describe('Cache-Control on answers with customer or staff data', () => {
  it('is no-store on every order, quote, staff and Zapier answer', async () => {
    const seen: string[] = [];
    for (const [method, path, options] of await requestsCarryingPersonalData()) {
      const res = await call(ctx, method, path, options);
      expect(res.status, `${method} ${path}`).toBeLessThan(500);
      seen.push(`${method} ${path.split('?')[0]} ${res.headers.get('cache-control')}`);
    }
    expect(seen.filter((line) => !line.endsWith(' no-store'))).toEqual([]);
  });

  it('keeps the public catalog cacheable', async () => {
    for (const path of ['/api/packages', '/api/add-on-services', '/api/delivery-zones', '/api/service-areas', '/api/home-communities', '/api/packages/0b5a3c2e-6a1f-4f0e-9a51-1f6a2f0c0001', '/api/config']) {
      const res = await call(ctx, 'GET', path);
      expect([path, res.status, res.headers.get('cache-control')]).toEqual([path, 200, expect.stringMatching(/^public, max-age=\d+$/)]);
    }
  });
});
