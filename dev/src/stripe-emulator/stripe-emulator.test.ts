import type Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { submitPayPage as payPage, useEmulator, type EmulatorUnderTest } from './test/webhook-receiver.ts';

const env = useEmulator();
const { receiver } = env;
let emulator: EmulatorUnderTest['emulator'];
let stripe: Stripe;
beforeAll(() => {
  ({ emulator, stripe } = env);
});

const sessionParams = (overrides: Partial<Stripe.Checkout.SessionCreateParams> = {}): Stripe.Checkout.SessionCreateParams => ({
  mode: 'payment',
  line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 54_750, product_data: { name: 'Deposit (30%) — Golden Harvest' } } }],
  metadata: { orderId: 'order-1' },
  payment_intent_data: { metadata: { orderId: 'order-1' } },
  client_reference_id: 'order-1',
  customer_email: 'jane@example.com',
  success_url: 'http://shop.test/order-confirmation?session_id={CHECKOUT_SESSION_ID}',
  cancel_url: 'http://shop.test/?checkout=cancelled',
  ...overrides,
});

describe('Stripe emulator: Checkout Sessions through the official SDK', () => {
  it('creates a session with Stripe ids and object names, and replays an idempotent create', async () => {
    const first = await stripe.checkout.sessions.create(sessionParams(), { idempotencyKey: 'checkout-session:order-1' });
    expect(first).toMatchObject({ object: 'checkout.session', amount_total: 54_750, currency: 'usd', status: 'open', payment_status: 'unpaid', metadata: { orderId: 'order-1' } });
    expect(first.id).toMatch(/^cs_test_/);
    expect(first.url).toBe(`${emulator.url}/c/pay/${first.id}`);
    const again = await stripe.checkout.sessions.create(sessionParams(), { idempotencyKey: 'checkout-session:order-1' });
    expect(again.id).toBe(first.id);
    await expect(stripe.checkout.sessions.create(sessionParams({ client_reference_id: 'other' }), { idempotencyKey: 'checkout-session:order-1' }))
      .rejects.toMatchObject({ type: 'StripeIdempotencyError', statusCode: 400 });
    const fetched = await stripe.checkout.sessions.retrieve(first.id, { expand: ['line_items'] });
    expect(fetched.line_items?.data[0]).toMatchObject({ description: 'Deposit (30%) — Golden Harvest', amount_total: 54_750, quantity: 1 });
  });

  it('answers in Stripe error shape: unknown ids, missing params, bad keys', async () => {
    await expect(stripe.checkout.sessions.retrieve('cs_test_nope')).rejects.toMatchObject({ type: 'StripeInvalidRequestError', statusCode: 404, code: 'resource_missing' });
    await expect(stripe.checkout.sessions.create({ ...sessionParams(), success_url: undefined as never })).rejects.toMatchObject({ statusCode: 400, code: 'parameter_missing', param: 'success_url' });
    const noKey = await fetch(`${emulator.url}/v1/checkout/sessions`, { method: 'POST' });
    expect(noKey.status).toBe(401);
    expect(((await noKey.json()) as { error: { type: string } }).error.type).toBe('invalid_request_error');
    const unknown = await fetch(`${emulator.url}/v1/nothing`, { headers: { authorization: 'Bearer sk_test_x' } });
    expect(unknown.status).toBe(404);
  });

  it('shows a hosted page; Pay sends a signed checkout.session.completed and redirects to success_url', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams());
    const page = await fetch(session.url!);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('$547.50');
    expect(html).toContain('Deposit (30%) — Golden Harvest');
    expect(html).toContain('4242 4242 4242 4242');
    const paid = await payPage(session.url!, '4242 4242 4242 4242');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://shop.test/order-confirmation?session_id=${session.id}`);
    await emulator.idle();
    const completed = receiver.received.find((e) => e.type === 'checkout.session.completed');
    expect(completed?.data.object).toMatchObject({ id: session.id, payment_status: 'paid', status: 'complete', metadata: { orderId: 'order-1' } });
    const intentEvent = receiver.received.find((e) => e.type === 'payment_intent.succeeded');
    expect(intentEvent?.data.object).toMatchObject({ amount: 54_750, metadata: { orderId: 'order-1' }, status: 'succeeded' });
    expect((await stripe.checkout.sessions.retrieve(session.id)).payment_status).toBe('paid');
  });

  it('declines 4000 0000 0000 0002 on the page, and Cancel goes to cancel_url', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams());
    const declined = await payPage(session.url!, '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Your card was declined.');
    const cancelled = await payPage(session.url!, '', 'cancel');
    expect(cancelled.headers.get('location')).toBe('http://shop.test/?checkout=cancelled');
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
  });

  it('expires an open session once and sends checkout.session.expired', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams());
    expect((await stripe.checkout.sessions.expire(session.id)).status).toBe('expired');
    await expect(stripe.checkout.sessions.expire(session.id)).rejects.toMatchObject({ statusCode: 400 });
    await emulator.idle();
    expect(receiver.received.filter((e) => e.type === 'checkout.session.expired')).toHaveLength(1);
  });
});

