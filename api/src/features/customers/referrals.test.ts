import type { Job } from 'bullmq';
import { priceOrder } from '@sdp/shared';
import type { BalanceChargeJobData } from '@sdp/server/queues';
import { REFERRAL_ERRORS } from '@sdp/server/referrals/referral-rules';
import { PROMO_ERRORS } from '@sdp/server/promo/promo-codes';
import { describe, expect, it } from 'vitest';
import { createChargeBalanceProcessor } from '../../../../workers/src/jobs/charge-balance.ts';
import { inDeliveryWeek, paidHostedOrder } from '../../../test/money-fixtures.ts';
import { myOrder, tokenOf, useMyOrderWorldAs } from '../../../test/my-order-fixtures.ts';
import { call } from '../../../test/staff-fixtures.ts';
import { orderPayload, orderRow, readJson } from '../../../test/stripe-order-fixtures.ts';

// Referrals (docs/design.md §18, ADRs 119-121) against real PostgreSQL and the Stripe emulator, on a fixed clock a month before the
// season (useMyOrderWorld), with the money invariant checked after every test. Golden Harvest white-glove: 1825.00, deposit 547.50.
const { ctx, stripe, session } = useMyOrderWorldAs('admin');

const GOLDEN_TOTAL = 182_500;
const REFERRAL = 2_500;

let n = 0;
/** A household of its own: e-mail, phone and porch no other test uses. */
function household(label: string) {
  n += 1;
  const digits = String(1000 + n).padStart(4, '0');
  return {
    customerName: `${label} Household`,
    customerEmail: `${label.toLowerCase()}.${n}@example.com`,
    customerPhone: `(619) 555-${digits}`,
    address: `${n}0 ${label} Court`,
    zipCode: '92126',
  };
}

const codeOf = async (email: string) =>
  (await ctx.sql<{ referral_code: string }[]>`SELECT referral_code FROM customers WHERE email = ${email}`)[0]!.referral_code;
const createOrder = async (payload: Record<string, unknown>) => ctx.post('/api/orders', await orderPayload(ctx, payload));
const rewards = (orderIds: string[]) => ctx.sql`SELECT * FROM referral_rewards WHERE order_id = ANY(${orderIds}) ORDER BY earned_at`;
const customerPage = async (email: string) => {
  const [c] = await ctx.sql<{ id: string }[]>`SELECT id FROM customers WHERE email = ${email}`;
  return (await call(ctx, 'GET', `/api/admin/customers/${c!.id}`, { cookie: session.cookie })).json();
};

/** The payments worker's own processor charging an order's scheduled balance attempt off-session, as BullMQ would run it. */
async function runBalanceCharge(orderId: string) {
  const order = await orderRow(ctx, orderId);
  const charge = createChargeBalanceProcessor({ sql: ctx.sql, stripe: stripe.stripe, env: ctx.env, logger: ctx.deps.logger, redis: null });
  const job = { data: { subject: { type: 'order', id: orderId }, attempt: order.balance_attempt, eventId: `test:${orderId}` } } as unknown as Job<BalanceChargeJobData>;
  await charge(job);
  await stripe.emulator.idle();
}

