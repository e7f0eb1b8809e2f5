import { readJson, useTestContext } from '../../../api/test/harness.ts';
import { orderPayload } from '../../../api/test/stripe-order-fixtures.ts';
import { useStripeEmulator } from '../../../api/test/stripe-emulator.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TUNING } from '../tuning.ts';
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
  const { clientSecret } = await readJson(await ctx.post(`/api/orders/${created.orderId}/update-payment`, {}, { 'x-order-secret': created.orderSecret }));
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

describe('unpaid holds last 30 minutes (ADR 020)', () => {
  const sweepAsConfigured = () =>
    expireUnpaidOrders({ sql: ctx.sql, stripe: ctx.deps.stripe, env: ctx.env, logger: ctx.deps.logger, maxAgeMinutes: DEFAULT_TUNING.unpaidOrderMaxAgeMinutes });

  async function hostedOrder(ageMinutes: number) {
    const payload = await orderPayload(ctx, { customerEmail: 'hosted-sweep@example.com' });
    const { orderId } = await readJson(await ctx.post('/api/create-stripe-checkout', payload));
    await ctx.sql`UPDATE orders SET created_at = now() - make_interval(mins => ${ageMinutes}) WHERE id = ${orderId}`;
    const [row] = await ctx.sql`SELECT stripe_checkout_session_id FROM orders WHERE id = ${orderId}`;
    return { orderId: orderId as string, sessionId: row!.stripe_checkout_session_id as string, date: payload.deliveryDate as string };
  }

  it('gives back the spot of an embedded order abandoned for 31 minutes', async () => {
    const order = await abandonedOrder(31);
    const before = await spotsTaken(order.date);
    await sweepAsConfigured();
    expect((await ctx.sql`SELECT status FROM orders WHERE id = ${order.orderId}`)[0]!.status).toBe('cancelled');
    expect(await spotsTaken(order.date)).toBe(before - 1);
  });

  it('gives back the spot of a hosted order whose session expired but whose webhook was lost', async () => {
    const order = await hostedOrder(32);
    // Stripe expired the session; the checkout.session.expired event never reached us.
    const record = stripe.emulator.state.sessions.get(order.sessionId)!;
    record.session.status = 'expired';
    const before = await spotsTaken(order.date);
    await sweepAsConfigured();
    expect((await ctx.sql`SELECT status, slot_released FROM orders WHERE id = ${order.orderId}`)[0]).toMatchObject({ status: 'cancelled', slot_released: true });
    expect(await spotsTaken(order.date)).toBe(before - 1);
  });

  it('expires a hosted session Stripe left open past its expires_at, then gives the spot back', async () => {
    const order = await hostedOrder(32);
    stripe.emulator.state.sessions.get(order.sessionId)!.session.expires_at = Math.floor(Date.now() / 1000) - 60;
    await sweepAsConfigured();
    expect(stripe.emulator.state.sessions.get(order.sessionId)!.session.status).toBe('expired');
    expect((await ctx.sql`SELECT status FROM orders WHERE id = ${order.orderId}`)[0]!.status).toBe('cancelled');
  });

  it('leaves a hosted order alone while its session is still open', async () => {
    const order = await hostedOrder(31);
    await sweepAsConfigured();
    expect((await ctx.sql`SELECT status FROM orders WHERE id = ${order.orderId}`)[0]!.status).toBe('pending');
  });
});
