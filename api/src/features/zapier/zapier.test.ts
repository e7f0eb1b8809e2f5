import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/harness.ts';
import { createApp } from '../../app.ts';
import { call, signedIn } from '../../../test/staff-fixtures.ts';
import { insertOrder, insertQuote } from '../../../test/order-fixtures.ts';

const ctx = useTestContext();
let admin: string;
let staff: string;
beforeAll(async () => {
  admin = (await signedIn(ctx, 'admin')).cookie;
  staff = (await signedIn(ctx, 'staff')).cookie;
});
const newKey = async (name = 'Zapier') => (await call(ctx, 'POST', '/api/zapier/api-keys', { cookie: admin, body: { name } })).json();
const withKey = (key: string) => ({ 'x-api-key': key });

describe('API keys', () => {
  it('shows a new key once, lists keys without secrets, and answers the connection test', async () => {
    const res = await call(ctx, 'POST', '/api/zapier/api-keys', { cookie: admin, body: { name: 'Main Zap' } });
    expect(res.status).toBe(201);
    const { id, key } = await res.json();
    expect(key).toMatch(/^sdpk_[\w-]{43}$/);
    const list = await (await call(ctx, 'GET', '/api/zapier/api-keys', { cookie: admin })).json();
    const listed = list.find((k: { id: string }) => k.id === id);
    expect(listed).toMatchObject({ name: 'Main Zap', prefix: key.slice(0, 11), revokedAt: null });
    expect(JSON.stringify(list)).not.toContain(key.slice(11));
    const [row] = await ctx.sql`SELECT key_hash FROM api_keys WHERE id = ${id}`;
    expect(row!.key_hash).not.toContain(key.slice(5));
    const me = await call(ctx, 'GET', '/api/zapier/me', { headers: withKey(key) });
    expect(await me.json()).toEqual({ ok: true, name: 'Main Zap' });
  });

  it('rotates a key: the old secret stops at once, the new one works and keeps the subscriptions', async () => {
    const { id, key } = await newKey();
    const sub = await (await call(ctx, 'POST', '/api/zapier/webhooks', { headers: withKey(key), body: { target_url: 'http://127.0.0.1:9/rot', event: 'quote.created', active: true } })).json();
    const rotated = await call(ctx, 'POST', `/api/zapier/api-keys/${id}/rotate`, { cookie: admin });
    expect(rotated.status).toBe(201);
    const fresh = await rotated.json();
    expect(fresh.key).not.toBe(key);
    expect((await call(ctx, 'GET', '/api/zapier/me', { headers: withKey(key) })).status).toBe(401);
    expect((await call(ctx, 'GET', '/api/zapier/me', { headers: withKey(fresh.key) })).status).toBe(200);
    expect((await call(ctx, 'DELETE', `/api/zapier/webhooks/${sub.id}`, { headers: withKey(fresh.key) })).status).toBe(200);
    expect((await call(ctx, 'POST', `/api/zapier/api-keys/${id}/rotate`, { cookie: admin })).status).toBe(404);
  });

  it('revokes a key and stops the subscriptions made with it', async () => {
    const { id, key } = await newKey();
    const sub = await (await call(ctx, 'POST', '/api/zapier/webhooks', { headers: withKey(key), body: { target_url: 'http://127.0.0.1:9/rev', event: 'order.deposit_paid' } })).json();
    expect((await call(ctx, 'DELETE', `/api/zapier/api-keys/${id}`, { cookie: admin })).status).toBe(200);
    expect((await call(ctx, 'GET', '/api/zapier/quotes', { headers: withKey(key) })).status).toBe(401);
    const [row] = await ctx.sql`SELECT active, deactivated_reason FROM zapier_subscriptions WHERE id = ${sub.id}`;
    expect(row).toEqual({ active: false, deactivated_reason: 'api key revoked' });
  });
});

