import { myOrderToken } from '@sdp/server/orders/my-order-link';
import { payBalanceToken } from '@sdp/server/orders/pay-link';
import { addDays } from '@sdp/shared/pacific-time';
import { describe, expect, it } from 'vitest';
import { paidHostedOrder } from '../../../test/money-fixtures.ts';
import { ADD_ON, orderPayload, readJson } from '../../../test/stripe-order-fixtures.ts';
import { myOrder, seasonDates, tokenOf, useMyOrderWorld } from '../../../test/my-order-fixtures.ts';

// GET /api/my-order/:token (docs/design.md §12, ADR 046): the order for its customer, and nothing for anyone else.
const { ctx, stripe } = useMyOrderWorld();

/** A 404's body without its request id: every refused link must answer exactly this. */
const refusedBody = async (res: Response) => {
  expect(res.status).toBe(404);
  const { requestId, ...body } = await readJson(res);
  expect(typeof requestId).toBe('string');
  return body;
};

describe('the order page', () => {
  it('shows the order to its customer as it was priced: items, totals, paid, due, week, address and the actions open now', async () => {
    const { orderId } = await paidHostedOrder(ctx, stripe);
    await ctx.sql`UPDATE orders SET promo_code = 'SPOOKY15' WHERE id = ${orderId}`; // shown as stored, never re-priced
    const res = await myOrder(ctx, 'GET', tokenOf(ctx, orderId));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const view = await res.json();
    const [first] = await seasonDates(ctx);
    expect(view).toMatchObject({
      orderNumber: orderId.slice(-8).toUpperCase(),
      status: 'deposit_paid',
      statusLabel: 'Booked',
      packageName: 'Golden Harvest',
      serviceLevelLabel: 'White-Glove Service',
      prices: { totalAmount: '1825.00', depositAmount: '547.50', balanceAmount: '1277.50', promoCode: 'SPOOKY15' },
      amountPaid: '547.50',
      amountRefunded: '0.00',
      balanceDue: '1277.50',
      balanceStatus: 'none',
      cardSaved: true,
      deliveryDate: first,
      crewDay: null,
      address: { street: '123 Harvest Lane', city: 'San Diego', zipCode: '92126' },
      customerPhone: '(858) 555-0100',
      policy: { freeChangeDays: 7, refundableDepositPercent: 50 },
      cancelRefund: '547.50',
      linkExpiresAt: expect.stringMatching(/-12-31T08:00:00.000Z$|-01-01T08:00:00.000Z$/),
    });
    expect(view.timeline.map((s: { step: string; done: boolean }) => `${s.step}:${s.done}`)).toEqual(
      ['booked:true', 'deposit_paid:true', 'scheduled:false', 'delivered:false', 'balance_paid:false']);
    // Deadlines at 00:00 San Diego time (PDT in the fall): the week change 7 days before the week, cancel and details until it begins.
    expect(view.actions).toMatchObject({
      reschedule: { allowed: true, deadline: new Date(`${addDays(first!, -7)}T00:00:00-07:00`).toISOString(), reason: null },
      cancel: { allowed: true, deadline: new Date(`${first}T00:00:00-07:00`).toISOString() },
      editDetails: { allowed: true, deadline: new Date(`${first}T00:00:00-07:00`).toISOString() },
      payBalance: { allowed: false, reason: 'This order has no balance to pay right now.' },
      replaceCard: { allowed: true, deadline: null },
    });
    expect(view.rescheduleDates.map((d: { date: string }) => d.date)).toEqual((await seasonDates(ctx)).slice(1));
  });

  it('reads its steps in the order they happened: a porch decorated before its planned crew day never sits under that day (issue 36 item 20)', async () => {
    const { orderId } = await paidHostedOrder(ctx, stripe);
    const [week] = await seasonDates(ctx);
    // Staff planned the crew for Friday, then the crew came on Wednesday and the porch was marked decorated that day.
    const [setAt, decoratedAt] = [`${addDays(week!, -10)}T10:00:00-07:00`, `${addDays(week!, 2)}T15:30:00-07:00`];
    await ctx.sql`UPDATE orders SET crew = 1, crew_day = ${addDays(week!, 4)}, crew_assigned_at = ${setAt}, status = 'delivered', delivered_at = ${decoratedAt}
      WHERE id = ${orderId}`;
    const view = await (await myOrder(ctx, 'GET', tokenOf(ctx, orderId))).json();
    const steps = view.timeline as { step: string; label: string; at: string | null; done: boolean }[];
    expect(steps.map((s) => `${s.step}:${s.done}`)).toEqual(['booked:true', 'deposit_paid:true', 'scheduled:true', 'delivered:true', 'balance_paid:false']);
    expect(steps.find((s) => s.step === 'scheduled')).toEqual({ step: 'scheduled', label: 'Crew day set', at: new Date(setAt).toISOString(), done: true });
    const done = steps.filter((s) => s.done).map((s) => Date.parse(s.at!));
    expect(done).toEqual([...done].sort((a, b) => a - b));

    // Decorated with no crew day ever set: no "Crew day to be set" left behind the decorated porch.
    await ctx.sql`UPDATE orders SET crew = NULL, crew_day = NULL, crew_assigned_at = NULL WHERE id = ${orderId}`;
    const bare = await (await myOrder(ctx, 'GET', tokenOf(ctx, orderId))).json();
    expect(bare.timeline.map((s: { step: string }) => s.step)).toEqual(['booked', 'deposit_paid', 'delivered', 'balance_paid']);
  });

  it('lists add-ons with their quantities, and says why an unpaid order offers nothing', async () => {
    const body = await readJson(await ctx.post('/api/orders', await orderPayload(ctx, {
      serviceType: 'drop-off', addOnServices: [{ id: ADD_ON.hayBales, quantity: 3 }, { id: ADD_ON.seasonalRemoval, quantity: 1 }],
    })));
    const view = await (await myOrder(ctx, 'GET', tokenOf(ctx, body.orderId))).json();
    expect(view.addOns).toEqual([
      { name: 'Hay Bales', quantity: 3, unitPrice: expect.any(String), lineTotal: expect.any(String) },
      { name: 'Seasonal Removal', quantity: 1, unitPrice: expect.any(String), lineTotal: expect.any(String) },
    ]);
    expect(view).toMatchObject({ status: 'pending', statusLabel: 'Awaiting your deposit', amountPaid: '0.00', balanceDue: '0.00', serviceLevelLabel: 'Drop-Off Service' });
    for (const action of ['editDetails', 'reschedule', 'cancel', 'replaceCard']) {
      expect(view.actions[action]).toMatchObject({ allowed: false, reason: 'The deposit of this order has not been paid.' });
    }
  });
});

