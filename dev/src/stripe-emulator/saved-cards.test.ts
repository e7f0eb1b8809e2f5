import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { cardErrorOf, submitPayPage, useEmulator } from './test/webhook-receiver.ts';

// docs/design.md §11: the balance is charged off-session on the card the deposit saved; these are the paths the money flow relies on.
const env = useEmulator();

const CARDS = { visa: '4242424242424242', authenticate: '4000002760003184', declineOnceSaved: '4000000000000341', decline: '4000000000000002' };

/** A deposit through hosted Checkout that saves the card (`setup_future_usage: 'off_session'`, Customer always created). */
async function depositSavingCard(card: string, orderId = `order-${Math.random().toString(36).slice(2, 8)}`) {
  const session = await env.stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 54_750, product_data: { name: 'Deposit (30%)' } } }],
    customer_creation: 'always',
    customer_email: 'jane@example.com',
    payment_intent_data: { setup_future_usage: 'off_session', metadata: { orderId } },
    metadata: { orderId },
    success_url: 'http://shop.test/done?session_id={CHECKOUT_SESSION_ID}',
  });
  return { session, paid: await submitPayPage(session.url!, card) };
}

/** The off-session balance charge the worker makes (docs/design.md §11), with one idempotency key per attempt. */
const chargeBalance = (customer: string, paymentMethod: string, key: string, amount = 127_750) =>
  env.stripe.paymentIntents.create(
    { amount, currency: 'usd', customer, payment_method: paymentMethod, off_session: true, confirm: true, metadata: { kind: 'balance' } },
    { idempotencyKey: key },
  );

async function savedCardOf(sessionId: string) {
  const session = await env.stripe.checkout.sessions.retrieve(sessionId, { expand: ['payment_intent'] });
  const customer = session.customer as string;
  const methods = await env.stripe.customers.listPaymentMethods(customer);
  return { session, customer, methods: methods.data };
}

describe('Stripe emulator: a deposit that saves the card', () => {
  it('creates the Customer and attaches the PaymentMethod when the session has setup_future_usage', async () => {
    const { session, paid } = await depositSavingCard(CARDS.visa);
    expect(paid.status).toBe(303);
    const saved = await savedCardOf(session.id);
    expect(saved.customer).toMatch(/^cus_/);
    expect(saved.session).toMatchObject({ status: 'complete', payment_status: 'paid', customer_details: { email: 'jane@example.com', name: 'Jane Doe' } });
    const intent = saved.session.payment_intent as Stripe.PaymentIntent;
    expect(intent).toMatchObject({ status: 'succeeded', customer: saved.customer, setup_future_usage: 'off_session' });
    expect(saved.methods).toHaveLength(1);
    expect(saved.methods[0]).toMatchObject({ id: intent.payment_method, object: 'payment_method', type: 'card', customer: saved.customer, card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 } });
    expect(await env.stripe.customers.retrieve(saved.customer)).toMatchObject({ object: 'customer', email: 'jane@example.com' });
    expect((await env.stripe.paymentMethods.list({ customer: saved.customer, type: 'card' })).data.map((m) => m.id)).toEqual([intent.payment_method]);
    await env.emulator.idle();
    expect(env.receiver.received.map((e) => e.type)).toEqual(expect.arrayContaining(['customer.created', 'payment_method.attached', 'checkout.session.completed']));
  });

  it('saves the card of a PaymentIntent with customer and setup_future_usage (the embedded flow)', async () => {
    const customer = await env.stripe.customers.create({ email: 'sam@example.com', name: 'Sam', metadata: { orderId: 'o-9' } });
    expect(customer.id).toMatch(/^cus_/);
    const intent = await env.stripe.paymentIntents.create({ amount: 16_500, currency: 'usd', customer: customer.id, setup_future_usage: 'off_session' });
    const paid = await env.stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
    expect(paid).toMatchObject({ status: 'succeeded', customer: customer.id });
    expect((await env.stripe.customers.listPaymentMethods(customer.id)).data.map((m) => m.id)).toEqual([paid.payment_method]);
  });

  it('does not save the card of a one-time payment, and refuses to use it again', async () => {
    const customer = await env.stripe.customers.create({ email: 'once@example.com' });
    const intent = await env.stripe.paymentIntents.create({ amount: 5_000, currency: 'usd', customer: customer.id, payment_method: 'pm_card_visa', confirm: true });
    expect((await env.stripe.customers.listPaymentMethods(customer.id)).data).toEqual([]);
    await expect(chargeBalance(customer.id, intent.payment_method as string, 'reuse-1')).rejects.toMatchObject({ type: 'StripeInvalidRequestError', param: 'payment_method' });
  });
});

