import { TOASTS } from '@sdp/shared/constants/messages';
import { toCents } from '@sdp/shared/money';
import { type AppliedPromo } from '@sdp/shared/pricing';
import { type PromoValidation } from '@sdp/shared/wire';

export type DiscountState =
  | { status: 'none' }
  | { status: 'valid'; message: string; promo: AppliedPromo }
  | { status: 'invalid'; message: string };

/**
 * What the promo field says after a validation (docs/product-spec.md §8): "N% discount applied!" with N whole (a fixed discount is turned into
 * a percent of the total; "Referral discount applied!" for a household's referral code), or the server's error, or "Invalid discount code".
 */
export function discountStateFrom(result: PromoValidation | null, code: string, totalCents: number): DiscountState {
  if (!result || !result.valid || !result.promoCode) return { status: 'invalid', message: result?.error || TOASTS.promoInvalid };
  const { discountType, discountValue } = result.promoCode;
  const value = Number(discountValue);
  const promo: AppliedPromo =
    discountType === 'percentage' ? { code, discountType, discountValue: value } : { code, discountType, discountValue: toCents(value) };
  const percent =
    discountType === 'percentage'
      ? value
      : totalCents > 0
        ? (toCents(result.discountAmount ?? discountValue) / totalCents) * 100
        : 0;
  // A household's referral code (docs/design.md §18) is a fixed amount of the season's: named as such, not as a percent.
  return { status: 'valid', message: result.referral ? 'Referral discount applied!' : `${Math.round(percent)}% discount applied!`, promo };
}
