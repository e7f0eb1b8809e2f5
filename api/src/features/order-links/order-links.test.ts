import { myOrderToken } from '@sdp/server/orders/my-order-link';
import { payBalanceToken } from '@sdp/server/orders/pay-link';
import { describe, expect, it } from 'vitest';
import { paidHostedOrder } from '../../../test/money-fixtures.ts';
import { call, signedIn } from '../../../test/staff-fixtures.ts';
import { myOrder, useMyOrderWorld } from '../../../test/my-order-fixtures.ts';

const { ctx, stripe } = useMyOrderWorld();

describe('staff revoke an order\'s e-mailed links (ADR 080)', () => {
  it('stops every link sent so far, records who did it, and the next e-mail\'s link opens', async () => {
    const { orderId } = await paidHostedOrder(ctx, stripe);
    const secret = ctx.env.SESSION_SECRET;
    expect((await myOrder(ctx, 'GET', myOrderToken(secret, orderId, 0))).status).toBe(200);
    const { cookie, user } = await signedIn(ctx, 'staff');
    expect((await call(ctx, 'POST', `/api/admin/orders/${orderId}/revoke-links`)).status).toBe(401);
    const res = await call(ctx, 'POST', `/api/admin/orders/${orderId}/revoke-links`, { cookie });
    expect(res.status).toBe(200);
    const detail = await res.json();
    expect(detail.timeline).toContainEqual(expect.objectContaining({ kind: 'staff_action', detail: { action: 'revoke_links', why: 'staff' }, by: { id: user.id, name: user.name } }));
    expect((await myOrder(ctx, 'GET', myOrderToken(secret, orderId, 0))).status).toBe(404);
    expect((await ctx.app.request(`/api/pay-balance/${payBalanceToken(secret, orderId, 0)}`)).status).toBe(404);
    expect((await myOrder(ctx, 'GET', myOrderToken(secret, orderId, 1))).status).toBe(200);
    expect((await call(ctx, 'POST', '/api/admin/orders/00000000-0000-4000-8000-000000000000/revoke-links', { cookie })).status).toBe(404);
  });
});
