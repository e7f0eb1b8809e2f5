import { Hono } from 'hono';
import { findOr404, invalidParam, missing, StripeApiError } from '../api-error.ts';
import { requireSecretKey, type ApiEnv } from '../api-middleware.ts';
import { readCard, testPaymentMethodCard, type TestCard } from '../cards.ts';
import { emit, type EmulatorContext } from '../context.ts';
import type { Params } from '../form.ts';
import { listOf } from '../lists.ts';
import { buildCardPaymentMethod } from '../objects/payment-method.ts';
import { nested, optionalString, requiredString } from '../params.ts';
import { attachPaymentMethod } from '../payments.ts';
import type { PaymentMethod } from '../store.ts';

export interface CardDetails {
  expMonth: number;
  expYear: number;
  email: string | null;
  name: string | null;
}

const DEFAULT_DETAILS: CardDetails = { expMonth: 12, expYear: 2034, email: null, name: null };

/** Store a new card PaymentMethod for a test card (the number stays inside the emulator). */
export function createCardPaymentMethod(ctx: EmulatorContext, card: TestCard, details: CardDetails = DEFAULT_DETAILS): PaymentMethod {
  const method = buildCardPaymentMethod({ card, expMonth: details.expMonth, expYear: details.expYear, billingEmail: details.email, billingName: details.name });
  ctx.state.paymentMethods.set(method.id, method);
  ctx.state.cardNumbers.set(method.id, card.number);
  return method;
}

/** `payment_method` of a request: a stored PaymentMethod, or a Stripe test id (`pm_card_visa`) which makes a new one each time. */
export function resolvePaymentMethod(ctx: EmulatorContext, id: string, param = 'payment_method'): PaymentMethod {
  const stored = ctx.state.paymentMethods.get(id);
  if (stored) return stored;
  const number = testPaymentMethodCard(id);
  const card = number ? readCard(number) : null;
  if (!card || 'invalid' in card) {
    throw new StripeApiError(400, 'invalid_request_error', `No such PaymentMethod: '${id}'`, { code: 'resource_missing', param });
  }
  return createCardPaymentMethod(ctx, card);
}

/** `payment_method_data[card]` (what the Stripe.js stand-in sends): a new PaymentMethod, or the refusal for a number that is not a card. */
export function paymentMethodFromData(ctx: EmulatorContext, params: Params) {
  const data = nested(params, 'payment_method_data');
  const card = nested(data, 'card');
  const number = optionalString(card, 'number');
  if (!number) throw invalidParam('payment_method', 'You must provide a payment_method (e.g. pm_card_visa) or payment_method_data[card][number].', 'parameter_missing');
  const read = readCard(number);
  if ('invalid' in read) return read;
  const year = Number(optionalString(card, 'exp_year') ?? 2034);
  const billing = nested(data, 'billing_details');
  return createCardPaymentMethod(ctx, read, {
    expMonth: Number(optionalString(card, 'exp_month') ?? 12) || 12,
    expYear: year < 100 ? 2000 + year : year || 2034,
    email: optionalString(billing, 'email') ?? null,
    name: optionalString(billing, 'name') ?? null,
  });
}

/** GET /v1/payment_methods(/:id), attach and detach. */
export function paymentMethodRoutes(ctx: EmulatorContext) {
  const find = (id: string) => findOr404(ctx.state.paymentMethods, 'payment_method', id);
  return new Hono<ApiEnv>()
    .get('/v1/payment_methods', (c) => {
      requireSecretKey(c);
      const customer = requiredString(c.get('params'), 'customer');
      if (!ctx.state.customers.has(customer)) throw missing('customer', customer);
      return c.json(listOf(customerPaymentMethods(ctx, customer), '/v1/payment_methods'));
    })
    .get('/v1/payment_methods/:id', (c) => {
      requireSecretKey(c);
      return c.json(find(c.req.param('id')));
    })
    .post('/v1/payment_methods/:id/attach', async (c) => {
      requireSecretKey(c);
      const customer = requiredString(c.get('params'), 'customer');
      if (!ctx.state.customers.has(customer)) throw missing('customer', customer);
      const method = resolvePaymentMethod(ctx, c.req.param('id'), 'id');
      if (method.customer === customer) return c.json(method);
      if (method.customer !== null || ctx.state.consumedPaymentMethods.has(method.id)) {
        throw new StripeApiError(400, 'invalid_request_error',
          'The payment method you provided has already been attached to a customer.', { code: 'payment_method_unexpected_state' });
      }
      const card = readCard(ctx.state.cardNumbers.get(method.id) ?? '');
      if (!('invalid' in card) && card.behavior.kind === 'declined') {
        const { decline } = card.behavior;
        throw new StripeApiError(402, 'card_error', decline.message, { code: decline.code, decline_code: decline.declineCode, param: '' });
      }
      await attachPaymentMethod(ctx, method, customer);
      return c.json(method);
    })
    .post('/v1/payment_methods/:id/detach', async (c) => {
      requireSecretKey(c);
      const method = find(c.req.param('id'));
      if (method.customer === null) {
        throw new StripeApiError(400, 'invalid_request_error', `The payment method ${method.id} is not attached to a customer so detachment is impossible.`, { code: 'payment_method_unexpected_state' });
      }
      method.customer = null;
      ctx.state.consumedPaymentMethods.add(method.id);
      await emit(ctx, 'payment_method.detached', method);
      return c.json(method);
    });
}

/** A customer's card PaymentMethods, newest first (as Stripe lists them). */
export const customerPaymentMethods = (ctx: EmulatorContext, customer: string): PaymentMethod[] =>
  [...ctx.state.paymentMethods.values()].filter((m) => m.customer === customer).reverse();
