import { percentOf, toCents, toDecimal } from './money.ts';

export const DEPOSIT_PERCENT = 30;

/** Stripe's smallest charge in US dollars, in cents: a deposit or a balance below it cannot be taken (ADR 157). */
export const MIN_CHARGE_CENTS = 50;

/** The smallest total whose deposit Stripe takes: no discount, alone or with the others, brings a total below it (ADR 157). */
export const MIN_TOTAL_CENTS = Math.ceil((MIN_CHARGE_CENTS * 100) / DEPOSIT_PERCENT);

export type AddOnCategory = 'service' | 'quantity';
export type DiscountType = 'percentage' | 'fixed';

export interface PricedAddOn {
  priceCents: number;
  category: AddOnCategory;
  /** Service add-ons count once whatever the quantity; quantity add-ons are sold each. */
  quantity: number;
}

export interface AppliedPromo {
  code: string;
  discountType: DiscountType;
  /** Percent (15 = 15 %) for percentage codes, cents for fixed codes. */
  discountValue: number;
}

export interface PricingInput {
  basePriceCents: number;
  addOns: PricedAddOn[];
  promo?: AppliedPromo | null;
  /** A referral code's fixed discount in cents (docs/design.md §18, ADR 119): its own line, taken after any promo. */
  referral?: { code: string; amountCents: number } | null;
  /**
   * The season's neighbour-week saving in cents when the server found a paid stop near this porch in the week (docs/design.md §20,
   * ADR 140): its own line, taken after the promo and the referral, never below zero.
   */
  neighbourCents?: number | null;
  deliveryFeeCents?: number;
}

export interface PriceBreakdownCents {
  baseAmount: number;
  addOnTotal: number;
  subtotal: number;
  discountAmount: number;
  deliveryFee: number;
  finalTotal: number;
  depositAmount: number;
  balanceDue: number;
  promoCode: string | null;
  referralDiscount: number;
  referralCode: string | null;
  neighbourDiscount: number;
}

export type PriceBreakdown = Omit<PriceBreakdownCents, 'promoCode' | 'referralCode'> extends infer T
  ? { [K in keyof T]: string } & { promoCode: string | null; referralCode: string | null }
  : never;

/**
 * What every discount of an order may take off in all (ADR 157): the subtotal at most, and never so much that the total (the
 * delivery fee included) falls below MIN_TOTAL_CENTS, so the deposit is always one Stripe can take.
 */
export function discountRoom(subtotalCents: number, deliveryFeeCents = 0): number {
  return Math.max(0, Math.min(subtotalCents, subtotalCents + deliveryFeeCents - MIN_TOTAL_CENTS));
}

/** Discount a promo gives on a subtotal: never negative, never more than `roomCents` (the subtotal less a payable total). */
export function discountFor(subtotalCents: number, promo: Omit<AppliedPromo, 'code'> | null | undefined, roomCents = discountRoom(subtotalCents)): number {
  if (!promo || subtotalCents <= 0) return 0;
  const raw = promo.discountType === 'percentage' ? percentOf(subtotalCents, promo.discountValue) : Math.round(promo.discountValue);
  return Math.min(Math.max(raw, 0), roomCents);
}

/** Whether a credit may come off a balance (ADR 157): what is left is nothing to charge, or a charge Stripe takes. */
export function creditFits(balanceCents: number, creditCents: number): boolean {
  const left = balanceCents - creditCents;
  return left === 0 || left >= MIN_CHARGE_CENTS;
}

/** The one pricing rule of the product (docs/design.md §4); the API is its only authority, the SPA uses it for display. */
export function priceOrder(input: PricingInput): PriceBreakdownCents {
  const addOnTotal = input.addOns.reduce((sum, addOn) => {
    const quantity = Math.max(0, Math.floor(addOn.quantity));
    if (quantity === 0) return sum;
    return sum + (addOn.category === 'quantity' ? addOn.priceCents * quantity : addOn.priceCents);
  }, 0);
  const subtotal = input.basePriceCents + addOnTotal;
  const deliveryFee = input.deliveryFeeCents ?? 0;
  // NOTE: the lines share one room, taken in order (promo, referral, neighbour): together they never leave an unpayable deposit.
  const room = discountRoom(subtotal, deliveryFee);
  const discountAmount = discountFor(subtotal, input.promo, room);
  const referral = input.referral;
  const referralDiscount = referral ? Math.min(Math.max(Math.round(referral.amountCents), 0), room - discountAmount) : 0;
  const neighbourDiscount = Math.min(Math.max(Math.round(input.neighbourCents ?? 0), 0), room - discountAmount - referralDiscount);
  const finalTotal = subtotal - discountAmount - referralDiscount - neighbourDiscount + deliveryFee;
  const depositAmount = percentOf(finalTotal, DEPOSIT_PERCENT);
  return {
    baseAmount: input.basePriceCents,
    addOnTotal,
    subtotal,
    discountAmount,
    deliveryFee,
    finalTotal,
    depositAmount,
    balanceDue: finalTotal - depositAmount,
    promoCode: discountAmount > 0 && input.promo ? input.promo.code : null,
    referralDiscount,
    referralCode: referralDiscount > 0 && referral ? referral.code : null,
    neighbourDiscount,
  };
}

