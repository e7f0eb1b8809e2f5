import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/harness.ts';
import { call, signedIn } from '../auth/staff-fixtures.ts';
import { insertOrder, insertQuote } from './order-fixtures.ts';

const ctx = useTestContext();
let staff: string;
let admin: string;
beforeAll(async () => {
  staff = (await signedIn(ctx, 'staff')).cookie;
  admin = (await signedIn(ctx, 'admin')).cookie;
});

describe('custom quotes for staff', () => {
  it('lists quotes newest first with CRM, e-mail and last webhook delivery fields', async () => {
    const older = await insertQuote(ctx, { createdAt: '2025-09-01T10:00:00Z', crmContactId: 'hs-1', emailConfirmationSent: true });
    const newer = await insertQuote(ctx, { createdAt: '2025-09-02T10:00:00Z' });
    const [event] = await ctx.sql`INSERT INTO outbox_events (type, payload) VALUES ('quote.created', ${ctx.sql.json({ quoteId: older })}) RETURNING id`;
    // NOTE: a live hook needs a live owner (migration 310): here the API key Zapier subscribed with.
    const [sub] = await ctx.sql`
      WITH key AS (INSERT INTO api_keys (name, key_hash, key_prefix) VALUES ('Zapier', gen_random_uuid()::text, 'sdpk_test') RETURNING id)
      INSERT INTO zapier_subscriptions (target_url, event, api_key_id) SELECT 'https://hooks.zapier.com/x', 'quote.created', id FROM key RETURNING id`;
    await ctx.sql`INSERT INTO webhook_deliveries (subscription_id, event_id, event_type, attempt, status, created_at)
                  VALUES (${sub!.id}, ${event!.id}, 'quote.created', 1, 'failed', now() - interval '1 minute'),
                         (${sub!.id}, ${event!.id}, 'quote.created', 2, 'delivered', now())`;
    const res = await call(ctx, 'GET', '/api/custom-quotes', { cookie: staff });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const quotes = await res.json();
    const ids = quotes.map((q: { id: string }) => q.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(quotes.find((q: { id: string }) => q.id === older)).toEqual({
      id: older,
      customerName: 'Quinn Quote',
      customerEmail: 'quinn@example.com',
      customerPhone: '8582550282',
      projectType: 'hoa',
      projectDescription: 'Autumn display for our HOA entrance',
      status: 'pending',
      createdAt: '2025-09-01T10:00:00.000Z',
      crmContactId: 'hs-1',
      crmProvider: 'hubspot',
      crmError: null,
      emailConfirmationSent: true,
      emailNotificationSent: false,
      lastDeliveryStatus: 'delivered',
      // The quote pipeline's fields (issue 16, ADR 035), empty until staff work the quote.
      amount: null,
      notes: '',
      followUpOn: null,
      owner: null,
      offeredAt: null,
      order: null,
    });
    expect(quotes.find((q: { id: string }) => q.id === newer).lastDeliveryStatus).toBeNull();
  });

  it('changes a status and records quote.status_changed in the outbox', async () => {
    const id = await insertQuote(ctx);
    const res = await call(ctx, 'PUT', `/api/custom-quotes/${id}/status`, { cookie: staff, body: { status: 'contacted' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id, status: 'contacted' });
    const events = await ctx.sql`SELECT payload FROM outbox_events WHERE type = 'quote.status_changed' AND payload ->> 'quoteId' = ${id}`;
    expect(events.map((e) => e.payload)).toEqual([{ quoteId: id, from: 'pending', to: 'contacted' }]);
    // Setting the same status again changes nothing and records nothing.
    await call(ctx, 'PUT', `/api/custom-quotes/${id}/status`, { cookie: staff, body: { status: 'contacted' } });
    const again = await ctx.sql`SELECT 1 FROM outbox_events WHERE type = 'quote.status_changed' AND payload ->> 'quoteId' = ${id}`;
    expect(again).toHaveLength(1);
  });

  it('refuses an unknown status with 400 and an unknown quote with 404', async () => {
    const id = await insertQuote(ctx);
    const bad = await call(ctx, 'PUT', `/api/custom-quotes/${id}/status`, { cookie: staff, body: { status: 'won' } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: 'Status must be pending, contacted, quoted or closed' });
    for (const unknown of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await call(ctx, 'PUT', `/api/custom-quotes/${unknown}/status`, { cookie: staff, body: { status: 'closed' } });
      expect(res.status).toBe(404);
    }
  });
});

describe('orders for staff', () => {
  it('lists orders newest first in the admin shape with money as decimal strings', async () => {
    const older = await insertOrder(ctx, { createdAt: '2025-09-01T10:00:00Z' });
    const newer = await insertOrder(ctx, { createdAt: '2025-09-03T10:00:00Z', status: 'deposit_paid', totalCents: 55_000, depositCents: 16_500 });
    await ctx.sql`INSERT INTO payments (order_id, kind, provider_ref, amount_cents, status) VALUES (${newer}, 'checkout_session', 'cs_test_1', 16500, 'paid')`;
    const res = await call(ctx, 'GET', '/api/orders', { cookie: staff });
    expect(res.status).toBe(200);
    const orders = await res.json();
    const ids = orders.map((o: { id: string }) => o.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(orders.find((o: { id: string }) => o.id === newer)).toMatchObject({
      status: 'deposit_paid',
      packageName: 'Golden Harvest',
      serviceType: 'white-glove',
      totalAmount: '550.00',
      depositAmount: '165.00',
      paymentStatus: 'paid',
      addOnServices: [],
      zipCode: '92126',
      emailRecapSent: false,
      lastDeliveryStatus: null,
    });
  });
});

describe('season settings', () => {
  it('reads and saves dates, capacity and countdowns, keeping bookings', async () => {
    const current = await (await call(ctx, 'GET', '/api/season/settings', { cookie: admin })).json();
    expect(current.deliveryDates).toHaveLength(4);
    const [first, ...rest] = current.deliveryDates as string[];
    await ctx.sql`UPDATE delivery_slots SET booked = 2 WHERE delivery_date = ${first!} AND service_level = 'white-glove'`;
    const extra = `${current.year}-11-02`;
    const body = {
      deliveryDates: [first, ...rest, extra],
      capacity: { ...current.capacity, [first!]: { 'white-glove': 2, 'drop-off': 9 }, [extra]: { 'white-glove': 1, 'drop-off': 1 } },
      saleEndsAt: current.saleEndsAt,
      promoBannerEndsAt: current.promoBannerEndsAt,
      bookingDeadline: `${current.year}-10-20`,
      peakSeasonAt: current.peakSeasonAt,
    };
    const saved = await call(ctx, 'PUT', '/api/season/settings', { cookie: admin, body });
    expect(saved.status).toBe(200);
    const view = await saved.json();
    expect(view.deliveryDates).toEqual([first, ...rest, extra]);
    expect(view.capacity[first!]).toEqual({ 'white-glove': 2, 'drop-off': 9 });
    expect(view.booked[first!]).toEqual({ 'white-glove': 2, 'drop-off': 0 });
    expect(view.bookingDeadline).toBe(`${current.year}-10-20`);
    const publicSeason = await (await call(ctx, 'GET', '/api/season')).json();
    expect(publicSeason.deliveryDates.map((d: { date: string }) => d.date)).toContain(extra);
  });

  it('refuses with 409 a capacity below what is booked, or dropping a booked date, and changes nothing', async () => {
    const current = await (await call(ctx, 'GET', '/api/season/settings', { cookie: admin })).json();
    const first = current.deliveryDates[0] as string;
    await ctx.sql`UPDATE delivery_slots SET booked = 2 WHERE delivery_date = ${first} AND service_level = 'white-glove'`;
    const base = { ...current, year: undefined, booked: undefined };
    const below = await call(ctx, 'PUT', '/api/season/settings', {
      cookie: admin,
      body: { ...base, capacity: { ...current.capacity, [first]: { 'white-glove': 1, 'drop-off': 5 } } },
    });
    expect(below.status).toBe(409);
    expect((await below.json()).message).toMatch(/already has 2 booked/);
    const dropped = await call(ctx, 'PUT', '/api/season/settings', { cookie: admin, body: { ...base, deliveryDates: current.deliveryDates.slice(1) } });
    expect(dropped.status).toBe(409);
    expect(await (await call(ctx, 'GET', '/api/season/settings', { cookie: admin })).json()).toEqual(current);
  });

  it('refuses malformed settings with 400', async () => {
    const current = await (await call(ctx, 'GET', '/api/season/settings', { cookie: admin })).json();
    const res = await call(ctx, 'PUT', '/api/season/settings', { cookie: admin, body: { ...current, deliveryDates: ['2025-13-45'] } });
    expect(res.status).toBe(400);
  });
});
