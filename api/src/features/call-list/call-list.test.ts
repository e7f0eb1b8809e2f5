import { beforeAll, describe, expect, it } from 'vitest';
import { insertMessageOrder } from '../../../test/message-orders.ts';
import { useTestContext } from '../../../test/harness.ts';
import { call, signedIn } from '../../../test/staff-fixtures.ts';

// The staff call list (docs/design.md §12, ADR 050), read at a fixed San Diego time: Saturday 2027-02-06, 09:00 PST.
const ctx = useTestContext();
let cookie = '';
beforeAll(async () => {
  ctx.deps.now = () => new Date('2027-02-06T17:00:00Z');
  cookie = (await signedIn(ctx, 'staff')).cookie;
});

describe('GET /api/admin/call-list', () => {
  it('is 401 without a session, and so is marking a call', async () => {
    expect((await call(ctx, 'GET', '/api/admin/call-list')).status).toBe(401);
    expect((await call(ctx, 'POST', '/api/admin/call-list/00000000-0000-4000-8000-000000000000/called')).status).toBe(401);
  });

  it('lists exactly the paid orders delivered tomorrow or the day after, soonest first', async () => {
    const sunday = await insertMessageOrder(ctx.sql, { deliveryDate: '2027-02-01', crewDay: '2027-02-07' });
    const monday = await insertMessageOrder(ctx.sql, { deliveryDate: '2027-02-08' });
    const others = await Promise.all([
      insertMessageOrder(ctx.sql, { deliveryDate: '2027-02-06' }), // today: too late for the call
      insertMessageOrder(ctx.sql, { deliveryDate: '2027-02-08', crewDay: '2027-02-09' }), // Tuesday: tomorrow's list
      insertMessageOrder(ctx.sql, { deliveryDate: '2027-02-08', status: 'pending' }),
      insertMessageOrder(ctx.sql, { deliveryDate: '2027-02-08', status: 'cancelled' }),
      insertMessageOrder(ctx.sql, { deliveryDate: '2027-02-08', status: 'refunded' }),
    ]);
    const list = await (await call(ctx, 'GET', '/api/admin/call-list', { cookie })).json();
    expect(list).toMatchObject({ from: '2027-02-07', to: '2027-02-08' });
    expect(list.entries.map((e: { orderId: string }) => e.orderId)).toEqual([sunday.orderId, monday.orderId]);
    expect(list.entries[0]).toMatchObject({
      customerName: 'Sam Hart', customerPhone: '(858) 555-0123', deliveryDay: '2027-02-07', crewDayAssigned: true, packageName: 'Autumn Glow',
      serviceType: 'drop-off', address: '9 Sunset Cliffs Blvd', city: 'San Diego', zipCode: '92107', called: null,
    });
    expect(list.entries[1]).toMatchObject({ deliveryDay: '2027-02-08', crewDayAssigned: false });
    expect(others.some((o) => list.entries.some((e: { orderId: string }) => e.orderId === o.orderId))).toBe(false);
  });

  it('marks a call made once, with who made it, in the order timeline; 404 for unknown ids, 409 off the list', async () => {
    const { orderId } = await insertMessageOrder(ctx.sql, { deliveryDate: '2027-02-08', specialInstructions: '' });
    const answers = await Promise.all([1, 2].map(() => call(ctx, 'POST', `/api/admin/call-list/${orderId}/called`, { cookie })));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const entry = (await answers[0]!.json()).entries.find((e: { orderId: string }) => e.orderId === orderId);
    expect(entry.called).toMatchObject({ by: 'Test staff' });
    const detail = await (await call(ctx, 'GET', `/api/admin/orders/${orderId}`, { cookie })).json();
    expect(detail.timeline.filter((t: { kind: string; detail: { action?: string } }) => t.detail.action === 'called')).toEqual([
      expect.objectContaining({ kind: 'staff_action', detail: { action: 'called', deliveryDay: '2027-02-08' }, by: expect.objectContaining({ name: 'Test staff' }) }),
    ]);
    expect((await call(ctx, 'POST', '/api/admin/call-list/not-a-uuid/called', { cookie })).status).toBe(404);
    expect((await call(ctx, 'POST', '/api/admin/call-list/00000000-0000-4000-8000-000000000000/called', { cookie })).status).toBe(404);
    const cancelled = await insertMessageOrder(ctx.sql, { deliveryDate: '2027-02-08', status: 'cancelled' });
    const refused = await call(ctx, 'POST', `/api/admin/call-list/${cancelled.orderId}/called`, { cookie });
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe('Only an order waiting for its delivery is on the call list.');
  });
});
