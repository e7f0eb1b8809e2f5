import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, signedIn } from '../../api/test/staff-fixtures.ts';
import { CARD, expectMoneyInvariant, inDeliveryWeek, paidHostedOrder } from '../../api/test/money-fixtures.ts';
import { orderPayload, orderRow, readJson } from '../../api/test/stripe-order-fixtures.ts';
import { waitUntil } from './stand-ins.ts';
import { useMoneyWorld } from './money-world.ts';

// Issue 25 item 3 (docs/design.md §16, ADR 071): the dashboard's money cards are the sums of the order pages, from the payments ledger.
// A season's realistic mix goes through the real API, workers and Stripe emulator; then every order page is read and added up.
const { ctx, stripe } = useMoneyWorld();
let admin = '';
beforeAll(async () => {
  admin = (await signedIn(ctx, 'admin')).cookie;
});
afterEach(async () => {
  await stripe.emulator.idle();
  await expectMoneyInvariant(ctx);
});

const cents = (amount: string) => Math.round(Number(amount) * 100);
const post = (path: string, body: unknown = {}) => call(ctx, 'POST', path, { cookie: admin, body });
const deliver = (id: string) => inDeliveryWeek(ctx, id, () => post(`/api/admin/orders/${id}/deliver`));
const LIVE = ['deposit_paid', 'delivered', 'completed'];

describe('the dashboard money cards', () => {
  it('equal the sums of the order pages on a mix of pending, paid, delivered-unpaid, completed, cancelled and refunded orders', async () => {
    const pending = await readJson(await ctx.post('/api/orders', await orderPayload(ctx)));
    const paid = await paidHostedOrder(ctx, stripe, { consent: true });
    const failed = await paidHostedOrder(ctx, stripe, { consent: true, card: CARD.laterChargesDeclined });
    const completed = await paidHostedOrder(ctx, stripe, { consent: true });
    const cancelled = await paidHostedOrder(ctx, stripe, { consent: true });
    const partly = await paidHostedOrder(ctx, stripe, { consent: true });
    expect((await deliver(failed.orderId)).status).toBe(200);
    expect((await deliver(completed.orderId)).status).toBe(200);
    await waitUntil(async () => (await orderRow(ctx, failed.orderId)).balance_status === 'failed', 15_000, 'the balance to fail');
    await waitUntil(async () => (await orderRow(ctx, completed.orderId)).status === 'completed', 15_000, 'the order to complete');
    expect((await post(`/api/admin/orders/${cancelled.orderId}/cancel`, {})).status).toBe(200); // the policy refunds the deposit
    expect((await post(`/api/admin/orders/${partly.orderId}/refund`, { amount: '100.00', reason: 'a pumpkin arrived bruised' })).status).toBe(200);
    expect((await post(`/api/admin/orders/${completed.orderId}/refund`, { amount: '1000.00', reason: 'porch damaged' })).status).toBe(200);
    await stripe.emulator.idle();

    const ids = [pending.orderId, paid.orderId, failed.orderId, completed.orderId, cancelled.orderId, partly.orderId];
    const pages = await Promise.all(ids.map(async (id) => (await call(ctx, 'GET', `/api/admin/orders/${id}`, { cookie: admin })).json()));
    expect(pages.map((p) => p.status)).toEqual(['pending', 'deposit_paid', 'delivered', 'completed', 'cancelled', 'deposit_paid']);
    const sum = (pick: (p: (typeof pages)[number]) => number) => pages.reduce((total, p) => total + pick(p), 0);
    const fromPages = {
      revenue: sum((p) => (LIVE.includes(p.status) ? cents(p.totalAmount) : 0)),
      collected: sum((p) => cents(p.amountPaid) - cents(p.amountRefunded)),
      deposits: sum((p) => cents(p.depositCollected)),
      outstanding: sum((p) => cents(p.balanceDue)),
    };
    const stats = await (await call(ctx, 'GET', '/api/admin/stats', { cookie: admin })).json();
    if (process.env.SHOW_FIGURES) console.info('dashboard on the fixture', JSON.stringify({ ...stats.orders, collectedRevenue: stats.collectedRevenue, fromPages }));
    expect({
      revenue: cents(stats.orders.revenue), collected: cents(stats.collectedRevenue),
      deposits: cents(stats.orders.depositsCollected), outstanding: cents(stats.orders.balanceOutstanding),
    }).toEqual(fromPages);

    // What the ledger itself says, read straight from the payments table: money in less money out.
    const [ledger] = await ctx.sql<[{ paid_in: number; refunded: number }]>`
      SELECT (SELECT coalesce(sum(amount_cents), 0) FROM payments WHERE kind IN ('payment_intent', 'balance') AND status = 'succeeded')::int AS paid_in,
             (SELECT coalesce(sum(amount_cents), 0) FROM payments WHERE kind = 'refund' AND status NOT IN ('failed', 'canceled'))::int AS refunded`;
    expect(fromPages.collected).toBe(ledger.paid_in - ledger.refunded);
    // The failed balance is still owed, and the pending and cancelled orders are not booked revenue.
    expect(pages[2]).toMatchObject({ balanceStatus: 'failed', balanceDue: pages[2].balanceAmount });
    expect(fromPages.outstanding).toBe(cents(pages[1].balanceAmount) + cents(pages[2].balanceAmount) + cents(pages[5].balanceAmount));
    expect(fromPages.revenue).toBe(cents(pages[1].totalAmount) + cents(pages[2].totalAmount) + cents(pages[3].totalAmount) + cents(pages[5].totalAmount));
  });
});
