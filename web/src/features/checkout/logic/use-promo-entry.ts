import { useState } from 'react';
import { TOASTS, fill, normalizePromoCode, toCents, toDecimal } from '@sdp/shared';
import { toast } from '../../../components/ui/toast-store.ts';
import { ApiError } from '../../../lib/api-fetch.ts';
import { validatePromoCode } from '../../../lib/api/validate-promo-code.ts';

/**
 * Checkout promo entry (docs/product-spec.md §4, §8): the code is upper-cased and validated against the current subtotal; a valid one is
 * handed to `onApplied` (which saves it into the order and re-syncs the payment).
 */
export function usePromoEntry(subtotal: string | undefined, onApplied: (code: string) => void) {
  const [checking, setChecking] = useState(false);

  const apply = async (input: string) => {
    const code = normalizePromoCode(input);
    if (!code || checking) return;
    setChecking(true);
    try {
      const result = await validatePromoCode({ code, totalAmount: Number(subtotal ?? 0) });
      if (!result.valid) {
        toast({ title: TOASTS.promoCheckoutInvalid.title, description: result.error || TOASTS.promoCheckoutInvalid.description, variant: 'destructive' });
        return;
      }
      toast({
        title: TOASTS.promoApplied.title,
        description: fill(TOASTS.promoApplied.description, { amount: toDecimal(toCents(result.discountAmount ?? '0')) }),
        variant: 'success',
      });
      onApplied(code);
    } catch (error) {
      if (error instanceof ApiError) {
        toast({ title: TOASTS.promoCheckoutInvalid.title, description: error.serverMessage || TOASTS.promoCheckoutInvalid.description, variant: 'destructive' });
      } else {
        toast({ ...TOASTS.promoNetwork, variant: 'destructive' });
      }
    } finally {
      setChecking(false);
    }
  };

  return { apply, checking };
}
