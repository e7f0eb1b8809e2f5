import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/harness.ts';
import { orderPayload, readJson } from '../../../test/stripe-order-fixtures.ts';
import { useStripeEmulator } from '../../../test/stripe-emulator.ts';

const ctx = useTestContext();
const stripe = useStripeEmulator(ctx);
beforeAll(async () => {
  await ctx.sql`UPDATE delivery_slots SET capacity = 100`;
});

async function newOrder() {
  const created = await readJson(await ctx.post('/api/orders', await orderPayload(ctx, { customerName: 'Rosa Secretkeeper', address: '42 Private Way' })));
  return created as { orderId: string; orderSecret: string };
}

/** The order's three public calls, made with the given X-Order-Secret (or none). */
function callsWith(orderId: string, secret: string | undefined, paymentIntent = 'pi_x') {
  const headers: Record<string, string> = secret === undefined ? {} : { 'x-order-secret': secret };
  return [
    () => ctx.post(`/api/orders/${orderId}/update-payment`, { selectedAddOns: [], addOnQuantities: {}, promoCode: null }, headers),
    () => ctx.post(`/api/orders/${orderId}/confirm-payment`, {}, headers),
    () => Promise.resolve(ctx.app.request(`/api/orders/${orderId}/confirmation?payment_intent=${paymentIntent}`, { headers })),
  ];
}

describe('an order id alone is not a key (ADR 021)', () => {
  it('gives the creating browser a 256-bit secret once and stores only its hash', async () => {
    const created = await newOrder();
    expect(created.orderSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await ctx.sql`SELECT * FROM orders WHERE id = ${created.orderId}`;
    expect(row!.secret_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(created.orderSecret);
  });

  it('answers a missing or wrong secret with the 404 of an unknown order, leaking nothing and changing nothing', async () => {
    const created = await newOrder();
    const good = await ctx.post(`/api/orders/${created.orderId}/update-payment`, {}, { 'x-order-secret': created.orderSecret });
    const { clientSecret } = await readJson(good);
    const intentId = clientSecret.split('_secret_')[0];
    await stripe.stripe.paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
    await stripe.emulator.idle();
    const before = await ctx.sql`SELECT * FROM orders WHERE id = ${created.orderId}`;
    for (const secret of [undefined, '', 'guess', `${created.orderSecret}x`, created.orderSecret.toUpperCase()]) {
      for (const call of callsWith(created.orderId, secret, intentId)) {
        const res = await call();
        const text = await res.text();
        expect(res.status, `${secret}`).toBe(404);
        for (const leak of ['Rosa', '42 Private Way', '_secret_', 'depositAmount', 'deposit_paid']) expect(text).not.toContain(leak);
      }
    }
    expect(await ctx.sql`SELECT * FROM orders WHERE id = ${created.orderId}`).toEqual(before);
  });

  it('lets the holder of the secret reprice, confirm and read the order', async () => {
    const created = await newOrder();
    const [update, confirm] = callsWith(created.orderId, created.orderSecret);
    const { clientSecret } = await readJson(await update!());
    const intentId = clientSecret.split('_secret_')[0];
    await stripe.stripe.paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
    expect(await readJson(await confirm!())).toMatchObject({ orderId: created.orderId, status: 'deposit_paid', customerName: 'Rosa Secretkeeper' });
    const read = await callsWith(created.orderId, created.orderSecret, intentId)[2]!();
    expect(read.status).toBe(200);
  });

  it('accepts the client secret Stripe appends to its return URL as proof, on any device, and nothing else', async () => {
    const created = await newOrder();
    const { clientSecret } = await readJson(await callsWith(created.orderId, created.orderSecret)[0]!());
    const paymentIntent = clientSecret.split('_secret_')[0];
    await stripe.stripe.paymentIntents.confirm(paymentIntent, { payment_method: 'pm_card_visa' });
    await stripe.emulator.idle();
    const ok = await ctx.post('/api/orders/verify-payment-intent', { paymentIntent, clientSecret });
    expect(ok.status).toBe(200);
    expect(await readJson(ok)).toMatchObject({ orderId: created.orderId, status: 'deposit_paid' });
    for (const wrong of [`${paymentIntent}_secret_guess`, created.orderSecret, 'x']) {
      const res = await ctx.post('/api/orders/verify-payment-intent', { paymentIntent, clientSecret: wrong });
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('Rosa');
    }
  });

  it('returns the secret of a hosted-flow order to the browser that started the checkout', async () => {
    const hosted = await readJson(await ctx.post('/api/create-stripe-checkout', await orderPayload(ctx)));
    expect(hosted.orderSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hosted.url).not.toContain(hosted.orderSecret);
    const [row] = await ctx.sql`SELECT secret_hash FROM orders WHERE id = ${hosted.orderId}`;
    expect(row!.secret_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
