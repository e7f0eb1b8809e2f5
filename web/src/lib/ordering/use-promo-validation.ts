import { useEffect, useState } from 'react';
import { TIMINGS } from '@sdp/shared/constants/business';
import { normalizePromoCode } from '@sdp/shared/schemas/fields';
import { toDecimal } from '@sdp/shared/money';
import { validatePromoCode } from '../api/validate-promo-code.ts';
import { discountStateFrom, type DiscountState } from './discount-message.ts';

/**
 * Re-checks the discount code 500 ms after the code or the total changes (docs/product-spec.md §4); a blank code or a zero total clears it.
 * Only the newest request may set the state, so a slow answer never overwrites a fresher one.
 */
export function usePromoValidation(code: string | undefined, totalCents: number): DiscountState {
  const [state, setState] = useState<DiscountState>({ status: 'none' });
  const normalized = normalizePromoCode(code);
  const active = normalized !== null && totalCents > 0;

  useEffect(() => {
    if (!normalized || totalCents <= 0) return;
    let current = true;
    const timer = setTimeout(() => {
      validatePromoCode({ code: normalized, totalAmount: Number(toDecimal(totalCents)) })
        .then((result) => current && setState(discountStateFrom(result, normalized, totalCents)))
        .catch(() => current && setState(discountStateFrom(null, normalized, totalCents)));
    }, TIMINGS.promoDebounceMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [normalized, totalCents]);

  return active ? state : { status: 'none' };
}
