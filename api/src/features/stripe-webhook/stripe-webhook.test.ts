import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/harness.ts';
import { orderPayload, orderRow, outboxEvents, readJson } from '../../../test/stripe-order-fixtures.ts';
import { postSignedWebhook, stripeEvent, TEST_WEBHOOK_SECRET } from '../../../test/stripe-emulator.ts';

// NOTE: events are built and signed by the test itself (docs/design.md §5); the emulator is not needed to prove the webhook's rules.
const ctx = useTestContext({ STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET, STRIPE_SECRET_KEY: 'sk_test_unused', STRIPE_API_URL: 'http://127.0.0.1:9' });
beforeAll(async () => {
  await ctx.sql`UPDATE delivery_slots SET capacity = 100`;
});

/** A pending embedded order with a PaymentIntent id on it, created through the API. */
async function pendingOrder(intentId = `pi_test_${Math.random().toString(36).slice(2)}`) {
  const created = await readJson(await ctx.post('/api/orders', await orderPayload(ctx)));
  await ctx.sql`UPDATE orders SET stripe_payment_intent_id = ${intentId} WHERE id = ${created.orderId}`;
  return { orderId: created.orderId as string, intentId };
}

const intentObject = (orderId: string, intentId: string, status: string) =>
  ({ id: intentId, object: 'payment_intent', amount: 54_750, currency: 'usd', status, metadata: { orderId } });

const statusChanges = async (orderId: string) => (await outboxEvents(ctx, 'order.status_changed', orderId)).map((e) => `${e.payload.from}->${e.payload.to}`);