describe('REST hooks', () => {
  it('subscribes with a key or with an admin session, idempotently, and validates the event', async () => {
    const { key } = await newKey();
    const body = { target_url: 'http://127.0.0.1:9/hook', event: 'quote.created', active: true };
    const first = await call(ctx, 'POST', '/api/zapier/webhooks', { headers: withKey(key), body });
    expect(first.status).toBe(201);
    const { id } = await first.json();
    const again = await call(ctx, 'POST', '/api/zapier/webhooks', { cookie: admin, body });
    expect(again.status).toBe(200);
    expect((await again.json()).id).toBe(id);
    // NOTE: a webhook receives every quote or order, so the Zapier page's calls need an admin (issue 13, ADR 018).
    expect((await call(ctx, 'POST', '/api/zapier/webhooks', { cookie: staff, body: { ...body, event: 'order.deposit_paid' } })).status).toBe(403);
    const page = await call(ctx, 'POST', '/api/zapier/webhooks', { cookie: admin, body: { ...body, event: 'order.deposit_paid' } });
    expect(page.status).toBe(201);
    const badEvent = await call(ctx, 'POST', '/api/zapier/webhooks', { cookie: admin, body: { ...body, event: 'order.created' } });
    expect(badEvent.status).toBe(400);
    const noUrl = await call(ctx, 'POST', '/api/zapier/webhooks', { cookie: admin, body: { event: 'quote.created' } });
    expect(await noUrl.json()).toMatchObject({ message: 'Please enter your Zapier webhook URL first.' });
  });

  it('refuses a hook aimed at this site itself (PUBLIC_URL\'s host, the API\'s own port), which would loop, even in local runs', async () => {
    const { key } = await newKey();
    const own = new URL(ctx.env.PUBLIC_URL);
    for (const target_url of [`${own.origin}/api/quotes`, `http://127.0.0.1:${ctx.env.PORT}/api/quotes`, `http://localhost:${ctx.env.PORT}/api/quotes`]) {
      const res = await call(ctx, 'POST', '/api/zapier/webhooks', { headers: withKey(key), body: { target_url, event: 'quote.created', active: true } });
      expect(res.status, target_url).toBe(400);
      expect(await res.json()).toMatchObject({ message: 'Webhook URL points to this site itself: a hook there would call itself in a loop', issues: [expect.objectContaining({ path: 'target_url' })] });
    }
    expect(await ctx.sql`SELECT 1 FROM zapier_subscriptions WHERE target_url LIKE '%/api/quotes'`).toHaveLength(0);
  });

  it('refuses another spelling of this site (a mapped IPv6 literal, another loopback address) with 400, by address (issue 35, item 7)', async () => {
    const { key } = await newKey();
    const port = ctx.env.PORT;
    for (const target_url of [`http://[::ffff:127.0.0.1]:${port}/api/quotes`, `http://[::ffff:7f00:1]:${port}/api/quotes`, `http://127.0.0.2:${port}/api/quotes`]) {
      const res = await call(ctx, 'POST', '/api/zapier/webhooks', { headers: withKey(key), body: { target_url, event: 'quote.created', active: true } });
      expect(res.status, target_url).toBe(400);
      expect(await res.json()).toMatchObject({ message: 'Webhook URL points to this site itself: a hook there would call itself in a loop', issues: [expect.objectContaining({ path: 'target_url' })] });
    }
    expect(await ctx.sql`SELECT 1 FROM zapier_subscriptions WHERE target_url LIKE '%/api/quotes'`).toHaveLength(0);
  });

  it('refuses private, loopback, link-local and plain-http targets in production', async () => {
    const { key } = await newKey();
    const production = createApp({ ...ctx.deps, env: { ...ctx.env, NODE_ENV: 'production', WEBHOOK_ALLOW_PRIVATE_TARGETS: false } });
    const subscribeTo = (target_url: string) =>
      production.request('/api/zapier/webhooks', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': key },
        body: JSON.stringify({ target_url, event: 'quote.created', active: true }),
      });
    const refused = [
      'http://127.0.0.1/hook', 'http://169.254.169.254/latest/meta-data', 'http://10.0.0.1/hook', 'http://[::1]/hook',
      'http://localhost/hook', 'https://127.0.0.1/hook', 'https://169.254.169.254/', 'https://10.0.0.1/', 'https://[::1]/',
      'https://localhost/hook', 'https://[::ffff:127.0.0.1]/', 'http://93.184.215.14/hook', 'ftp://93.184.215.14/',
    ];
    for (const target of refused) {
      const res = await subscribeTo(target);
      expect([target, res.status]).toEqual([target, 400]);
      expect(((await res.json()) as { issues: unknown[] }).issues).toEqual([expect.objectContaining({ path: 'target_url' })]);
    }
    expect((await subscribeTo('https://93.184.215.14/hook')).status).toBe(201);
  });

  it('unsubscribes only hooks made with the same key', async () => {
    const mine = await newKey();
    const theirs = await newKey();
    const { id } = await (await call(ctx, 'POST', '/api/zapier/webhooks', { headers: withKey(mine.key), body: { target_url: 'http://127.0.0.1:9/own' } })).json();
    expect((await call(ctx, 'DELETE', `/api/zapier/webhooks/${id}`, { headers: withKey(theirs.key) })).status).toBe(404);
    expect((await call(ctx, 'DELETE', `/api/zapier/webhooks/${id}`, { headers: withKey(mine.key) })).status).toBe(200);
    const [row] = await ctx.sql`SELECT active FROM zapier_subscriptions WHERE id = ${id}`;
    expect(row!.active).toBe(false);
  });

  it('lists subscriptions for the Zapier page with their last delivery, and disconnects one', async () => {
    const { id } = await (await call(ctx, 'POST', '/api/zapier/webhooks', { cookie: admin, body: { target_url: 'http://127.0.0.1:9/page' } })).json();
    const [event] = await ctx.sql`INSERT INTO outbox_events (type, payload) VALUES ('quote.created', '{"quoteId":"x"}') RETURNING id`;
    await ctx.sql`INSERT INTO webhook_deliveries (subscription_id, event_id, event_type, attempt, status, response_status)
                  VALUES (${id}, ${event!.id}, 'quote.created', 1, 'delivered', 200)`;
    const list = await (await call(ctx, 'GET', '/api/zapier/subscriptions', { cookie: admin })).json();
    expect(list.find((s: { id: string }) => s.id === id)).toMatchObject({
      targetUrl: 'http://127.0.0.1:9/page', event: 'quote.created', active: true, createdVia: 'staff',
      lastDelivery: { status: 'delivered', responseStatus: 200, error: null },
    });
    expect((await call(ctx, 'DELETE', `/api/zapier/subscriptions/${id}`, { cookie: admin })).status).toBe(200);
    const after = await (await call(ctx, 'GET', '/api/zapier/subscriptions', { cookie: admin })).json();
    expect(after.find((s: { id: string }) => s.id === id).active).toBe(false);
  });
});

