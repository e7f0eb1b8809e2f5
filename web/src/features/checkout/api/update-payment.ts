import type { PriceBreakdown } from '@sdp/shared';
import { api } from '../../../lib/api-client.ts';

export interface PaymentSelection {
  selectedAddOns: string[];
  addOnQuantities: Record<string, number>;
  promoCode: string | null;
}

/** POST /api/orders/:id/update-payment (spec §7): re-prices the order and creates or updates its deposit PaymentIntent. */
export const updatePayment = (orderId: string, selection: PaymentSelection) =>
  api.post<{ clientSecret: string; breakdown: PriceBreakdown }>(`/orders/${encodeURIComponent(orderId)}/update-payment`, { ...selection });

/** POST /api/orders/:id/confirm-payment: the server re-checks the intent; a failure is only logged (spec §7). */
export const confirmOrderPayment = (orderId: string) => api.post<unknown>(`/orders/${encodeURIComponent(orderId)}/confirm-payment`);
