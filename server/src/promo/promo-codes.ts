import { discountFor, normalizePromoCode, toDecimal, type AppliedPromo, type PromoValidation, type SeasonInfo } from '@sdp/shared';
import type { Sql, TransactionSql } from '../db/sql.ts';
import { badRequest } from '../domain-error.ts';
import type { PromoCodeRow } from '../db/rows.ts';

/** Why a code cannot be used. */
export type PromoRefusal = 'blank' | 'unknown' | 'inactive' | 'notStarted' | 'expired' | 'exhausted';

const NOT_VALID = 'This promo code is not valid. Please check the spelling and try again.';

/**
 * What every caller answers for each reason a code cannot be used (issue 35, I3; ADR 167): POST /api/validate-promo-code and the
 * order's own 400 on its promoCode field alike. A code that exists but cannot be used today (switched off, not started, expired,
 * used up) reads exactly like one that never existed, so guessing codes learns nothing. A blank code names no code and keeps its
 * own sentence. Staff see each code's window, limit and uses on /catalog.
 */
export const PROMO_ERRORS = {
  blank: 'Please enter a promo code.',
  unknown: NOT_VALID,
  inactive: NOT_VALID,
  notStarted: NOT_VALID,
  expired: NOT_VALID,
  exhausted: NOT_VALID,
} as const satisfies Record<PromoRefusal, string>;

export type PromoLookup = { ok: true; promo: AppliedPromo; endsAt: Date | null } | { ok: false; reason: PromoRefusal };

/**
 * Find a code (trimmed, upper-cased) and judge it usable at `now` (the API's clock, AppDeps.now). This is the one rule: checkout,
 * POST /api/validate-promo-code and the sale banner (saleCodeAt) all ask it. Redemptions are counted when a deposit is paid, not here.
 */
export async function lookupPromo(sql: Sql | TransactionSql, rawCode: string | null | undefined, now: Date): Promise<PromoLookup> {
  const code = normalizePromoCode(rawCode);
  if (!code) return { ok: false, reason: 'blank' };
  const [row] = await sql<PromoCodeRow[]>`SELECT * FROM promo_codes WHERE code = ${code}`;
  if (!row) return { ok: false, reason: 'unknown' };
  if (!row.active) return { ok: false, reason: 'inactive' };
  if (row.starts_at && row.starts_at > now) return { ok: false, reason: 'notStarted' };
  if (row.ends_at && row.ends_at <= now) return { ok: false, reason: 'expired' };
  if (row.max_redemptions !== null && row.redemptions >= row.max_redemptions) return { ok: false, reason: 'exhausted' };
  // NOTE: numeric(10,2) arrives as a string; percent for percentage codes, cents for fixed ones.
  return { ok: true, promo: { code: row.code, discountType: row.discount_type, discountValue: Number(row.discount_value) }, endsAt: row.ends_at };
}

/** The wire form of a code's discount: a percent ("15.00") or dollars for a fixed code. */
const wireDiscount = (promo: AppliedPromo) => ({
  code: promo.code,
  discountType: promo.discountType,
  discountValue: promo.discountType === 'fixed' ? toDecimal(promo.discountValue) : promo.discountValue.toFixed(2),
});

/** A promo an order asks for, re-validated server-side: null when none was given, a 400 on the promoCode field when unusable. */
export async function requirePromo(sql: Sql | TransactionSql, rawCode: string | null | undefined, now: Date): Promise<AppliedPromo | null> {
  if (!normalizePromoCode(rawCode)) return null;
  const result = await lookupPromo(sql, rawCode, now);
  if (!result.ok) throw badRequest(PROMO_ERRORS[result.reason], [{ path: 'promoCode', message: PROMO_ERRORS[result.reason] }]);
  return result.promo;
}

/** The answer of POST /api/validate-promo-code for a usable promo and a total in cents. */
export function promoValidation(promo: AppliedPromo, totalCents: number): PromoValidation {
  const discount = discountFor(totalCents, promo);
  return {
    valid: true,
    promoCode: wireDiscount(promo),
    discountAmount: toDecimal(discount),
    finalTotal: toDecimal(totalCents - discount),
  };
}

/** The sale's code as the banner may name it: only when the validation above accepts it at `now`, else null (docs/design.md §16). */
export async function saleCodeAt(sql: Sql | TransactionSql, code: string | null, now: Date): Promise<SeasonInfo['saleCode']> {
  if (!code) return null;
  const result = await lookupPromo(sql, code, now);
  return result.ok ? { ...wireDiscount(result.promo), endsAt: result.endsAt?.toISOString() ?? null } : null;
}