describe('a referral code at booking (ADR 119)', () => {
  it('takes the season discount off as its own line, priced by the server whatever the client sends', async () => {
    const referrer = household('Ash');
    await paidHostedOrder(ctx, stripe, { payload: referrer });
    const code = await codeOf(referrer.customerEmail);
    expect(code).toMatch(/^SDP-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{7}$/);

    // The form's field checks it first: a fixed discount of the season's amount, said to be a referral.
    const checked = await readJson(await ctx.post('/api/validate-promo-code', { code: ` ${code.toLowerCase()} `, totalAmount: 1825 }));
    expect(checked).toEqual({ valid: true, referral: true, promoCode: { code, discountType: 'fixed', discountValue: '25.00' }, discountAmount: '25.00', finalTotal: '1800.00' });

    // A tampered client sends its own prices and discounts: none of them reaches the order.
    const tampered = await createOrder({
      ...household('Birch'), promoCode: code.toLowerCase(), totalAmount: '1.00', finalTotal: '1.00', depositAmount: '0.30',
      discountAmount: '1800.00', referralDiscount: '1800.00', breakdown: { finalTotal: '1.00' },
    });
    expect(tampered.status).toBe(201);
    const created = await readJson(tampered);
    const expected = priceOrder({ basePriceCents: GOLDEN_TOTAL, addOns: [], referral: { code, amountCents: REFERRAL } });
    expect(expected).toMatchObject({ finalTotal: 180_000, depositAmount: 54_000, referralDiscount: REFERRAL });
    expect(created.breakdown).toMatchObject({
      subtotal: '1825.00', discountAmount: '0.00', referralDiscount: '25.00', referralCode: code, promoCode: null,
      finalTotal: '1800.00', depositAmount: '540.00', balanceDue: '1260.00',
    });
    const [referrerRow] = await ctx.sql<{ id: string }[]>`SELECT id FROM customers WHERE email = ${referrer.customerEmail}`;
    expect(await orderRow(ctx, created.orderId)).toMatchObject({
      referral_code: code, referrer_id: referrerRow!.id, referral_discount_cents: REFERRAL, discount_cents: 0, total_cents: 180_000, deposit_cents: 54_000,
    });
    // An unpaid order earns its referrer nothing yet.
    expect(await rewards([created.orderId])).toHaveLength(0);
  });

  it('refuses your own code (same record, e-mail in any case, phone or porch) and an unknown one with a clear 400', async () => {
    const me = household('Cedar');
    await paidHostedOrder(ctx, stripe, { payload: me });
    const code = await codeOf(me.customerEmail);
    const refused = async (payload: Record<string, unknown>, message: string) => {
      const res = await createOrder({ ...household('Other'), ...payload });
      const body = await readJson(res);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(body).toMatchObject({ message, issues: [{ path: 'promoCode', message }] });
    };
    await refused({ ...me, promoCode: code }, REFERRAL_ERRORS.own);
    await refused({ customerEmail: me.customerEmail.toUpperCase(), promoCode: code }, REFERRAL_ERRORS.own);
    await refused({ customerPhone: me.customerPhone.replace(/\D/g, ''), promoCode: code }, REFERRAL_ERRORS.own);
    await refused({ address: me.address.toUpperCase(), zipCode: me.zipCode, promoCode: code }, REFERRAL_ERRORS.own);
    await refused({ promoCode: 'SDP-2222222' }, PROMO_ERRORS.unknown);
    expect((await readJson(await ctx.post('/api/validate-promo-code', { code: 'SDP-2222222', totalAmount: 1825 })))).toEqual({ valid: false, error: PROMO_ERRORS.unknown });
    // Nothing was booked by the refusals.
    expect(await ctx.sql`SELECT id FROM orders WHERE referral_code = ${code}`).toHaveLength(0);
  });
});

describe('the season\'s referral discount', () => {
  it('is edited with the season settings; 0 turns referral codes off with a clear 400', async () => {
    const referrer = household('Maple');
    await paidHostedOrder(ctx, stripe, { payload: referrer });
    const code = await codeOf(referrer.customerEmail);
    const settings = async () => (await call(ctx, 'GET', '/api/season/settings', { cookie: session.cookie })).json();
    const save = async (referralDiscount: number) => {
      const { booked: _booked, state: _state, year: _year, bookingOpenedAt: _opened, ...current } = await settings();
      return call(ctx, 'PUT', '/api/season/settings', { cookie: session.cookie, body: { ...current, referralDiscount } });
    };
    expect((await settings()).referralDiscount).toBe(25);
    try {
      expect((await save(40)).status).toBe(200);
      expect((await settings()).referralDiscount).toBe(40);
      const priced = await readJson(await createOrder({ ...household('Nutmeg'), promoCode: code }));
      expect(priced.breakdown).toMatchObject({ referralDiscount: '40.00', finalTotal: '1785.00' });
      expect((await save(1001)).status).toBe(400);
      expect((await save(0)).status).toBe(200);
      const off = await createOrder({ ...household('Olive'), promoCode: code });
      expect(off.status).toBe(400);
      expect((await readJson(off)).message).toBe(REFERRAL_ERRORS.off);
    } finally {
      // The other tests price with the default.
      expect((await save(25)).status).toBe(200);
    }
  });
});

