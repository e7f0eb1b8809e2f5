import { randomUUID } from 'node:crypto';
import { KEY_MALFORMED, KEY_REUSED } from '@sdp/server/orders/order-attempt';
import { secretMatches } from '@sdp/server/orders/order-secret';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/harness.ts';
import { useStripeEmulator } from '../../../test/stripe-emulator.ts';
import { ADD_ON, orderPayload, orderRow, outboxEvents, readJson } from '../../../test/stripe-order-fixtures.ts';

// Issue 39 (ADR 310): POST /api/orders with an Idempotency-Key. A client that retries an attempt whose answer never arrived (the
// API process died between the commit and the answer) gets the order the attempt made, never a second unpaid hold.
const ctx = useTestContext();
useStripeEmulator(ctx, { webhooks: false });
beforeAll(async () => {
  // NOTE: room for every order of this file in the week (unpaid holds take at most half of what is left, ADR 159).
  await ctx.sql`UPDATE delivery_slots SET capacity = 100`;
  ctx.configure({ UNPAID_HOLDS_PER_CLIENT: '0' });
});

const place = async (key: string | null, overrides: Record<string, unknown> = {}) => {
  const res = await ctx.post('/api/orders', await orderPayload(ctx, overrides), key === null ? {} : { 'Idempotency-Key': key });
  return { status: res.status, replayed: res.headers.get('idempotent-replayed'), body: await readJson(res) };
};
const ordersOf = async (email: string) => ctx.sql<{ id: string }[]>`SELECT id FROM orders WHERE customer_email = ${email}`;
const uniqueEmail = (label: string) => `key.${label}.${Date.now().toString(36)}@example.com`;

describe('POST /api/orders with an Idempotency-Key', () => {
  it('answers a retry of the same request with the first order, its id, secret and price, and makes one order and one event', async () => {
    const key = randomUUID();
    const email = uniqueEmail('same');
    const fields = { customerEmail: email, addOnServices: [{ id: ADD_ON.hayBales, quantity: 2 }] };
    const first = await place(key, fields);
    expect(first.status).toBe(201);
    expect(first.replayed).toBeNull();
    // The same request again, its fields in another order and the key in capitals: the same attempt.
    const again = await place(key.toUpperCase(), Object.fromEntries(Object.entries(await orderPayload(ctx, fields)).reverse()));
    expect(again.status).toBe(201);
    expect(again.replayed).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await ordersOf(email)).toHaveLength(1);
    expect(await outboxEvents(ctx, 'order.created', first.body.orderId)).toHaveLength(1);
    // The secret answered twice is the order's (only its hash is stored).
    expect(secretMatches((await orderRow(ctx, first.body.orderId)).secret_hash, again.body.orderSecret)).toBe(true);
  });

  it('refuses the same key with a different request (422, in words) and makes nothing', async () => {
    const key = randomUUID();
    const email = uniqueEmail('other');
    expect((await place(key, { customerEmail: email })).status).toBe(201);
    const other = await place(key, { customerEmail: email, customerName: 'Someone Else' });
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ message: KEY_REUSED, code: 'UNPROCESSABLE' });
    expect(await ordersOf(email)).toHaveLength(1);
  });

  it('makes one order of five requests of one attempt at once (a double click, the proxy trying again)', async () => {
    const key = randomUUID();
    const email = uniqueEmail('race');
    const answers = await Promise.all(Array.from({ length: 5 }, () => place(key, { customerEmail: email })));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.orderId)).size).toBe(1);
    expect(new Set(answers.map((a) => a.body.orderSecret)).size).toBe(1);
    expect(answers.filter((a) => a.replayed === 'true')).toHaveLength(4);
    expect(await ordersOf(email)).toHaveLength(1);
  });

  it('keeps a key for 24 hours: a day later the same key makes a new order', async () => {
    const key = randomUUID();
    const email = uniqueEmail('expired');
    const first = await place(key, { customerEmail: email });
    const realNow = ctx.deps.now;
    ctx.deps.now = () => new Date(Date.now() + 24 * 3_600_000 + 60_000);
    try {
      const later = await place(key, { customerEmail: email });
      expect(later.status).toBe(201);
      expect(later.replayed).toBeNull();
      expect(later.body.orderId).not.toBe(first.body.orderId);
    } finally {
      ctx.deps.now = realNow;
    }
    expect(await ordersOf(email)).toHaveLength(2);
    expect((await orderRow(ctx, first.body.orderId)).idempotency_key).toBeNull();
  });

  it('refuses a key that is not a UUID (400, in words); without a key each request is its own order, as before', async () => {
    const bad = await place('retry-1');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(KEY_MALFORMED);
    const email = uniqueEmail('none');
    expect((await place(null, { customerEmail: email })).status).toBe(201);
    expect((await place(null, { customerEmail: email })).status).toBe(201);
    expect(await ordersOf(email)).toHaveLength(2);
  });
});

describe('POST /api/create-stripe-checkout with an Idempotency-Key (the order dialog, ADR 321)', () => {
  const open = async (key: string, overrides: Record<string, unknown> = {}) => {
    const res = await ctx.post('/api/create-stripe-checkout', await orderPayload(ctx, overrides), { 'Idempotency-Key': key });
    return { status: res.status, replayed: res.headers.get('idempotent-replayed'), body: await readJson(res) };
  };
  const sessionOf = async (orderId: string) => (await ctx.sql<{ s: string | null }[]>`SELECT stripe_checkout_session_id AS s FROM orders WHERE id = ${orderId}`)[0]!.s;

  it('answers a retry with the same Checkout Session and order: one order, one session, however often it comes', async () => {
    const key = randomUUID();
    const email = uniqueEmail('hosted');
    const first = await open(key, { customerEmail: email });
    expect(first.status).toBe(200);
    expect(first.replayed).toBeNull();
    const session = await sessionOf(first.body.orderId);
    expect(session).toMatch(/^cs_/);
    const again = await Promise.all([open(key, { customerEmail: email }), open(key, { customerEmail: email })]);
    for (const answer of again) {
      expect(answer.status).toBe(200);
      expect(answer.replayed).toBe('true');
      expect(answer.body).toEqual(first.body);
    }
    expect(await ordersOf(email)).toHaveLength(1);
    expect(await sessionOf(first.body.orderId)).toBe(session);
  });

  it('refuses the key with another request (422) and makes nothing; the same key on /api/orders is another flow (422)', async () => {
    const key = randomUUID();
    const email = uniqueEmail('hosted-other');
    expect((await open(key, { customerEmail: email })).status).toBe(200);
    const other = await open(key, { customerEmail: email, customerName: 'Someone Else' });
    expect(other.status).toBe(422);
    expect(other.body.message).toBe(KEY_REUSED);
    const embedded = await place(key, { customerEmail: email });
    expect(embedded.status).toBe(422);
    expect(embedded.body.message).toBe(KEY_REUSED);
    expect(await ordersOf(email)).toHaveLength(1);
  });
});
