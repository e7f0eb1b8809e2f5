import { Hono } from 'hono';
import type Stripe from 'stripe';
import { findOr404, invalidParam, missing, StripeApiError, unexpectedState } from '../api-error.ts';
import { requireSecretKey, type ApiEnv } from '../api-middleware.ts';
import type { Decline } from '../cards.ts';
import { emit, type EmulatorContext } from '../context.ts';
import type { Params } from '../form.ts';
import { buildPaymentIntent } from '../objects/payment-intent.ts';
import { expansions, mergeMetadata, nested, optionalBoolean, optionalEnum, optionalInteger, optionalString, requiredInteger, requiredString } from '../params.ts';
import { confirmPaymentIntent, failInvalidCard } from '../payments.ts';
import { nowSeconds, type PaymentIntent, type PaymentMethod } from '../store.ts';
import { paymentMethodFromData, resolvePaymentMethod } from './payment-methods.ts';

const UPDATABLE = new Set<PaymentIntent['status']>(['requires_payment_method', 'requires_confirmation', 'requires_action']);
const CANCELABLE = new Set<PaymentIntent['status']>(['requires_payment_method', 'requires_confirmation', 'requires_action', 'requires_capture', 'processing']);
const FUTURE_USAGE = ['off_session', 'on_session'] as const;
const CANCELLATION_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer', 'abandoned'] as const;

function checkAmount(amount: number): number {
  if (amount < 50) throw invalidParam('amount', 'Amount must be at least $0.50 usd', 'amount_too_small');
  if (amount > 99_999_999) throw invalidParam('amount', 'Amount must be no more than $999,999.99', 'amount_too_large');
  return amount;
}

/** `off_session`: true/false, or Stripe's older `one_off` / `recurring` (both mean off-session). */
function offSessionParam(params: Params): boolean {
  const value = optionalString(params, 'off_session');
  if (value === 'one_off' || value === 'recurring') return true;
  return optionalBoolean(params, 'off_session') ?? false;
}

/** The refusal Stripe gives to a declined payment: 402 card_error with the charge, the PaymentIntent and the PaymentMethod. */
function cardError(decline: Decline, intent: PaymentIntent, chargeId: string | null, method: PaymentMethod | null) {
  return new StripeApiError(402, 'card_error', decline.message, {
    code: decline.code,
    ...(decline.declineCode !== decline.code || decline.code === 'authentication_required' ? { decline_code: decline.declineCode } : {}),
    doc_url: `https://stripe.com/docs/error-codes/${decline.code.replaceAll('_', '-')}`,
    ...(chargeId ? { charge: chargeId } : {}),
    payment_intent: structuredClone(intent),
    ...(method ? { payment_method: structuredClone(method) } : {}),
  });
}

/** Stripe refuses a PaymentMethod saved to another customer, and one already used once without being saved. */
function checkUsable(ctx: EmulatorContext, intent: PaymentIntent, method: PaymentMethod): void {
  if (method.customer !== null && method.customer !== intent.customer) {
    throw invalidParam('payment_method', intent.customer === null
      ? `The provided PaymentMethod belongs to a Customer. Please include the Customer in the \`customer\` parameter on the PaymentIntent.`
      : `The provided PaymentMethod ${method.id} does not belong to the Customer ${intent.customer}.`);
  }
  if (ctx.state.consumedPaymentMethods.has(method.id)) {
    throw invalidParam('payment_method', 'The provided PaymentMethod was previously used with a PaymentIntent without Customer attachment, shared with a connected account without Customer attachment, or was detached from a Customer. It may not be used again. To use a PaymentMethod multiple times, you must attach it to a Customer first.');
  }
}

/** Confirm with the request's payment method (id, card data, or the one already on the intent); a decline throws Stripe's 402. */
async function confirm(ctx: EmulatorContext, intent: PaymentIntent, params: Params): Promise<void> {
  if (!UPDATABLE.has(intent.status)) throw unexpectedState(`You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`);
  const setupFutureUsage = optionalEnum(params, 'setup_future_usage', FUTURE_USAGE);
  if (setupFutureUsage) intent.setup_future_usage = setupFutureUsage;
  const id = optionalString(params, 'payment_method');
  let method: PaymentMethod;
  if (id) method = resolvePaymentMethod(ctx, id);
  else if (params.payment_method_data !== undefined) {
    const made = paymentMethodFromData(ctx, params);
    if ('invalid' in made) {
      await failInvalidCard(ctx, intent, made.invalid);
      throw cardError(made.invalid, intent, null, null);
    }
    method = made;
  } else if (intent.payment_method) method = ctx.state.paymentMethods.get(intent.payment_method)!;
  else throw invalidParam('payment_method', 'You must provide a payment_method (e.g. pm_card_visa) or payment_method_data[card][number].', 'parameter_missing');
  checkUsable(ctx, intent, method);
  const outcome = await confirmPaymentIntent(ctx, intent, method, {
    offSession: offSessionParam(params),
    returnUrl: optionalString(params, 'return_url') ?? null,
    useStripeSdk: optionalBoolean(params, 'use_stripe_sdk') ?? false,
  });
  if (outcome.status === 'failed') throw cardError(outcome.decline, intent, outcome.chargeId, method);
}

