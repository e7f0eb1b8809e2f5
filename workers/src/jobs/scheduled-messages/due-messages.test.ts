import { fixedClock } from '@sdp/server/clock';
import { createLogger } from '@sdp/server/logger';
import type { ScheduledOrderMessage } from '@sdp/shared';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../../../api/test/harness.ts';
import { insertMessageOrder } from '../../../../api/test/message-orders.ts';
import { queueCallList, queueDueMessages } from './queue-due-messages.ts';

// When each scheduled message comes due (ADR 050), on fixed dates: October 2026 is PDT (UTC-7), late November PST (UTC-8).
const ctx = useTestContext();
const deps = (iso: string) => ({ sql: ctx.sql, redis: null, redisPrefix: ctx.redisPrefix, logger: createLogger('silent'), now: fixedClock(iso) });
const sweep = (kind: ScheduledOrderMessage, iso: string) => queueDueMessages(deps(iso), kind);

/** The occasions claimed for an order, with their outbox events. */
async function claimed(orderId: string) {
  const rows = await ctx.sql<{ kind: string; occasion: string; events: number }[]>`
    SELECT kind, occasion, (SELECT count(*)::int FROM outbox_events e WHERE e.type = 'order.message_due' AND e.payload->>'orderId' = ${orderId}
      AND e.payload->>'kind' = m.kind AND e.payload->>'occasion' = m.occasion) AS events
    FROM scheduled_messages m WHERE order_id = ${orderId} ORDER BY kind, occasion`;
  return rows.map((r) => `${r.kind}:${r.occasion}:${r.events}`);
}

describe('the delivery reminder', () => {
  it('comes due 48 h before 08:00 PT of the delivery day: not at 49 h, once at 47 h, never after the crew came', async () => {
    // Delivery week of Monday 2026-10-05: the day starts 2026-10-05T08:00-07:00 = 15:00Z.
    const { orderId } = await insertMessageOrder(ctx.sql, { deliveryDate: '2026-10-05' });
    await sweep('delivery_reminder', '2026-10-03T14:00:00Z'); // 49 h before
    expect(await claimed(orderId)).toEqual([]);
    await sweep('delivery_reminder', '2026-10-03T16:00:00Z'); // 47 h before
    await sweep('delivery_reminder', '2026-10-03T16:05:00Z'); // the scheduler again
    expect(await claimed(orderId)).toEqual(['delivery_reminder:once:1']);
    const late = await insertMessageOrder(ctx.sql, { deliveryDate: '2026-10-05' });
    await sweep('delivery_reminder', '2026-10-05T15:00:00Z'); // the crew's day has begun: too late to remind
    expect(await claimed(late.orderId)).toEqual([]);
  });

  it('follows the crew day staff assigned, and skips unpaid, cancelled and refunded orders', async () => {
    const crewed = await insertMessageOrder(ctx.sql, { deliveryDate: '2026-10-12', crewDay: '2026-10-14' });
    const others = await Promise.all((['pending', 'cancelled', 'refunded'] as const).map((status) => insertMessageOrder(ctx.sql, { deliveryDate: '2026-10-12', status })));
    await sweep('delivery_reminder', '2026-10-10T16:00:00Z'); // 47 h before the week, 95 h before the crew day
    expect(await claimed(crewed.orderId)).toEqual([]);
    await sweep('delivery_reminder', '2026-10-12T16:00:00Z'); // 47 h before Wednesday 08:00
    expect(await claimed(crewed.orderId)).toEqual(['delivery_reminder:once:1']);
    for (const o of others) expect(await claimed(o.orderId)).toEqual([]);
  });

  it('is claimed once when five sweeps run at the same moment (two processes, a doubled scheduler)', async () => {
    const { orderId } = await insertMessageOrder(ctx.sql, { deliveryDate: '2026-10-19' });
    await Promise.all(Array.from({ length: 5 }, () => sweep('delivery_reminder', '2026-10-17T16:00:00Z')));
    expect(await claimed(orderId)).toEqual(['delivery_reminder:once:1']);
  });
});

