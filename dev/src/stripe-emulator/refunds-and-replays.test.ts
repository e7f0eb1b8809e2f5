import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { cardErrorOf, useEmulator } from './test/webhook-receiver.ts';

const env = useEmulator();

const paidIntent = (amount = 54_750) =>
  env.stripe.paymentIntents.create({ amount, currency: 'usd', payment_method: 'pm_card_visa', confirm: true, metadata: { orderId: 'o-refund' } });

const eventsAbout = (type: string, id: string) =>
  env.receiver.received.filter((e) => e.type === type && (e.data.object as { id: string; payment_intent?: unknown }).id === id);

describe('Stripe emulator: partial refunds', () => {
  it('partial refunds add up to the captured amount; more than captured minus refunded is refused', async () => {
    const intent = await paidIntent();
    const first = await env.stripe.refunds.create({ payment_intent: intent.id, amount: 10_000 }, { idempotencyKey: 'refund:1' });
    const second = await env.stripe.refunds.create({ payment_intent: intent.id, amount: 20_000, reason: 'requested_by_customer' }, { idempotencyKey: 'refund:2' });
    expect([first, second].map((r) => [r.object, r.amount, r.status, r.payment_intent, r.charge])).toEqual([
      ['refund', 10_000, 'succeeded', intent.id, intent.latest_charge],
      ['refund', 20_000, 'succeeded', intent.id, intent.latest_charge],
    ]);
    const tooMuch = env.stripe.refunds.create({ payment_intent: intent.id, amount: 24_751 }, { idempotencyKey: 'refund:3' });
    await expect(tooMuch).rejects.toMatchObject({
      type: 'StripeInvalidRequestError', statusCode: 400, code: 'amount_too_large', param: 'amount',
      message: 'Refund amount ($247.51) is greater than unrefunded amount on charge ($247.50)',
    });
    await expect(env.stripe.refunds.create({ payment_intent: intent.id, amount: 0 })).rejects.toMatchObject({ statusCode: 400, param: 'amount' });
    const rest = await env.stripe.refunds.create({ payment_intent: intent.id }, { idempotencyKey: 'refund:4' });
    expect(rest.amount).toBe(24_750);
    await expect(env.stripe.refunds.create({ payment_intent: intent.id, amount: 1 })).rejects.toMatchObject({ code: 'charge_already_refunded' });
    const charge = await env.stripe.charges.retrieve(intent.latest_charge as string);
    expect(charge).toMatchObject({ amount: 54_750, amount_captured: 54_750, amount_refunded: 54_750, refunded: true });
    const listed = await env.stripe.refunds.list({ payment_intent: intent.id });
    expect(listed.data.reduce((sum, r) => sum + r.amount, 0)).toBe(54_750);
    await env.emulator.idle();
    const refunded = eventsAbout('charge.refunded', charge.id).map((e) => e.data.object as Stripe.Charge);
    expect(refunded.map((c) => [c.amount_refunded, c.refunded])).toEqual([[10_000, false], [30_000, false], [54_750, true]]);
    expect(env.receiver.received.filter((e) => e.type === 'refund.created').map((e) => (e.data.object as Stripe.Refund).amount)).toEqual([10_000, 20_000, 24_750]);
  });

  it('refuses to refund a payment that did not succeed', async () => {
    const intent = await env.stripe.paymentIntents.create({ amount: 5_000, currency: 'usd' });
    await expect(env.stripe.refunds.create({ payment_intent: intent.id })).rejects.toMatchObject({ statusCode: 400, code: 'charge_not_refundable' });
    await expect(env.stripe.refunds.create({ payment_intent: 'pi_missing' })).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });
});

