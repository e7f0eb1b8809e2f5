import { FIELD_MESSAGES } from '@sdp/shared';
import { addDays } from '@sdp/shared/pacific-time';
import { describe, expect, it } from 'vitest';
import { paidHostedOrder } from '../../../test/money-fixtures.ts';
import { orderPayload, orderRow, outboxEvents } from '../../../test/stripe-order-fixtures.ts';
import { call } from '../../../test/staff-fixtures.ts';
import { booked, myOrder, setClock, tokenOf, useMyOrderWorldAs } from '../../../test/my-order-fixtures.ts';

// The customer's own changes (docs/design.md §12, ADR 046): details, and moving the delivery week with its spot.
const { ctx, stripe, session } = useMyOrderWorldAs('staff');

const totalBooked = async () => (await ctx.sql<{ n: number }[]>`SELECT sum(booked)::int AS n FROM delivery_slots`)[0]!.n;
const staffTimeline = async (orderId: string) =>
  (await (await call(ctx, 'GET', `/api/admin/orders/${orderId}`, { cookie: session.cookie })).json()).timeline
    .filter((t: { kind: string }) => t.kind === 'customer_action');

describe('details', () => {
  it('changes the phone and the special instructions with the order form\'s rules, and staff see who changed what', async () => {
    const { orderId } = await paidHostedOrder(ctx, stripe);
    const token = tokenOf(ctx, orderId);
    const bad = await myOrder(ctx, 'PATCH', token, { customerPhone: '858-255' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: FIELD_MESSAGES.phone, issues: [{ path: 'customerPhone', message: FIELD_MESSAGES.phone }] });
    for (const body of [{}, [], 'x', { specialInstructions: 'x'.repeat(2001) }, { customerPhone: 8582550282 }, null]) {
      const res = await myOrder(ctx, 'PATCH', token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(typeof (await res.json()).message).toBe('string');
    }
    const ok = await myOrder(ctx, 'PATCH', token, { customerPhone: ' (619) 555-0199 ', specialInstructions: 'Side gate, mind the dog' });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ customerPhone: '(619) 555-0199', specialInstructions: 'Side gate, mind the dog' });
    expect(await orderRow(ctx, orderId)).toMatchObject({ customer_phone: '(619) 555-0199', special_instructions: 'Side gate, mind the dog' });
    // The same values again change nothing and record nothing.
    expect((await myOrder(ctx, 'PATCH', token, { specialInstructions: 'Side gate, mind the dog' })).status).toBe(200);
    expect(await staffTimeline(orderId)).toEqual([expect.objectContaining({
      detail: { action: 'edit_details', fields: ['phone', 'special instructions'] }, by: { id: null, name: 'the customer' },
    })]);
    expect(await outboxEvents(ctx, 'order.details_changed', orderId)).toHaveLength(1);
  });

  it('closes when the delivery week begins (San Diego calendar): 422 with why', async () => {
    const { orderId } = await paidHostedOrder(ctx, stripe);
    setClock(ctx, `${addDays(session.dates[0]!, -1)}T23:59:00`);
    expect((await myOrder(ctx, 'PATCH', tokenOf(ctx, orderId), { specialInstructions: 'late but fine' })).status).toBe(200);
    setClock(ctx, `${session.dates[0]}T00:00:00`);
    const late = await myOrder(ctx, 'PATCH', tokenOf(ctx, orderId), { specialInstructions: 'too late' });
    expect(late.status).toBe(422);
    expect((await late.json()).message).toMatch(/delivery week has begun.*\(858\) 255-0282/);
  });
});

