import { fixedClock } from '@sdp/server/clock';
import type { UnreadTextsResponse } from '@sdp/shared/wire-texts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/harness.ts';
import { insertMessageOrder } from '../../../test/message-orders.ts';
import { call, signedIn } from '../../../test/staff-fixtures.ts';
import { inboundText, textConsent, TWILIO_TEST } from '../../../test/text-fixtures.ts';

// Unread replies (docs/design.md §19): the dashboard counts the customers' texts staff have not read, by order, and reading the
// order's Texts panel (POST …/texts/read) reads them. The customers text through the signed webhook, as Twilio posts.
const ctx = useTestContext();
let cookie = '';
beforeAll(async () => {
  ctx.configure(TWILIO_TEST);
  cookie = (await signedIn(ctx)).cookie;
});

const unread = async () => (await (await call(ctx, 'GET', '/api/admin/texts/unread', { cookie })).json()) as UnreadTextsResponse;

describe('unread replies on the dashboard', () => {
  it('answers 401 without a session', async () => {
    expect((await call(ctx, 'GET', '/api/admin/texts/unread')).status).toBe(401);
    const { orderId } = await insertMessageOrder(ctx.sql, { deliveryDate: '2026-10-05' });
    expect((await call(ctx, 'POST', `/api/admin/orders/${orderId}/texts/read`)).status).toBe(401);
  });

  it('counts the customers’ texts by order until the order’s texts are read, and only that order’s', async () => {
    const app = ctx.appWith({ now: fixedClock('2026-10-03T17:00:00Z') });
    const first = await insertMessageOrder(ctx.sql, { deliveryDate: '2026-10-05' });
    const second = await insertMessageOrder(ctx.sql, { deliveryDate: '2026-10-12' });
    await textConsent(ctx.sql, first.orderId, '+16195554101');
    await textConsent(ctx.sql, second.orderId, '+16195554102');
    expect(await unread()).toEqual({ total: 0, orders: [], noOrder: [] });

    expect((await inboundText(ctx, '+16195554101', 'Can you leave it by the side gate?', undefined, app)).status).toBe(200);
    expect((await inboundText(ctx, '+16195554101', 'The code is 4411', undefined, app)).status).toBe(200);
    expect((await inboundText(ctx, '+16195554102', 'Is Tuesday possible?', undefined, app)).status).toBe(200);
    const before = await unread();
    expect(before.total).toBe(3);
    expect(before.orders).toEqual([
      { orderId: second.orderId, customerName: 'Sam Hart', unread: 1, lastBody: 'Is Tuesday possible?', lastAt: expect.any(String) },
      { orderId: first.orderId, customerName: 'Sam Hart', unread: 2, lastBody: 'The code is 4411', lastAt: expect.any(String) },
    ]);
    // The order page shows which texts are new before they are read.
    const texts = await (await call(ctx, 'GET', `/api/admin/orders/${first.orderId}/texts`, { cookie })).json() as { texts: { direction: string; unread: boolean }[] };
    expect(texts.texts.filter((t) => t.direction === 'in').map((t) => t.unread)).toEqual([true, true]);
    // Our answers are never "unread".
    expect(texts.texts.filter((t) => t.direction === 'out').every((t) => !t.unread)).toBe(true);

    const read = await call(ctx, 'POST', `/api/admin/orders/${first.orderId}/texts/read`, { cookie });
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual({ marked: 2 });
    expect(await unread()).toEqual({ total: 1, orders: [expect.objectContaining({ orderId: second.orderId, unread: 1 })], noOrder: [] });
    // Reading again marks nothing more; a new text counts again.
    expect(await (await call(ctx, 'POST', `/api/admin/orders/${first.orderId}/texts/read`, { cookie })).json()).toEqual({ marked: 0 });
    await inboundText(ctx, '+16195554101', 'Thanks!', undefined, app);
    expect((await unread()).total).toBe(2);
  });

  it('answers 404 JSON for an order that does not exist', async () => {
    const res = await call(ctx, 'POST', '/api/admin/orders/00000000-0000-4000-8000-000000000000/texts/read', { cookie });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ message: 'Order not found' });
  });
});
