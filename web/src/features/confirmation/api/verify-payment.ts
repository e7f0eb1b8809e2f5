import { api, unwrap } from '../../../lib/api-client.ts';

/** POST /api/orders/verify-checkout-session (hosted checkout): 404 unknown, 409 while the deposit is still processing. */
export const verifyCheckoutSession = (sessionId: string) => unwrap(api.orders['verify-checkout-session'].$post({ json: { sessionId } }));

/** GET /api/orders/:id/confirmation?payment_intent= (embedded form, after confirmPayment). */
export const getOrderConfirmation = (orderId: string, paymentIntent: string) =>
  unwrap(api.orders[':id'].confirmation.$get({ param: { id: encodeURIComponent(orderId) }, query: { payment_intent: paymentIntent } }));
