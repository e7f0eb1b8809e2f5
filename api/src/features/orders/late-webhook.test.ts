import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/harness.ts';
import { orderPayload, orderRow, outboxEvents, readJson } from '../../../test/stripe-order-fixtures.ts';
import { useStripeEmulator } from '../../../test/stripe-emulator.ts';

const ctx = useTestContext();
// NOTE: webhooks off: the emulator records events but never delivers them, as if Stripe's webhook were late.
const stripe = useStripeEmulator(ctx, { webhooks: false });

describe('when the webhook is late', () => {
  it('verify-checkout-session asks Stripe and applies the paid transition once', async () => {
    const res = await ctx.post('/api/create-stripe-checkout', await orderPayload(ctx));
    const { url } = await readJson(res);
    const sessionId = new URL(url).pathname.split('/').pop()!;
    await fetch(url, { method: 'POST', redirect: 'manual', body: new URLSearchParams({ action: 'pay', cardNumber: '4242424242424242' }) });
    const first = await ctx.post('/api/orders/verify-checkout-session', { sessionId });
    expect(first.status).toBe(200);
    const body = await readJson(first);
    expect(body.status).toBe('deposit_paid');
    await ctx.post('/api/orders/verify-checkout-session', { sessionId });
    expect(await outboxEvents(ctx, 'order.deposit_paid', body.orderId)).toHaveLength(1);
    expect((await orderRow(ctx, body.orderId)).stripe_payment_intent_id).toMatch(/^pi_/);
  });

  it('the embedded confirmation page applies it when the PaymentIntent succeeded', async () => {
    const created = await readJson(await ctx.post('/api/orders', await orderPayload(ctx)));
    const headers = { 'x-order-secret': created.orderSecret };
    const { clientSecret } = await readJson(await ctx.post(`/api/orders/${created.orderId}/update-payment`, {}, headers));
    const intentId = clientSecret.split('_secret_')[0];
    await stripe.stripe.paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
    const wrong = await ctx.app.request(`/api/orders/${created.orderId}/confirmation?payment_intent=pi_someone_else`, { headers });
    expect(wrong.status).toBe(404);
    expect((await readJson(wrong)).message).toBe('Order data not found');
    const res = await ctx.app.request(`/api/orders/${created.orderId}/confirmation?payment_intent=${intentId}`, { headers });
    expect(res.status).toBe(200);
    expect(await readJson(res)).toMatchObject({ orderId: created.orderId, status: 'deposit_paid', depositAmount: '547.50' });
  });
});
