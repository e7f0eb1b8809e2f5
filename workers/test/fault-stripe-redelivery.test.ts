import { createLogger } from '@sdp/server/logger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../api/test/harness.ts';
import { postSignedWebhook, stripeEvent, useStripeEmulator } from '../../api/test/stripe-emulator.ts';
import { orderPayload, orderRow, outboxEvents, readJson } from '../../api/test/stripe-order-fixtures.ts';
import { startWorkers, type RunningWorkers } from '../src/start-workers.ts';
import { FAST, settle, useStandIns, waitUntil } from './stand-ins.ts';

// docs/design.md §9: "webhook redelivered 20 times: one state change, one e-mail", proven end to end: the API's webhook, the outbox
// relay, BullMQ and the e-mail worker, up to what the SMTP server actually accepted.
const ctx = useTestContext();
const stand = useStandIns();
const stripe = useStripeEmulator(ctx, { webhooks: false }); // the test delivers (and redelivers) every event itself
let workers: RunningWorkers;

beforeAll(async () => {
  ctx.configure({ ...stand.env(), CRM_PROVIDER: 'none' });
  workers = await startWorkers({ env: ctx.env, logger: createLogger('silent'), tuning: FAST });
});
afterAll(() => workers?.stop());

/** A pending embedded order whose deposit PaymentIntent the emulator created, as /checkout would leave it. */
async function orderWithIntent(email: string) {
  const created = await readJson(await ctx.post('/api/orders', await orderPayload(ctx, { customerEmail: email })));
  expect((await ctx.post(`/api/orders/${created.orderId}/update-payment`, {}, { 'x-order-secret': created.orderSecret })).status).toBe(200);
  const { stripe_payment_intent_id: intentId } = await orderRow(ctx, created.orderId);
  return { orderId: created.orderId as string, intent: await stripe.stripe.paymentIntents.retrieve(intentId) };
}

const shuffle = <T>(items: T[]) => items.map((item) => ({ item, key: Math.random() })).sort((a, b) => a.key - b.key).map((x) => x.item);

describe('a Stripe event redelivered 20 times and delivered out of order', () => {
  it('changes the order once and sends one recap e-mail', async () => {
    const email = `redelivery.${Date.now().toString(36)}@example.com`;
    const { orderId, intent } = await orderWithIntent(email);
    // Stripe's order: the first card was declined (older event), the second succeeded. They arrive the other way round.
    const declined = stripeEvent('payment_intent.payment_failed', { ...intent, status: 'requires_payment_method' });
    // A succeeded intent has received its amount, as Stripe reports it (the deposit is compared with what was charged, ADR 156).
    const succeeded = stripeEvent('payment_intent.succeeded', { ...intent, status: 'succeeded', amount_received: intent.amount });
    declined.created -= 60;

    expect((await readJson(await postSignedWebhook(ctx, succeeded))).result).toBe('changed');
    const deliveries = shuffle([...Array(19).fill(succeeded), ...Array(20).fill(declined)]);
    const responses = await Promise.all(deliveries.map((event) => postSignedWebhook(ctx, event)));
    expect(responses.map((r) => r.status)).toEqual(Array(39).fill(200));
    const results = await Promise.all(responses.map(async (r) => (await readJson(r)).result as string));
    // The stale decline is processed once (its first delivery) and changes nothing; every other delivery is a duplicate.
    expect(results.filter((r) => r === 'unchanged')).toHaveLength(1);
    expect(results.filter((r) => r === 'duplicate')).toHaveLength(38);

    await waitUntil(async () => (await orderRow(ctx, orderId)).email_recap_sent, 15_000, 'the recap e-mail');
    await settle(1_000); // a second recap, were one queued, would be caught by now
    expect(await orderRow(ctx, orderId)).toMatchObject({ status: 'deposit_paid', email_recap_sent: true, email_error: null });
    expect(await outboxEvents(ctx, 'order.deposit_paid', orderId)).toHaveLength(1);
    expect(await outboxEvents(ctx, 'order.status_changed', orderId)).toHaveLength(0);
    const stored = await ctx.sql`SELECT id FROM stripe_events WHERE id IN ${ctx.sql([succeeded.id, declined.id])}`;
    expect(stored).toHaveLength(2);
    const recaps = stand.smtp.messages().filter((m) => m.to.includes(email));
    expect(recaps).toHaveLength(1);
    expect(recaps[0]!.subject).toBe('Your SD Pumpkin order is confirmed - Golden Harvest');
    const log = await ctx.sql`SELECT kind, status FROM email_log WHERE order_id = ${orderId} ORDER BY kind`;
    // Issue 14 asks for a staff e-mail when a deposit lands: one recap to the customer and one notice to staff, each once.
    expect(log.map((r) => `${r.kind}:${r.status}`)).toEqual(['deposit_notification:sent', 'order_recap:sent']);
  });
});
