import { Hono } from 'hono';
import { invalidParam, missing, missingParam, StripeApiError } from '../api-error.ts';
import { requireSecretKey, type ApiEnv } from '../api-middleware.ts';
import { emit, type EmulatorContext } from '../context.ts';
import { mergeMetadata, optionalInteger, optionalString } from '../params.ts';
import { newId, nowSeconds, type Refund } from '../store.ts';

/** POST /v1/refunds (by payment_intent or charge, whole or partial) and GET /v1/refunds/:id; sends charge.refunded. */
export function refundRoutes(ctx: EmulatorContext) {
  return new Hono<ApiEnv>()
    .post('/v1/refunds', async (c) => {
      requireSecretKey(c);
      const params = c.get('params');
      const intentId = optionalString(params, 'payment_intent');
      let chargeId = optionalString(params, 'charge');
      if (!chargeId && intentId) {
        const intent = ctx.state.paymentIntents.get(intentId);
        if (!intent) throw missing('payment_intent', intentId);
        if (!intent.latest_charge) throw new StripeApiError(400, 'invalid_request_error', `PaymentIntent ${intentId} does not have a successful charge to refund.`, { code: 'charge_not_refundable' });
        chargeId = intent.latest_charge;
      }
      if (!chargeId) throw missingParam('charge');
      const charge = ctx.state.charges.get(chargeId);
      if (!charge) throw missing('charge', chargeId);
      const remaining = charge.amount - charge.amount_refunded;
      if (remaining <= 0) throw new StripeApiError(400, 'invalid_request_error', `Charge ${chargeId} has already been refunded.`, { code: 'charge_already_refunded' });
      const amount = optionalInteger(params, 'amount') ?? remaining;
      if (amount <= 0 || amount > remaining) {
        throw invalidParam('amount', `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(remaining / 100).toFixed(2)})`, 'amount_too_large');
      }
      const refund: Refund = {
        id: newId('re'),
        object: 'refund',
        amount,
        charge: charge.id,
        created: nowSeconds(),
        currency: charge.currency,
        metadata: mergeMetadata({}, params),
        payment_intent: charge.payment_intent,
        reason: optionalString(params, 'reason') ?? null,
        status: 'succeeded',
      };
      ctx.state.refunds.set(refund.id, refund);
      charge.amount_refunded += amount;
      charge.refunded = charge.amount_refunded >= charge.amount;
      await emit(ctx, 'refund.created', refund);
      await emit(ctx, 'charge.refunded', charge);
      return c.json(refund);
    })
    .get('/v1/refunds/:id', (c) => {
      requireSecretKey(c);
      const refund = ctx.state.refunds.get(c.req.param('id'));
      if (!refund) throw missing('refund', c.req.param('id'));
      return c.json(refund);
    });
}
