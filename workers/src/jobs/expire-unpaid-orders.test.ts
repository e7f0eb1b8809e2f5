import { readJson, useTestContext } from '../../../api/test/harness.ts';
import { orderPayload } from '../../../api/test/stripe-order-fixtures.ts';
import { useStripeEmulator } from '../../../api/test/stripe-emulator.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { expireUnpaidOrders } from './expire-unpaid-orders.ts';

const ctx = useTestContext();
const stripe = useStripeEmulator(ctx);
beforeAll(async () => {
  await ctx.sql`UPDATE delivery_slots SET capacity = 100`;
});

const spotsTaken = async (date: string) =>
  (await ctx.sql`SELECT booked FROM delivery_slots WHERE delivery_date = ${date} AND service_level = 'white-glove'`)[0]!.booked as number;
const sweep = () => expireUnpaidOrders({ sql: ctx.sql, stripe: ctx.deps.stripe, env: ctx.env, logger: ctx.deps.logger, maxAgeMinutes: 120 });

async function abandonedOrder(ageMinutes: number) {
  const payload = await orderPayload(ctx, {});
  const created = await readJson(await ctx.post('/api/orders', payload));
  const { clientSecret } = await readJson(await ctx.post(`/api/orders/${created.orderId}/update-payment`, {}));
  await ctx.sql`UPDATE orders SET created_at = now() - make_interval(mins => ${ageMinutes}) WHERE id = ${created.orderId}`;
  return { orderId: created.orderId as string, intentId: clientSecret.split('_secret_')[0] as string, date: payload.deliveryDate as string };
}

describe('unpaid embedded orders', () => {
  it('gives the delivery spot of an order abandoned at checkout back, once, and cancels its PaymentIntent', async () => {
    const order = await abandonedOrder(180);
    const before = await spotsTaken(order.date);
    expect(await sweep()).toBeGreaterThanOrEqual(1);
    expect(await sweep()).toBe(0);
    const [row] = await ctx.sql`SELECT status, slot_released FROM orders WHERE id = ${order.orderId}`;
    expect(row).toMatchObject({ status: 'cancelled', slot_released: true });
    expect(await spotsTaken(order.date)).toBe(before - 1);
    expect((await stripe.stripe.paymentIntents.retrieve(order.intentId)).status).toBe('canceled');
  });

  it('applies a payment that succeeded but whose webhook never came, instead of cancelling it', async () => {
    const order = await abandonedOrder(180);
    await ctx.sql`UPDATE orders SET status = 'pending' WHERE id = ${order.orderId}`;
    await stripe.stripe.paymentIntents.confirm(order.intentId, { payment_method: 'pm_card_visa' });
    await stripe.emulator.idle();
    // the webhook did land here; pretend it was lost
    await ctx.sql`UPDATE orders SET status = 'pending', paid_at = NULL WHERE id = ${order.orderId}`;
    await sweep();
    const [row] = await ctx.sql`SELECT status, slot_released FROM orders WHERE id = ${order.orderId}`;
    expect(row).toMatchObject({ status: 'deposit_paid', slot_released: false });
  });

  it('leaves a fresh order alone', async () => {
    const order = await abandonedOrder(5);
    await sweep();
    expect((await ctx.sql`SELECT status FROM orders WHERE id = ${order.orderId}`)[0]!.status).toBe('pending');
  });
});
