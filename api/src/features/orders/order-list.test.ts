import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/harness.ts';
import { insertOrder } from '../../../test/order-fixtures.ts';
import { call, signedIn } from '../../../test/staff-fixtures.ts';

const ctx = useTestContext();
describe('orders for staff', () => {
  it('lists orders newest first in the admin shape with money as decimal strings', async () => {
    const older = await insertOrder(ctx, { createdAt: '2025-09-01T10:00:00Z' });
    const newer = await insertOrder(ctx, { createdAt: '2025-09-03T10:00:00Z', status: 'deposit_paid', totalCents: 55_000, depositCents: 16_500 });
    await ctx.sql`INSERT INTO payments (order_id, kind, provider_ref, amount_cents, status) VALUES (${newer}, 'checkout_session', 'cs_test_1', 16500, 'paid')`;
    const { cookie } = await signedIn(ctx, 'staff');
    const res = await call(ctx, 'GET', '/api/orders', { cookie });
    expect(res.status).toBe(200);
    const orders = await res.json();
    const ids = orders.map((o: { id: string }) => o.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(orders.find((o: { id: string }) => o.id === newer)).toMatchObject({
      status: 'deposit_paid',
      packageName: 'Golden Harvest',
      serviceType: 'white-glove',
      totalAmount: '550.00',
      depositAmount: '165.00',
      paymentStatus: 'paid',
      addOnServices: [],
      zipCode: '92126',
      emailRecapSent: false,
      lastDeliveryStatus: null,
    });
  });

  it('shows a cancelled order as cancelled, never as the deposit it once paid (issue 35, I4)', async () => {
    const cancelled = await insertOrder(ctx, { status: 'cancelled', totalCents: 55_000, depositCents: 16_500 });
    await ctx.sql`INSERT INTO payments (order_id, kind, provider_ref, amount_cents, status) VALUES (${cancelled}, 'checkout_session', 'cs_test_cancelled', 16500, 'paid')`;
    const { cookie } = await signedIn(ctx, 'staff');
    const orders = await (await call(ctx, 'GET', '/api/orders', { cookie })).json();
    expect(orders.find((o: { id: string }) => o.id === cancelled)).toMatchObject({ status: 'cancelled', paymentStatus: 'cancelled' });
  });
});
