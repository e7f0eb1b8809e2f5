import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { useEmulator } from './test/webhook-receiver.ts';

// SetupIntents: how the customer's order page replaces the card the balance is charged to (docs/design.md §11-§12, ADR 046).
const env = useEmulator();

async function customerWithCard() {
  const customer = await env.stripe.customers.create({ email: 'jane@example.com' });
  const old = await env.stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
  return { customer: customer.id, old: old.id };
}

describe('Stripe emulator: SetupIntents', () => {
  it('saves a new card on the Customer: succeeded, attached, setup_intent.succeeded sent, and the card then charges off-session', async () => {
    const { customer, old } = await customerWithCard();
    const setup = await env.stripe.setupIntents.create({ customer, usage: 'off_session', automatic_payment_methods: { enabled: true }, metadata: { orderId: 'o-1' } });
    expect(setup).toMatchObject({ object: 'setup_intent', status: 'requires_payment_method', customer, usage: 'off_session', metadata: { orderId: 'o-1' } });
    expect(setup.client_secret).toMatch(new RegExp(`^${setup.id}_secret_`));
    const confirmed = await env.stripe.setupIntents.confirm(setup.id, { payment_method: 'pm_card_mastercard' });
    expect(confirmed).toMatchObject({ status: 'succeeded', customer, last_setup_error: null });
    const methods = (await env.stripe.paymentMethods.list({ customer, type: 'card' })).data.map((m) => m.id);
    expect(methods).toEqual([confirmed.payment_method, old]);
    expect((await env.stripe.setupIntents.retrieve(setup.id)).status).toBe('succeeded');
    await env.emulator.idle();
    const succeeded = env.receiver.received.filter((e) => e.type === 'setup_intent.succeeded');
    expect(succeeded).toHaveLength(1);
    expect(succeeded[0]!.data.object).toMatchObject({ id: setup.id, payment_method: confirmed.payment_method });
    const charge = await env.stripe.paymentIntents.create({
      amount: 127_750, currency: 'usd', customer, payment_method: confirmed.payment_method as string, off_session: true, confirm: true,
    });
    expect(charge.status).toBe('succeeded');
    // Confirming again is Stripe's unexpected-state refusal.
    await expect(env.stripe.setupIntents.confirm(setup.id, { payment_method: 'pm_card_visa' })).rejects.toMatchObject({ code: 'setup_intent_unexpected_state' });
  });

  it('a declined card fails the setup with a 402 card_error and last_setup_error, and attaches nothing', async () => {
    const { customer, old } = await customerWithCard();
    const setup = await env.stripe.setupIntents.create({ customer });
    const error = await env.stripe.setupIntents.confirm(setup.id, { payment_method: 'pm_card_chargeDeclined' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error).toMatchObject({ statusCode: 402, code: 'card_declined', decline_code: 'generic_decline' });
    expect(await env.stripe.setupIntents.retrieve(setup.id)).toMatchObject({ status: 'requires_payment_method', payment_method: null, last_setup_error: { code: 'card_declined' } });
    expect((await env.stripe.paymentMethods.list({ customer, type: 'card' })).data.map((m) => m.id)).toEqual([old]);
    await env.emulator.idle();
    expect(env.receiver.received.filter((e) => e.type === 'setup_intent.setup_failed').map((e) => (e.data.object as { id: string }).id)).toContain(setup.id);
  });

  it('answers a publishable key only with the client secret, and refuses an unknown customer', async () => {
    const { customer } = await customerWithCard();
    const setup = await env.stripe.setupIntents.create({ customer });
    const { hostname, port } = new URL(env.emulator.url);
    const browser = new Stripe('pk_test_emulator', { host: hostname, port: Number(port), protocol: 'http' });
    await expect(browser.setupIntents.retrieve(setup.id)).rejects.toMatchObject({ statusCode: 404 });
    expect(await browser.setupIntents.retrieve(setup.id, { client_secret: setup.client_secret! })).toMatchObject({ id: setup.id });
    await expect(browser.setupIntents.create({ customer })).rejects.toMatchObject({ statusCode: 403 });
    await expect(env.stripe.setupIntents.create({ customer: 'cus_nobody' })).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });
});