describe('Stripe emulator: PaymentIntents and refunds', () => {
  it('creates, updates the amount, confirms and refunds, sending the events', async () => {
    const intent = await stripe.paymentIntents.create({ amount: 16_500, currency: 'usd', automatic_payment_methods: { enabled: true }, metadata: { orderId: 'o-2' } });
    expect(intent.id).toMatch(/^pi_/);
    expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_`));
    expect((await stripe.paymentIntents.update(intent.id, { amount: 18_000 })).amount).toBe(18_000);
    const confirmed = await stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
    expect(confirmed.status).toBe('succeeded');
    expect(confirmed.latest_charge).toMatch(/^ch_/);
    await expect(stripe.paymentIntents.update(intent.id, { amount: 100 })).rejects.toMatchObject({ code: 'payment_intent_unexpected_state' });
    const partial = await stripe.refunds.create({ payment_intent: intent.id, amount: 5_000 });
    expect(partial).toMatchObject({ object: 'refund', amount: 5_000 });
    expect(partial.id).toMatch(/^re_/);
    await stripe.refunds.create({ payment_intent: intent.id });
    await expect(stripe.refunds.create({ payment_intent: intent.id })).rejects.toMatchObject({ code: 'charge_already_refunded' });
    await emulator.idle();
    const refunds = receiver.received.filter((e) => e.type === 'charge.refunded').map((e) => e.data.object as Stripe.Charge);
    expect(refunds.map((c) => [c.amount_refunded, c.refunded])).toEqual([[5_000, false], [18_000, true]]);
  });

  it('a declined card is a 402 card_error and a payment_intent.payment_failed event', async () => {
    const intent = await stripe.paymentIntents.create({ amount: 9_750, currency: 'usd' });
    await expect(stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_chargeDeclined' }))
      .rejects.toMatchObject({ type: 'StripeCardError', statusCode: 402, code: 'card_declined' });
    await emulator.idle();
    expect(receiver.received.map((e) => e.type)).toContain('payment_intent.payment_failed');
  });

  it('lets Stripe.js confirm with a publishable key and the client secret only (CORS enabled)', async () => {
    const intent = await stripe.paymentIntents.create({ amount: 9_750, currency: 'usd' });
    const preflight = await fetch(`${emulator.url}/v1/payment_intents/${intent.id}/confirm`, {
      method: 'OPTIONS', headers: { origin: 'http://shop.test', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    const confirm = (clientSecret: string) => fetch(`${emulator.url}/v1/payment_intents/${intent.id}/confirm`, {
      method: 'POST',
      headers: { authorization: 'Bearer pk_test_emulator', 'content-type': 'application/x-www-form-urlencoded' },
      body: `client_secret=${clientSecret}&payment_method_data[type]=card&payment_method_data[card][number]=4242424242424242`,
    });
    expect((await confirm('wrong')).status).toBe(404);
    const ok = await confirm(intent.client_secret!);
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { status: string }).status).toBe('succeeded');
    const create = await fetch(`${emulator.url}/v1/payment_intents`, { method: 'POST', headers: { authorization: 'Bearer pk_test_emulator' } });
    expect(create.status).toBe(403);
  });

  it('serves the Stripe.js stand-in at /js/v3', async () => {
    const res = await fetch(`${emulator.url}/js/v3`);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    const source = await res.text();
    expect(source).toContain('window.Stripe = Stripe');
    expect(source).toContain('confirmPayment');
  });
});

describe('Stripe emulator: webhook delivery', () => {
  it('retries with backoff until the endpoint accepts', async () => {
    receiver.failNextDeliveries(2);
    const intent = await stripe.paymentIntents.create({ amount: 5_000, currency: 'usd' });
    await stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
    await emulator.idle();
    const ids = emulator.events.slice(-2).map((e) => e.id);
    const attempts = emulator.deliveries.filter((d) => ids.includes(d.eventId));
    expect(attempts.filter((d) => !d.ok)).toHaveLength(2);
    for (const id of ids) expect(attempts.filter((d) => d.eventId === id).at(-1)?.ok).toBe(true);
    expect(receiver.received.map((e) => e.type)).toEqual(expect.arrayContaining(['charge.succeeded', 'payment_intent.succeeded']));
  });
});
