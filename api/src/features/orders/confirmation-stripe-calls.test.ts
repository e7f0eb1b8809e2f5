import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/harness.ts';
import { orderPayload, readJson } from '../../../test/stripe-order-fixtures.ts';
import { useStripeEmulator } from '../../../test/stripe-emulator.ts';

const ctx = useTestContext();
// NOTE: webhooks off, so an unpaid order stays unpaid in our database and every lookup would have to ask Stripe.
const stripe = useStripeEmulator(ctx, { webhooks: false });
beforeAll(async () => {
  await ctx.sql`UPDATE delivery_slots SET capacity = 100`;
});

async function orderWithIntent() {
  const created = await readJson(await ctx.post('/api/orders', await orderPayload(ctx)));
  const headers = { 'x-order-secret': created.orderSecret as string };
  const { clientSecret } = await readJson(await ctx.post(`/api/orders/${created.orderId}/update-payment`, {}, headers));
  return { orderId: created.orderId as string, headers, intentId: clientSecret.split('_secret_')[0] as string, clientSecret: clientSecret as string };
}
const intentLookups = (intentId: string) => stripe.emulator.requests.filter((r) => r === `GET /v1/payment_intents/${intentId}`).length;
const confirmation = (o: Awaited<ReturnType<typeof orderWithIntent>>) =>
  Promise.resolve(ctx.app.request(`/api/orders/${o.orderId}/confirmation?payment_intent=${o.intentId}`, { headers: o.headers }));

describe('GET /orders/:id/confirmation does not call Stripe on every request', () => {
  it('asks Stripe about an unpaid order at most once per interval however often the page polls', async () => {
    const order = await orderWithIntent();
    for (let i = 0; i < 20; i++) expect((await confirmation(order)).status).toBe(200);
    for (let i = 0; i < 5; i++) await ctx.post('/api/orders/verify-payment-intent', { paymentIntent: order.intentId, clientSecret: order.clientSecret });
    expect(intentLookups(order.intentId)).toBe(1);
  });

  it('answers a paid order from the database without asking Stripe', async () => {
    const order = await orderWithIntent();
    await stripe.stripe.paymentIntents.confirm(order.intentId, { payment_method: 'pm_card_visa' });
    expect(await readJson(await ctx.post(`/api/orders/${order.orderId}/confirm-payment`, {}, order.headers))).toMatchObject({ status: 'deposit_paid' });
    const after = intentLookups(order.intentId);
    for (let i = 0; i < 20; i++) expect(await readJson(await confirmation(order))).toMatchObject({ status: 'deposit_paid' });
    expect(intentLookups(order.intentId)).toBe(after);
  });

  it('asks Stripe about an unpaid hosted session at most once per interval while the page polls verify-checkout-session', async () => {
    const { orderId } = await readJson(await ctx.post('/api/create-stripe-checkout', await orderPayload(ctx)));
    const [row] = await ctx.sql`SELECT stripe_checkout_session_id FROM orders WHERE id = ${orderId}`;
    const sessionId = row!.stripe_checkout_session_id as string;
    for (let i = 0; i < 10; i++) expect((await ctx.post('/api/orders/verify-checkout-session', { sessionId })).status).toBe(409);
    expect(stripe.emulator.requests.filter((r) => r === `GET /v1/checkout/sessions/${sessionId}`)).toHaveLength(1);
  });
});