describe('Stripe emulator: idempotent requests', () => {
  it('the same key and parameters replay the first answer; other parameters are an idempotency error', async () => {
    const intent = await paidIntent(20_000);
    const refund = await env.stripe.refunds.create({ payment_intent: intent.id, amount: 5_000 }, { idempotencyKey: 'refund:replay' });
    const replay = await env.stripe.refunds.create({ payment_intent: intent.id, amount: 5_000 }, { idempotencyKey: 'refund:replay' });
    expect(replay.id).toBe(refund.id);
    expect(replay.lastResponse.headers['idempotent-replayed']).toBe('true');
    await expect(env.stripe.refunds.create({ payment_intent: intent.id, amount: 6_000 }, { idempotencyKey: 'refund:replay' }))
      .rejects.toMatchObject({ type: 'StripeIdempotencyError', statusCode: 400 });
    expect((await env.stripe.charges.retrieve(intent.latest_charge as string)).amount_refunded).toBe(5_000);
  });

  it('an off-session charge replays its success, and its decline, without charging again', async () => {
    const customer = await env.stripe.customers.create({ email: 'replay@example.com' });
    const visa = await env.stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
    const params = { amount: 127_750, currency: 'usd', customer: customer.id, payment_method: visa.id, off_session: true, confirm: true };
    const first = await env.stripe.paymentIntents.create(params, { idempotencyKey: 'balance:order-7:attempt-1' });
    const again = await env.stripe.paymentIntents.create(params, { idempotencyKey: 'balance:order-7:attempt-1' });
    expect(again.id).toBe(first.id);
    expect((await env.stripe.charges.list({ payment_intent: first.id })).data).toHaveLength(1);
    await expect(env.stripe.paymentIntents.create({ ...params, amount: 1_000 }, { idempotencyKey: 'balance:order-7:attempt-1' }))
      .rejects.toMatchObject({ type: 'StripeIdempotencyError' });

    const failing = await env.stripe.paymentMethods.attach('pm_card_chargeCustomerFail', { customer: customer.id });
    const declined = { ...params, payment_method: failing.id };
    const firstError = await cardErrorOf(env.stripe.paymentIntents.create(declined, { idempotencyKey: 'balance:order-8:attempt-1' }));
    const replayError = await cardErrorOf(env.stripe.paymentIntents.create(declined, { idempotencyKey: 'balance:order-8:attempt-1' }));
    expect(firstError).toMatchObject({ type: 'StripeCardError', code: 'card_declined' });
    expect(replayError).toMatchObject({ type: 'StripeCardError', code: 'card_declined' });
    expect(replayError.payment_intent?.id).toBe(firstError.payment_intent?.id);
    expect((await env.stripe.charges.list({ payment_intent: firstError.payment_intent!.id })).data).toHaveLength(1);
  });
});

describe('Stripe emulator: events and wire shape', () => {
  it('signs every event so stripe.webhooks.constructEvent accepts it, with the object of its type', async () => {
    const before = env.emulator.events.length;
    const customer = await env.stripe.customers.create({ email: 'events@example.com' });
    const strict = await env.stripe.paymentMethods.attach('pm_card_authenticationRequired', { customer: customer.id });
    const needsAction = await env.stripe.paymentIntents.create({ amount: 5_000, currency: 'usd', customer: customer.id, payment_method: strict.id, confirm: true });
    expect(needsAction.next_action).toMatchObject({ type: 'use_stripe_sdk' });
    await env.stripe.paymentIntents.create({ amount: 5_000, currency: 'usd', customer: customer.id, payment_method: strict.id, off_session: true, confirm: true }).catch(() => undefined);
    const paid = await paidIntent(5_000);
    await env.stripe.refunds.create({ payment_intent: paid.id, amount: 1_000 });
    await env.emulator.idle();
    const sent = env.emulator.events.slice(before);
    expect(sent).toHaveLength(9);
    expect(env.receiver.received.map((e) => e.id)).toEqual(sent.map((e) => e.id));
    const objectOf: Record<string, string> = {
      'payment_intent.requires_action': 'payment_intent', 'payment_intent.payment_failed': 'payment_intent', 'payment_intent.succeeded': 'payment_intent',
      'charge.failed': 'charge', 'charge.succeeded': 'charge', 'charge.refunded': 'charge', 'refund.created': 'refund',
      'customer.created': 'customer', 'payment_method.attached': 'payment_method',
    };
    for (const type of Object.keys(objectOf)) {
      const event = env.receiver.received.find((e) => e.type === type);
      expect(event, type).toMatchObject({ object: 'event', livemode: false, data: { object: { object: objectOf[type] } } });
    }
  });

  it('returns the fields Stripe always returns, and none it does not have', async () => {
    const session = await env.stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [{ quantity: 2, price_data: { currency: 'usd', unit_amount: 1_000, product_data: { name: 'Mums', description: 'Bronze' } } }],
      success_url: 'http://shop.test/ok',
    });
    expect(session).toMatchObject({ automatic_tax: { enabled: false }, custom_fields: [], custom_text: { submit: null }, shipping_options: [], customer_creation: 'if_required' });
    const items = await env.stripe.checkout.sessions.listLineItems(session.id);
    expect(items.data[0]).toMatchObject({ description: 'Mums', quantity: 2, amount_total: 2_000, price: { object: 'price', unit_amount: 1_000, type: 'one_time' } });
    expect(Object.keys(items.data[0]!.price!)).not.toContain('product_data_name');
    const product = items.data[0]!.price!.product;
    expect(typeof product === 'string' && product.startsWith('prod_')).toBe(true);
    const intent = await paidIntent(5_000);
    expect(intent).toMatchObject({ capture_method: 'automatic', confirmation_method: 'automatic' });
    const charge = await env.stripe.charges.retrieve(intent.latest_charge as string);
    expect(charge).toMatchObject({ disputed: false, billing_details: { email: null }, payment_method_details: { type: 'card', card: { exp_month: 12, exp_year: 2034, last4: '4242' } } });
  });
});
