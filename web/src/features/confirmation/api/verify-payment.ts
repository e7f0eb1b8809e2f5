import { api, unwrap } from '../../../lib/api-client.ts';
import { orderSecretHeader, type OrderKey } from '../../../lib/stored-order.ts';

/** POST /api/orders/verify-checkout-session (hosted checkout): 404 unknown, 409 while the deposit is still processing. */
export const verifyCheckoutSession = (sessionId: string) => unwrap(api.orders['verify-checkout-session'].$post({ json: { sessionId } }));

/** POST /api/orders/verify-payment-intent: Stripe's return after an embedded payment, proven by the intent's client secret. */
export const verifyPaymentIntent = (paymentIntent: string, clientSecret: string) =>
  unwrap(api.orders['verify-payment-intent'].$post({ json: { paymentIntent, clientSecret } }));

/** GET /api/orders/:id/confirmation?payment_intent= (embedded form, after confirmPayment), with the order secret. */
export const getOrderConfirmation = (order: OrderKey, paymentIntent: string) =>
  unwrap(api.orders[':id'].confirmation.$get({ param: { id: encodeURIComponent(order.orderId) }, query: { payment_intent: paymentIntent } }, { headers: orderSecretHeader(order) }));
