import type { ConfirmedOrder } from '@sdp/shared';
import { api } from '../../../lib/api-client.ts';

/** POST /api/orders/verify-checkout-session (hosted checkout): 404 unknown, 409 while the deposit is still processing. */
export const verifyCheckoutSession = (sessionId: string) => api.post<ConfirmedOrder>('/orders/verify-checkout-session', { sessionId });

/** GET /api/orders/:id/confirmation?payment_intent= (embedded form, after confirmPayment). */
export const getOrderConfirmation = (orderId: string, paymentIntent: string) =>
  api.get<ConfirmedOrder>(`/orders/${encodeURIComponent(orderId)}/confirmation?payment_intent=${encodeURIComponent(paymentIntent)}`);
