import { fixedClock } from '@sdp/server/clock';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/harness.ts';
import { insertMessageOrder } from '../../../test/message-orders.ts';
import { call, SAME_ORIGIN, signedIn } from '../../../test/staff-fixtures.ts';

// Freshness checks ticked done on the crew schedule (ADR 138), against real PostgreSQL, on a fixed clock: Wednesday 2026-10-14,
// 09:15 PDT, the morning after a forecast heat.
const ctx = useTestContext();
const AT = '2026-10-14T16:15:00Z';
let staff: Awaited<ReturnType<typeof signedIn>>;
let other: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  [staff, other] = [await signedIn(ctx), await signedIn(ctx)];
  await ctx.sql`UPDATE staff_users SET name = 'Rosa Other' WHERE id = ${other.user.id}`;
});

/** A decorated home told of heat on Tuesday 10-13: its freshness check is Wednesday's, as the weather job records it. */
async function heatCheck() {
  const { orderId } = await insertMessageOrder(ctx.sql, { deliveryDate: '2026-10-05', status: 'delivered', deliveredAt: '2026-10-05T18:00:00Z' });
  const [row] = await ctx.sql<{ id: string }[]>`INSERT INTO weather_care (order_id, kind, event_date, forecast_value, check_date)
    VALUES (${orderId}, 'heat', '2026-10-13', 98, '2026-10-14') RETURNING id`;
  return { orderId, id: row!.id };
}
const tick = (id: string, cookie: string | null, at = AT) =>
  ctx.appWith({ now: fixedClock(at) }).request(`${ctx.env.BASE_PATH}/api/admin/freshness-checks/${id}/done`, { method: 'POST', headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) } });
const listed = async (id: string) =>
  ((await (await call(ctx, 'GET', '/api/admin/freshness-checks?from=2026-10-14', { cookie: staff.cookie })).json()).checks as { id: string; checkedAt: string | null; checkedBy: string | null }[])
    .find((c) => c.id === id);

describe('POST /api/admin/freshness-checks/:id/done', () => {
  it('ticks a check done with who and when; the list shows it done', async () => {
    const { id } = await heatCheck();
    expect(await listed(id)).toMatchObject({ checkedAt: null, checkedBy: null });
    const res = await tick(id, staff.cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id, checkedAt: '2026-10-14T16:15:00.000Z', checkedBy: staff.user.name });
    expect(await listed(id)).toMatchObject({ checkedAt: '2026-10-14T16:15:00.000Z', checkedBy: staff.user.name });
  });

  it('is idempotent: a second tick, later or by someone else, answers the first one and changes nothing', async () => {
    const { id } = await heatCheck();
    await tick(id, staff.cookie);
    const again = await Promise.all([tick(id, other.cookie, '2026-10-14T18:00:00Z'), tick(id, staff.cookie, '2026-10-14T19:00:00Z')]);
    expect(again.map((r) => r.status)).toEqual([200, 200]);
    for (const r of again) expect(await r.json()).toEqual({ id, checkedAt: '2026-10-14T16:15:00.000Z', checkedBy: staff.user.name });
    const [row] = await ctx.sql`SELECT checked_by FROM weather_care WHERE id = ${id}`;
    expect(row!.checked_by).toBe(staff.user.id);
  });

  it('answers 401 without a session and 404 for a check that does not exist', async () => {
    const { id } = await heatCheck();
    expect((await tick(id, null)).status).toBe(401);
    expect(await listed(id)).toMatchObject({ checkedAt: null });
    for (const unknown of [crypto.randomUUID(), 'not-a-check']) {
      const res = await tick(unknown, staff.cookie);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'No such freshness check' });
    }
  });
});
