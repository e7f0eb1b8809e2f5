import { Hono } from 'hono';
import { invalidParam, missing, StripeApiError, unexpectedState } from '../api-error.ts';
import { requireSecretKey, type ApiEnv } from '../api-middleware.ts';
import { emit, type EmulatorContext } from '../context.ts';
import type { Params } from '../form.ts';
import { expansions, mergeMetadata, nested, optionalInteger, optionalString, requiredInteger, requiredString } from '../params.ts';
import { cardNumberFor, createPaymentIntentObject, judgeCard, settlePaymentIntent } from '../payments.ts';
import { nowSeconds, type PaymentIntent } from '../store.ts';

const UPDATABLE = new Set<PaymentIntent['status']>(['requires_payment_method', 'requires_confirmation']);

function checkAmount(amount: number): number {
  if (amount < 50) throw invalidParam('amount', 'Amount must be at least $0.50 usd', 'amount_too_small');
  if (amount > 99_999_999) throw invalidParam('amount', 'Amount must be no more than $999,999.99', 'amount_too_large');
  return amount;
}

/** The card a confirm call pays with: a test payment method id, or card details sent by the Stripe.js stand-in. */
function cardFrom(params: Params) {
  const method = optionalString(params, 'payment_method');
  if (method) {
    const number = cardNumberFor(method);
    if (!number) throw missing('payment_method', method);
    return judgeCard(number);
  }
  const card = nested(nested(params, 'payment_method_data'), 'card');
  const number = optionalString(card, 'number');
  if (!number) throw invalidParam('payment_method', 'You must provide a payment_method (e.g. pm_card_visa) or payment_method_data[card][number].', 'parameter_missing');
  return judgeCard(number);
}

function render(ctx: EmulatorContext, intent: PaymentIntent, expand: string[]) {
  if (expand.includes('latest_charge') && intent.latest_charge) return { ...intent, latest_charge: ctx.state.charges.get(intent.latest_charge) };
  return intent;
}

/** POST/GET /v1/payment_intents, update, confirm, cancel. A publishable key may read or confirm with the intent's client secret. */
export function paymentIntentRoutes(ctx: EmulatorContext) {
  const find = (id: string) => {
    const intent = ctx.state.paymentIntents.get(id);
    if (!intent) throw missing('payment_intent', id);
    return intent;
  };
  /** Secret key, or publishable key plus the matching client_secret (what Stripe.js sends). */
  const authorize = (c: { get(k: 'keyType'): 'secret' | 'publishable'; get(k: 'params'): Params }, intent: PaymentIntent) => {
    if (c.get('keyType') === 'secret') return;
    if (optionalString(c.get('params'), 'client_secret') !== intent.client_secret) throw missing('payment_intent', intent.id);
  };
  return new Hono<ApiEnv>()
    .post('/v1/payment_intents', (c) => {
      requireSecretKey(c);
      const params = c.get('params');
      const intent = createPaymentIntentObject({
        amount: checkAmount(requiredInteger(params, 'amount')),
        currency: requiredString(params, 'currency').toLowerCase(),
        metadata: mergeMetadata({}, params),
        description: optionalString(params, 'description') ?? null,
        receiptEmail: optionalString(params, 'receipt_email') ?? null,
        automaticPaymentMethods: optionalString(nested(params, 'automatic_payment_methods'), 'enabled') === 'true',
      });
      ctx.state.paymentIntents.set(intent.id, intent);
      return c.json(render(ctx, intent, expansions(params)));
    })
    .get('/v1/payment_intents/:id', (c) => {
      const intent = find(c.req.param('id'));
      authorize(c, intent);
      return c.json(render(ctx, intent, expansions(c.get('params'))));
    })
    .post('/v1/payment_intents/:id', (c) => {
      requireSecretKey(c);
      const params = c.get('params');
      const intent = find(c.req.param('id'));
      if (!UPDATABLE.has(intent.status)) {
        throw unexpectedState(`This PaymentIntent's amount could not be updated because it has a status of ${intent.status}. You may only update the amount of a PaymentIntent with one of the following statuses: requires_payment_method, requires_confirmation, requires_action.`);
      }
      const amount = optionalInteger(params, 'amount');
      if (amount !== undefined) intent.amount = checkAmount(amount);
      intent.metadata = mergeMetadata(intent.metadata, params);
      intent.description = optionalString(params, 'description') ?? intent.description;
      intent.receipt_email = optionalString(params, 'receipt_email') ?? intent.receipt_email;
      return c.json(render(ctx, intent, expansions(params)));
    })
    .post('/v1/payment_intents/:id/confirm', async (c) => {
      const intent = find(c.req.param('id'));
      authorize(c, intent);
      if (!UPDATABLE.has(intent.status)) {
        throw unexpectedState(`You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`);
      }
      const result = await settlePaymentIntent(ctx, intent, cardFrom(c.get('params')));
      if (!result.ok) {
        throw new StripeApiError(402, 'card_error', result.message, {
          code: result.code, ...(result.declineCode ? { decline_code: result.declineCode } : {}), payment_intent: intent,
        });
      }
      return c.json(render(ctx, intent, expansions(c.get('params'))));
    })
    .post('/v1/payment_intents/:id/cancel', async (c) => {
      requireSecretKey(c);
      const intent = find(c.req.param('id'));
      if (!UPDATABLE.has(intent.status)) throw unexpectedState(`You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`);
      Object.assign(intent, { status: 'canceled', canceled_at: nowSeconds() });
      await emit(ctx, 'payment_intent.canceled', intent);
      return c.json(intent);
    });
}