describe('reschedule', () => {
  it('moves the order and its spot to another week in one go, clears its crew day, and staff see it in words', async () => {
    const { orderId } = await paidHostedOrder(ctx, stripe);
    await ctx.sql`UPDATE orders SET crew = 1, crew_day = ${addDays(session.dates[0]!, 2)}, crew_assigned_at = now() WHERE id = ${orderId}`;
    const [from, to] = [session.dates[0]!, session.dates[2]!];
    const before = { from: await booked(ctx, from), to: await booked(ctx, to), total: await totalBooked() };
    const res = await myOrder(ctx, 'POST', `${tokenOf(ctx, orderId)}/reschedule`, { deliveryDate: to });
    expect(res.status).toBe(200);
    const view = await res.json();
    expect(view).toMatchObject({ deliveryDate: to, deliveryWeek: { start: to, end: addDays(to, 6) }, crewDay: null });
    expect(view.rescheduleDates.map((d: { date: string }) => d.date)).toEqual(session.dates.filter((d) => d !== to));
    expect({ from: await booked(ctx, from), to: await booked(ctx, to), total: await totalBooked() }).toEqual({ from: before.from - 1, to: before.to + 1, total: before.total });
    expect(await orderRow(ctx, orderId)).toMatchObject({ delivery_date: to, crew: null, crew_day: null, slot_released: false });
    expect(await outboxEvents(ctx, 'order.rescheduled', orderId)).toEqual([expect.objectContaining({ payload: { orderId, from, to } })]);
    expect(await staffTimeline(orderId)).toEqual([expect.objectContaining({ detail: { action: 'reschedule', from, to }, by: { id: null, name: 'the customer' } })]);
    // The staff orders list reads the order itself: the new week shows at once.
    const list = await (await call(ctx, 'GET', '/api/orders', { cookie: session.cookie })).json();
    expect(list.find((o: { id: string }) => o.id === orderId)).toMatchObject({ deliveryDate: to, status: 'deposit_paid' });
  });

  it('answers 409 for a full week and moves nothing', async () => {
    const { orderId } = await paidHostedOrder(ctx, stripe);
    await ctx.sql`UPDATE delivery_slots SET capacity = booked WHERE delivery_date = ${session.dates[1]!} AND service_level = 'white-glove'`;
    const before = await ctx.sql`SELECT delivery_date, service_level, booked FROM delivery_slots ORDER BY 1, 2`;
    const res = await myOrder(ctx, 'POST', `${tokenOf(ctx, orderId)}/reschedule`, { deliveryDate: session.dates[1] });
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe('That delivery week is fully booked. Please choose another date.');
    expect(await ctx.sql`SELECT delivery_date, service_level, booked FROM delivery_slots ORDER BY 1, 2`).toEqual(before);
    expect(await orderRow(ctx, orderId)).toMatchObject({ delivery_date: session.dates[0] });
    expect(await outboxEvents(ctx, 'order.rescheduled', orderId)).toHaveLength(0);
    // The page does not offer it either.
    const view = await (await myOrder(ctx, 'GET', tokenOf(ctx, orderId))).json();
    expect(view.rescheduleDates.map((d: { date: string }) => d.date)).not.toContain(session.dates[1]);
  });

  it('two moves of one order at once leave exactly one spot taken, and the counts right', async () => {
    for (let round = 0; round < 3; round++) {
      const { orderId } = await paidHostedOrder(ctx, stripe);
      const token = tokenOf(ctx, orderId);
      const before = await totalBooked();
      const answers = await Promise.all([session.dates[1], session.dates[2], session.dates[3], session.dates[1]].map((deliveryDate) =>
        myOrder(ctx, 'POST', `${token}/reschedule`, { deliveryDate })));
      expect(answers.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(1);
      for (const r of answers) expect([200, 400]).toContain(r.status);
      expect(await totalBooked()).toBe(before);
      const orders = await ctx.sql<{ delivery_date: string; n: number }[]>`
        SELECT delivery_date, count(*)::int AS n FROM orders WHERE status = 'deposit_paid' AND NOT slot_released GROUP BY 1`;
      for (const date of session.dates) {
        const held = orders.find((o) => o.delivery_date === date)?.n ?? 0;
        const pending = (await ctx.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM orders WHERE delivery_date = ${date} AND status = 'pending' AND NOT slot_released`)[0]!.n;
        expect(await booked(ctx, date, 'white-glove') + await booked(ctx, date, 'drop-off'), date).toBe(held + pending);
      }
    }
  });

  it('refuses to move or cancel an order whose deposit is not paid (422), and takes no spot', async () => {
    const created = await (await call(ctx, 'POST', '/api/orders', { body: await orderPayload(ctx) })).json();
    const token = tokenOf(ctx, created.orderId);
    const total = await totalBooked();
    for (const [path, body] of [[`${token}/reschedule`, { deliveryDate: session.dates[1] }], [`${token}/cancel`, {}]] as const) {
      const res = await myOrder(ctx, 'POST', path, body);
      expect(res.status, path).toBe(422);
      expect((await res.json()).message).toBe('The deposit of this order has not been paid.');
    }
    expect((await myOrder(ctx, 'PATCH', token, { specialInstructions: 'x' })).status).toBe(422);
    expect(await totalBooked()).toBe(total);
    expect(await orderRow(ctx, created.orderId)).toMatchObject({ status: 'pending', delivery_date: session.dates[0] });
  });

  it('refuses a date outside the season with 400 and a week too close with 400; after the change deadline 422', async () => {
    const { orderId } = await paidHostedOrder(ctx, stripe);
    const token = tokenOf(ctx, orderId);
    for (const deliveryDate of [addDays(session.dates[0]!, 1), '2020-10-05', 'not-a-date', '', '2027-02-30']) {
      const res = await myOrder(ctx, 'POST', `${token}/reschedule`, { deliveryDate });
      expect(res.status, deliveryDate).toBe(400);
      expect((await res.json()).issues?.[0]?.path ?? 'deliveryDate').toBe('deliveryDate');
    }
    expect((await myOrder(ctx, 'POST', `${token}/reschedule`, {})).status).toBe(400);
    expect((await myOrder(ctx, 'POST', `${token}/reschedule`, { deliveryDate: session.dates[0] })).status).toBe(400); // already that week
    // Moving to session.dates[1] is refused once its own week is less than 7 days away, even while the order's own deadline is ahead.
    setClock(ctx, `${addDays(session.dates[1]!, -7)}T00:00:00`);
    await ctx.sql`UPDATE orders SET delivery_date = ${session.dates[2]!} WHERE id = ${orderId}`;
    await ctx.sql`UPDATE delivery_slots SET booked = booked + 1 WHERE delivery_date = ${session.dates[2]!} AND service_level = 'white-glove'`;
    await ctx.sql`UPDATE delivery_slots SET booked = booked - 1 WHERE delivery_date = ${session.dates[0]!} AND service_level = 'white-glove'`;
    expect((await myOrder(ctx, 'POST', `${token}/reschedule`, { deliveryDate: session.dates[1] })).status).toBe(400);
    // The order's own deadline: 00:00 San Diego time, 7 days before its week.
    setClock(ctx, `${addDays(session.dates[2]!, -8)}T23:59:00`);
    expect((await myOrder(ctx, 'POST', `${token}/reschedule`, { deliveryDate: session.dates[3] })).status).toBe(200);
    setClock(ctx, `${addDays(session.dates[3]!, -7)}T00:00:00`);
    const late = await myOrder(ctx, 'POST', `${token}/reschedule`, { deliveryDate: session.dates[2] });
    expect(late.status).toBe(422);
    expect((await late.json()).message).toMatch(/close 7 days before/);
    expect(await orderRow(ctx, orderId)).toMatchObject({ delivery_date: session.dates[3] });
  });
});
