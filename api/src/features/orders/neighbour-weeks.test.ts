import { priceOrder } from '@sdp/shared';
import { describe, expect, it } from 'vitest';
import { paidHostedOrder } from '../../../test/money-fixtures.ts';
import { useMyOrderWorldAs } from '../../../test/my-order-fixtures.ts';
import { call } from '../../../test/staff-fixtures.ts';
import { ADD_ON, orderPayload, orderRow, readJson } from '../../../test/stripe-order-fixtures.ts';

// Neighbour weeks (docs/design.md §20, ADRs 140-142) against real PostgreSQL and the Stripe emulator, on a fixed clock a month before
// the season, with the money invariant checked after every test. Distances are the seeded zip centres': 92116's is 1.30 miles from
// 92108's, 92092's 1.99 miles from 92122's. Golden Harvest white-glove: 1825.00.
const { ctx, stripe, session } = useMyOrderWorldAs('admin');

const GOLDEN = 182_500;
const SAVING = 2_000;

let n = 0;
/** A household of its own in `zipCode`: e-mail, phone and porch no other test uses. */
function household(zipCode: string) {
  n += 1;
  return { customerName: `Neighbour ${n}`, customerEmail: `neighbour.${n}@example.com`, customerPhone: `(619) 555-${String(2000 + n)}`, address: `${n} Maple Court`, zipCode };
}

const get = (path: string) => ctx.app.request(path);
const setSaving = (dollars: number) => ctx.sql`UPDATE season SET neighbour_discount_cents = ${dollars * 100}`;
const neighbourWeeks = async (zip: string) => readJson(await get(`/api/neighbour-weeks?zip=${zip}`));
const createOrder = async (payload: Record<string, unknown>) => ctx.post('/api/orders', await orderPayload(ctx, payload));
/** A paid stop (deposit paid through the hosted flow) in `week` at `zipCode`. */
const paidStop = (week: string, zipCode: string) => paidHostedOrder(ctx, stripe, { payload: { ...household(zipCode), deliveryDate: week } });

