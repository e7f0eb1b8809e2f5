import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/harness.ts';
import { orderPayload, readJson } from '../../../test/stripe-order-fixtures.ts';
import { useStripeEmulator } from '../../../test/stripe-emulator.ts';
import { normalizeEmail, TOO_MANY_HOLDS } from './unpaid-hold-cap.ts';

// NOTE: the per-minute POST limit (ADR 007) stays off here so the hold cap alone is what stops the flood: a patient script
// stays under any per-minute limit. TRUST_PROXY makes X-Forwarded-For the client address, as behind our proxy.
const ctx = useTestContext({ UNPAID_HOLDS_PER_CLIENT: '3', TRUST_PROXY: '1' });
useStripeEmulator(ctx);

const HOLDS = 3;
const spotsTaken = async () => (await ctx.sql`SELECT sum(booked)::int AS n FROM delivery_slots`)[0]!.n as number;
const seasonDates = async () => [...(await ctx.sql`SELECT delivery_dates FROM season`)[0]!.delivery_dates as string[]].sort();

/** Run `count` attempts, `parallel` at a time; answers their statuses and bodies. */
async function flood(count: number, parallel: number, attempt: (i: number) => Promise<Response>) {
  const results: { status: number; message?: string; retryAfter: string | null }[] = [];
  for (let start = 0; start < count; start += parallel) {
    const batch = Array.from({ length: Math.min(parallel, count - start) }, (_, k) => attempt(start + k));
    for (const res of await Promise.all(batch)) results.push({ status: res.status, message: (await readJson(res)).message, retryAfter: res.headers.get('retry-after') });
  }
  return results;
}

describe('nobody can book out the season with unpaid orders (ADR 020)', () => {
  it('200 scripted orders from one address with rotating e-mails take no more than a handful of spots', { timeout: 60_000 }, async () => {
    const dates = await seasonDates();
    const capacity = (await ctx.sql`SELECT sum(capacity)::int AS n FROM delivery_slots`)[0]!.n as number;
    const started = Date.now();
    const results = await flood(200, 10, async (i) => {
      const payload = await orderPayload(ctx, {
        customerEmail: `bot${i}@example${i % 7}.com`,
        deliveryDate: dates[i % dates.length],
        serviceType: i % 2 ? 'drop-off' : 'white-glove',
      });
      // Half hosted, half embedded: both flows hold a spot.
      return ctx.post(i % 2 ? '/api/orders' : '/api/create-stripe-checkout', payload, { 'x-forwarded-for': '203.0.113.9' });
    });
    const elapsed = Date.now() - started;
    const taken = results.filter((r) => r.status === 200 || r.status === 201).length;
    expect(taken).toBe(HOLDS);
    expect(await spotsTaken()).toBe(HOLDS);
    const refused = results.filter((r) => r.status === 429);
    expect(refused).toHaveLength(200 - HOLDS);
    expect(refused.every((r) => r.message === TOO_MANY_HOLDS && Number(r.retryAfter) > 0)).toBe(true);
    expect(capacity - HOLDS).toBeGreaterThan(30);
    expect(elapsed).toBeLessThan(45_000);
  });

  it('one e-mail, written many ways and sent from rotating addresses, holds no more than the cap either', { timeout: 30_000 }, async () => {
    const before = await spotsTaken();
    const dates = await seasonDates();
    const spellings = ['Jane.Doe@gmail.com', 'janedoe+1@gmail.com', 'J.A.N.E.D.O.E@googlemail.com', ' janedoe+flood@GMAIL.com '];
    const results = await flood(40, 8, async (i) =>
      ctx.post('/api/orders', await orderPayload(ctx, { customerEmail: spellings[i % spellings.length]!.trim(), serviceType: 'drop-off', deliveryDate: dates[2] }), { 'x-forwarded-for': `198.18.0.${i + 1}` }));
    expect(results.filter((r) => r.status === 201)).toHaveLength(HOLDS);
    expect(await spotsTaken()).toBe(before + HOLDS);
  });

  it('an honest customer from another address can still book the week the flood aimed at', async () => {
    const res = await ctx.post('/api/orders', await orderPayload(ctx, { customerEmail: 'honest@example.org', serviceType: 'drop-off' }), { 'x-forwarded-for': '192.0.2.44' });
    expect(res.status).toBe(201);
  });

  it('frees the address once its holds are paid or released', async () => {
    await ctx.sql`UPDATE orders SET status = 'cancelled', slot_released = true WHERE status = 'pending'`;
    const res = await ctx.post('/api/orders', await orderPayload(ctx, { customerEmail: 'bot-again@example.com', serviceType: 'drop-off', deliveryDate: (await seasonDates())[3] }), { 'x-forwarded-for': '203.0.113.9' });
    expect(res.status).toBe(201);
  });

  it('holds a hosted checkout for Stripe\'s 30-minute minimum, not an hour', async () => {
    const hosted = await readJson(await ctx.post('/api/create-stripe-checkout', await orderPayload(ctx, { customerEmail: 'short@example.com', serviceType: 'drop-off', deliveryDate: (await seasonDates())[1] }), { 'x-forwarded-for': '192.0.2.80' }));
    const [row] = await ctx.sql`SELECT stripe_checkout_session_id FROM orders WHERE id = ${hosted.orderId}`;
    const session = await ctx.deps.stripe!.checkout.sessions.retrieve(row!.stripe_checkout_session_id);
    const lifetime = session.expires_at - session.created;
    expect(lifetime).toBeGreaterThanOrEqual(30 * 60);
    expect(lifetime).toBeLessThanOrEqual(32 * 60);
  });
});

describe('normalized e-mail', () => {
  it('folds case, +tags and Gmail dots into one mailbox', () => {
    expect(normalizeEmail(' Jane.Doe+x@GoogleMail.com')).toBe('janedoe@gmail.com');
    expect(normalizeEmail('jane.doe+x@example.com')).toBe('jane.doe@example.com');
  });
});
