import { afterEach, describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/harness.ts';
import { expectMoneyInvariant, paidHostedOrder } from '../../../test/money-fixtures.ts';
import { useStripeEmulator } from '../../../test/stripe-emulator.ts';
import { orderPayload } from '../../../test/stripe-order-fixtures.ts';
import { call, signedIn } from '../../../test/staff-fixtures.ts';

// Issue 14: "Admin revenue adds up unpaid orders ($4,450.15 shown where $2,790.65 had been paid)". Issue 25 item 3 (ADR 071): booked
// revenue counts live orders only (an unpaid one is not booked); collectedRevenue is what was paid, less refunds. Own database: exact figures.
const ctx = useTestContext();
const stripe = useStripeEmulator(ctx);
afterEach(() => expectMoneyInvariant(ctx));

describe('admin stats: booked and collected revenue', () => {
  it('counts an unpaid order neither as booked nor as collected, and takes refunds off what was collected', async () => {
    const { cookie } = await signedIn(ctx, 'admin');
    const stats = async () => (await call(ctx, 'GET', '/api/admin/stats', { cookie })).json();
    const { orderId } = await paidHostedOrder(ctx, stripe); // Golden Harvest: total 1825.00, deposit 547.50
    expect((await ctx.post('/api/orders', await orderPayload(ctx))).status).toBe(201);
    expect(await stats()).toMatchObject({ orders: { count: 2, revenue: '1825.00' }, collectedRevenue: '547.50' });
    expect((await call(ctx, 'POST', `/api/admin/orders/${orderId}/refund`, { cookie, body: { amount: '50.00' } })).status).toBe(200);
    expect(await stats()).toMatchObject({ orders: { revenue: '1825.00' }, collectedRevenue: '497.50' });
  });
});
