import { discountRoom, normalizePromoCode, toDecimal, type AppliedPromo, type PromoValidation } from '@sdp/shared';
import { bookedBefore, customerByReferralCode, isSameHousehold, lockHouseholdReferral, referralDiscountTaken, type Household } from '../db/referrals.ts';
import type { Sql, TransactionSql } from '../db/sql.ts';
import { badRequest } from '../domain-error.ts';
import { lookupPromo, PROMO_ERRORS, promoValidation } from '../promo/promo-codes.ts';
import { seasonAt, type SeasonRow } from '../season/season-rows.ts';

// Who may use a referral code (docs/design.md §18, ADRs 119 and 121). A referral code is typed in the order's one discount-code field:
// a promo code of that name wins, else a household's referral code; the price is computed from the result by priceOrder only.

/** One clear sentence per reason a referral code cannot be used (the order form shows the server's text under the field). */
export const REFERRAL_ERRORS = {
  own: "That's your own referral code. Share it with friends: when they book, you get the same amount off your next balance.",
  notNew: 'Referral codes are for households booking with us for the first time.',
  off: 'Referral codes are not in use this season.',
  taken: 'This household already has an order with a referral discount. A referral code gives one discount per new household.',
} as const;

/** A referral code accepted for an order: the household it names and the season's discount. */
export interface AppliedReferral { code: string; amountCents: number; referrerId: string }

/** What an order's discount code is: a promo, a referral, or neither (no code given). */
export interface DiscountCode { promo: AppliedPromo | null; referral: AppliedReferral | null }

const refuse = (message: string) => badRequest(message, [{ path: 'promoCode', message }]);

/**
 * The discount code an order asks for, re-judged on the server at `now` for `household` booking into `season`: null for both when no
 * code was given, a 400 on the promoCode field with its reason when the code cannot be used (unknown, expired, your own, not a first
 * booking, a discount already on another of the household's orders). Runs in the order's transaction: the household's referral lock
 * is held until it commits. `exceptOrderId` is the unpaid order being repriced, which does not count as a booking before itself.
 */
export async function requireDiscountCode(
  sql: TransactionSql,
  rawCode: string | null | undefined,
  context: { now: Date; season: Pick<SeasonRow, 'referralDiscountCents'>; household: Household; exceptOrderId?: string },
): Promise<DiscountCode> {
  const code = normalizePromoCode(rawCode);
  if (!code) return { promo: null, referral: null };
  const promo = await lookupPromo(sql, code, context.now);
  if (promo.ok) return { promo: promo.promo, referral: null };
  const referrer = promo.reason === 'unknown' ? await customerByReferralCode(sql, code) : undefined;
  if (!referrer) throw refuse(PROMO_ERRORS[promo.reason]);
  if (context.season.referralDiscountCents <= 0) throw refuse(REFERRAL_ERRORS.off);
  if (await isSameHousehold(sql, referrer, context.household)) throw refuse(REFERRAL_ERRORS.own);
  // NOTE: one discount per new household (ADR 158): judged under the household's lock, held until the order commits, so orders placed
  // at once see each other's discount however the porch is spelled.
  await lockHouseholdReferral(sql, context.household);
  if (await bookedBefore(sql, context.household, context.exceptOrderId ?? null)) throw refuse(REFERRAL_ERRORS.notNew);
  if (await referralDiscountTaken(sql, context.household, context.exceptOrderId ?? null)) throw refuse(REFERRAL_ERRORS.taken);
  return { promo: null, referral: { code, amountCents: context.season.referralDiscountCents, referrerId: referrer.id } };
}

/**
 * POST /api/validate-promo-code: a promo as before; a household's referral code answers the season's referral discount as a fixed
 * discount with `referral: true`. Who is booking is not known yet here, so "your own code" and "not a first booking" are said when the
 * order is placed.
 */
export async function validateDiscountCode(sql: Sql, rawCode: string, totalCents: number, now: Date): Promise<PromoValidation> {
  const asPromo = await lookupPromo(sql, rawCode, now);
  if (asPromo.ok) return promoValidation(asPromo.promo, totalCents);
  const refused: PromoValidation = { valid: false, error: PROMO_ERRORS[asPromo.reason] };
  if (asPromo.reason !== 'unknown') return refused;
  const code = normalizePromoCode(rawCode);
  const referrer = code ? await customerByReferralCode(sql, code) : undefined;
  if (!code || !referrer) return refused;
  const at = await seasonAt(sql, now);
  const amount = at?.season.referralDiscountCents ?? 0;
  if (amount <= 0) return { valid: false, error: REFERRAL_ERRORS.off };
  const discount = Math.min(amount, discountRoom(totalCents));
  return {
    valid: true,
    referral: true,
    promoCode: { code, discountType: 'fixed', discountValue: toDecimal(amount) },
    discountAmount: toDecimal(discount),
    finalTotal: toDecimal(totalCents - discount),
  };
}