describe('the referrer\'s reward (ADR 120)', () => {
  it('a referral used twice earns one reward, and the referrer\'s next balance is charged exactly the credit less', async () => {
    const referrer = household('Dove');
    const { orderId: referrerOrder } = await paidHostedOrder(ctx, stripe, { payload: referrer });
    const before = await orderRow(ctx, referrerOrder);
    expect(before).toMatchObject({ total_cents: GOLDEN_TOTAL, deposit_cents: 54_750, balance_cents: 127_750, referral_credit_cents: 0 });
    const code = await codeOf(referrer.customerEmail);

    const friend = household('Elm');
    const { orderId: friendOrder } = await paidHostedOrder(ctx, stripe, { payload: { ...friend, promoCode: code } });
    const [reward] = await rewards([friendOrder]);
    expect(reward).toMatchObject({ amount_cents: REFERRAL, state: 'applied', applied_order_id: referrerOrder });
    const credited = await orderRow(ctx, referrerOrder);
    expect(credited).toMatchObject({ total_cents: GOLDEN_TOTAL, balance_cents: 127_750 - REFERRAL, referral_credit_cents: REFERRAL });

    // The same household again, with the same code or another household's: refused, and no second reward either way.
    const second = await createOrder({ ...friend, promoCode: code });
    expect(second.status).toBe(400);
    expect((await readJson(second)).message).toBe(REFERRAL_ERRORS.notNew);
    const other = household('Fern');
    await paidHostedOrder(ctx, stripe, { payload: other });
    const otherCode = await codeOf(other.customerEmail);
    expect((await readJson(await createOrder({ ...friend, customerEmail: `again.${friend.customerEmail}`, promoCode: otherCode }))).message).toBe(REFERRAL_ERRORS.notNew);
    // Two orders of one new household at once with the code: since issue 35 item 10 (ADR 158) only one carries the discount (the
    // other is refused), and paying it earns one reward.
    const twin = household('Gale');
    const settled = await Promise.allSettled([0, 1].map(() => paidHostedOrder(ctx, stripe, { payload: { ...twin, promoCode: otherCode } })));
    const twinPaid = settled.flatMap((p) => (p.status === 'fulfilled' ? [p.value.orderId] : []));
    expect(twinPaid).toHaveLength(1);
    expect(await ctx.sql`SELECT id FROM orders WHERE customer_email = ${twin.customerEmail} AND referral_code IS NOT NULL`).toHaveLength(1);
    expect(await rewards(twinPaid)).toHaveLength(1);
    expect(await ctx.sql`SELECT * FROM referral_rewards r JOIN customers c ON c.id = r.referred_id WHERE c.email = ${friend.customerEmail}`).toHaveLength(1);

    // Staff's order pages: the referred order names its code; the referrer's owes the credit less.
    const staffOrder = async (id: string) => (await call(ctx, 'GET', `/api/admin/orders/${id}`, { cookie: session.cookie })).json();
    expect(await staffOrder(friendOrder)).toMatchObject({ referral: { code, discount: '25.00' }, referralCredit: '0.00', totalAmount: '1800.00' });
    expect(await staffOrder(referrerOrder)).toMatchObject({ referral: null, referralCredit: '25.00', balanceAmount: '1252.50', balanceDue: '1252.50' });

    // The referrer's balance, charged off-session by the payments worker after delivery: exactly the credit less.
    expect((await inDeliveryWeek(ctx, referrerOrder, () => call(ctx, 'POST', `/api/admin/orders/${referrerOrder}/deliver`, { cookie: session.cookie, body: {} }))).status).toBe(200);
    await runBalanceCharge(referrerOrder);
    const charged = await ctx.sql<{ amount_cents: number }[]>`SELECT amount_cents FROM payments WHERE order_id = ${referrerOrder} AND kind = 'balance' AND status = 'succeeded'`;
    expect(charged.map((p) => p.amount_cents)).toEqual([127_750 - REFERRAL]);
    const intents = [...stripe.emulator.state.paymentIntents.values()].filter((pi) => pi.metadata?.orderId === referrerOrder && pi.metadata?.purpose === 'balance');
    expect(intents.map((pi) => pi.amount)).toEqual([127_750 - REFERRAL]);
    const paid = await orderRow(ctx, referrerOrder);
    expect(paid).toMatchObject({ status: 'completed', balance_status: 'paid' });
    expect(paid.deposit_cents + paid.balance_cents + paid.referral_credit_cents).toBe(paid.total_cents);
    expect(await staffOrder(referrerOrder)).toMatchObject({ amountPaid: '1800.00', balanceDue: '0.00', totalAmount: '1825.00' });

    // Staff see who was referred, when, and where the reward went.
    const page = await customerPage(referrer.customerEmail);
    expect(page.referralCode).toBe(code);
    expect(page.referrals).toEqual([expect.objectContaining({ name: friend.customerName, reward: 'applied', amount: '25.00', appliedToOrderNumber: referrerOrder.slice(-8).toUpperCase() })]);
    // The referrer's order page shows the credit as its own line and its own code to share.
    const view = await readJson(await myOrder(ctx, 'GET', tokenOf(ctx, referrerOrder)));
    expect(view.prices).toMatchObject({ referralCredit: '25.00', balanceAmount: '1252.50' });
    expect(view.referral).toEqual({ code, amount: '25.00', waitingCredit: '0.00' });
  });

  it('waits on the record of a referrer with no open order, then comes off their next order\'s balance', async () => {
    const referrer = household('Hazel');
    const { orderId: old } = await paidHostedOrder(ctx, stripe, { payload: referrer });
    await ctx.sql`UPDATE orders SET balance_status = 'paid', balance_cents = 0, total_cents = deposit_cents WHERE id = ${old}`;
    const code = await codeOf(referrer.customerEmail);
    const { orderId: friendOrder } = await paidHostedOrder(ctx, stripe, { payload: { ...household('Iris'), promoCode: code } });
    expect(await rewards([friendOrder])).toEqual([expect.objectContaining({ state: 'waiting', applied_order_id: null })]);
    expect((await customerPage(referrer.customerEmail)).waitingCredit).toBe('25.00');

    const { orderId: next } = await paidHostedOrder(ctx, stripe, { payload: referrer });
    expect(await rewards([friendOrder])).toEqual([expect.objectContaining({ state: 'applied', applied_order_id: next })]);
    expect(await orderRow(ctx, next)).toMatchObject({ total_cents: GOLDEN_TOTAL, balance_cents: 127_750 - REFERRAL, referral_credit_cents: REFERRAL });
    expect((await customerPage(referrer.customerEmail)).waitingCredit).toBe('0.00');
  });

  it('is revoked when the referred order is cancelled with its deposit refunded in full before delivery; a kept deposit keeps it', async () => {
    const referrer = household('Juniper');
    const { orderId: referrerOrder } = await paidHostedOrder(ctx, stripe, { payload: referrer });
    const code = await codeOf(referrer.customerEmail);
    const { orderId: refunded } = await paidHostedOrder(ctx, stripe, { payload: { ...household('Kale'), promoCode: code } });
    const { orderId: kept } = await paidHostedOrder(ctx, stripe, { payload: { ...household('Larch'), promoCode: code } });
    expect((await orderRow(ctx, referrerOrder)).balance_cents).toBe(127_750 - 2 * REFERRAL);

    const cancel = (id: string, refundDeposit: boolean) => call(ctx, 'POST', `/api/admin/orders/${id}/cancel`, { cookie: session.cookie, body: { refundDeposit, reason: 'test' } });
    expect(await readJson(await cancel(refunded, true))).toMatchObject({ status: 'cancelled', amountRefunded: '540.00' });
    expect(await readJson(await cancel(kept, false))).toMatchObject({ status: 'cancelled', amountRefunded: '0.00' });
    await stripe.emulator.idle();
    expect(await rewards([refunded])).toEqual([expect.objectContaining({ state: 'revoked', applied_order_id: null })]);
    expect(await rewards([kept])).toEqual([expect.objectContaining({ state: 'applied', applied_order_id: referrerOrder })]);
    expect(await orderRow(ctx, referrerOrder)).toMatchObject({ balance_cents: 127_750 - REFERRAL, referral_credit_cents: REFERRAL });
    expect((await customerPage(referrer.customerEmail)).referrals.map((r: { reward: string }) => r.reward).sort()).toEqual(['applied', 'revoked']);

    // The referrer's own order cancelled before its balance: its credit goes back to waiting on the record, not lost.
    expect((await cancel(referrerOrder, false)).status).toBe(200);
    expect(await rewards([kept])).toEqual([expect.objectContaining({ state: 'waiting', applied_order_id: null })]);
    expect(await orderRow(ctx, referrerOrder)).toMatchObject({ referral_credit_cents: 0, balance_cents: 127_750 });
  });
});
