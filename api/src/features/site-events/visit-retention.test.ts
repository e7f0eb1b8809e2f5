import { describe, expect, it } from 'vitest';
import { rollUpOldVisits } from '@sdp/server/visits/roll-up-visits';
import { siteEventsBetween } from '@sdp/server/db/site-events';
import { useTestContext } from '../../../test/harness.ts';
import { insertOrder } from '../../../test/order-fixtures.ts';
import { call, signedIn } from '../../../test/staff-fixtures.ts';

// Issue 35, item 8 (ADR 122 amended): raw visit events are rolled up into the funnel's counts per San Diego day after 13 months,
// and the insights of an old season read the same numbers after the roll-up. All dates fixed.
const ctx = useTestContext({ TRUST_PROXY: '1' });
const browser = (n: number) => `Mozilla/5.0 (Macintosh; Intel Mac OS X 14_${n}) AppleWebKit/605.1.15 Version/17.${n} Safari/605.1.15`;

function send(at: string, body: unknown, n: number) {
  return ctx.appWith({ now: () => new Date(at) }).request(`${ctx.env.BASE_PATH}/api/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${n}`, 'user-agent': browser(n) },
    body: JSON.stringify(body),
  });
}

describe('visit events after 13 months', () => {
  it('are rolled up and deleted on fixed dates, and the old season\'s funnel reads the same numbers after', async () => {
    const { cookie } = await signedIn(ctx, 'admin');
    const funnelOf = async (year: number) => (await (await call(ctx, 'GET', `/api/admin/insights?year=${year}`, { cookie })).json()).funnel;
    const visits: [string, unknown, number][] = [
      ['2024-09-20T10:00:00-07:00', { kind: 'page_view', path: '/', utm: { source: 'google' } }, 0],
      ['2024-09-20T10:05:00-07:00', { kind: 'order_dialog_opened', path: '/' }, 0],
      ['2024-09-20T11:00:00-07:00', { kind: 'page_view', path: '/packages', referrer: 'https://www.instagram.com/x' }, 1],
      ['2024-09-20T12:00:00-07:00', { kind: 'page_view', path: '/reserve' }, 2],
      ['2024-09-20T12:05:00-07:00', { kind: 'checkout_started', path: '/checkout' }, 2],
      ['2024-10-05T09:00:00-07:00', { kind: 'order_dialog_opened', path: '/' }, 3],
      // The day daylight time ends, late in the evening (PST), and either side of the day 13 months before the roll-up's day.
      ['2024-11-03T23:30:00-08:00', { kind: 'page_view', path: '/' }, 4],
      ['2024-12-09T23:59:00-08:00', { kind: 'page_view', path: '/packages' }, 5],
      ['2024-12-10T00:01:00-08:00', { kind: 'page_view', path: '/packages' }, 6],
      ['2025-12-20T10:00:00-08:00', { kind: 'page_view', path: '/' }, 7],
    ];
    for (const [at, body, n] of visits) expect((await send(at, body, n)).status).toBe(204);
    // Visitor 2's browser booked that day, for that fall, and its deposit was paid.
    const [reserve] = await ctx.sql<{ visitor: string }[]>`SELECT visitor FROM site_events WHERE path = '/reserve'`;
    const orderId = await insertOrder(ctx);
    await ctx.sql`
      UPDATE orders SET visitor = ${reserve!.visitor}, paid_at = ${new Date('2024-09-20T12:10:00-07:00')}, delivery_date = '2024-10-12' WHERE id = ${orderId}`;

    const before = { 2024: await funnelOf(2024), 2025: await funnelOf(2025) };
    expect(before[2024].byPage).toEqual([
      { key: '/packages', visits: 3, started: 0, paid: 0 }, { key: '/', visits: 2, started: 1, paid: 0 },
      { key: '(no page view)', visits: 1, started: 1, paid: 0 }, { key: '/reserve', visits: 1, started: 1, paid: 1 },
    ]);

    // 10 January 2026: 13 months back is 10 December 2024, the first day kept.
    expect(await rollUpOldVisits(ctx.sql, new Date('2026-01-10T12:00:00-08:00'))).toEqual({ days: 4, events: 8 });
    expect(await siteEventsBetween(ctx.sql, new Date('2024-01-01T00:00:00-08:00'), new Date('2024-12-10T00:00:00-08:00'))).toEqual([]);
    expect((await siteEventsBetween(ctx.sql, new Date('2024-12-10T00:00:00-08:00'), new Date('2026-01-01T00:00:00-08:00'))).map((e) => e.path))
      .toEqual(['/packages', '/']);
    expect(await funnelOf(2024)).toEqual(before[2024]);
    expect(await funnelOf(2025)).toEqual(before[2025]);
    // Counts only (by the season a deposit booked: issue 36 item 16): no visitor hash is kept for the days rolled up.
    const [columns] = await ctx.sql<{ names: string[] }[]>`
      SELECT array_agg(column_name::text ORDER BY ordinal_position) AS names FROM information_schema.columns WHERE table_name = 'site_visit_days'`;
    expect(columns!.names).toEqual(['day', 'landing', 'source', 'visits', 'started', 'paid', 'season']);
    const [kept] = await ctx.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM site_visitors WHERE day < '2024-12-10'`;
    expect(kept!.n).toBe(0);

    // Run again (the next hour's schedule, or two workers at once): nothing more to do, the same numbers.
    const again = await Promise.all([1, 2].map(() => rollUpOldVisits(ctx.sql, new Date('2026-01-10T13:00:00-08:00'))));
    expect(again).toEqual([{ days: 0, events: 0 }, { days: 0, events: 0 }]);
    expect(await funnelOf(2024)).toEqual(before[2024]);
  });
});
