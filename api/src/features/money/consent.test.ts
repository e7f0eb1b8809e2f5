import { BALANCE_TERMS_VERSION } from '@sdp/shared';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/harness.ts';
import { CARD, expectMoneyInvariant, paidHostedOrder } from '../../../test/money-fixtures.ts';
import { useStripeEmulator } from '../../../test/stripe-emulator.ts';
import { orderPayload, orderRow, readJson } from '../../../test/stripe-order-fixtures.ts';
import { call, signedIn } from '../../../test/staff-fixtures.ts';

const ctx = useTestContext();
const stripe = useStripeEmulator(ctx);
beforeAll(async () => {
  await ctx.sql`UPDATE delivery_slots SET capacity = 100`;
});
afterEach(() => expectMoneyInvariant(ctx));

describe('balance consent and the saved card (docs/design.md §11)', () => {
  it('with consent, the hosted deposit saves the card on a Stripe Customer and the order keeps the terms version and time', async () => {
    const before = Date.now();
    const { orderId, sessionId } = await paidHostedOrder(ctx, stripe, { consent: true, card: CARD.succeeds });
    const session = await stripe.stripe.checkout.sessions.retrieve(sessionId, { expand: ['payment_intent'] });
    const intent = session.payment_intent as { setup_future_usage: string | null; customer: string | null; payment_method: string | null };
    expect(intent.setup_future_usage).toBe('off_session');
    const order = await orderRow(ctx, orderId);
    expect(order).toMatchObject({ balance_consent_version: BALANCE_TERMS_VERSION, stripe_customer_id: session.customer, stripe_payment_method_id: intent.payment_method });
    expect(order.stripe_customer_id).toMatch(/^cus_/);
    expect(order.balance_consent_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const saved = await stripe.stripe.paymentMethods.list({ customer: order.stripe_customer_id, type: 'card' });
    expect(saved.data.map((pm) => pm.id)).toEqual([order.stripe_payment_method_id]);
    // The hosted Checkout line says the balance's day in words (issue 25, item 10; ADR 068), never "(2027-10-11)".
    const line = [...stripe.emulator.state.products.values()].map((p) => p.description ?? '').filter((d) => d.startsWith('Order total')).at(-1)!;
    expect(line).toMatch(/is due at delivery, in the week of (Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), [A-Z][a-z]+ \d{1,2}, \d{4}\.$/);
    expect(line).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('without consent (the default), nothing is saved and no consent is stored', async () => {
    const { orderId, sessionId } = await paidHostedOrder(ctx, stripe, { consent: false });
    const session = await stripe.stripe.checkout.sessions.retrieve(sessionId, { expand: ['payment_intent'] });
    expect((session.payment_intent as { setup_future_usage: string | null }).setup_future_usage).toBeNull();
    expect(await orderRow(ctx, orderId)).toMatchObject({ balance_consent_version: null, balance_consent_at: null, stripe_customer_id: null, stripe_payment_method_id: null });
  });

  it('with consent, the embedded PaymentIntent carries a Customer and setup_future_usage, and paying saves the card', async () => {
    const created = await readJson(await ctx.post('/api/orders', await orderPayload(ctx, { balanceConsent: true })));
    const { clientSecret } = await readJson(await ctx.post(`/api/orders/${created.orderId}/update-payment`, {}, { 'x-order-secret': created.orderSecret }));
    const intentId = clientSecret.split('_secret_')[0];
    const intent = await stripe.stripe.paymentIntents.retrieve(intentId);
    expect(intent.setup_future_usage).toBe('off_session');
    expect(intent.customer).toMatch(/^cus_/);
    await stripe.stripe.paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
    await stripe.emulator.idle();
    const order = await orderRow(ctx, created.orderId);
    expect(order).toMatchObject({ status: 'deposit_paid', stripe_customer_id: intent.customer, balance_consent_version: BALANCE_TERMS_VERSION });
    expect(order.stripe_payment_method_id).toMatch(/^pm_/);
  });

  it('refuses a balanceConsent that is not a boolean with a 400 and its own message', async () => {
    const res = await ctx.post('/api/orders', await orderPayload(ctx, { balanceConsent: 'yes' }));
    expect(res.status).toBe(400);
    expect((await readJson(res)).message).toBe('balanceConsent must be true or false');
  });

  it('publishes the season policy numbers for the /terms page', async () => {
    const season = await readJson(await ctx.app.request('/api/season'));
    expect(season.policy).toEqual({ freeChangeDays: 7, refundableDepositPercent: 50, balanceTermsVersion: BALANCE_TERMS_VERSION });
    const { cookie } = await signedIn(ctx, 'admin');
    const { year: _year, booked: _booked, ...settings } = await (await call(ctx, 'GET', '/api/season/settings', { cookie })).json();
    expect(settings).toMatchObject({ freeChangeDays: 7, refundableDepositPercent: 50 });
    const saved = await call(ctx, 'PUT', '/api/season/settings', { cookie, body: { ...settings, freeChangeDays: 10, refundableDepositPercent: 25 } });
    expect(saved.status).toBe(200);
    expect((await readJson(await ctx.app.request('/api/season'))).policy).toMatchObject({ freeChangeDays: 10, refundableDepositPercent: 25 });
    // A save from a screen that does not know the policy yet keeps it; bad numbers are a 400 with their own message.
    const { freeChangeDays: _f, refundableDepositPercent: _r, ...older } = settings;
    expect((await call(ctx, 'PUT', '/api/season/settings', { cookie, body: older })).status).toBe(200);
    expect((await readJson(await ctx.app.request('/api/season'))).policy).toMatchObject({ freeChangeDays: 10, refundableDepositPercent: 25 });
    const bad = await call(ctx, 'PUT', '/api/season/settings', { cookie, body: { ...settings, refundableDepositPercent: 101 } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe('At most 100 percent');
  });
});