describe('the balance follow-ups', () => {
  // The charge failed Monday 2026-10-12 at 3 PM PT: day 3 is Thursday 10-15 at 10:00 PT (17:00Z), day 7 Monday 10-19.
  const failed = { deliveryDate: '2026-10-05', status: 'delivered' as const, balanceStatus: 'failed' as const, balanceFailedAt: '2026-10-12T22:00:00Z' };

  it('go out on day 3 and day 7 after the failed charge, each once', async () => {
    const { orderId } = await insertMessageOrder(ctx.sql, failed);
    await sweep('balance_follow_up', '2026-10-15T16:59:00Z');
    expect(await claimed(orderId)).toEqual([]);
    await sweep('balance_follow_up', '2026-10-15T17:00:00Z');
    await sweep('balance_follow_up', '2026-10-18T12:00:00Z');
    expect(await claimed(orderId)).toEqual(['balance_follow_up:day-3:1']);
    await sweep('balance_follow_up', '2026-10-19T17:00:00Z');
    await sweep('balance_follow_up', '2026-10-20T17:00:00Z');
    expect(await claimed(orderId)).toEqual(['balance_follow_up:day-3:1', 'balance_follow_up:day-7:1']);
  });

  it('also follow a charge the bank asked the customer to confirm; none once paid, cancelled or refunded', async () => {
    const confirm = await insertMessageOrder(ctx.sql, { ...failed, balanceStatus: 'action_required' });
    const paid = await insertMessageOrder(ctx.sql, { ...failed, status: 'completed', balanceStatus: 'paid' });
    const cancelled = await insertMessageOrder(ctx.sql, { ...failed, status: 'cancelled' });
    const refunded = await insertMessageOrder(ctx.sql, { ...failed, status: 'refunded' });
    await sweep('balance_follow_up', '2026-10-15T17:00:00Z');
    expect(await claimed(confirm.orderId)).toEqual(['balance_follow_up:day-3:1']);
    for (const o of [paid, cancelled, refunded]) expect(await claimed(o.orderId)).toEqual([]);
  });

  it('send only day 7 when the workers were down through day 3, and nothing a week after day 7', async () => {
    const down = await insertMessageOrder(ctx.sql, failed);
    await sweep('balance_follow_up', '2026-10-19T18:00:00Z');
    expect(await claimed(down.orderId)).toEqual(['balance_follow_up:day-7:1']);
    const stale = await insertMessageOrder(ctx.sql, failed);
    await sweep('balance_follow_up', '2026-10-26T17:00:00Z');
    expect(await claimed(stale.orderId)).toEqual([]);
  });
});

describe('the review request and the removal reminder', () => {
  it('asks for a review at 10:00 PT three days after the delivery, once, and not for a cancelled order', async () => {
    // Delivered Monday 2026-10-05 at 1 PM PT: due Thursday 10-08 at 10:00 PT = 17:00Z.
    const { orderId } = await insertMessageOrder(ctx.sql, { deliveryDate: '2026-10-05', status: 'delivered', deliveredAt: '2026-10-05T20:00:00Z' });
    const cancelled = await insertMessageOrder(ctx.sql, { deliveryDate: '2026-10-05', status: 'cancelled', deliveredAt: '2026-10-05T20:00:00Z' });
    await sweep('review_request', '2026-10-08T16:59:00Z');
    expect(await claimed(orderId)).toEqual([]);
    await sweep('review_request', '2026-10-08T17:00:00Z');
    await sweep('review_request', '2026-10-09T17:00:00Z');
    expect(await claimed(orderId)).toEqual(['review_request:once:1']);
    expect(await claimed(cancelled.orderId)).toEqual([]);
  });

  it('reminds Seasonal Removal orders 48 h before December 1, 08:00 PT; not those without it', async () => {
    const removal = await insertMessageOrder(ctx.sql, { deliveryDate: '2026-10-05', status: 'delivered', addOns: ['Seasonal Removal'] });
    const without = await insertMessageOrder(ctx.sql, { deliveryDate: '2026-10-05', status: 'delivered', addOns: ['Hay Bales'] });
    const cancelled = await insertMessageOrder(ctx.sql, { deliveryDate: '2026-10-05', status: 'cancelled', addOns: ['Seasonal Removal'] });
    await sweep('removal_reminder', '2026-11-29T15:59:00Z'); // PST: December 1 08:00 = 16:00Z
    expect(await claimed(removal.orderId)).toEqual([]);
    await sweep('removal_reminder', '2026-11-29T16:00:00Z');
    expect(await claimed(removal.orderId)).toEqual(['removal_reminder:once:1']);
    for (const o of [without, cancelled]) expect(await claimed(o.orderId)).toEqual([]);
  });
});

describe('the staff call list', () => {
  const callLists = async (day: string) =>
    (await ctx.sql`SELECT count(*)::int AS n FROM outbox_events WHERE type = 'staff.call_list_due' AND payload->>'date' = ${day}`)[0]!.n as number;

  it('goes to staff once a day from 07:00 PT, only when someone is delivered tomorrow or the day after', async () => {
    // February is PST (UTC-8). Nobody delivered on 2027-01-31 or 02-01: no e-mail that day.
    expect(await queueCallList(deps('2027-01-30T15:30:00Z'))).toBe(false);
    await insertMessageOrder(ctx.sql, { deliveryDate: '2027-02-08' });
    expect(await queueCallList(deps('2027-02-06T14:59:00Z'))).toBe(false); // 06:59 PST: not yet
    expect(await queueCallList(deps('2027-02-06T15:00:00Z'))).toBe(true); // 07:00 PST, Saturday: Monday's delivery is on it
    expect(await queueCallList(deps('2027-02-06T15:05:00Z'))).toBe(false);
    expect(await queueCallList(deps('2027-02-06T20:00:00Z'))).toBe(false); // noon: the morning is over
    expect(await callLists('2027-02-06')).toBe(1);
    expect(await callLists('2027-01-30')).toBe(0);
  });
});
