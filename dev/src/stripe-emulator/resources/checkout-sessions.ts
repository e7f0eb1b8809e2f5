import { Hono } from 'hono';
import { invalidParam, missing, missingParam, StripeApiError } from '../api-error.ts';
import { requireSecretKey, type ApiEnv } from '../api-middleware.ts';
import { emit, type EmulatorContext } from '../context.ts';
import type { Params } from '../form.ts';
import { expansions, list, mergeMetadata, nested, optionalInteger, optionalString, requiredInteger, requiredString } from '../params.ts';
import { newId, nowSeconds, type LineItem, type SessionRecord } from '../store.ts';

function parseLineItems(params: Params): LineItem[] {
  const items = list(params, 'line_items');
  if (items.length === 0) throw missingParam('line_items');
  return items.map((raw, i) => {
    if (typeof raw !== 'object' || Array.isArray(raw)) throw invalidParam(`line_items[${i}]`, 'Invalid line item.');
    if (raw.price !== undefined) throw missing('price', String(raw.price));
    const priceData = nested(raw, 'price_data');
    const product = nested(priceData, 'product_data');
    const quantity = requiredInteger(raw, 'quantity');
    const unitAmount = requiredInteger(priceData, 'unit_amount');
    const currency = requiredString(priceData, 'currency').toLowerCase();
    const name = requiredString(product, 'name');
    if (unitAmount < 0 || quantity < 1) throw invalidParam(`line_items[${i}]`, 'Line item amounts must be positive.');
    return {
      id: newId('li'),
      object: 'item',
      amount_subtotal: unitAmount * quantity,
      amount_total: unitAmount * quantity,
      currency,
      description: name,
      quantity,
      price: { object: 'price', unit_amount: unitAmount, currency, product_data_name: name, product_data_description: optionalString(product, 'description') ?? null },
    } satisfies LineItem;
  });
}

function createSession(ctx: EmulatorContext, params: Params): SessionRecord {
  const mode = requiredString(params, 'mode');
  if (mode !== 'payment') throw invalidParam('mode', `The emulator only supports mode=payment (got '${mode}').`);
  const successUrl = requiredString(params, 'success_url');
  const lineItems = parseLineItems(params);
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
    paymentIntentData: { metadata: mergeMetadata({}, paymentIntentData), description: optionalString(paymentIntentData, 'description') ?? null },
    session: {
      id,
      object: 'checkout.session',
      amount_subtotal: total,
      amount_total: total,
      cancel_url: optionalString(params, 'cancel_url') ?? null,
      client_reference_id: optionalString(params, 'client_reference_id') ?? null,
      created,
      currency,
      customer: null,
      customer_details: null,
      customer_email: optionalString(params, 'customer_email') ?? null,
      expires_at: expiresAt,
      livemode: false,
      metadata: mergeMetadata({}, params),
      mode,
      payment_intent: null,
      payment_method_types: ['card'],
      payment_status: 'unpaid',
      status: 'open',
      success_url: successUrl,
      ui_mode: 'hosted',
      url: `${ctx.publicUrl()}/c/pay/${id}`,
    },
  };
}

const lineItemList = (record: SessionRecord) => ({
  object: 'list',
  data: record.lineItems,
  has_more: false,
  url: `/v1/checkout/sessions/${record.session.id}/line_items`,
});

/** A session as the API returns it, with `line_items` and `payment_intent` expanded on request. */
function render(ctx: EmulatorContext, record: SessionRecord, expand: string[]) {
  const out: Record<string, unknown> = { ...record.session };
  if (expand.includes('line_items')) out.line_items = lineItemList(record);
  if (expand.includes('payment_intent') && record.session.payment_intent) {
    out.payment_intent = ctx.state.paymentIntents.get(record.session.payment_intent) ?? record.session.payment_intent;
  }
  return out;
}

/** POST/GET /v1/checkout/sessions, line items, and expire. */
export function checkoutSessionRoutes(ctx: EmulatorContext) {
  const find = (id: string) => {
    const record = ctx.state.sessions.get(id);
    if (!record) throw missing('checkout.session', id);
    return record;
  };
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
