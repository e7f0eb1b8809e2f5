import { addDays, sanDiegoMidnight } from '@sdp/shared/pacific-time';
import { beforeAll, describe, expect, it } from 'vitest';
import { paidHostedOrder } from '../../../test/money-fixtures.ts';
import { orderRow, outboxEvents } from '../../../test/stripe-order-fixtures.ts';
import { call, signedIn } from '../../../test/staff-fixtures.ts';
import { useMyOrderWorld } from '../../../test/my-order-fixtures.ts';

// Issue 25 item 4, "Delivered 11 months early" (docs/design.md §16, ADR 072): "Delivered" is refused more than two days before the
// order's delivery week, on a fixed clock each side of that boundary; an admin may deliver early with a reason, staff may not.
const { ctx, stripe } = useMyOrderWorld();
let staffCookie = '';
let adminCookie = '';
beforeAll(async () => {
  staffCookie = (await signedIn(ctx, 'staff')).cookie;
  adminCookie = (await signedIn(ctx, 'admin')).cookie;
});

const deliver = (id: string, at: Date, body: unknown = {}, cookie = staffCookie) => {
  ctx.deps.now = () => at;
  return call(ctx, 'POST', `/api/admin/orders/${id}/deliver`, { cookie, body });
};
/** San Diego midnight two days before the week: the first instant "Delivered" is accepted. */
const opensAt = (date: string) => sanDiegoMidnight(addDays(date, -2));
const words = (date: string, style: Intl.DateTimeFormatOptions) => new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { ...style, timeZone: 'UTC' });

describe('deliver before the delivery week', () => {
  it('refuses one millisecond before two days ahead of the week with 409 naming the week, and accepts from that midnight on', async () => {
    const { orderId } = await paidHostedOrder(ctx, stripe);
    const { delivery_date: date } = await orderRow(ctx, orderId);
    const refused = await deliver(orderId, new Date(opensAt(date).getTime() - 1));
    expect(refused.status).toBe(409);
    const week = words(date, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
    expect((await refused.json()).message).toBe(
      `This order's delivery week begins ${week}; it can be marked delivered from ${words(addDays(date, -2), { month: 'long', day: 'numeric' })}.`);
    expect(await orderRow(ctx, orderId)).toMatchObject({ status: 'deposit_paid', balance_status: 'none' });
    expect(await outboxEvents(ctx, 'order.balance_charge_requested', orderId)).toHaveLength(0);
    // The order page tells staff before they press.
    const page = await (await call(ctx, 'GET', `/api/admin/orders/${orderId}`, { cookie: staffCookie })).json();
    expect(page.deliverRefusal).toMatch(/^This order's delivery week begins/);

    expect((await deliver(orderId, opensAt(date))).status).toBe(200);
    expect(await orderRow(ctx, orderId)).toMatchObject({ status: 'delivered', balance_status: 'scheduled' });
  });

  it('a year early: staff may not say early (403), an admin must give a reason (400), and with one it is delivered and kept in the timeline', async () => {
    const { orderId } = await paidHostedOrder(ctx, stripe);
    const lastNovember = new Date('2026-11-24T18:00:00Z');
    expect((await deliver(orderId, lastNovember)).status).toBe(409);
    expect((await deliver(orderId, lastNovember, { early: true, reason: 'set up for a photo shoot' })).status).toBe(403);
    const noReason = await deliver(orderId, lastNovember, { early: true, reason: '  ' }, adminCookie);
    expect(noReason.status).toBe(400);
    expect(await noReason.json()).toMatchObject({ message: 'Say why the porch is marked delivered before its delivery week' });
    expect((await orderRow(ctx, orderId)).status).toBe('deposit_paid');

    const early = await deliver(orderId, lastNovember, { early: true, reason: 'Decorated early for the family photo shoot' }, adminCookie);
    expect(early.status).toBe(200);
    const view = await early.json();
    expect(view).toMatchObject({ status: 'delivered', deliverRefusal: null });
    expect(view.timeline.filter((t: { kind: string }) => t.kind === 'staff_action')).toEqual([expect.objectContaining({
      detail: { action: 'deliver', balanceAttempt: 1, early: true, reason: 'Decorated early for the family photo shoot' },
      by: expect.objectContaining({ name: 'Test admin' }),
    })]);
  });
});