describe('POST /api/stripe/webhook', () => {
  it('the same event delivered 20 times (even at once) changes the order once and writes one outbox event', async () => {
    const { orderId, intentId } = await pendingOrder();
    const event = stripeEvent('payment_intent.succeeded', intentObject(orderId, intentId, 'succeeded'));
    const responses = await Promise.all(Array.from({ length: 20 }, () => postSignedWebhook(ctx, event)));
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    const results = await Promise.all(responses.map(async (r) => (await readJson(r)).result));
    expect(results.filter((r) => r === 'changed')).toHaveLength(1);
    expect(results.filter((r) => r === 'duplicate')).toHaveLength(19);
    expect(await orderRow(ctx, orderId)).toMatchObject({ status: 'deposit_paid' });
    expect(await outboxEvents(ctx, 'order.deposit_paid', orderId)).toHaveLength(1);
    expect((await ctx.sql`SELECT count(*)::int AS n FROM stripe_events WHERE id = ${event.id}`)[0]!.n).toBe(1);
  });

  it('a stale payment_failed after success never moves the order back', async () => {
    const { orderId, intentId } = await pendingOrder();
    await postSignedWebhook(ctx, stripeEvent('payment_intent.succeeded', intentObject(orderId, intentId, 'succeeded')));
    const stale = await postSignedWebhook(ctx, stripeEvent('payment_intent.payment_failed', intentObject(orderId, intentId, 'requires_payment_method')));
    expect(stale.status).toBe(200);
    expect((await readJson(stale)).result).toBe('unchanged');
    expect((await orderRow(ctx, orderId)).status).toBe('deposit_paid');
    expect(await statusChanges(orderId)).toEqual([]);
  });

  it('payment_failed then a later success: payment_failed -> deposit_paid', async () => {
    const { orderId, intentId } = await pendingOrder();
    await postSignedWebhook(ctx, stripeEvent('payment_intent.payment_failed', intentObject(orderId, intentId, 'requires_payment_method')));
    expect((await orderRow(ctx, orderId)).status).toBe('payment_failed');
    await postSignedWebhook(ctx, stripeEvent('payment_intent.succeeded', intentObject(orderId, intentId, 'succeeded')));
    expect((await orderRow(ctx, orderId)).status).toBe('deposit_paid');
    expect(await statusChanges(orderId)).toEqual(['pending->payment_failed']);
    expect(await outboxEvents(ctx, 'order.deposit_paid', orderId)).toHaveLength(1);
  });

  it('refuses a bad or missing signature with a 400 and changes nothing', async () => {
    const { orderId, intentId } = await pendingOrder();
    const event = stripeEvent('payment_intent.succeeded', intentObject(orderId, intentId, 'succeeded'));
    const forged = await postSignedWebhook(ctx, event, 'whsec_someone_else');
    expect(forged.status).toBe(400);
    expect(await readJson(forged)).toMatchObject({ message: 'Invalid Stripe signature' });
    const unsigned = await ctx.app.request('/api/stripe/webhook', { method: 'POST', body: JSON.stringify(event), headers: { 'content-type': 'application/json' } });
    expect(unsigned.status).toBe(400);
    const tampered = await ctx.app.request('/api/stripe/webhook', {
      method: 'POST',
      body: JSON.stringify({ ...event, type: 'charge.refunded' }),
      headers: { 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: JSON.stringify(event), secret: TEST_WEBHOOK_SECRET }) },
    });
    expect(tampered.status).toBe(400);
    expect((await orderRow(ctx, orderId)).status).toBe('pending');
    expect((await ctx.sql`SELECT count(*)::int AS n FROM stripe_events WHERE id = ${event.id}`)[0]!.n).toBe(0);
  });

  it('checkout.session.completed pays only when payment_status is paid; async success and failure are handled', async () => {
    const created = await readJson(await ctx.post('/api/orders', await orderPayload(ctx)));
    const session = (payment_status: string) => ({
      id: 'cs_test_async', object: 'checkout.session', payment_status, status: 'complete', payment_intent: 'pi_test_async',
      metadata: { orderId: created.orderId }, client_reference_id: created.orderId,
    });
    await postSignedWebhook(ctx, stripeEvent('checkout.session.completed', session('unpaid')));
    expect((await orderRow(ctx, created.orderId)).status).toBe('pending');
    await postSignedWebhook(ctx, stripeEvent('checkout.session.async_payment_failed', session('unpaid')));
    expect((await orderRow(ctx, created.orderId)).status).toBe('payment_failed');
    await postSignedWebhook(ctx, stripeEvent('checkout.session.async_payment_succeeded', session('paid')));
    expect(await orderRow(ctx, created.orderId)).toMatchObject({ status: 'deposit_paid', stripe_payment_intent_id: 'pi_test_async' });
  });

  it('charge.refunded: a partial refund records the amount, a full one marks the order refunded and frees its spot', async () => {
    const { orderId, intentId } = await pendingOrder();
    await postSignedWebhook(ctx, stripeEvent('payment_intent.succeeded', intentObject(orderId, intentId, 'succeeded')));
    const charge = (amountRefunded: number) => ({
      id: 'ch_test_refund', object: 'charge', amount: 54_750, amount_refunded: amountRefunded, refunded: amountRefunded === 54_750, payment_intent: intentId, metadata: { orderId },
    });
    await postSignedWebhook(ctx, stripeEvent('charge.refunded', charge(10_000)));
    expect(await orderRow(ctx, orderId)).toMatchObject({ status: 'deposit_paid', refunded_cents: 10_000 });
    await postSignedWebhook(ctx, stripeEvent('charge.refunded', charge(54_750)));
    expect(await orderRow(ctx, orderId)).toMatchObject({ status: 'refunded', refunded_cents: 54_750, slot_released: true });
    await postSignedWebhook(ctx, stripeEvent('charge.refunded', charge(10_000)));
    expect(await orderRow(ctx, orderId)).toMatchObject({ status: 'refunded', refunded_cents: 54_750 });
    expect(await statusChanges(orderId)).toEqual(['deposit_paid->refunded']);
  });

  it('acknowledges and stores unknown event types and events for unknown orders', async () => {
    const unknownType = stripeEvent('customer.created', { id: 'cus_123', object: 'customer' });
    const res = await postSignedWebhook(ctx, unknownType);
    expect(res.status).toBe(200);
    const orphan = stripeEvent('payment_intent.succeeded', intentObject('not-a-uuid', 'pi_nobody', 'succeeded'));
    expect((await readJson(await postSignedWebhook(ctx, orphan))).result).toBe('no-order');
    const stored = await ctx.sql`SELECT id, type FROM stripe_events WHERE id IN ${ctx.sql([unknownType.id, orphan.id])} ORDER BY type`;
    expect(stored.map((r) => r.type)).toEqual(['customer.created', 'payment_intent.succeeded']);
  });
});
