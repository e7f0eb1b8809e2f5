import { Hono } from 'hono';
import type Stripe from 'stripe';
import { findOr404, invalidParam, missing, missingParam, StripeApiError } from '../api-error.ts';
import { requireSecretKey, type ApiEnv } from '../api-middleware.ts';
import { emit, type EmulatorContext } from '../context.ts';
import type { Params } from '../form.ts';
import { listOf } from '../lists.ts';
import { buildCheckoutSession, buildLineItem, buildProduct } from '../objects/checkout-session.ts';
import { expansions, list, mergeMetadata, nested, optionalEnum, optionalInteger, optionalString, requiredInteger, requiredString } from '../params.ts';
import { newId, nowSeconds, type LineItem, type SessionRecord } from '../store.ts';

function parseLineItems(ctx: EmulatorContext, params: Params): LineItem[] {
  const items = list(params, 'line_items');
  if (items.length === 0) throw missingParam('line_items');
  return items.map((raw, i) => {
    if (typeof raw !== 'object' || Array.isArray(raw)) throw invalidParam(`line_items[${i}]`, 'Invalid line item.');
    if (raw.price !== undefined) throw missing('price', String(raw.price));
    const priceData = nested(raw, 'price_data');
    const productData = nested(priceData, 'product_data');
    const quantity = requiredInteger(raw, 'quantity');
    const unitAmount = requiredInteger(priceData, 'unit_amount');
    const currency = requiredString(priceData, 'currency').toLowerCase();
    if (unitAmount < 0 || quantity < 1) throw invalidParam(`line_items[${i}]`, 'Line item amounts must be positive.');
    const product = buildProduct(requiredString(productData, 'name'), optionalString(productData, 'description') ?? null);
    ctx.state.products.set(product.id, product);
    return buildLineItem({ product, unitAmount, currency, quantity });
  });
}

function createSession(ctx: EmulatorContext, params: Params): SessionRecord {
  const mode = requiredString(params, 'mode');
  if (mode !== 'payment') throw invalidParam('mode', `The emulator only supports mode=payment (got '${mode}').`);
  const successUrl = requiredString(params, 'success_url');
  const customer = optionalString(params, 'customer') ?? null;
  const customerEmail = optionalString(params, 'customer_email') ?? null;
  const customerCreation = optionalEnum(params, 'customer_creation', ['always', 'if_required'] as const) ?? null;
  if (customer && customerEmail) throw invalidParam('customer_email', 'You may only specify one of these parameters: customer, customer_email.');
  if (customer && customerCreation) throw invalidParam('customer_creation', 'You may only specify one of these parameters: customer, customer_creation.');
  if (customer && !ctx.state.customers.has(customer)) throw missing('customer', customer);
  const lineItems = parseLineItems(ctx, params);
  const currency = lineItems[0]!.currency;
  if (lineItems.some((item) => item.currency !== currency)) throw invalidParam('line_items', 'All line items must use the same currency.');
  const total = lineItems.reduce((sum, item) => sum + item.amount_total, 0);
  if (total < 50) throw invalidParam('line_items', 'The Checkout Session\'s total amount due must add up to at least $0.50 usd', 'amount_too_small');
  const created = nowSeconds();
  const expiresAt = optionalInteger(params, 'expires_at') ?? created + 24 * 3600;
  if (expiresAt < created + 30 * 60 || expiresAt > created + 24 * 3600) {
    throw invalidParam('expires_at', 'The `expires_at` timestamp must be between 30 minutes and 24 hours after the Checkout Session is created.');
  }
  const id = newId('cs_test', 58);
  const paymentIntentData = nested(params, 'payment_intent_data');
  return {
    lineItems,
    paymentIntentData: {
      metadata: mergeMetadata({}, paymentIntentData),
      description: optionalString(paymentIntentData, 'description') ?? null,
      setupFutureUsage: optionalEnum(paymentIntentData, 'setup_future_usage', ['off_session', 'on_session'] as const) ?? null,
    },
    session: buildCheckoutSession({
      id,
      url: `${ctx.publicUrl()}/c/pay/${id}`,
      amountTotal: total,
      currency,
      cancelUrl: optionalString(params, 'cancel_url') ?? null,
      successUrl,
      clientReferenceId: optionalString(params, 'client_reference_id') ?? null,
      customer,
      customerCreation: customerCreation ?? 'if_required',
      customerEmail,
      expiresAt,
      metadata: mergeMetadata({}, params),
    }),
  };
}

const lineItemList = (record: SessionRecord) => listOf(record.lineItems, `/v1/checkout/sessions/${record.session.id}/line_items`);

/** A session as the API returns it, with `line_items`, `payment_intent` and `customer` expanded on request. */
function render(ctx: EmulatorContext, record: SessionRecord, expand: string[]): Stripe.Checkout.Session {
  const { session } = record;
  return {
    ...session,
    ...(expand.includes('line_items') ? { line_items: lineItemList(record) } : {}),
    ...(expand.includes('payment_intent') && session.payment_intent ? { payment_intent: ctx.state.paymentIntents.get(session.payment_intent)! } : {}),
    ...(expand.includes('customer') && session.customer ? { customer: ctx.state.customers.get(session.customer)! } : {}),
  };
}

/** POST/GET /v1/checkout/sessions, line items, and expire. */
export function checkoutSessionRoutes(ctx: EmulatorContext) {
  const find = (id: string) => findOr404(ctx.state.sessions, 'checkout.session', id);
  return new Hono<ApiEnv>()
    .post('/v1/checkout/sessions', (c) => {
      requireSecretKey(c);
      const record = createSession(ctx, c.get('params'));
      ctx.state.sessions.set(record.session.id, record);
      return c.json(render(ctx, record, expansions(c.get('params'))));
    })
    .get('/v1/checkout/sessions/:id', (c) => {
      requireSecretKey(c);
      return c.json(render(ctx, find(c.req.param('id')), expansions(c.get('params'))));
    })
    .get('/v1/checkout/sessions/:id/line_items', (c) => {
      requireSecretKey(c);
      return c.json(lineItemList(find(c.req.param('id'))));
    })
    .post('/v1/checkout/sessions/:id/expire', async (c) => {
      requireSecretKey(c);
      const record = find(c.req.param('id'));
      if (record.session.status !== 'open') {
        throw new StripeApiError(400, 'invalid_request_error', `Only Checkout Sessions with a status of 'open' can be expired. This session has status '${record.session.status}'.`);
      }
      await expireSession(ctx, record);
      return c.json(render(ctx, record, expansions(c.get('params'))));
    });
}

/** Expire an open session (by the API or when its expires_at passes) and send checkout.session.expired. */
export async function expireSession(ctx: EmulatorContext, record: SessionRecord): Promise<void> {
  record.session.status = 'expired';
  record.session.url = null;
  await emit(ctx, 'checkout.session.expired', record.session);
}
