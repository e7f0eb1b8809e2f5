import { describe, expect, it } from 'vitest';
import {
  creditFits, discountFor, discountRoom, MIN_CHARGE_CENTS, MIN_TOTAL_CENTS, priceForNewWeek, priceOrder, serviceTypeForTotal, toWireBreakdown, totalBeforeDiscount,
  type BookedPrice,
} from './pricing.ts';

const spooky = { code: 'SPOOKY15', discountType: 'percentage', discountValue: 15 } as const;

describe('priceOrder', () => {
  it('adds service add-ons once and quantity add-ons per item', () => {
    const b = priceOrder({
      basePriceCents: 550_00,
      addOns: [
        { priceCents: 55_00, category: 'service', quantity: 3 },
        { priceCents: 18_00, category: 'quantity', quantity: 4 },
        { priceCents: 45_00, category: 'quantity', quantity: 0 },
      ],
    });
    expect(b).toMatchObject({ baseAmount: 550_00, addOnTotal: 55_00 + 72_00, subtotal: 677_00, discountAmount: 0, finalTotal: 677_00 });
  });

  it('takes a 30 % deposit rounded half up to the cent', () => {
    // 30 % of $325.05 = $97.515 -> $97.52
    expect(priceOrder({ basePriceCents: 325_05, addOns: [] }).depositAmount).toBe(97_52);
    // 30 % of $325.01 = $97.503 -> $97.50
    expect(priceOrder({ basePriceCents: 325_01, addOns: [] }).depositAmount).toBe(97_50);
    const b = priceOrder({ basePriceCents: 1825_00, addOns: [] });
    expect(b.depositAmount).toBe(547_50);
    expect(b.balanceDue).toBe(1277_50);
  });

  it('applies a percentage code to the subtotal and adds the delivery fee after it', () => {
    const b = priceOrder({ basePriceCents: 550_00, addOns: [{ priceCents: 75_00, category: 'service', quantity: 1 }], promo: spooky, deliveryFeeCents: 25_00 });
    // 625.00 - 93.75 + 25.00 = 556.25; deposit 166.875 -> 166.88
    expect(b).toMatchObject({ subtotal: 625_00, discountAmount: 93_75, deliveryFee: 25_00, finalTotal: 556_25, depositAmount: 166_88, promoCode: 'SPOOKY15' });
  });

  it('caps a fixed discount below the subtotal, leaving a payable total, and never goes negative', () => {
    // NOTE: issue 35 item 3 (ADR 157): a discount used to take the whole subtotal and leave a $0 checkout Stripe refuses.
    expect(discountFor(100_00, { discountType: 'fixed', discountValue: 250_00 })).toBe(100_00 - MIN_TOTAL_CENTS);
    expect(discountFor(100_00, { discountType: 'fixed', discountValue: -5 })).toBe(0);
    expect(priceOrder({ basePriceCents: 100_00, addOns: [], promo: { code: 'BIG', discountType: 'fixed', discountValue: 500_00 } }).finalTotal).toBe(MIN_TOTAL_CENTS);
  });

  it('never lets a promo, a referral or a neighbour saving, alone or together, leave a deposit below Stripe\'s smallest charge', () => {
    const referral = { code: 'SDP-K7QM4XT', amountCents: 2000_00 };
    const big = { code: 'BIG', discountType: 'fixed' as const, discountValue: 5000_00 };
    const all100 = { code: 'ALL', discountType: 'percentage' as const, discountValue: 100 };
    for (const input of [
      { basePriceCents: 325_00, addOns: [], referral },
      { basePriceCents: 325_00, addOns: [], promo: big },
      { basePriceCents: 325_00, addOns: [], promo: all100, referral, neighbourCents: 500_00 },
      { basePriceCents: 1825_00, addOns: [{ priceCents: 75_00, category: 'service' as const, quantity: 1 }], referral, neighbourCents: 1000_00 },
    ]) {
      const b = priceOrder(input);
      expect(b.depositAmount).toBeGreaterThanOrEqual(MIN_CHARGE_CENTS);
      expect(b.balanceDue).toBeGreaterThanOrEqual(MIN_CHARGE_CENTS);
      expect(b.finalTotal).toBe(MIN_TOTAL_CENTS);
      expect(b.finalTotal).toBe(b.subtotal - b.discountAmount - b.referralDiscount - b.neighbourDiscount + b.deliveryFee);
    }
    // The delivery fee counts towards the payable total: a drop-off's fee lets the discounts take the whole subtotal.
    expect(priceOrder({ basePriceCents: 100_00, addOns: [], referral, deliveryFeeCents: 25_00 })).toMatchObject({ referralDiscount: 100_00, finalTotal: 25_00 });
    expect(discountRoom(1_00)).toBe(0);
    expect(priceOrder({ basePriceCents: MIN_TOTAL_CENTS, addOns: [], referral }).depositAmount).toBe(MIN_CHARGE_CENTS);
  });

  it('lets a credit come off a balance only when what is left is nothing or a charge Stripe takes', () => {
    expect(creditFits(25_00, 25_00)).toBe(true);
    expect(creditFits(25_50, 25_00)).toBe(true);
    expect(creditFits(25_30, 25_00)).toBe(false);
    expect(creditFits(20_00, 25_00)).toBe(false);
  });

  it('takes a referral discount as its own line after any promo, never below zero, and the deposit from what is left', () => {
    const referral = { code: 'SDP-K7QM4XT', amountCents: 25_00 };
    const b = priceOrder({ basePriceCents: 1825_00, addOns: [], referral });
    expect(b).toMatchObject({ discountAmount: 0, referralDiscount: 25_00, referralCode: 'SDP-K7QM4XT', promoCode: null, finalTotal: 1800_00, depositAmount: 540_00, balanceDue: 1260_00 });
    // After a promo: 625.00 - 93.75 - 25.00 + 25.00 fee = 531.25
    expect(priceOrder({ basePriceCents: 550_00, addOns: [{ priceCents: 75_00, category: 'service', quantity: 1 }], promo: spooky, referral, deliveryFeeCents: 25_00 }))
      .toMatchObject({ discountAmount: 93_75, referralDiscount: 25_00, finalTotal: 531_25 });
    expect(priceOrder({ basePriceCents: 10_00, addOns: [], referral })).toMatchObject({ referralDiscount: 10_00 - MIN_TOTAL_CENTS, finalTotal: MIN_TOTAL_CENTS });
    expect(priceOrder({ basePriceCents: 0, addOns: [], referral })).toMatchObject({ referralDiscount: 0, referralCode: null });
    expect(toWireBreakdown(b)).toMatchObject({ referralDiscount: '25.00', referralCode: 'SDP-K7QM4XT', finalTotal: '1800.00' });
  });

  it('takes a neighbour saving as its own line after the promo and the referral, never below zero, and the deposit from what is left', () => {
    const b = priceOrder({ basePriceCents: 1825_00, addOns: [], neighbourCents: 20_00 });
    expect(b).toMatchObject({ neighbourDiscount: 20_00, discountAmount: 0, finalTotal: 1805_00, depositAmount: 541_50, balanceDue: 1263_50 });
    // 625.00 - 93.75 (15 %) - 25.00 referral - 20.00 neighbour + 25.00 fee = 511.25, deposit 153.38 (half up)
    const referral = { code: 'SDP-K7QM4XT', amountCents: 25_00 };
    expect(priceOrder({ basePriceCents: 550_00, addOns: [{ priceCents: 75_00, category: 'service', quantity: 1 }], promo: spooky, referral, neighbourCents: 20_00, deliveryFeeCents: 25_00 }))
      .toMatchObject({ discountAmount: 93_75, referralDiscount: 25_00, neighbourDiscount: 20_00, finalTotal: 511_25, depositAmount: 153_38 });
    // Never more than what the other lines left, the delivery fee still paid; a negative amount is no saving.
    expect(priceOrder({ basePriceCents: 30_00, addOns: [], referral, neighbourCents: 20_00, deliveryFeeCents: 25_00 })).toMatchObject({ neighbourDiscount: 5_00, finalTotal: 25_00 });
    expect(priceOrder({ basePriceCents: 1825_00, addOns: [], neighbourCents: -5_00 })).toMatchObject({ neighbourDiscount: 0, finalTotal: 1825_00 });
    expect(toWireBreakdown(b)).toMatchObject({ neighbourDiscount: '20.00', finalTotal: '1805.00', depositAmount: '541.50' });
  });

  it('ignores a promo on an empty order', () => {
    expect(priceOrder({ basePriceCents: 0, addOns: [], promo: spooky })).toMatchObject({ discountAmount: 0, promoCode: null });
  });

  it('prices every catalog package at both levels with and without SPOOKY15', () => {
    const rows: [number, number, number][] = [
      // base, deposit without code, deposit with 15 %
      [1825_00, 547_50, 465_38], // 1551.25 * .3 = 465.375 -> 465.38
      [1525_00, 457_50, 388_88], // 1296.25 * .3 = 388.875 -> 388.88
      [1225_00, 367_50, 312_38], // 1041.25 * .3 = 312.375 -> 312.38
      [550_00, 165_00, 140_25], // 467.50 * .3 = 140.25
      [395_00, 118_50, 100_73], // 335.75 * .3 = 100.725 -> 100.73
      [325_00, 97_50, 82_88], // 276.25 * .3 = 82.875 -> 82.88
    ];
    for (const [base, plain, discounted] of rows) {
      expect(priceOrder({ basePriceCents: base, addOns: [] }).depositAmount).toBe(plain);
      expect(priceOrder({ basePriceCents: base, addOns: [], promo: spooky }).depositAmount).toBe(discounted);
    }
  });

  it('sends decimal strings on the wire', () => {
    expect(toWireBreakdown(priceOrder({ basePriceCents: 325_00, addOns: [] }))).toMatchObject({ finalTotal: '325.00', depositAmount: '97.50', balanceDue: '227.50' });
  });
});

