import { createLogger } from '@sdp/server/logger';
import { createApiRedis } from '@sdp/server/redis';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../api/test/harness.ts';
import { postSignedWebhook, stripeEvent, TEST_WEBHOOK_SECRET } from '../../api/test/stripe-emulator.ts';
import { orderPayload, readJson } from '../../api/test/stripe-order-fixtures.ts';
import { startWorkers, type RunningWorkers } from '../src/start-workers.ts';
import { startPrivateRedis } from './private-redis.ts';
import { FAST, quoteRequest, settle, useStandIns, waitUntil } from './stand-ins.ts';

// redis-outage.test.ts covers quotes; this covers what docs/design.md §9 names: orders (created, then paid by webhook) arriving with
// quotes while Redis is down. The per-IP limiter is on, so its fail-open path (ADR 007) is exercised too.
const ctx = useTestContext({ PUBLIC_POST_RATE_LIMIT: '1000' });
const stand = useStandIns();
let redis: Awaited<ReturnType<typeof startPrivateRedis>>;
let apiRedis: Redis;
let workers: RunningWorkers;

beforeAll(async () => {
  redis = await startPrivateRedis();
  ctx.configure({
    ...stand.env(), REDIS_URL: redis.url, STRIPE_SECRET_KEY: 'sk_test_unused', STRIPE_API_URL: 'http://127.0.0.1:9', STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
  });
  await ctx.sql`UPDATE delivery_slots SET capacity = 100`;
  apiRedis = createApiRedis(redis.url);
  apiRedis.on('error', () => {});
  // NOTE: the app under test uses the private Redis for its limiter and nudges, as production's API would use the one that stops.
  ctx.app = ctx.appWith({ redis: apiRedis });
  workers = await startWorkers({ env: ctx.env, logger: createLogger('silent'), tuning: FAST });
});
afterAll(async () => {
  await workers?.stop();
  apiRedis?.disconnect();
  await redis?.stop();
});

/** An order created on /reserve, then paid: Stripe's payment_intent.succeeded reaches the webhook. */
async function placeAndPay(label: string) {
  const email = `outage.${label}.${Date.now().toString(36)}@example.com`;
  const created = await ctx.post('/api/orders', await orderPayload(ctx, { customerEmail: email }));
  expect(created.status).toBe(201);
  const { orderId } = await readJson(created);
  const paid = await postSignedWebhook(ctx, stripeEvent('payment_intent.succeeded', {
    id: `pi_outage_${label}`, object: 'payment_intent', amount: 54_750, currency: 'usd', status: 'succeeded', metadata: { orderId },
  }));
  expect(await readJson(paid)).toMatchObject({ result: 'changed' });
  return { orderId: orderId as string, email };
}
async function requestQuote(label: string) {
  const body = quoteRequest(label);
  expect((await ctx.post('/api/quotes', body)).status).toBe(201);
  return body.customerEmail;
}
const count = async (query: Promise<{ n: number }[]>) => (await query)[0]!.n;
const ordersDone = () => count(ctx.sql`SELECT count(*)::int AS n FROM orders WHERE email_recap_sent AND crm_synced_at IS NOT NULL`);
const quotesDone = () => count(ctx.sql`SELECT count(*)::int AS n FROM custom_quotes WHERE email_confirmation_sent AND email_notification_sent AND crm_synced_at IS NOT NULL`);

describe('Redis stopped while orders and quotes arrive, then started', () => {
  it('does every job of every order and quote once Redis is back, none twice', async () => {
    const orders = [await placeAndPay('before')];
    const quotes = [await requestQuote('before')];
    await waitUntil(async () => (await ordersDone()) === 1 && (await quotesDone()) === 1, 15_000, 'work before the outage');

    await redis.stop();
    for (let i = 0; i < 4; i += 1) {
      orders.push(await placeAndPay(`during-${i}`)); // the API keeps answering: the rows and their events are in PostgreSQL
      quotes.push(await requestQuote(`during-${i}`));
    }
    await settle(800); // several relay sweeps fail against the dead Redis meanwhile
    expect(await count(ctx.sql`SELECT count(*)::int AS n FROM outbox_events WHERE dispatched_at IS NULL AND type IN ('order.deposit_paid', 'quote.created')`)).toBe(8);
    expect(await ordersDone()).toBe(1);

    await redis.start();
    await waitUntil(async () => (await ordersDone()) === 5 && (await quotesDone()) === 5, 30_000, 'work after the outage');
    await settle(800);

    for (const { email } of orders) expect(stand.smtp.messages().filter((m) => m.to.includes(email)), email).toHaveLength(1);
    for (const email of quotes) expect(stand.smtp.messages().filter((m) => m.to.includes(email)), email).toHaveLength(1);
    // 5 quote notifications and, since issue 14, 5 deposit notices: one per quote and one per paid order, none twice.
    expect(stand.smtp.messages().filter((m) => m.to.includes('staff@sdpumpkin.com'))).toHaveLength(10);
    expect(stand.smtp.messages().filter((m) => m.to.includes('staff@sdpumpkin.com') && m.subject.startsWith('Deposit paid:'))).toHaveLength(5);
    expect(stand.crm.calls().filter((c) => c.path.endsWith('/batch/upsert'))).toHaveLength(10);
    const statuses = await ctx.sql`SELECT status FROM orders WHERE id IN ${ctx.sql(orders.map((o) => o.orderId))}`;
    expect(statuses.map((r) => r.status)).toEqual(Array(5).fill('deposit_paid'));
    expect(await count(ctx.sql`SELECT count(*)::int AS n FROM outbox_events WHERE dispatched_at IS NULL`)).toBe(0);
    expect(await count(ctx.sql`SELECT count(*)::int AS n FROM (SELECT idempotency_key FROM email_log WHERE status = 'sent' GROUP BY 1 HAVING count(*) > 1) d`)).toBe(0);
  });
});
