import { MIN_CHARGE_CENTS, MIN_TOTAL_CENTS, toDecimal } from '@sdp/shared';
import { invalidateCatalog } from '@sdp/server/catalog/catalog-cache';
import { describe, expect, it } from 'vitest';
import { useMyOrderWorldAs } from '../../../test/my-order-fixtures.ts';
import { call } from '../../../test/staff-fixtures.ts';
import { PACKAGE, orderPayload, orderRow, readJson } from '../../../test/stripe-order-fixtures.ts';
import { paidHostedOrder } from '../../../test/money-fixtures.ts';

// Issue 35 item 3 (ADR 157): a discount at or above the order's total used to make a $0 checkout that Stripe refuses (a 502). Pricing
// caps what the discounts take so the deposit is always one Stripe charges; staff cannot save a saving no customer could get.
const { ctx, stripe, session } = useMyOrderWorldAs('admin');

const settings = async () => (await call(ctx, 'GET', '/api/season/settings', { cookie: session.cookie })).json();
const saveSavings = async (savings: { referralDiscount?: number; neighbourDiscount?: number }) => {
  const { booked: _booked, state: _state, year: _year, bookingOpenedAt: _opened, ...current } = await settings();
  return call(ctx, 'PUT', '/api/season/settings', { cookie: session.cookie, body: { ...current, ...savings } });
};

describe('a discount as large as the order (ADR 157)', () => {
  it('a fixed promo above the total still opens a hosted checkout, for a deposit Stripe takes', async () => {
    await ctx.sql`INSERT INTO promo_codes (code, discount_type, discount_value) VALUES ('EVERYTHING', 'fixed', 500000) ON CONFLICT DO NOTHING`;
    const res = await ctx.post('/api/create-stripe-checkout', await orderPayload(ctx, { customerEmail: 'all-off@example.com', promoCode: 'EVERYTHING' }));
    const body = await readJson(res);
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.url).toBeTruthy();
    expect(await orderRow(ctx, body.orderId)).toMatchObject({ total_cents: MIN_TOTAL_CENTS, deposit_cents: MIN_CHARGE_CENTS });
  });

  it('a referral discount above a package\'s price (the price lowered after the discount was set) still takes a payable deposit', async () => {
    const referrer = { customerName: 'Rowan Household', customerEmail: 'rowan@example.com', customerPhone: '(619) 555-7001', address: '70 Rowan Court', zipCode: '92126' };
    await paidHostedOrder(ctx, stripe, { payload: referrer });
    const [referrerRow] = await ctx.sql<{ referral_code: string }[]>`SELECT referral_code FROM customers WHERE email = ${referrer.customerEmail}`;
    const code = referrerRow!.referral_code;
    await ctx.sql`UPDATE packages SET drop_off_price_cents = 2000 WHERE id = ${PACKAGE.goldenHarvest}`;
    invalidateCatalog(ctx.deps.sql);
    try {
      const created = await ctx.post('/api/orders', await orderPayload(ctx, {
        customerName: 'Sage Household', customerEmail: 'sage@example.com', customerPhone: '(619) 555-7002', address: '71 Sage Court',
        serviceType: 'drop-off', promoCode: code,
      }));
      const order = await readJson(created);
      expect(created.status, JSON.stringify(order)).toBe(201);
      expect(order.breakdown).toMatchObject({ referralDiscount: toDecimal(20_00 - MIN_TOTAL_CENTS), finalTotal: toDecimal(MIN_TOTAL_CENTS), depositAmount: toDecimal(MIN_CHARGE_CENTS) });
      const pay = await ctx.post(`/api/orders/${order.orderId}/update-payment`, { promoCode: code }, { 'x-order-secret': order.orderSecret });
      const paid = await readJson(pay);
      expect(pay.status, JSON.stringify(paid)).toBe(200);
      expect(paid.clientSecret).toBeTruthy();
    } finally {
      await ctx.sql`UPDATE packages SET drop_off_price_cents = 55000 WHERE id = ${PACKAGE.goldenHarvest}`;
      invalidateCatalog(ctx.deps.sql);
    }
  });
});

describe('a referral credit (ADR 157)', () => {
  it('never leaves a balance below Stripe\'s smallest charge: it waits for a balance it fits', async () => {
    const referrer = { customerName: 'Thyme Household', customerEmail: 'thyme@example.com', customerPhone: '(619) 555-7011', address: '72 Thyme Court', zipCode: '92126' };
    const { orderId: referrerOrder } = await paidHostedOrder(ctx, stripe, { payload: referrer });
    // The referrer's open balance is the credit and 30 cents: taking the credit would leave a charge no card can be asked for.
    await ctx.sql`UPDATE orders SET balance_cents = 2530, total_cents = deposit_cents + 2530 WHERE id = ${referrerOrder}`;
    const [referrerRow] = await ctx.sql<{ referral_code: string }[]>`SELECT referral_code FROM customers WHERE email = ${referrer.customerEmail}`;
    const { orderId: friendOrder } = await paidHostedOrder(ctx, stripe, {
      payload: { customerName: 'Umber Household', customerEmail: 'umber@example.com', customerPhone: '(619) 555-7012', address: '73 Umber Court', promoCode: referrerRow!.referral_code },
    });
    const [reward] = await ctx.sql`SELECT state, amount_cents FROM referral_rewards WHERE order_id = ${friendOrder}`;
    expect(reward).toMatchObject({ state: 'waiting', amount_cents: 2500 });
    expect(await orderRow(ctx, referrerOrder)).toMatchObject({ balance_cents: 2530, referral_credit_cents: 0 });
  });
});

describe('the season\'s savings setting (ADR 157)', () => {
  it('refuses a referral discount, or referral and neighbour savings together, that leave the cheapest package nothing to pay', async () => {
    // The cheapest package in the catalog is Autumn Glow drop-off at $325.00.
    const tooLarge = await saveSavings({ referralDiscount: 325 });
    const body = await readJson(tooLarge);
    expect(tooLarge.status).toBe(400);
    expect(body.issues).toEqual([{ path: 'referralDiscount', message: expect.stringMatching(/referral discount is too large: at most \$323.*\$325\.00/) }]);
    const together = await saveSavings({ referralDiscount: 300, neighbourDiscount: 30 });
    expect(together.status).toBe(400);
    expect((await readJson(together)).issues).toEqual([{ path: 'neighbourDiscount', message: expect.stringMatching(/together are too large/) }]);
    expect((await settings()).referralDiscount).toBe(25);
    try {
      expect((await saveSavings({ referralDiscount: 323, neighbourDiscount: 0 })).status).toBe(200);
    } finally {
      expect((await saveSavings({ referralDiscount: 25, neighbourDiscount: 0 })).status).toBe(200);
    }
  });

  it('refuses the same at the rollover to the next season', async () => {
    const proposal = await (await call(ctx, 'GET', '/api/season/rollover', { cookie: session.cookie })).json();
    const res = await call(ctx, 'POST', '/api/season/rollover', { cookie: session.cookie, body: { ...proposal, referralDiscount: 900 } });
    expect(res.status).toBe(400);
    expect((await readJson(res)).issues).toEqual([{ path: 'referralDiscount', message: expect.stringMatching(/too large/) }]);
  });
});
