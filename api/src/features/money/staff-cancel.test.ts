import { addDays, calendarDayInWords, lastDayBefore } from '@sdp/shared/pacific-time';
import { describe, expect, it } from 'vitest';
import { paidHostedOrder } from '../../../test/money-fixtures.ts';
import { orderRow, outboxEvents } from '../../../test/stripe-order-fixtures.ts';
import { call } from '../../../test/staff-fixtures.ts';
import { myOrder, setClock, tokenOf, useMyOrderWorldAs } from '../../../test/my-order-fixtures.ts';

// Issue 25 item 2 (docs/design.md §16, ADR 070): a staff cancel without `refundDeposit` refunds what the season's policy gives, the
// same function the customer's own cancel uses; the order page preselects that amount and says why; the customer is told by e-mail.
const { ctx, stripe, session } = useMyOrderWorldAs('admin');

const cancel = (id: string, body: unknown) => call(ctx, 'POST', `/api/admin/orders/${id}/cancel`, { cookie: session.cookie, body });
const page = async (id: string) => (await call(ctx, 'GET', `/api/admin/orders/${id}`, { cookie: session.cookie })).json();

describe('staff cancel follows the season policy unless staff say otherwise', () => {
  it('before the free-change deadline refunds the whole deposit, says why, and records the e-mail event once', async () => {
    const { orderId } = await paidHostedOrder(ctx, stripe); // Golden Harvest: deposit 547.50
    const [{ days }] = await ctx.sql<[{ days: number }]>`SELECT free_change_days AS days FROM season ORDER BY year DESC LIMIT 1`;
    // The last free day: free changes close as the day `days` before the week begins (issue 36 item 9).
    const lastFree = calendarDayInWords(addDays(session.dates[0]!, -days - 1), { month: 'short', day: 'numeric', year: 'numeric' });
    expect((await page(orderId)).cancelPolicy).toEqual({ refund: '547.50', why: `Full deposit refund: cancelled while changes are free (until ${lastFree}).` });
    const res = await cancel(orderId, { reason: 'Customer moving house' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'cancelled', amountRefunded: '547.50' });
    expect(await orderRow(ctx, orderId)).toMatchObject({ refunded_cents: 54_750, slot_released: true });
    expect(await outboxEvents(ctx, 'order.cancelled_by_staff', orderId)).toEqual([expect.objectContaining({ payload: { orderId, refundCents: 54_750 } })]);
    const view = await page(orderId);
    expect(view.timeline.find((t: { kind: string; detail: { action?: string } }) => t.detail.action === 'cancel')).toMatchObject({
      detail: { refundDeposit: true, refund: '547.50', decidedBy: 'policy', reason: 'Customer moving house' }, by: expect.objectContaining({ name: 'Test admin' }),
    });
  });

  it('after the deadline refunds the refundable share; once the week begins nothing; refundDeposit overrides either way', async () => {
    const late = await paidHostedOrder(ctx, stripe);
    const keep = await paidHostedOrder(ctx, stripe);
    const full = await paidHostedOrder(ctx, stripe);
    const begun = await paidHostedOrder(ctx, stripe);
    setClock(ctx, `${addDays(session.dates[0]!, -3)}T09:00:00`); // past the free-change deadline, before the week
    expect((await page(late.orderId)).cancelPolicy.refund).toBe('273.75');
    expect((await page(late.orderId)).cancelPolicy.why).toMatch(/^50% of the deposit: free changes ended \w{3} \d+, \d{4}\.$/);
    expect(await (await cancel(late.orderId, {})).json()).toMatchObject({ amountRefunded: '273.75' });
    expect(await (await cancel(keep.orderId, { refundDeposit: false })).json()).toMatchObject({ status: 'cancelled', amountRefunded: '0.00' });
    expect(await outboxEvents(ctx, 'order.cancelled_by_staff', keep.orderId)).toEqual([expect.objectContaining({ payload: { orderId: keep.orderId, refundCents: 0 } })]);
    expect(await (await cancel(full.orderId, { refundDeposit: true })).json()).toMatchObject({ amountRefunded: '547.50' });
    setClock(ctx, `${session.dates[0]}T08:00:00`);
    expect((await page(begun.orderId)).cancelPolicy).toMatchObject({ refund: '0.00', why: expect.stringMatching(/^No refund: the delivery week began/) });
    expect(await (await cancel(begun.orderId, {})).json()).toMatchObject({ status: 'cancelled', amountRefunded: '0.00' });
    expect(await orderRow(ctx, begun.orderId)).toMatchObject({ refunded_cents: 0 });
  });

  it('names the same last free day as the customer\'s own page for the same order (issue 36 item 9)', async () => {
    const { orderId } = await paidHostedOrder(ctx, stripe);
    const [{ days }] = await ctx.sql<[{ days: number }]>`SELECT free_change_days AS days FROM season ORDER BY year DESC LIMIT 1`;
    // The staff dialog said "Oct 18" (the day the deadline falls at 00:00) where the customer read "Free changes until Oct 17".
    const lastFree = calendarDayInWords(addDays(session.dates[0]!, -days - 1), { month: 'short', day: 'numeric', year: 'numeric' });
    const customer = await (await myOrder(ctx, 'GET', tokenOf(ctx, orderId))).json();
    expect(lastDayBefore(customer.actions.reschedule.deadline)).toBe(lastFree);
    expect((await page(orderId)).cancelPolicy.why).toContain(`(until ${lastFree})`);
  });

  it('an unpaid order is cancelled with nothing to refund, and the customer is still told', async () => {
    const { orderId } = await paidHostedOrder(ctx, stripe);
    await ctx.sql`UPDATE orders SET status = 'pending', paid_at = NULL WHERE id = ${orderId}`;
    expect((await page(orderId)).cancelPolicy).toEqual({ refund: '0.00', why: 'No deposit was paid: nothing to refund.' });
    expect((await cancel(orderId, {})).status).toBe(200);
    expect(await outboxEvents(ctx, 'order.cancelled_by_staff', orderId)).toEqual([expect.objectContaining({ payload: { orderId, refundCents: 0 } })]);
  });
});
