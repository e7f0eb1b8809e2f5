import { percentOf, priceOrder } from '@sdp/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/harness.ts';
import { orderPayload, PACKAGE, readJson } from '../../../test/stripe-order-fixtures.ts';
import { useStripeEmulator } from '../../../test/stripe-emulator.ts';

const ctx = useTestContext();
useStripeEmulator(ctx, { webhooks: false });
beforeAll(async () => {
  await ctx.sql`UPDATE delivery_slots SET capacity = 100`;
  await ctx.sql`INSERT INTO promo_codes (code, discount_type, discount_value) VALUES ('TABLE15', 'percentage', 15)`;
});

/**
 * Deposits worked out by hand (Local zone, no delivery fee): 30 % of the total, rounded half up to the cent.
 * e.g. Autumn Embrace drop-off $395 with 15 % off: $395 - $59.25 = $335.75; 30 % = $100.725 -> $100.73.
 * Prices are docs/design.md §4's revised table (issue 17): a bigger package costs more at both levels.
 */
const TABLE = [
  { pkg: 'goldenHarvest', level: 'white-glove', price: '1825.00', deposit: '547.50', withCode: { total: '1551.25', deposit: '465.38' } },
  { pkg: 'goldenHarvest', level: 'drop-off', price: '550.00', deposit: '165.00', withCode: { total: '467.50', deposit: '140.25' } },
  { pkg: 'harvestBounty', level: 'white-glove', price: '1525.00', deposit: '457.50', withCode: { total: '1296.25', deposit: '388.88' } },
  { pkg: 'harvestBounty', level: 'drop-off', price: '450.00', deposit: '135.00', withCode: { total: '382.50', deposit: '114.75' } },
  { pkg: 'autumnEmbrace', level: 'white-glove', price: '1375.00', deposit: '412.50', withCode: { total: '1168.75', deposit: '350.63' } },
  { pkg: 'autumnEmbrace', level: 'drop-off', price: '395.00', deposit: '118.50', withCode: { total: '335.75', deposit: '100.73' } },
  { pkg: 'autumnGlow', level: 'white-glove', price: '1225.00', deposit: '367.50', withCode: { total: '1041.25', deposit: '312.38' } },
  { pkg: 'autumnGlow', level: 'drop-off', price: '325.00', deposit: '97.50', withCode: { total: '276.25', deposit: '82.88' } },
] as const;

describe('the deposit for every package at both service levels, with and without a 15 % code', () => {
  it.each(TABLE)('$pkg $level', async (row) => {
    const order = async (promoCode?: string) =>
      ctx.post('/api/orders', await orderPayload(ctx, { packageId: PACKAGE[row.pkg], serviceType: row.level, ...(promoCode ? { promoCode } : {}) }));
    const plain = await readJson(await order());
    expect(plain.breakdown).toMatchObject({ baseAmount: row.price, finalTotal: row.price, depositAmount: row.deposit });
    const discounted = await readJson(await order('TABLE15'));
    expect(discounted.breakdown).toMatchObject({ baseAmount: row.price, finalTotal: row.withCode.total, depositAmount: row.withCode.deposit, promoCode: 'TABLE15' });
  });

  it('agrees with the shared pricing rule for a drop-off order beyond the radius', async () => {
    const res = await readJson(await ctx.post('/api/orders', await orderPayload(ctx, { packageId: PACKAGE.autumnGlow, zipCode: '92036', promoCode: 'TABLE15' })));
    const cents = priceOrder({ basePriceCents: 32_500, addOns: [], promo: { code: 'TABLE15', discountType: 'percentage', discountValue: 15 }, deliveryFeeCents: 5_000 });
    // $325 - $48.75 + $50 = $326.25; 30 % = $97.875 -> $97.88
    expect(cents).toMatchObject({ finalTotal: 32_625, depositAmount: percentOf(32_625, 30) });
    expect(res.breakdown).toMatchObject({ finalTotal: '326.25', deliveryFee: '50.00', depositAmount: '97.88' });
  });
});