describe('Stripe emulator: off-session charges of a saved card', () => {
  it('4242 4242 4242 4242: the balance succeeds with a charge and payment_intent.succeeded', async () => {
    const { session } = await depositSavingCard(CARDS.visa);
    const { customer, methods } = await savedCardOf(session.id);
    const intent = await chargeBalance(customer, methods[0]!.id, 'balance:visa:1');
    expect(intent).toMatchObject({ status: 'succeeded', amount_received: 127_750, customer, payment_method: methods[0]!.id });
    expect(await env.stripe.charges.retrieve(intent.latest_charge as string)).toMatchObject({ status: 'succeeded', paid: true, amount: 127_750, customer });
    await env.emulator.idle();
    const succeeded = env.receiver.received.filter((e) => e.type === 'payment_intent.succeeded').map((e) => (e.data.object as Stripe.PaymentIntent).id);
    expect(succeeded).toContain(intent.id);
  });

  it('4000 0027 6000 3184: the deposit asks for 3-D Secure; off-session ends authentication_required with the PaymentIntent in the error', async () => {
    const { session, paid } = await depositSavingCard(CARDS.authenticate);
    expect(paid.status).toBe(303);
    const challenge = paid.headers.get('location')!;
    expect(challenge).toMatch(/\/3ds\/payatt_/);
    expect(await (await fetch(challenge)).text()).toContain('Complete authentication');
    expect((await env.stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
    const back = await fetch(challenge, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'action=complete' });
    expect(back.headers.get('location')).toMatch(new RegExp(`/c/pay/${session.id}/authenticated\\?payment_intent=pi_.+&redirect_status=succeeded`));
    const done = await fetch(back.headers.get('location')!, { redirect: 'manual' });
    expect(done.headers.get('location')).toBe(`http://shop.test/done?session_id=${session.id}`);

    const { customer, methods } = await savedCardOf(session.id);
    expect(methods[0]!.card!.last4).toBe('3184');
    const cardError = await cardErrorOf(chargeBalance(customer, methods[0]!.id, 'balance:3184:1'));
    expect(cardError).toMatchObject({ statusCode: 402, code: 'authentication_required', decline_code: 'authentication_required' });
    expect(cardError.payment_intent).toMatchObject({
      status: 'requires_payment_method',
      customer,
      last_payment_error: { code: 'authentication_required', type: 'card_error', payment_method: { id: methods[0]!.id } },
    });
    await env.emulator.idle();
    const failed = env.receiver.received.find((e) => e.type === 'payment_intent.payment_failed' && (e.data.object as Stripe.PaymentIntent).id === cardError.payment_intent!.id);
    expect((failed?.data.object as Stripe.PaymentIntent).last_payment_error?.code).toBe('authentication_required');
  });

  it('3184 on-session afterwards: requires_action, then the 3-D Secure page (redirect_to_url) completes or fails it', async () => {
    const customer = await env.stripe.customers.create({ email: 'jane@example.com' });
    const method = await env.stripe.paymentMethods.attach('pm_card_authenticationRequired', { customer: customer.id });
    const pay = (key: string) => env.stripe.paymentIntents.create(
      { amount: 127_750, currency: 'usd', customer: customer.id, payment_method: method.id, confirm: true, return_url: 'http://shop.test/my-order/t0k3n' },
      { idempotencyKey: key },
    );
    const intent = await pay('balance:on-session:1');
    expect(intent.status).toBe('requires_action');
    expect(intent.next_action).toMatchObject({ type: 'redirect_to_url', redirect_to_url: { return_url: 'http://shop.test/my-order/t0k3n' } });
    await env.emulator.idle();
    expect(env.receiver.received.filter((e) => e.type === 'payment_intent.requires_action').map((e) => (e.data.object as Stripe.PaymentIntent).id)).toContain(intent.id);
    const completed = await fetch(intent.next_action!.redirect_to_url!.url!, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'action=complete' });
    const back = new URL(completed.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe('http://shop.test/my-order/t0k3n');
    expect(Object.fromEntries(back.searchParams)).toMatchObject({ payment_intent: intent.id, redirect_status: 'succeeded' });
    expect(await env.stripe.paymentIntents.retrieve(intent.id)).toMatchObject({ status: 'succeeded', amount_received: 127_750 });

    const failing = await pay('balance:on-session:2');
    const failed = await fetch(failing.next_action!.redirect_to_url!.url!, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'action=fail' });
    expect(new URL(failed.headers.get('location')!).searchParams.get('redirect_status')).toBe('failed');
    expect(await env.stripe.paymentIntents.retrieve(failing.id)).toMatchObject({ status: 'requires_payment_method', last_payment_error: { code: 'payment_intent_authentication_failure' } });
  });

  it('4000 0000 0000 0341: the deposit saves the card; every later charge is declined (card_declined)', async () => {
    const { session, paid } = await depositSavingCard(CARDS.declineOnceSaved);
    expect(paid.headers.get('location')).toBe(`http://shop.test/done?session_id=${session.id}`);
    const { customer, methods } = await savedCardOf(session.id);
    expect(methods.map((m) => m.card!.last4)).toEqual(['0341']);
    for (const attempt of [1, 2]) {
      const error = await cardErrorOf(chargeBalance(customer, methods[0]!.id, `balance:0341:${attempt}`));
      expect(error).toMatchObject({ type: 'StripeCardError', statusCode: 402, code: 'card_declined', decline_code: 'generic_decline' });
      expect(error.payment_intent).toMatchObject({ status: 'requires_payment_method', last_payment_error: { code: 'card_declined' } });
    }
    const onSession = await env.stripe.paymentIntents.create({ amount: 127_750, currency: 'usd', customer, payment_method: methods[0]!.id, confirm: true }).catch((e: unknown) => e);
    expect(onSession).toMatchObject({ code: 'card_declined' });
  });

  it('4000 0000 0000 0002: declines at once, on the pay page, on confirm and when attaching', async () => {
    const { session, paid } = await depositSavingCard(CARDS.decline);
    expect(paid.status).toBe(402);
    expect(await paid.text()).toContain('Your card was declined.');
    expect((await env.stripe.checkout.sessions.retrieve(session.id)).payment_status).toBe('unpaid');
    const customer = await env.stripe.customers.create({ email: 'no@example.com' });
    await expect(env.stripe.paymentMethods.attach('pm_card_chargeDeclined', { customer: customer.id })).rejects.toMatchObject({ type: 'StripeCardError', code: 'card_declined' });
    await expect(env.stripe.paymentIntents.create({ amount: 5_000, currency: 'usd', payment_method: 'pm_card_chargeDeclined', confirm: true }))
      .rejects.toMatchObject({ code: 'card_declined', decline_code: 'generic_decline' });
  });
});
