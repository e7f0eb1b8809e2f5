import type { PromoValidation } from '@sdp/shared/wire';
import { api } from '../../../lib/api-client.ts';

/** POST /api/validate-promo-code with the trimmed, upper-cased code and the total in dollars (spec §7). */
export const validatePromoCode = (input: { code: string; totalAmount: number }) =>
  api.post<PromoValidation>('/validate-promo-code', { code: input.code, totalAmount: input.totalAmount });
