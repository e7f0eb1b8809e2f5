import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/harness.ts';
import { orderPayload, readJson } from '../../../test/stripe-order-fixtures.ts';

// NOTE: no STRIPE_SECRET_KEY: deps.stripe is null.
const ctx = useTestContext({ STRIPE_SECRET_KEY: '' });
const PHONE_MESSAGE = 'Online payment is not available right now. Please call (858) 255-0282.';
const counts = async () => (await ctx.sql`SELECT count(*)::int AS orders, (SELECT sum(booked)::int FROM delivery_slots) AS booked FROM orders`)[0]!;

describe('when online payment is unavailable', () => {
  it('answers 503 with the phone number and leaves no order behind', async () => {
    const before = await counts();
    for (const path of ['/api/create-stripe-checkout', '/api/orders']) {
      const res = await ctx.post(path, await orderPayload(ctx));
      expect(res.status).toBe(503);
      expect(await readJson(res)).toMatchObject({ message: PHONE_MESSAGE });
    }
    expect(await counts()).toEqual(before);
  });

  it('cancels the order and gives its spot back when Stripe cannot be reached', async () => {
    ctx.configure({ STRIPE_SECRET_KEY: 'sk_test_unreachable', STRIPE_API_URL: 'http://127.0.0.1:9' });
    const before = await counts();
    const res = await ctx.post('/api/create-stripe-checkout', await orderPayload(ctx));
    expect(res.status).toBe(502);
    expect(await readJson(res)).toMatchObject({ message: PHONE_MESSAGE });
    const after = await counts();
    expect(after.booked).toBe(before.booked);
    const [order] = await ctx.sql`SELECT status, slot_released FROM orders ORDER BY created_at DESC LIMIT 1`;
    expect(order).toMatchObject({ status: 'cancelled', slot_released: true });
  });
});