describe('the link is the only key, and it opens one order', () => {
  it('a token for one order never opens another', async () => {
    const a = await paidHostedOrder(ctx, stripe, { email: 'a@example.com' });
    const b = await paidHostedOrder(ctx, stripe, { email: 'b@example.com' });
    const viewA = await (await myOrder(ctx, 'GET', tokenOf(ctx, a.orderId))).json();
    const viewB = await (await myOrder(ctx, 'GET', tokenOf(ctx, b.orderId))).json();
    expect(viewA.orderNumber).toBe(a.orderId.slice(-8).toUpperCase());
    expect(viewB.orderNumber).toBe(b.orderId.slice(-8).toUpperCase());
    // A's id with B's signature (and the reverse) opens neither.
    const [idA, macA] = tokenOf(ctx, a.orderId).split('.');
    const [idB, macB] = tokenOf(ctx, b.orderId).split('.');
    const generic = await refusedBody(await myOrder(ctx, 'GET', `${idA}.${macB}`));
    expect(await refusedBody(await myOrder(ctx, 'GET', `${idB}.${macA}`))).toEqual(generic);
    // Nor does B's token change A.
    expect((await myOrder(ctx, 'PATCH', tokenOf(ctx, b.orderId), { specialInstructions: 'Gate code 1234' })).status).toBe(200);
    expect((await ctx.sql`SELECT special_instructions FROM orders WHERE id = ${a.orderId}`)[0]!.special_instructions).toBe('');
  });

  it('answers a tampered, malformed, foreign, unknown or expired token with the same 404, naming nothing', async () => {
    const { orderId } = await paidHostedOrder(ctx, stripe);
    const token = tokenOf(ctx, orderId);
    const generic = await refusedBody(await myOrder(ctx, 'GET', myOrderToken(ctx.env.SESSION_SECRET, '00000000-0000-4000-8000-000000000000', 0)));
    expect(generic).toEqual({ message: expect.stringContaining('not valid'), code: 'NOT_FOUND' });
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const refused = [
      flipped, token.slice(0, -2), `${token}x`, 'x', orderId, orderId.replaceAll('-', ''), encodeURIComponent(`${token}'--`),
      payBalanceToken(ctx.env.SESSION_SECRET, orderId, 0), myOrderToken('another-secret-of-at-least-32-characters!!', orderId, 0),
    ];
    for (const bad of refused) {
      for (const [method, path, body] of [['GET', bad], ['PATCH', bad, { specialInstructions: 'x' }], ['POST', `${bad}/cancel`, {}], ['POST', `${bad}/reschedule`, { deliveryDate: '2027-10-11' }]] as const) {
        const res = await myOrder(ctx, method, path, body);
        const text = await res.clone().text();
        expect(await refusedBody(res), `${method} ${bad}`).toEqual(generic);
        expect(text).not.toContain(orderId);
        expect(text).not.toContain(orderId.slice(-8).toUpperCase());
      }
    }
    // The season is over: 00:00 on January 1 in San Diego (ADR 046), the link is refused like any other.
    const year = (await seasonDates(ctx))[0]!.slice(0, 4);
    ctx.deps.now = () => new Date(`${year}-12-31T23:59:00-08:00`);
    expect((await myOrder(ctx, 'GET', token)).status).toBe(200);
    ctx.deps.now = () => new Date(`${Number(year) + 1}-01-01T00:00:00-08:00`);
    expect(await refusedBody(await myOrder(ctx, 'GET', token))).toEqual(generic);
    expect(await refusedBody(await myOrder(ctx, 'POST', `${token}/cancel`, {}))).toEqual(generic);
    expect((await ctx.sql`SELECT status FROM orders WHERE id = ${orderId}`)[0]!.status).toBe('deposit_paid');
  });
});
