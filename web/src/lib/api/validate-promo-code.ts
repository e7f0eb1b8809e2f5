import type { InferRequestType } from 'hono/client';
import { api, unwrap } from '../api-client.ts';

export type PromoCheck = InferRequestType<(typeof api)['validate-promo-code']['$post']>['json'];

/** POST /api/validate-promo-code with the trimmed, upper-cased code and the total in dollars (docs/product-spec.md §7). */
export const validatePromoCode = (input: PromoCheck) =>
  unwrap(api['validate-promo-code'].$post({ json: { code: input.code, totalAmount: input.totalAmount } }));
