import { describe, expect, it } from 'vitest';
import { paidHostedOrder } from '../../../test/money-fixtures.ts';
import { myOrder, tokenOf, useMyOrderWorldAs } from '../../../test/my-order-fixtures.ts';
import { call } from '../../../test/staff-fixtures.ts';
import { orderRow, outboxEvents, readJson } from '../../../test/stripe-order-fixtures.ts';

// Issue 36 item 4 (ADR 178): a week change reprices the order when it adds or takes off a neighbour week's saving (docs/design.md §20),
// shown before the customer confirms, with the deposit kept as collected and the balance taking the difference. 92116's zip centre is
// 1.30 miles from 92108's; Golden Harvest white-glove is 1825.00, its deposit 547.50. The money invariant is checked after each test.
const { ctx, stripe, session } = useMyOrderWorldAs('admin');

let n = 0;
/** A household of its own in `zipCode`: e-mail, phone and porch no other test uses. */
function household(zipCode: string) {
  n += 1;
  return { customerName: `Mover ${n}`, customerEmail: `mover.${n}@example.com`, customerPhone: `(619) 555-${String(3000 + n)}`, address: `${n} Birch Lane`, zipCode };
}

const paidOrder = (week: string, zipCode: string) => paidHostedOrder(ctx, stripe, { payload: { ...household(zipCode), deliveryDate: week } });
const view = async (orderId: string) => readJson(await myOrder(ctx, 'GET', tokenOf(ctx, orderId)));
const move = (orderId: string, body: Record<string, unknown>) => myOrder(ctx, 'POST', `${tokenOf(ctx, orderId)}/reschedule`, body);
const priceOf = (o: Record<string, unknown>) =>
  ({ neighbour: o.neighbour_discount_cents, total: o.total_cents, deposit: o.deposit_cents, balance: o.balance_cents });

describe('a week change prices the order for its new week', () => {
  it('moving into a neighbour week takes the saving off (shown first), and moving out puts it back; the deposit stays as paid', async () => {
    await ctx.sql`UPDATE season SET neighbour_discount_cents = 4000`;
    const [home, other, near] = session.dates;
    await paidOrder(near!, '92116'); // the paid stop that makes `near` a neighbour week for a porch in 92108
    const { orderId } = await paidOrder(home!, '92108');
    expect(priceOf(await orderRow(ctx, orderId))).toEqual({ neighbour: 0, total: 182_500, deposit: 54_750, balance: 127_750 });

    // The dialog's figures, before anything moves: the neighbour week's new total, the difference and the balance; the others unchanged.
    const before = await view(orderId);
    expect(before.rescheduleDates).toEqual([
      { date: other, spotsLeft: expect.any(Number), neighbourDiscount: '0.00', total: '1825.00', totalChange: '0.00', balance: '1277.50' },
      { date: near, spotsLeft: expect.any(Number), neighbourDiscount: '40.00', total: '1785.00', totalChange: '-40.00', balance: '1237.50' },
      ...session.dates.slice(3).map((date) => expect.objectContaining({ date, totalChange: '0.00' })),
    ]);

    const into = await move(orderId, { deliveryDate: near, total: '1785.00' });
    expect(into.status).toBe(200);
    expect(await readJson(into)).toMatchObject({
      deliveryDate: near,
      prices: { neighbourDiscount: '40.00', totalAmount: '1785.00', depositAmount: '547.50', balanceAmount: '1237.50' },
      amountPaid: '547.50',
      balanceDue: '1237.50',
    });
    expect(priceOf(await orderRow(ctx, orderId))).toEqual({ neighbour: 4000, total: 178_500, deposit: 54_750, balance: 123_750 });
    // Back in the old week, the saving is no longer there: the dialog says +40.00 first, and the move puts it back on the balance.
    expect((await view(orderId)).rescheduleDates.find((d: { date: string }) => d.date === home)).toMatchObject({
      neighbourDiscount: '0.00', total: '1825.00', totalChange: '40.00', balance: '1277.50',
    });
    const out = await move(orderId, { deliveryDate: home, total: '1825.00' });
    expect(out.status).toBe(200);
    expect(await readJson(out)).toMatchObject({ prices: { neighbourDiscount: '0.00', totalAmount: '1825.00', depositAmount: '547.50', balanceAmount: '1277.50' } });
    expect(priceOf(await orderRow(ctx, orderId))).toEqual({ neighbour: 0, total: 182_500, deposit: 54_750, balance: 127_750 });

    // The e-mail and staff read both totals of each move that changed the price.
    expect((await outboxEvents(ctx, 'order.rescheduled', orderId)).map((e) => e.payload)).toEqual([
      { orderId, from: home, to: near, totalFromCents: 182_500, totalToCents: 178_500 },
      { orderId, from: near, to: home, totalFromCents: 178_500, totalToCents: 182_500 },
    ]);
    const staff = await readJson(await call(ctx, 'GET', `/api/admin/orders/${orderId}`, { cookie: session.cookie }));
    expect(staff.timeline.filter((t: { kind: string }) => t.kind === 'customer_action').map((t: { detail: unknown }) => t.detail)).toEqual([
      { action: 'reschedule', from: home, to: near, totalFromCents: 182_500, totalToCents: 178_500 },
      { action: 'reschedule', from: near, to: home, totalFromCents: 178_500, totalToCents: 182_500 },
    ]);
  });

  it('refuses (409) a move at a total the page no longer matches, and moves nothing', async () => {
    await ctx.sql`UPDATE season SET neighbour_discount_cents = 4000`;
    // NOTE: neither week has a paid stop near 92108 (the first test's stops are in the first and third weeks).
    const [, home, , far] = session.dates;
    const { orderId } = await paidOrder(home!, '92108');
    const stale = await move(orderId, { deliveryDate: far, total: '1785.00' });
    expect(stale.status).toBe(409);
    expect((await readJson(stale)).message).toBe('The price of that week has changed: your total there is now $1,825.00. Please look again before you move.');
    expect(await orderRow(ctx, orderId)).toMatchObject({ delivery_date: home, total_cents: 182_500 });
  });
});