describe('totalBeforeDiscount', () => {
  it('is the subtotal plus the delivery fee, whatever the promo took off', () => {
    const spooky = { code: 'SPOOKY15', discountType: 'percentage' as const, discountValue: 15 };
    const wire = toWireBreakdown(priceOrder({ basePriceCents: 325_00, addOns: [{ priceCents: 49_99, category: 'service', quantity: 1 }], promo: spooky, deliveryFeeCents: 25_00 }));
    expect(totalBeforeDiscount(wire)).toBe('399.99');
    expect(wire.finalTotal).toBe('343.74');
  });
});

describe('serviceTypeForTotal', () => {
  it('is White-Glove from $1,000 up (docs/product-spec.md §9)', () => {
    expect(serviceTypeForTotal(999_99)).toBe('drop-off');
    expect(serviceTypeForTotal(1000_00)).toBe('white-glove');
  });
});

describe('priceForNewWeek (issue 36 item 4, ADR 178)', () => {
  // Golden Harvest, 1825.00 with a 10% promo and a 25.00 referral discount as booked: total 1617.50, deposit 485.25 paid.
  const booked: BookedPrice = {
    baseAmount: 182_500, addOnTotal: 0, deliveryFee: 0, discountAmount: 18_250, promoCode: 'PORCH10', referralDiscount: 2_500, referralCode: 'SDP-ABCDEFG',
    depositAmount: 48_525, referralCredit: 0,
  };

  it('keeps every booked line and the deposit paid; the neighbour line of the new week moves the total and the balance alone', () => {
    expect(priceForNewWeek(booked, 4_000)).toMatchObject({
      discountAmount: 18_250, promoCode: 'PORCH10', referralDiscount: 2_500, referralCode: 'SDP-ABCDEFG', neighbourDiscount: 4_000,
      finalTotal: 157_750, depositAmount: 48_525, balanceDue: 109_225,
    });
    expect(priceForNewWeek(booked, 0)).toMatchObject({ neighbourDiscount: 0, finalTotal: 161_750, depositAmount: 48_525, balanceDue: 113_225 });
  });

  it('never takes more off than the balance left to pay: what was collected stays within the total, and the balance stays chargeable', () => {
    // A referral credit already took the balance down to 60 cents: a 40.00 saving can take only 10 cents (60 -> 50, Stripe's least).
    const credited = { ...booked, referralCredit: 113_225 - 60 };
    const priced = priceForNewWeek(credited, 4_000);
    expect(priced).toMatchObject({ neighbourDiscount: 10, finalTotal: 161_740, balanceDue: MIN_CHARGE_CENTS });
    expect(priced.depositAmount + credited.referralCredit + priced.balanceDue).toBe(priced.finalTotal);
    // A balance already at 0 takes no saving at all.
    expect(priceForNewWeek({ ...booked, referralCredit: 113_225 }, 4_000)).toMatchObject({ neighbourDiscount: 0, finalTotal: 161_750, balanceDue: 0 });
  });
});
