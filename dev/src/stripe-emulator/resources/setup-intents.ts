import { Hono } from 'hono';
import { findOr404, invalidParam, missing, StripeApiError } from '../api-error.ts';
import { requireSecretKey, type ApiEnv } from '../api-middleware.ts';
import { readCard, type Decline } from '../cards.ts';
import { emit, type EmulatorContext } from '../context.ts';
import type { Params } from '../form.ts';
import { buildSetupIntent } from '../objects/setup-intent.ts';
import { mergeMetadata, nested, optionalBoolean, optionalEnum, optionalString } from '../params.ts';
import { attachPaymentMethod } from '../payments.ts';
import type { PaymentMethod, SetupIntent } from '../store.ts';
import { paymentMethodFromData, resolvePaymentMethod } from './payment-methods.ts';

const CONFIRMABLE = new Set<SetupIntent['status']>(['requires_payment_method', 'requires_confirmation', 'requires_action']);
const USAGE = ['off_session', 'on_session'] as const;

/** The refusal Stripe gives to a card that cannot be set up: 402 card_error carrying the SetupIntent. */
function setupError(decline: Decline, intent: SetupIntent) {
  return new StripeApiError(402, 'card_error', decline.message, {
    code: decline.code,
    ...(decline.declineCode !== decline.code ? { decline_code: decline.declineCode } : {}),
    doc_url: `https://stripe.com/docs/error-codes/${decline.code.replaceAll('_', '-')}`,
    setup_intent: structuredClone(intent),
  });
}

/** The card the confirmation names: a PaymentMethod id, card data (the Stripe.js stand-in), or the one already on the intent. */
function methodOf(ctx: EmulatorContext, intent: SetupIntent, params: Params): PaymentMethod | { invalid: Decline } {
  const id = optionalString(params, 'payment_method');
  if (id) return resolvePaymentMethod(ctx, id);
  if (params.payment_method_data !== undefined) return paymentMethodFromData(ctx, params);
  if (intent.payment_method) return ctx.state.paymentMethods.get(intent.payment_method)!;
  throw invalidParam('payment_method', 'You must provide a payment_method (e.g. pm_card_visa) or payment_method_data[card][number].', 'parameter_missing');
}

/**
 * Confirm a SetupIntent: a card that is declined fails it (setup_intent.setup_failed, 402); any other card is attached to the
 * intent's customer and the intent succeeds (setup_intent.succeeded). NOTE: setting a card up is not a charge, so 4000 0027 6000 3184
 * and 4000 0000 0000 0341 are saved without a challenge; they show their behaviour when charged (ADR 025, ADR 046).
 */
async function confirm(ctx: EmulatorContext, intent: SetupIntent, params: Params): Promise<void> {
  if (!CONFIRMABLE.has(intent.status)) {
    throw new StripeApiError(400, 'invalid_request_error', `You cannot confirm this SetupIntent because it has a status of ${intent.status}.`, { code: 'setup_intent_unexpected_state' });
  }
  const method = methodOf(ctx, intent, params);
  const card = 'invalid' in method ? method : readCard(ctx.state.cardNumbers.get(method.id) ?? '');
  const decline = 'invalid' in card ? card.invalid : card.behavior.kind === 'declined' ? card.behavior.decline : null;
  if (decline) {
    Object.assign(intent, {
      status: 'requires_payment_method',
      payment_method: null,
      last_setup_error: {
        type: 'card_error', code: decline.code, decline_code: decline.declineCode, message: decline.message,
        doc_url: `https://stripe.com/docs/error-codes/${decline.code.replaceAll('_', '-')}`,
        ...('invalid' in method ? {} : { payment_method: structuredClone(method) }),
      },
    } satisfies Partial<SetupIntent>);
    await emit(ctx, 'setup_intent.setup_failed', intent);
    throw setupError(decline, intent);
  }
  const saved = method as PaymentMethod;
  if (saved.customer !== null && saved.customer !== intent.customer) {
    throw invalidParam('payment_method', `The provided PaymentMethod ${saved.id} does not belong to the Customer ${intent.customer}.`);
  }
  if (intent.customer && saved.customer === null) await attachPaymentMethod(ctx, saved, intent.customer);
  Object.assign(intent, { status: 'succeeded', payment_method: saved.id, last_setup_error: null, next_action: null } satisfies Partial<SetupIntent>);
  await emit(ctx, 'setup_intent.succeeded', intent);
}

/** POST/GET /v1/setup_intents, update, confirm, cancel. A publishable key may read or confirm with the intent's client secret. */
export function setupIntentRoutes(ctx: EmulatorContext) {
  const find = (id: string) => findOr404(ctx.state.setupIntents, 'setup_intent', id);
  const authorize = (c: { get(k: 'keyType'): 'secret' | 'publishable'; get(k: 'params'): Params }, intent: SetupIntent) => {
    if (c.get('keyType') === 'secret') return;
    if (optionalString(c.get('params'), 'client_secret') !== intent.client_secret) throw missing('setup_intent', intent.id);
  };
  return new Hono<ApiEnv>()
    .post('/v1/setup_intents', async (c) => {
      requireSecretKey(c);
      const params = c.get('params');
      const customer = optionalString(params, 'customer') ?? null;
      if (customer && !ctx.state.customers.has(customer)) throw missing('customer', customer);
      const intent = buildSetupIntent({
        customer,
        usage: optionalEnum(params, 'usage', USAGE) ?? 'off_session',
        metadata: mergeMetadata({}, params),
        description: optionalString(params, 'description') ?? null,
        automaticPaymentMethods: optionalString(nested(params, 'automatic_payment_methods'), 'enabled') === 'true',
      });
      ctx.state.setupIntents.set(intent.id, intent);
      await emit(ctx, 'setup_intent.created', intent);
      if (optionalBoolean(params, 'confirm')) await confirm(ctx, intent, params);
      return c.json(intent);
    })
    .get('/v1/setup_intents/:id', (c) => {
      const intent = find(c.req.param('id'));
      authorize(c, intent);
      return c.json(intent);
    })
    .post('/v1/setup_intents/:id', (c) => {
      requireSecretKey(c);
      const params = c.get('params');
      const intent = find(c.req.param('id'));
      intent.metadata = mergeMetadata(intent.metadata ?? {}, params);
      intent.description = optionalString(params, 'description') ?? intent.description;
      return c.json(intent);
    })
    .post('/v1/setup_intents/:id/confirm', async (c) => {
      const intent = find(c.req.param('id'));
      authorize(c, intent);
      await confirm(ctx, intent, c.get('params'));
      return c.json(intent);
    })
    .post('/v1/setup_intents/:id/cancel', async (c) => {
      requireSecretKey(c);
      const intent = find(c.req.param('id'));
      if (!CONFIRMABLE.has(intent.status)) {
        throw new StripeApiError(400, 'invalid_request_error', `You cannot cancel this SetupIntent because it has a status of ${intent.status}.`, { code: 'setup_intent_unexpected_state' });
      }
      Object.assign(intent, { status: 'canceled', cancellation_reason: 'requested_by_customer', next_action: null } satisfies Partial<SetupIntent>);
      await emit(ctx, 'setup_intent.canceled', intent);
      return c.json(intent);
    });
}
