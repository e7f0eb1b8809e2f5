import { REFERRAL_ERRORS } from '@sdp/server/referrals/referral-rules';
import { describe, expect, it } from 'vitest';
import { paidHostedOrder } from '../../../test/money-fixtures.ts';
import { useMyOrderWorld } from '../../../test/my-order-fixtures.ts';
import { orderPayload, readJson } from '../../../test/stripe-order-fixtures.ts';

// Issue 35 item 10 (ADR 158): referral rules stepped around by spelling the porch differently, and one new household given the
// discount on 3 orders at once. Porches compare in one spelling; one referral discount per new household, under its lock.
const { ctx, stripe } = useMyOrderWorld();

const REFERRAL = '25.00';
const codeOf = async (email: string) =>
  (await ctx.sql<{ referral_code: string }[]>`SELECT referral_code FROM customers WHERE email = ${email}`)[0]!.referral_code;
const order = async (payload: Record<string, unknown>) => {
  const res = await ctx.post('/api/orders', await orderPayload(ctx, payload));
  return { status: res.status, body: await readJson(res) };
};

async function referrerCode(label: string, address: string) {
  const email = `${label}@example.com`;
  await paidHostedOrder(ctx, stripe, { payload: { customerName: `${label} Household`, customerEmail: email, customerPhone: '(619) 555-3000', address, zipCode: '92126' } });
  return codeOf(email);
}

describe('a porch in another spelling is the same porch (ADR 158)', () => {
  it('"10 Victim Way." cannot use the code of the household at "10 Victim Way", nor appear new at a porch that booked before', async () => {
    const code = await referrerCode('victim', '10 Victim Way');
    for (const spelling of ['10 Victim Way.', '10  victim  WAY', '10 Victim Way, ']) {
      const own = await order({ customerEmail: 'stranger@example.net', customerPhone: '(760) 555-0101', address: spelling, zipCode: '92126', promoCode: code });
      expect(own.status, spelling).toBe(400);
      expect(own.body.issues).toEqual([{ path: 'promoCode', message: REFERRAL_ERRORS.own }]);
    }
    // A porch that booked (and paid) before is not a new household in any spelling either.
    const other = await referrerCode('friend', '22 Friendly Court');
    await paidHostedOrder(ctx, stripe, { payload: { customerEmail: 'before@example.org', customerPhone: '(760) 555-0202', address: '12 Elm Street #4', zipCode: '92126' } });
    const again = await order({ customerEmail: 'after@example.org', customerPhone: '(760) 555-0303', address: '12 elm st. apt 4', zipCode: '92126', promoCode: other });
    expect(again.status).toBe(400);
    expect(again.body.issues).toEqual([{ path: 'promoCode', message: REFERRAL_ERRORS.notNew }]);
  });
});

describe('one referral discount per new household (ADR 158)', () => {
  it('six orders at once from one new household, the porch spelled six ways, get the discount once', async () => {
    const code = await referrerCode('sharer', '40 Sharing Lane');
    const spellings = ['7 Newcomer Road', '7 Newcomer Rd.', '7 newcomer road', '7 NEWCOMER RD', ' 7 Newcomer  Road ', '7 Newcomer Rd'];
    const results = await Promise.all(spellings.map((address, i) => order({
      customerEmail: i % 2 ? 'newcomer@example.com' : `newcomer+${i}@example.com`, customerPhone: `(858) 555-01${10 + i}`, address, zipCode: '92126', promoCode: code,
    })));
    const discounted = results.filter((r) => r.status === 201);
    expect(discounted).toHaveLength(1);
    expect(discounted[0]!.body.breakdown.referralDiscount).toBe(REFERRAL);
    const refused = results.filter((r) => r.status === 400);
    expect(refused).toHaveLength(5);
    expect(refused.every((r) => r.body.issues[0].message === REFERRAL_ERRORS.taken)).toBe(true);
    expect(await ctx.sql`SELECT id FROM orders WHERE referral_code = ${code}`).toHaveLength(1);
  });

  it('four orders at once from one e-mail get the discount once; without the code the household still books', async () => {
    const code = await referrerCode('giver', '41 Giving Lane');
    const household = { customerEmail: 'four@example.com', customerPhone: '(858) 555-0404', address: '8 Fourfold Place', zipCode: '92126' };
    const results = await Promise.all([0, 1, 2, 3].map(() => order({ ...household, promoCode: code })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 400 && r.body.message === REFERRAL_ERRORS.taken)).toHaveLength(3);
    expect((await order(household)).status).toBe(201);
  });

  it('an order that closed unpaid gives the household its discount back for its next order', async () => {
    const code = await referrerCode('patient', '42 Patient Lane');
    const household = { customerEmail: 'retry@example.com', customerPhone: '(858) 555-0505', address: '9 Retry Way', zipCode: '92126', promoCode: code };
    const first = await order(household);
    expect(first.status).toBe(201);
    expect((await order(household)).status).toBe(400);
    await ctx.sql`UPDATE orders SET status = 'cancelled', slot_released = true WHERE id = ${first.body.orderId}`;
    const second = await order(household);
    expect(second.status).toBe(201);
    expect(second.body.breakdown.referralDiscount).toBe(REFERRAL);
  });
});
