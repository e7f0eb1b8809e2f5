import { orderConfirmationQuerySchema, orderPayloadSchema, toWireBreakdown, updatePaymentSchema, verifyCheckoutSessionSchema, verifyPaymentIntentSchema, type CreatedOrder } from '@sdp/shared';
import { Hono } from 'hono';
import { currentTime, type AppEnv } from '../../lib/deps.ts';
import type { Context } from 'hono';
import { visitorOf } from '@sdp/server/visits/record-visit';
import { errorResponse } from '../../lib/errors.ts';
import { requireStripe } from '@sdp/server/stripe-calls';
import { validate } from '../../lib/validate.ts';
import { clientIp } from '../../middleware/client-ip.ts';
import { confirmationForIntent, confirmationForReturn, confirmPayment } from './confirm-payment.ts';
import { createOrder } from '@sdp/server/orders/create-order';
import { updatePayment } from './embedded-payment.ts';
import { startHostedCheckout } from '@sdp/server/orders/hosted-checkout';
import { presentedOrderSecret } from './presented-order-secret.ts';
import { REPLAYED_HEADER, requestedAttempt } from './order-attempt-header.ts';
import { SESSION_NOT_FOUND, verifyCheckoutSession } from './verify-checkout-session.ts';
import { orderList } from '@sdp/server/db/order-lists';
import { publicRoute, staff } from '../../middleware/access.ts';
import { countedIfCodeFails } from '../../lib/gift-card-code-tries.ts';

/**
 * Who is ordering, as the unpaid-hold caps (ADR 020) and the insights' funnel (ADR 112) see it: the address, and the day's visitor
 * hash of address and browser; a failure to hash never stops an order.
 */
async function orderClient(c: Context<AppEnv>): Promise<{ ip: string; visitor: string | null }> {
  const deps = c.get('deps');
  const ip = clientIp(c);
  const visitor = await visitorOf(deps.sql, ip, c.req.header('user-agent') ?? '', currentTime(deps)).catch(() => null);
  return { ip, visitor };
}

/** Order creation, the hosted and embedded payment flows, payment verification (docs/product-spec.md §7, docs/design.md §5), and the staff's order list. */
export const orderRoutes = new Hono<AppEnv>()
  .get('/orders', staff(), async (c) => c.json(await orderList(c.get('deps').sql), 200))
  .post('/create-stripe-checkout', publicRoute(), validate('json', orderPayloadSchema), async (c) => {
    // NOTE: an Idempotency-Key (ADR 310, 321) answers a retry of the attempt with its Checkout Session, never a second order.
    const payload = c.req.valid('json');
    const client = { ...(await orderClient(c)), attempt: requestedAttempt(c, payload, 'hosted') };
    const { replayed, ...answer } = await countedIfCodeFails(c, async () => startHostedCheckout(c.get('deps'), payload, client));
    if (replayed) c.header(REPLAYED_HEADER, 'true');
    return c.json(answer);
  })
  .post('/orders', publicRoute(), validate('json', orderPayloadSchema), async (c) => {
    const deps = c.get('deps');
    // NOTE: without payments the order could never be paid; refuse before it takes a delivery spot.
    requireStripe(deps);
    // NOTE: an Idempotency-Key (ADR 310) makes a retry of the same attempt answer the order it made, never a second hold.
    const payload = c.req.valid('json');
    const order = await createOrder(deps, payload, 'embedded', { ...(await orderClient(c)), attempt: requestedAttempt(c, payload) });
    const body: CreatedOrder = { orderId: order.orderId, orderSecret: order.orderSecret, serviceType: order.serviceType, breakdown: toWireBreakdown(order.breakdown) };
    if (order.replayed) c.header(REPLAYED_HEADER, 'true');
    return c.json(body, 201);
  })
  .post('/orders/verify-checkout-session', publicRoute(), validate('json', verifyCheckoutSessionSchema), async (c) => {
    const result = await verifyCheckoutSession(c.get('deps'), c.req.valid('json').sessionId);
    if (result.kind === 'not-found') return errorResponse(c, 404, { message: SESSION_NOT_FOUND, code: 'NOT_FOUND' });
    if (result.kind === 'not-paid') {
      return errorResponse(c, 409, { message: result.message, code: 'CONFLICT', status: result.status, paymentStatus: result.paymentStatus });
    }
    return c.json(result.order);
  })
  // NOTE: public, but each order call below answers only to its order secret or a Stripe return proof (ADR 021).
  .post('/orders/verify-payment-intent', publicRoute(), validate('json', verifyPaymentIntentSchema), async (c) => {
    const { paymentIntent, clientSecret } = c.req.valid('json');
    return c.json(await confirmationForReturn(c.get('deps'), paymentIntent, clientSecret));
  })
  .post('/orders/:id/update-payment', publicRoute(), validate('json', updatePaymentSchema), async (c) => {
    return c.json(await countedIfCodeFails(c, () => updatePayment(c.get('deps'), c.req.param('id'), presentedOrderSecret(c), c.req.valid('json'))));
  })
  .post('/orders/:id/confirm-payment', publicRoute(), async (c) => {
    return c.json(await confirmPayment(c.get('deps'), c.req.param('id'), presentedOrderSecret(c)));
  })
  // NOTE: the query is validated so the SPA's typed client (AppType) knows it; a missing payment_intent still reads as ''.
  .get('/orders/:id/confirmation', publicRoute(), validate('query', orderConfirmationQuerySchema), async (c) => {
    return c.json(await confirmationForIntent(c.get('deps'), c.req.param('id'), c.req.valid('query').payment_intent, presentedOrderSecret(c)));
  });