/** POST/GET /v1/payment_intents, update, confirm, cancel. A publishable key may read or confirm with the intent's client secret. */
export function paymentIntentRoutes(ctx: EmulatorContext) {
  const find = (id: string) => findOr404(ctx.state.paymentIntents, 'payment_intent', id);
  /** A PaymentIntent as the API returns it, with `latest_charge`, `customer` and `payment_method` expanded on request. */
  const render = (intent: PaymentIntent, expand: string[]): Stripe.PaymentIntent => ({
    ...intent,
    ...(expand.includes('latest_charge') && intent.latest_charge ? { latest_charge: ctx.state.charges.get(intent.latest_charge)! } : {}),
    ...(expand.includes('customer') && intent.customer ? { customer: ctx.state.customers.get(intent.customer)! } : {}),
    ...(expand.includes('payment_method') && intent.payment_method ? { payment_method: ctx.state.paymentMethods.get(intent.payment_method)! } : {}),
  });
  /** Secret key, or publishable key plus the matching client_secret (what Stripe.js sends). */
  const authorize = (c: { get(k: 'keyType'): 'secret' | 'publishable'; get(k: 'params'): Params }, intent: PaymentIntent) => {
    if (c.get('keyType') === 'secret') return;
    if (optionalString(c.get('params'), 'client_secret') !== intent.client_secret) throw missing('payment_intent', intent.id);
  };
  const customerParam = (params: Params) => {
    const customer = optionalString(params, 'customer');
    if (customer && !ctx.state.customers.has(customer)) throw missing('customer', customer);
    return customer;
  };
  return new Hono<ApiEnv>()
    .post('/v1/payment_intents', async (c) => {
      requireSecretKey(c);
      const params = c.get('params');
      const confirmNow = optionalBoolean(params, 'confirm') ?? false;
      if (params.off_session !== undefined && !confirmNow) throw invalidParam('off_session', 'You can only pass `off_session` when `confirm` is true.');
      if (params.return_url !== undefined && !confirmNow) throw invalidParam('return_url', 'You can only pass `return_url` when `confirm` is true.');
      const intent = buildPaymentIntent({
        amount: checkAmount(requiredInteger(params, 'amount')),
        currency: requiredString(params, 'currency').toLowerCase(),
        metadata: mergeMetadata({}, params),
        description: optionalString(params, 'description') ?? null,
        receiptEmail: optionalString(params, 'receipt_email') ?? null,
        customer: customerParam(params) ?? null,
        setupFutureUsage: optionalEnum(params, 'setup_future_usage', FUTURE_USAGE) ?? null,
        automaticPaymentMethods: optionalString(nested(params, 'automatic_payment_methods'), 'enabled') === 'true',
      });
      const methodId = optionalString(params, 'payment_method');
      if (methodId && !confirmNow) {
        const method = resolvePaymentMethod(ctx, methodId);
        checkUsable(ctx, intent, method);
        Object.assign(intent, { payment_method: method.id, status: 'requires_confirmation' } satisfies Partial<PaymentIntent>);
      }
      ctx.state.paymentIntents.set(intent.id, intent);
      if (confirmNow) await confirm(ctx, intent, params);
      return c.json(render(intent, expansions(params)));
    })
    .get('/v1/payment_intents/:id', (c) => {
      const intent = find(c.req.param('id'));
      authorize(c, intent);
      return c.json(render(intent, expansions(c.get('params'))));
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
      intent.customer = customerParam(params) ?? intent.customer;
      intent.setup_future_usage = optionalEnum(params, 'setup_future_usage', FUTURE_USAGE) ?? intent.setup_future_usage;
      return c.json(render(intent, expansions(params)));
    })
    .post('/v1/payment_intents/:id/confirm', async (c) => {
      const intent = find(c.req.param('id'));
      authorize(c, intent);
      await confirm(ctx, intent, c.get('params'));
      return c.json(render(intent, expansions(c.get('params'))));
    })
    .post('/v1/payment_intents/:id/cancel', async (c) => {
      requireSecretKey(c);
      const intent = find(c.req.param('id'));
      if (!CANCELABLE.has(intent.status)) throw unexpectedState(`You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`);
      const reason = optionalEnum(c.get('params'), 'cancellation_reason', CANCELLATION_REASONS) ?? null;
      Object.assign(intent, { status: 'canceled', canceled_at: nowSeconds(), cancellation_reason: reason, next_action: null } satisfies Partial<PaymentIntent>);
      await emit(ctx, 'payment_intent.canceled', intent);
      return c.json(render(intent, expansions(c.get('params'))));
    });
}

