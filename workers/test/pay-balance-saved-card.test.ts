import { afterEach, describe, expect, it } from 'vitest';
import { call } from '../../api/test/staff-fixtures.ts';
import { CARD, expectMoneyInvariant, inDeliveryWeek, paidHostedOrder } from '../../api/test/money-fixtures.ts';
import { orderRow, readJson } from '../../api/test/stripe-order-fixtures.ts';
import { waitUntil } from './stand-ins.ts';
import { useMoneyWorld } from './money-world.ts';

// The failed-balance e-mail offers "your saved card or a new one": /pay-balance offers both (issue 25, item 12), on the same open
// PaymentIntent (one open balance payment per order, ADR 067), with 3-D Secure when the card asks for it.
const { ctx, stand, stripe, staff } = useMoneyWorld();
afterEach(() => expectMoneyInvariant(ctx));

const mailsTo = (address: string) => stand.smtp.messages().filter((m) => m.to.includes(address));

/** What the Stripe.js stand-in's confirmCardPayment sends: the publishable key, the client secret and the saved PaymentMethod. */
async function stripeJs(path: string, params: Record<string, string>) {
  const res = await fetch(`${stripe.emulator.url}${path}`, {
    method: 'POST',
    headers: { Authorization: 'Bearer pk_test_sdpumpkin', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(params).toString(),
  });
  return { status: res.status, body: (await res.json()) as { status?: string; next_action?: { use_stripe_sdk: { source: string } } } };
}

async function failedBalance(card: string, label: string) {
  const customer = `saved-card.${label}.${Date.now().toString(36)}@example.com`;
  const { orderId } = await paidHostedOrder(ctx, stripe, { consent: true, card, email: customer });
  expect((await inDeliveryWeek(ctx, orderId, () => call(ctx, 'POST', `/api/admin/orders/${orderId}/deliver`, { cookie: staff.cookie, body: {} }))).status).toBe(200);
  await stand.smtp.waitFor(() => mailsTo(customer).some((m) => m.subject.startsWith('Action needed')));
  const mail = mailsTo(customer).find((m) => m.subject.startsWith('Action needed'))!;
  return { orderId, link: `/api/pay-balance/${/\/pay-balance\/([^\s"<]+)/.exec(mail.text)![1]}` };
}

describe('/pay-balance offers the saved card', () => {
  it('4000 0027 6000 3184: the saved card pays on-session after 3-D Secure, on the intent the page already holds', async () => {
    const { orderId, link } = await failedBalance(CARD.authenticationRequired, '3ds');
    expect(await readJson(await ctx.app.request(link))).toMatchObject({ savedCard: 'Visa ending in 3184', payable: true });
    const { clientSecret, savedCard } = await readJson(await ctx.post(`${link}/intent`, {}));
    expect(savedCard).toEqual({ card: 'Visa ending in 3184', paymentMethod: (await orderRow(ctx, orderId)).card_payment_method_id });
    const id = clientSecret.split('_secret_')[0];
    const asked = await stripeJs(`/v1/payment_intents/${id}/confirm`, { client_secret: clientSecret, payment_method: savedCard.paymentMethod, use_stripe_sdk: 'true' });
    expect(asked.body).toMatchObject({ status: 'requires_action' });
    const done = await stripeJs('/v1/3ds2/challenge_complete', { source: asked.body.next_action!.use_stripe_sdk.source, client_secret: clientSecret, result: 'succeeded' });
    expect(done.body).toMatchObject({ id, status: 'succeeded' });
    await waitUntil(async () => (await orderRow(ctx, orderId)).status === 'completed', 15_000, 'the order to complete');
    expect(await orderRow(ctx, orderId)).toMatchObject({ balance_status: 'paid', balance_payment_intent_id: id });
  });

  it('4000 0000 0000 0341: the saved card is declined on-session, then a new card pays the same intent; one balance payment', async () => {
    const { orderId, link } = await failedBalance(CARD.laterChargesDeclined, '0341');
    expect(await readJson(await ctx.app.request(link))).toMatchObject({ savedCard: 'Visa ending in 0341' });
    const { clientSecret, savedCard } = await readJson(await ctx.post(`${link}/intent`, {}));
    const id = clientSecret.split('_secret_')[0];
    const declined = await stripeJs(`/v1/payment_intents/${id}/confirm`, { client_secret: clientSecret, payment_method: savedCard.paymentMethod, use_stripe_sdk: 'true' });
    expect(declined.status).toBe(402);
    // The page asks again (a reload): the same open intent, not a second one.
    expect((await readJson(await ctx.post(`${link}/intent`, {}))).clientSecret).toBe(clientSecret);
    const paid = await stripeJs(`/v1/payment_intents/${id}/confirm`, { client_secret: clientSecret, payment_method: 'pm_card_visa' });
    expect(paid.body).toMatchObject({ status: 'succeeded' });
    await waitUntil(async () => (await orderRow(ctx, orderId)).status === 'completed', 15_000, 'the order to complete');
    const balances = [...stripe.emulator.state.paymentIntents.values()].filter((pi) => pi.metadata.orderId === orderId && pi.metadata.purpose === 'balance' && pi.status === 'succeeded');
    expect(balances.map((pi) => pi.id)).toEqual([id]);
  });
});
