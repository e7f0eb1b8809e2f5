import { afterAll, describe, expect, it } from 'vitest';
import { call } from '../../api/test/staff-fixtures.ts';
import { expectMoneyInvariant, inDeliveryWeek, paidHostedOrder } from '../../api/test/money-fixtures.ts';
import { waitUntil } from './stand-ins.ts';
import { useMoneyWorld } from './money-world.ts';

// A figure, not a bar (docs/design.md §11 closing note): time from "deliver" to the order completed by the balance webhook, on the
// emulator with the real workers. BALANCE_LATENCY_ORDERS=100 for the reported figure; the default keeps `make test` light.
const ORDERS = Number(process.env.BALANCE_LATENCY_ORDERS ?? 10);
const { ctx, stripe, staff } = useMoneyWorld();
afterAll(() => expectMoneyInvariant(ctx));

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

describe('deliver -> balance paid', () => {
  it(`measures ${ORDERS} orders one after another`, async () => {
    const orders: string[] = [];
    for (let i = 0; i < ORDERS; i += 1) orders.push((await paidHostedOrder(ctx, stripe, { consent: true })).orderId);
    const times: number[] = [];
    for (const orderId of orders) {
      const started = performance.now();
      const delivered = await inDeliveryWeek(ctx, orderId, () => call(ctx, 'POST', `/api/admin/orders/${orderId}/deliver`, { cookie: staff.cookie, body: {} }));
      expect(delivered.status).toBe(200);
      await waitUntil(async () => (await ctx.sql`SELECT 1 FROM orders WHERE id = ${orderId} AND status = 'completed'`).length, 15_000, 'completed');
      times.push(performance.now() - started);
    }
    const sorted = [...times].sort((a, b) => a - b);
    console.info(`deliver -> balance paid over ${ORDERS} orders: p50 ${percentile(sorted, 50).toFixed(0)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms`);
    expect(times).toHaveLength(ORDERS);
  }, 300_000);
});