/** The breakdown as it travels on the wire (decimal strings). */
export function toWireBreakdown(b: PriceBreakdownCents): PriceBreakdown {
  return {
    baseAmount: toDecimal(b.baseAmount),
    addOnTotal: toDecimal(b.addOnTotal),
    subtotal: toDecimal(b.subtotal),
    discountAmount: toDecimal(b.discountAmount),
    deliveryFee: toDecimal(b.deliveryFee),
    finalTotal: toDecimal(b.finalTotal),
    depositAmount: toDecimal(b.depositAmount),
    balanceDue: toDecimal(b.balanceDue),
    promoCode: b.promoCode,
    referralDiscount: toDecimal(b.referralDiscount),
    referralCode: b.referralCode,
    neighbourDiscount: toDecimal(b.neighbourDiscount),
  };
}

/** The total before any discount (subtotal plus delivery fee), as the stored order shows it (docs/product-spec.md §3). */
export function totalBeforeDiscount(b: Pick<PriceBreakdown, 'subtotal' | 'deliveryFee'>): string {
  return toDecimal(toCents(b.subtotal) + toCents(b.deliveryFee));
}

/** docs/product-spec.md §9: White-Glove when the total is 1000 dollars or more, else Drop-Off. */
export function serviceTypeForTotal(totalCents: number): 'white-glove' | 'drop-off' {
  return totalCents >= 100_000 ? 'white-glove' : 'drop-off';
}

/** An order's price as it was booked and paid for, in cents: what a week change keeps (issue 36 item 4). */
export interface BookedPrice {
  baseAmount: number;
  addOnTotal: number;
  deliveryFee: number;
  /** The promo and referral lines as they were taken when the order was priced (a code since expired still counts). */
  discountAmount: number;
  promoCode: string | null;
  referralDiscount: number;
  referralCode: string | null;
  /** The deposit collected: a week change never asks for more of it, nor gives any back. */
  depositAmount: number;
  /** Referral rewards already taken off the balance (ADR 120). */
  referralCredit: number;
}

/**
 * The price of a paid order moved to another delivery week (issue 36 item 4, ADR 178): the one pricing rule with the lines as
 * booked and the neighbour line of the new week (`neighbourCents`, 0 when it is none). The deposit stays what was collected, so the
 * balance takes the whole difference; a saving larger than the balance left to pay is cut to what leaves it at 0 or a chargeable
 * amount, so what was collected never exceeds the total and no refund is owed for a week change.
 */
export function priceForNewWeek(booked: BookedPrice, neighbourCents: number): PriceBreakdownCents {
  const price = (neighbour: number) => priceOrder({
    basePriceCents: booked.baseAmount,
    addOns: [{ priceCents: booked.addOnTotal, category: 'service', quantity: 1 }],
    promo: booked.discountAmount > 0 ? { code: booked.promoCode ?? '', discountType: 'fixed', discountValue: booked.discountAmount } : null,
    referral: booked.referralDiscount > 0 ? { code: booked.referralCode ?? '', amountCents: booked.referralDiscount } : null,
    neighbourCents: neighbour,
    deliveryFeeCents: booked.deliveryFee,
  });
  const full = price(neighbourCents);
  const left = (b: PriceBreakdownCents) => b.finalTotal - booked.depositAmount - booked.referralCredit;
  const before = left(price(0));
  const fits = (b: PriceBreakdownCents) => left(b) === 0 || left(b) >= MIN_CHARGE_CENTS;
  const priced = fits(full) ? full : price(Math.max(0, Math.min(full.neighbourDiscount, before - MIN_CHARGE_CENTS)));
  const chosen = fits(priced) ? priced : price(0);
  return { ...chosen, depositAmount: booked.depositAmount, balanceDue: left(chosen) };
}
