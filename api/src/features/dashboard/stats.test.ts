import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/harness.ts';
import { call, signedIn } from '../../../test/staff-fixtures.ts';
import { insertOrder, insertQuote } from '../../../test/order-fixtures.ts';
import { rate } from './stats.ts';

// Its own database: the figures below are exact because these are the only orders and quotes in it.
const ctx = useTestContext();

describe('admin stats', () => {
  it('computes revenue, deposits, balance, rates, weeks, days and the quote pipeline from the rows', async () => {
    const [season] = await ctx.sql<{ dates: string[] }[]>`SELECT delivery_dates AS dates FROM season`;
    const [week1, week2] = season!.dates as [string, string];
    const today = new Date();
    const yesterday = new Date(today.getTime() - 24 * 3600 * 1000);
    // 1 pending, 2 paid (one delivered, its balance not paid yet), 1 cancelled: booked revenue counts the live orders only, and the
    // money comes from the payments ledger (docs/design.md §16, ADR 071; the spec's "every order's total" predates cancellations).
    await insertOrder(ctx, { status: 'pending', totalCents: 100_000, depositCents: 30_000, deliveryDate: week1, createdAt: yesterday.toISOString() });
    const paid = await insertOrder(ctx, { status: 'deposit_paid', totalCents: 182_500, depositCents: 54_750, deliveryDate: week1, crmContactId: 'c1', emailRecapSent: true });
    const delivered = await insertOrder(ctx, { status: 'delivered', totalCents: 55_000, depositCents: 16_500, deliveryDate: week2, crmContactId: 'c2' });
    await insertOrder(ctx, { status: 'cancelled', totalCents: 32_500, depositCents: 9_750, deliveryDate: week2 });
    for (const [orderId, cents] of [[paid, 54_750], [delivered, 16_500]] as const) {
      await ctx.sql`INSERT INTO payments (order_id, kind, provider_ref, amount_cents, status) VALUES (${orderId}, 'payment_intent', ${`pi_${orderId}`}, ${cents}, 'succeeded')`;
    }
    await ctx.sql`UPDATE delivery_slots SET booked = 2 WHERE delivery_date = ${week1} AND service_level = 'white-glove'`;
    await insertQuote(ctx, { status: 'pending', crmContactId: 'q1', emailConfirmationSent: true });
    await insertQuote(ctx, { status: 'pending', emailConfirmationSent: true });
    await insertQuote(ctx, { status: 'quoted' });

    const { cookie } = await signedIn(ctx, 'admin');
    const res = await call(ctx, 'GET', '/api/admin/stats', { cookie });
    expect(res.status).toBe(200);
    const stats = await res.json();
    expect(stats.orders).toEqual({
      count: 4,
      revenue: '2375.00',
      depositsCollected: '712.50',
      goodwillRefunds: '0.00',
      // Disputes (docs/design.md §27): none in these rows.
      disputesLost: '0.00',
      disputeFees: '0.00',
      balanceOutstanding: '1662.50', // 1277.50 before delivery + 385.00 delivered and still owed
      crmSyncRate: 50,
      emailDeliveryRate: 50,
    });
    expect(stats.quotes).toEqual({
      count: 3,
      byStatus: { pending: 2, contacted: 0, quoted: 1, closed: 0 },
      crmSyncRate: 33.3,
      emailDeliveryRate: 66.7,
    });
    expect(stats.crmSyncRate).toBe(42.9); // 3 of 7
    expect(stats.emailDeliveryRate).toBe(60); // 1 recap of 2 paid + 2 of 3 quotes
    expect(stats.quotePipeline).toEqual([
      { status: 'pending', count: 2 },
      { status: 'contacted', count: 0 },
      { status: 'quoted', count: 1 },
      { status: 'closed', count: 0 },
    ]);
    expect(stats.deliveryWeeks).toHaveLength(4);
    expect(stats.deliveryWeeks[0]).toEqual({ date: week1, orders: 2, booked: { 'white-glove': 2, 'drop-off': 0 }, capacity: { 'white-glove': 3, 'drop-off': 6 } });
    expect(stats.deliveryWeeks[1].orders).toBe(1);
    const revenue = stats.revenueByDay.map((d: { revenue: string }) => Number(d.revenue)).reduce((a: number, b: number) => a + b, 0);
    expect(revenue).toBe(2375);
    expect(stats.revenueByDay.map((d: { date: string }) => d.date)).toEqual([...stats.revenueByDay.map((d: { date: string }) => d.date)].sort());
    expect(stats.collectedInRange).toBeNull(); // no range asked for (ADR 151)
  });

  it('answers a range that is not two San Diego days, first not after last, with a 400 that says so', async () => {
    const { cookie } = await signedIn(ctx, 'admin');
    const cases: [string, string][] = [
      ['from=2026-10-01', 'Choose both the first and the last day'],
      ['to=2026-10-31', 'Choose both the first and the last day'],
      ['from=2026-10-31&to=2026-10-01', 'The first day must not be after the last'],
      ['from=2026-02-30&to=2026-03-01', 'Choose the days as yyyy-MM-dd'],
      ['from=yesterday&to=2026-10-01', 'Choose the days as yyyy-MM-dd'],
      ['from=2026-10-01&to=', 'Choose the days as yyyy-MM-dd'],
    ];
    for (const [query, message] of cases) {
      const res = await call(ctx, 'GET', `/api/admin/stats?${query}`, { cookie });
      expect(res.status, query).toBe(400);
      expect(await res.json(), query).toMatchObject({ message });
    }
    const res = await call(ctx, 'GET', '/api/admin/stats?from=2026-10-01&to=2026-10-31', { cookie });
    expect(res.status).toBe(200);
    expect((await res.json()).collectedInRange).toEqual({ from: '2026-10-01', to: '2026-10-31', collected: '0.00' });
  });

  it('rounds rates to one decimal and answers 0 with nothing to measure', () => {
    expect(rate(1, 3)).toBe(33.3);
    expect(rate(2, 3)).toBe(66.7);
    expect(rate(0, 0)).toBe(0);
    expect(rate(5, 5)).toBe(100);
  });
});
