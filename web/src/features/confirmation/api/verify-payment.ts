import type { ConfirmedOrder } from '@sdp/shared';
import { api } from '../../../lib/api-client.ts';
import { orderSecretHeader, type OrderKey } from '../../../lib/stored-order.ts';

/** POST /api/orders/verify-checkout-session (hosted checkout): 404 unknown, 409 while the deposit is still processing. */
export const verifyCheckoutSession = (sessionId: string) => api.post<ConfirmedOrder>('/orders/verify-checkout-session', { sessionId });

/** POST /api/orders/verify-payment-intent: Stripe's return after an embedded payment, proven by the intent's client secret. */
export const verifyPaymentIntent = (paymentIntent: string, clientSecret: string) =>
  api.post<ConfirmedOrder>('/orders/verify-payment-intent', { paymentIntent, clientSecret });

/** GET /api/orders/:id/confirmation?payment_intent= (embedded form, after confirmPayment), with the order secret. */
export const getOrderConfirmation = (order: OrderKey, paymentIntent: string) =>
  api.get<ConfirmedOrder>(`/orders/${encodeURIComponent(order.orderId)}/confirmation?payment_intent=${encodeURIComponent(paymentIntent)}`, orderSecretHeader(order));
