import { Hono } from 'hono';
import { invalidParam, missing, missingParam, StripeApiError } from '../api-error.ts';
import { requireSecretKey, type ApiEnv } from '../api-middleware.ts';
import { emit, type EmulatorContext } from '../context.ts';
import type { Params } from '../form.ts';
import { listOf } from '../lists.ts';
import { buildRefund } from '../objects/refund.ts';
import { mergeMetadata, optionalEnum, optionalInteger, optionalString } from '../params.ts';
import type { Charge } from '../store.ts';
import { openDisputeOf } from '../disputes.ts';

const REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'] as const;
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The succeeded charge a refund request names, by `charge` or by `payment_intent`. */
function chargeToRefund(ctx: EmulatorContext, params: Params): Charge {
  const intentId = optionalString(params, 'payment_intent');
  let chargeId = optionalString(params, 'charge');
  if (!chargeId && intentId) {
    const intent = ctx.state.paymentIntents.get(intentId);
    if (!intent) throw missing('payment_intent', intentId);
    if (intent.status !== 'succeeded' || !intent.latest_charge) {
      throw new StripeApiError(400, 'invalid_request_error', `This PaymentIntent (${intentId}) does not have a successful charge to refund.`, { code: 'charge_not_refundable', param: 'payment_intent' });
    }
    chargeId = intent.latest_charge;
  }
  if (!chargeId) throw missingParam('charge');
  const charge = ctx.state.charges.get(chargeId);
  if (!charge) throw missing('charge', chargeId);
  if (charge.status !== 'succeeded') {
    throw new StripeApiError(400, 'invalid_request_error', `Charge ${chargeId} has not succeeded and cannot be refunded.`, { code: 'charge_not_refundable', param: 'charge' });
  }
  // NOTE: Stripe refuses to refund a charge while its dispute is open or lost: the bank already took the money back.
  if (openDisputeOf(ctx, charge.id)) {
    throw new StripeApiError(400, 'invalid_request_error', `Charge ${chargeId} has been charged back; cannot issue a refund.`, { code: 'charge_disputed', param: 'charge' });
  }
  return charge;
}

/** POST /v1/refunds (by payment_intent or charge, whole or partial), GET /v1/refunds(/:id); sends refund.created and charge.refunded. */
export function refundRoutes(ctx: EmulatorContext) {
  return new Hono<ApiEnv>()
    .post('/v1/refunds', async (c) => {
      requireSecretKey(c);
      const params = c.get('params');
      const charge = chargeToRefund(ctx, params);
      const remaining = charge.amount - charge.amount_refunded;
      if (remaining <= 0) throw new StripeApiError(400, 'invalid_request_error', `Charge ${charge.id} has already been refunded.`, { code: 'charge_already_refunded' });
      const amount = optionalInteger(params, 'amount') ?? remaining;
      if (amount <= 0) throw invalidParam('amount', 'Invalid positive integer', 'parameter_invalid_integer');
      if (amount > remaining) {
        throw invalidParam('amount', `Refund amount (${dollars(amount)}) is greater than unrefunded amount on charge (${dollars(remaining)})`, 'amount_too_large');
      }
      const refund = buildRefund(charge, amount, optionalEnum(params, 'reason', REASONS) ?? null, mergeMetadata({}, params));
      ctx.state.refunds.set(refund.id, refund);
      charge.amount_refunded += amount;
      charge.refunded = charge.amount_refunded >= charge.amount;
      await emit(ctx, 'refund.created', refund);
      await emit(ctx, 'charge.refunded', charge);
      return c.json(refund);
    })
    .get('/v1/refunds', (c) => {
      requireSecretKey(c);
      const params = c.get('params');
      const intent = optionalString(params, 'payment_intent');
      const charge = optionalString(params, 'charge');
      const refunds = [...ctx.state.refunds.values()]
        .filter((r) => (!intent || r.payment_intent === intent) && (!charge || r.charge === charge))
        .reverse();
      return c.json(listOf(refunds, '/v1/refunds'));
    })
    .get('/v1/refunds/:id', (c) => {
      requireSecretKey(c);
      const refund = ctx.state.refunds.get(c.req.param('id'));
      if (!refund) throw missing('refund', c.req.param('id'));
      return c.json(refund);
    });
}