describe('polling', () => {
  it('returns at most 100 quotes, newest first, with stable ids', async () => {
    const { key } = await newKey();
    const base = Date.parse('2025-09-01T00:00:00Z');
    for (let i = 0; i < 105; i++) await insertQuote(ctx, { createdAt: new Date(base + i * 60_000).toISOString(), customerName: `Q${i}` });
    const first = await (await call(ctx, 'GET', '/api/zapier/quotes', { headers: withKey(key) })).json();
    expect(first).toHaveLength(100);
    const times = first.map((q: { createdAt: string }) => Date.parse(q.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(first[0]).toMatchObject({ customerName: 'Q104', projectType: 'hoa', status: 'pending' });
    const second = await (await call(ctx, 'GET', '/api/zapier/quotes', { headers: withKey(key) })).json();
    expect(second.map((q: { id: string }) => q.id)).toEqual(first.map((q: { id: string }) => q.id));
  });

  it('returns paid orders only, most recently paid first', async () => {
    const { key } = await newKey();
    await insertOrder(ctx, { status: 'pending' });
    const early = await insertOrder(ctx, { status: 'deposit_paid', paidAt: '2025-09-02T00:00:00Z' });
    const late = await insertOrder(ctx, { status: 'delivered', paidAt: '2025-09-05T00:00:00Z', totalCents: 55_000, depositCents: 16_500 });
    const orders = await (await call(ctx, 'GET', '/api/zapier/orders', { headers: withKey(key) })).json();
    expect(orders.map((o: { id: string }) => o.id)).toEqual([late, early]);
    expect(orders[0]).toMatchObject({ totalAmount: '550.00', depositAmount: '165.00', balanceDue: '385.00', addOns: [] });
  });

  it('returns delivered orders only, most recently delivered first, for the Order Delivered trigger', async () => {
    const { key } = await newKey();
    await insertOrder(ctx, { status: 'deposit_paid', paidAt: '2025-09-01T00:00:00Z' });
    const earlyPaidLateDelivered = await insertOrder(ctx, { status: 'delivered', paidAt: '2025-09-01T00:00:00Z' });
    const latePaidEarlyDelivered = await insertOrder(ctx, { status: 'delivered', paidAt: '2025-09-03T00:00:00Z' });
    await ctx.sql`UPDATE orders SET delivered_at = '2025-10-06T18:00:00Z' WHERE id = ${earlyPaidLateDelivered}`;
    await ctx.sql`UPDATE orders SET delivered_at = '2025-10-02T18:00:00Z' WHERE id = ${latePaidEarlyDelivered}`;
    const delivered = await (await call(ctx, 'GET', '/api/zapier/orders/delivered', { headers: withKey(key) })).json();
    expect(delivered.map((o: { id: string }) => o.id)).toEqual([earlyPaidLateDelivered, latePaidEarlyDelivered]);
    expect(delivered[0]).toMatchObject({ status: 'delivered', deliveredAt: '2025-10-06T18:00:00.000Z' });
    const again = await (await call(ctx, 'GET', '/api/zapier/orders/delivered', { headers: withKey(key) })).json();
    expect(again).toEqual(delivered);
  });

  it("returns accepted renewals only, with last season's delivery date and the household's seasons, for Renewal Accepted", async () => {
    const { key } = await newKey();
    const { first } = (await ctx.sql<{ first: string }[]>`SELECT delivery_dates[1] AS first FROM season`)[0]!;
    const year = Number(first.slice(0, 4));
    // Last season's completed porch, its renewal offer for this season, an attempt abandoned before paying and the paid renewal.
    const last = await insertOrder(ctx, { status: 'completed', paidAt: '2025-09-01T00:00:00Z', deliveryDate: `${year - 1}-10-06` });
    const [offer] = await ctx.sql<{ id: string }[]>`
      INSERT INTO renewal_offers (season_year, customer_id, last_order_id, delivery_date, service_type, status, hold_until, slot_held, offered_at)
      SELECT ${year}, customer_id, id, ${first}, 'white-glove', 'accepted', now() + interval '21 days', false, now() FROM orders WHERE id = ${last}
      RETURNING id`;
    const abandoned = await insertOrder(ctx, { status: 'cancelled' });
    const renewed = await insertOrder(ctx, { status: 'deposit_paid', paidAt: '2025-09-09T00:00:00Z' });
    await ctx.sql`UPDATE orders SET renewal_offer_id = ${offer!.id} WHERE id IN (${abandoned}, ${renewed})`;
    const notRenewed = await insertOrder(ctx, { status: 'deposit_paid', paidAt: '2025-09-10T00:00:00Z' });

    const renewals = await (await call(ctx, 'GET', '/api/zapier/orders/renewed', { headers: withKey(key) })).json();
    expect(renewals.map((o: { id: string }) => o.id)).toEqual([renewed]);
    expect(renewals[0]).toMatchObject({
      status: 'deposit_paid', deliveryDate: first, previousDeliveryDate: `${year - 1}-10-06`, seasonsBooked: 2, bookedYears: `${year - 1}, ${year}`,
    });
    // Every order field the other order triggers carry, and the same order in the paid-orders feed.
    const paid = await (await call(ctx, 'GET', '/api/zapier/orders', { headers: withKey(key) })).json();
    const { previousDeliveryDate: _p, seasonsBooked: _s, bookedYears: _b, ...asOrder } = renewals[0];
    expect(paid.find((o: { id: string }) => o.id === renewed)).toEqual(asOrder);
    expect(paid.map((o: { id: string }) => o.id)).toContain(notRenewed);
  });
});
