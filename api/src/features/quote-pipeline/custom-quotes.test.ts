import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/harness.ts';
import { call, signedIn } from '../../../test/staff-fixtures.ts';
import { insertQuote } from '../../../test/order-fixtures.ts';

const ctx = useTestContext();
let staff: string;
beforeAll(async () => {
  staff = (await signedIn(ctx, 'staff')).cookie;
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
