import Stripe from 'stripe';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTestContext } from '../../../test/harness.ts';
import { orderPayload, orderRow, readJson } from '../../../test/stripe-order-fixtures.ts';
import { stripeEvent, TEST_WEBHOOK_SECRET } from '../../../test/stripe-emulator.ts';

const ctx = useTestContext({ STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET, STRIPE_SECRET_KEY: 'sk_test_unused', STRIPE_API_URL: 'http://127.0.0.1:9' });
const NOW = new Date('2026-10-03T17:00:00Z');
beforeAll(async () => {
  await ctx.sql`UPDATE delivery_slots SET capacity = 100`;
});
// NOTE: only Date is faked: the database and Redis clients keep their real timers.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

/** A payment_intent.succeeded for a new pending order, signed as if Stripe's clock read `signedAt`. */
async function paidEventSignedAt(signedAt: Date) {
  const created = await readJson(await ctx.post('/api/orders', await orderPayload(ctx)));
  const intentId = `pi_test_${Math.random().toString(36).slice(2)}`;
  await ctx.sql`UPDATE orders SET stripe_payment_intent_id = ${intentId} WHERE id = ${created.orderId}`;
  const event = stripeEvent('payment_intent.succeeded', { id: intentId, object: 'payment_intent', status: 'succeeded', metadata: { orderId: created.orderId } });
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: TEST_WEBHOOK_SECRET, timestamp: Math.floor(signedAt.getTime() / 1000) });
  const res = await ctx.app.request('/api/stripe/webhook', { method: 'POST', body: payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } });
  return { res, orderId: created.orderId as string };
}

describe('Stripe webhook signature timestamps', () => {
  it('refuses a signature dated more than five minutes in the future with a 400 and changes nothing', async () => {
    const { res, orderId } = await paidEventSignedAt(new Date(NOW.getTime() + 60 * 60 * 1000));
    expect(res.status).toBe(400);
    expect(await readJson(res)).toMatchObject({ message: 'Stripe signature timestamp is in the future' });
    expect((await orderRow(ctx, orderId)).status).toBe('pending');
  });

  it('still refuses one more than five minutes old, and accepts a clock a minute ahead of ours', async () => {
    const stale = await paidEventSignedAt(new Date(NOW.getTime() - 6 * 60 * 1000));
    expect(stale.res.status).toBe(400);
    expect(await readJson(stale.res)).toMatchObject({ message: 'Invalid Stripe signature' });
    const ahead = await paidEventSignedAt(new Date(NOW.getTime() + 60 * 1000));
    expect(ahead.res.status).toBe(200);
    expect((await orderRow(ctx, ahead.orderId)).status).toBe('deposit_paid');
  });
});
