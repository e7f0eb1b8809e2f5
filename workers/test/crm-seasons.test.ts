import { mergeCustomers } from '@sdp/server/db/customers';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../api/test/harness.ts';
import { insertAcceptedRenewal, insertPaidOrder } from './fixtures.ts';
import { settle, useStandIns, useWorkers, waitUntil } from './stand-ins.ts';

// The CRM contact carries the household's seasons booked (issue 27 item 5, docs/design.md §18, ADR 128): API data -> outbox ->
// relay -> CRM worker -> the HubSpot stand-in through the official client.
const ctx = useTestContext();
const stand = useStandIns();
useWorkers(ctx, stand);

const contactOf = (email: string) => stand.crm.contacts().find((c) => c.properties.email === email)?.properties;
const upsertsFor = (email: string) => stand.crm.calls().filter((c) => c.path.endsWith('/batch/upsert') && JSON.stringify(c.body).includes(`"id":"${email}"`));
const synced = (orderId: string) => waitUntil(async () => (await ctx.sql`SELECT 1 FROM orders WHERE id = ${orderId} AND crm_synced_at IS NOT NULL`).length, 15_000, `CRM sync of ${orderId}`);

describe("the household's seasons booked on its CRM contact", () => {
  it('counts the first deposit, and an accepted renewal updates it, with a merged record\'s season and without a cancelled one', async () => {
    const email = 'rowan.hale@example.com';
    const first = await insertPaidOrder(ctx.sql, email);
    await synced(first.orderId);
    const { year } = (await ctx.sql<{ year: number }[]>`SELECT extract(year FROM delivery_date)::int AS year FROM orders WHERE id = ${first.orderId}`)[0]!;
    expect(contactOf(email)).toMatchObject({ lifecyclestage: 'customer', sdp_seasons_booked: '1', sdp_booked_years: String(year) });

    // History: that porch was last season's and completed; two seasons ago the household booked under another e-mail (a record
    // staff merged into this one); three seasons ago it cancelled. Each of these syncs first, so the renewal's sync comes last.
    const older = await insertPaidOrder(ctx.sql, 'rowan.old-address@example.com');
    const cancelled = await insertPaidOrder(ctx.sql, email);
    await Promise.all([synced(older.orderId), synced(cancelled.orderId)]);
    await ctx.sql`UPDATE orders SET delivery_date = delivery_date - 364, status = 'completed', delivered_at = now(), completed_at = now() WHERE id = ${first.orderId}`;
    await ctx.sql`UPDATE orders SET delivery_date = delivery_date - 728, status = 'completed', delivered_at = now(), completed_at = now() WHERE id = ${older.orderId}`;
    await ctx.sql`UPDATE orders SET delivery_date = delivery_date - 1092, status = 'cancelled', cancelled_at = now() WHERE id = ${cancelled.orderId}`;
    const [keep, other] = await Promise.all([first, older].map(async (o) => (await ctx.sql<{ customer_id: string }[]>`SELECT customer_id FROM orders WHERE id = ${o.orderId}`)[0]!.customer_id));
    expect(await mergeCustomers(ctx.sql, keep!, other!)).toBe('merged');

    const before = upsertsFor(email).length;
    const renewal = await insertAcceptedRenewal(ctx.sql, first.orderId);
    await synced(renewal.orderId);
    await settle(); // a second upsert for the one event would arrive now
    expect(upsertsFor(email)).toHaveLength(before + 1);
    expect(contactOf(email)).toMatchObject({ lifecyclestage: 'customer', sdp_seasons_booked: '3', sdp_booked_years: `${year - 2};${year - 1};${year}` });
    const [row] = await ctx.sql`SELECT crm_provider, crm_contact_id, crm_error FROM orders WHERE id = ${renewal.orderId}`;
    expect(row).toEqual({ crm_provider: 'hubspot', crm_contact_id: stand.crm.contacts().find((c) => c.properties.email === email)!.id, crm_error: null });
  });

  it('leaves the seasons of a customer alone when the same person later asks for a quote', async () => {
    const email = 'quinn.ames@example.com';
    const paid = await insertPaidOrder(ctx.sql, email);
    await synced(paid.orderId);
    const res = await ctx.post('/api/quotes', {
      customerName: 'Quinn Ames', customerEmail: email, customerPhone: '858-555-0100', projectType: 'hoa',
      projectDescription: 'Entrance displays for three gates of our HOA in Carmel Valley.',
    });
    expect(res.status).toBe(201);
    await waitUntil(() => upsertsFor(email).length === 2, 15_000, 'the quote\'s CRM sync');
    const quoteSync = (upsertsFor(email).at(-1)!.body as { inputs: { properties: Record<string, string> }[] }).inputs[0]!.properties;
    expect(quoteSync).not.toHaveProperty('sdp_seasons_booked');
    expect(contactOf(email)).toMatchObject({ lifecyclestage: 'customer', sdp_seasons_booked: '1' });
  });
});
