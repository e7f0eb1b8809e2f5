import { discountFor, normalizePromoCode, toDecimal, type AppliedPromo, type PromoValidation, type SeasonInfo } from '@sdp/shared';
import type { Sql, TransactionSql } from '../db/sql.ts';
import { badRequest } from '../domain-error.ts';
import type { PromoCodeRow } from '../db/rows.ts';

/** One clear sentence per reason a code cannot be used; the SPA shows the server's text (docs/product-spec.md §8). */
export const PROMO_ERRORS = {
  blank: 'Please enter a promo code.',
  unknown: "We don't recognize that promo code. Please check the spelling and try again.",
  inactive: 'This promo code is no longer available.',
  notStarted: 'This promo code is not active yet.',
  expired: 'This promo code has expired.',
  exhausted: 'This promo code has reached its redemption limit.',
} as const;

export type PromoLookup = { ok: true; promo: AppliedPromo; endsAt: Date | null } | { ok: false; error: string };

/**
 * Find a code (trimmed, upper-cased) and judge it usable at `now` (the API's clock, AppDeps.now). This is the one rule: checkout,
 * POST /api/validate-promo-code and the sale banner (saleCodeAt) all ask it. Redemptions are counted when a deposit is paid, not here.
 */
export async function lookupPromo(sql: Sql | TransactionSql, rawCode: string | null | undefined, now: Date): Promise<PromoLookup> {
  const code = normalizePromoCode(rawCode);
  if (!code) return { ok: false, error: PROMO_ERRORS.blank };
  const [row] = await sql<PromoCodeRow[]>`SELECT * FROM promo_codes WHERE code = ${code}`;
  if (!row) return { ok: false, error: PROMO_ERRORS.unknown };
  if (!row.active) return { ok: false, error: PROMO_ERRORS.inactive };
  if (row.starts_at && row.starts_at > now) return { ok: false, error: PROMO_ERRORS.notStarted };
  if (row.ends_at && row.ends_at <= now) return { ok: false, error: PROMO_ERRORS.expired };
  if (row.max_redemptions !== null && row.redemptions >= row.max_redemptions) return { ok: false, error: PROMO_ERRORS.exhausted };
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
  if (!result.ok) throw badRequest(result.error, [{ path: 'promoCode', message: result.error }]);
  return result.promo;
}

/** The answer of POST /api/validate-promo-code for a total in cents. */
export async function validatePromo(sql: Sql, rawCode: string, totalCents: number, now: Date): Promise<PromoValidation> {
  const result = await lookupPromo(sql, rawCode, now);
  if (!result.ok) return { valid: false, error: result.error };
  const { promo } = result;
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