describe('a neighbour week (a paid stop within a mile and a half in the week)', () => {
  it('is offered for a porch 1.3 miles away, and the server prices its saving on creation: its own line, the total and the deposit', async () => {
    await setSaving(20);
    const [week, otherWeek] = session.dates;
    await paidStop(week!, '92116');

    // The page's question answers the week and the saving only: nothing about the stop that makes it one.
    const answer = await get('/api/neighbour-weeks?zip=92108');
    expect(answer.status).toBe(200);
    expect(await readJson(answer)).toEqual({ saving: '20.00', weeks: [week] });

    const created = await readJson(await createOrder({ ...household('92108'), deliveryDate: week }));
    const expected = priceOrder({ basePriceCents: GOLDEN, addOns: [], neighbourCents: SAVING });
    expect(expected).toMatchObject({ finalTotal: 180_500, depositAmount: 54_150, neighbourDiscount: SAVING });
    expect(created.breakdown).toMatchObject({
      subtotal: '1825.00', neighbourDiscount: '20.00', discountAmount: '0.00', finalTotal: '1805.00', depositAmount: '541.50', balanceDue: '1263.50',
    });
    expect(await orderRow(ctx, created.orderId)).toMatchObject({ neighbour_discount_cents: SAVING, total_cents: 180_500, deposit_cents: 54_150 });

    // The same porch in a week with no stop nearby pays the full price.
    const elsewhere = await readJson(await createOrder({ ...household('92108'), deliveryDate: otherWeek }));
    expect(elsewhere.breakdown).toMatchObject({ neighbourDiscount: '0.00', finalTotal: '1825.00', depositAmount: '547.50' });

    // The order dialog's flow (a hosted Checkout Session) is priced by the same function: the deposit the customer pays is the lower one.
    const hosted = await paidHostedOrder(ctx, stripe, { payload: { ...household('92108'), deliveryDate: week } });
    expect(await orderRow(ctx, hosted.orderId)).toMatchObject({ neighbour_discount_cents: SAVING, total_cents: 180_500, deposit_cents: 54_150, status: 'deposit_paid' });
    const paid = await stripe.stripe.checkout.sessions.retrieve(hosted.sessionId);
    expect(paid.amount_total).toBe(54_150);
  });

  it('is priced again at checkout: add-ons and a promo change the total, the neighbour line stays, and the PaymentIntent is the new deposit', async () => {
    await setSaving(20);
    const week = session.dates[1]!;
    await paidStop(week, '92116');
    await ctx.sql`INSERT INTO promo_codes (code, discount_type, discount_value) VALUES ('PORCH10', 'percentage', 10) ON CONFLICT DO NOTHING`;
    const created = await readJson(await createOrder({ ...household('92108'), deliveryDate: week }));
    const key = { 'x-order-secret': created.orderSecret };
    const updated = await readJson(await ctx.post(`/api/orders/${created.orderId}/update-payment`, { selectedAddOns: [ADD_ON.seasonalRemoval], addOnQuantities: {}, promoCode: 'PORCH10' }, key));
    const removal = (await ctx.sql<{ price_cents: number }[]>`SELECT price_cents FROM add_on_services WHERE id = ${ADD_ON.seasonalRemoval}`)[0]!.price_cents;
    // Stacking (ADR 141): the promo first, on the subtotal; then the neighbour saving; the deposit is 30% of what is left.
    const expected = priceOrder({
      basePriceCents: GOLDEN, addOns: [{ priceCents: removal, category: 'service', quantity: 1 }],
      promo: { code: 'PORCH10', discountType: 'percentage', discountValue: 10 }, neighbourCents: SAVING,
    });
    expect(updated.breakdown).toMatchObject({
      neighbourDiscount: '20.00', promoCode: 'PORCH10', finalTotal: (expected.finalTotal / 100).toFixed(2), depositAmount: (expected.depositAmount / 100).toFixed(2),
    });
    const intent = await stripe.stripe.paymentIntents.retrieve(updated.clientSecret.split('_secret_')[0]);
    expect(intent.amount).toBe(expected.depositAmount);
    expect(await orderRow(ctx, created.orderId)).toMatchObject({ neighbour_discount_cents: SAVING, total_cents: expected.finalTotal, deposit_cents: expected.depositAmount });
  });

  it('is not offered for a porch 1.99 miles away, nor priced when it is booked', async () => {
    await setSaving(20);
    const week = session.dates[2]!;
    await paidStop(week, '92092');
    expect((await neighbourWeeks('92122')).weeks).not.toContain(week);
    const created = await readJson(await createOrder({ ...household('92122'), deliveryDate: week }));
    expect(created.breakdown).toMatchObject({ neighbourDiscount: '0.00', finalTotal: '1825.00' });
  });

  it('counts no cancelled order: once the only stop near is cancelled, the week is no neighbour week and is priced in full', async () => {
    await setSaving(20);
    const week = session.dates[3]!;
    const stop = await paidStop(week, '92116');
    expect((await neighbourWeeks('92108')).weeks).toContain(week);
    const cancelled = await call(ctx, 'POST', `/api/admin/orders/${stop.orderId}/cancel`, { cookie: session.cookie, body: { refundDeposit: true, reason: 'test' } });
    expect(await readJson(cancelled)).toMatchObject({ status: 'cancelled' });
    await stripe.emulator.idle();
    expect((await neighbourWeeks('92108')).weeks).not.toContain(week);
    const created = await readJson(await createOrder({ ...household('92108'), deliveryDate: week }));
    expect(created.breakdown).toMatchObject({ neighbourDiscount: '0.00', finalTotal: '1825.00' });
  });

  it('ignores what a client sends: a discount, a price or a flag on a week that is no neighbour week changes nothing', async () => {
    await setSaving(20);
    // 92122 has no stop within a mile and a half in any week (the only stop near it, 92092, is 1.99 miles off).
    const tampered = await createOrder({
      ...household('92122'), deliveryDate: session.dates[2], neighbourDiscount: '1825.00', neighbourCents: 182_500, neighbourWeek: true,
      finalTotal: '1.00', depositAmount: '0.30', totalAmount: '1.00', breakdown: { finalTotal: '1.00', neighbourDiscount: '1824.00' },
    });
    expect(tampered.status).toBe(201);
    const created = await readJson(tampered);
    expect(created.breakdown).toMatchObject({ neighbourDiscount: '0.00', finalTotal: '1825.00', depositAmount: '547.50' });
    expect(await orderRow(ctx, created.orderId)).toMatchObject({ neighbour_discount_cents: 0, total_cents: GOLDEN });
    // And at checkout: the body's extra fields are not the server's to read.
    const updated = await readJson(await ctx.post(`/api/orders/${created.orderId}/update-payment`, { selectedAddOns: [], neighbourDiscount: '1825.00', neighbourWeek: true }, { 'x-order-secret': created.orderSecret }));
    expect(updated.breakdown).toMatchObject({ neighbourDiscount: '0.00', finalTotal: '1825.00', depositAmount: '547.50' });
  });

  it('is a season setting: admins see and change it on the Season tab, 0 turns it off, and the rollover carries it', async () => {
    await setSaving(0);
    const admin = { cookie: session.cookie };
    const current = await readJson(await call(ctx, 'GET', '/api/season/settings', admin));
    expect(current.neighbourDiscount).toBe(0);
    const { year: _year, booked: _booked, state: _state, bookingOpenedAt: _opened, ...body } = current;
    expect((await call(ctx, 'PUT', '/api/season/settings', { ...admin, body: { ...body, neighbourDiscount: 35 } })).status).toBe(200);
    expect((await readJson(await call(ctx, 'GET', '/api/season/settings', admin))).neighbourDiscount).toBe(35);
    expect((await readJson(await call(ctx, 'GET', '/api/season/rollover', admin))).neighbourDiscount).toBe(35);
    expect((await neighbourWeeks('92108')).saving).toBe('35.00');

    expect((await call(ctx, 'PUT', '/api/season/settings', { ...admin, body: { ...body, neighbourDiscount: 0 } })).status).toBe(200);
    // Week 1 has a paid stop in 92116 (the checkout test's), yet with the setting at 0 nothing is offered or priced.
    expect(await neighbourWeeks('92108')).toEqual({ saving: '0.00', weeks: [] });
    const created = await readJson(await createOrder({ ...household('92108'), deliveryDate: session.dates[1] }));
    expect(created.breakdown).toMatchObject({ neighbourDiscount: '0.00', finalTotal: '1825.00' });

    const negative = await call(ctx, 'PUT', '/api/season/settings', { ...admin, body: { ...body, neighbourDiscount: -5 } });
    expect(negative.status).toBe(400);
    expect(await readJson(negative)).toMatchObject({ message: expect.any(String) });
  });

  it('answers a malformed zip with a 400 and a clear message, and a zip it does not serve with no weeks', async () => {
    await setSaving(20);
    const bad = await get('/api/neighbour-weeks?zip=9210');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await readJson(bad))).toContain('Zip code must be exactly 5 digits');
    expect((await get('/api/neighbour-weeks')).status).toBe(400);
    expect(await neighbourWeeks('10001')).toEqual({ saving: '20.00', weeks: [] });
  });

  it('is limited per client like the other public calls a script could hammer, and says so with a 429', async () => {
    const app = ctx.appWith({ env: { ...ctx.env, PUBLIC_POST_RATE_LIMIT: 2 } });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await app.request('/api/neighbour-weeks?zip=92108')).status);
    // NOTE: five against a limit of two: even if a minute's window turns between them, one window holds three, so a 429 comes.
    expect(statuses.slice(0, 2)).toEqual([200, 200]);
    expect(statuses).toContain(429);
  });
});
