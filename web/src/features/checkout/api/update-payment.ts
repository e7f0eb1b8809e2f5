import type { PriceBreakdown } from '@sdp/shared';
import { api } from '../../../lib/api-client.ts';
import { orderSecretHeader, type OrderKey } from '../../../lib/stored-order.ts';

export interface PaymentSelection {
  selectedAddOns: string[];
  addOnQuantities: Record<string, number>;
  promoCode: string | null;
}

/** POST /api/orders/:id/update-payment (spec §7): re-prices the order and creates or updates its deposit PaymentIntent. */
export const updatePayment = (order: OrderKey, selection: PaymentSelection) =>
  api.post<{ clientSecret: string; breakdown: PriceBreakdown }>(`/orders/${encodeURIComponent(order.orderId)}/update-payment`, { ...selection }, orderSecretHeader(order));

/** POST /api/orders/:id/confirm-payment: the server re-checks the intent; a failure is only logged (spec §7). */
export const confirmOrderPayment = (order: OrderKey) =>
  api.post<unknown>(`/orders/${encodeURIComponent(order.orderId)}/confirm-payment`, {}, orderSecretHeader(order));
