import { afterEach, describe, expect, it } from 'vitest';
import { call, signedIn } from '../../api/test/staff-fixtures.ts';
import { CARD, expectMoneyInvariant, inDeliveryWeek, paidHostedOrder } from '../../api/test/money-fixtures.ts';
import { postSignedWebhook, stripeEvent } from '../../api/test/stripe-emulator.ts';
import { orderRow, outboxEvents, readJson } from '../../api/test/stripe-order-fixtures.ts';
import { addSubscription } from './fixtures.ts';
import { settle, waitUntil } from './stand-ins.ts';
import { useMoneyWorld } from './money-world.ts';

// The balance after delivery (docs/design.md §11) end to end: API, PostgreSQL, Redis, the workers (relay, payments, e-mail, Zapier), the
// Stripe emulator sending signed webhooks to the API over HTTP, and the SMTP catcher.
const { ctx, stand, stripe, staff } = useMoneyWorld();
afterEach(() => expectMoneyInvariant(ctx));

let n = 0;
const email = (label: string) => `balance.${label}.${Date.now().toString(36)}${(n += 1)}@example.com`;
const deliver = (orderId: string) => inDeliveryWeek(ctx, orderId, () => call(ctx, 'POST', `/api/admin/orders/${orderId}/deliver`, { cookie: staff.cookie, body: {} }));
const mailsTo = (address: string) => stand.smtp.messages().filter((m) => m.to.includes(address));
const balanceIntents = (orderId: string) => stripe.emulator.events
  .filter((e) => e.type === 'payment_intent.succeeded')
  .map((e) => e.data.object as unknown as { id: string; metadata: Record<string, string> })
  .filter((pi) => pi.metadata.orderId === orderId && pi.metadata.purpose === 'balance');
const balanceStatus = async (orderId: string) => (await orderRow(ctx, orderId)).balance_status as string;
const actionMails = (address: string) => mailsTo(address).filter((m) => m.subject.startsWith('Action needed'));

/** A consented order paid with `card` and delivered; returns once its balance charge has ended `status` and the customer has been e-mailed. */
async function deliveredAndRefused(label: string, card: string, status: 'action_required' | 'failed') {
  const customer = email(label);
  const { orderId } = await paidHostedOrder(ctx, stripe, { consent: true, card, email: customer });
  expect((await deliver(orderId)).status).toBe(200);
  await waitUntil(async () => (await balanceStatus(orderId)) === status, 15_000, status);
  await stand.smtp.waitFor(() => actionMails(customer).length > 0);
  return { customer, orderId };
}

describe('the balance of an order whose card was saved with consent', () => {
  it('is charged once after delivery and completes the order, with deliver clicked twice at once and the webhook redelivered 20 times', async () => {
    const hooks = {
      delivered: await addSubscription(ctx.sql, stand.zapier.hookUrl('delivered'), 'order.delivered'),
      completed: await addSubscription(ctx.sql, stand.zapier.hookUrl('completed'), 'order.completed'),
    };
    const customer = email('happy');
    const { orderId } = await paidHostedOrder(ctx, stripe, { consent: true, card: CARD.succeeds, email: customer });
    const answers = await Promise.all([deliver(orderId), deliver(orderId)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);

    await waitUntil(async () => (await orderRow(ctx, orderId)).status === 'completed', 15_000, 'the order to complete');
    await stripe.emulator.idle();
    const [paid] = balanceIntents(orderId);
    expect(balanceIntents(orderId)).toHaveLength(1);
    const event = stripe.emulator.events.find((e) => e.type === 'payment_intent.succeeded' && (e.data.object as { id: string }).id === paid!.id)!;
    const redelivered = await Promise.all(Array.from({ length: 20 }, () => postSignedWebhook(ctx, event)));
    expect(redelivered.map((r) => r.status)).toEqual(Array(20).fill(200));
    // The same PaymentIntent under new event ids (as a replay from Stripe's dashboard would be) changes nothing either.
    const replays = await Promise.all(Array.from({ length: 5 }, () => postSignedWebhook(ctx, stripeEvent('payment_intent.succeeded', event.data.object))));
    expect(await Promise.all(replays.map(async (r) => (await readJson(r)).result))).toEqual(Array(5).fill('unchanged'));

    await stand.smtp.waitFor(() => mailsTo(customer).some((m) => m.subject.startsWith('Receipt')));
    await stand.zapier.waitFor(() => stand.zapier.requests('completed').length === 1 && stand.zapier.requests('delivered').length === 1);
    await settle(800);
    expect(await orderRow(ctx, orderId)).toMatchObject({ status: 'completed', balance_status: 'paid', balance_attempt: 1, balance_payment_intent_id: paid!.id });
    expect(mailsTo(customer).filter((m) => m.subject.startsWith('Receipt'))).toHaveLength(1);
    // Every customer e-mail about the order links the booking terms (docs/design.md §11).
    for (const mail of mailsTo(customer)) expect(mail.text).toMatch(/Booking terms: https?:\/\/\S+\/terms\n/);
    expect(await outboxEvents(ctx, 'order.completed', orderId)).toHaveLength(1);
    expect(stand.zapier.requests('delivered')[0]!.body).toMatchObject({ id: orderId });
    expect(stand.zapier.requests('completed')[0]!.body).toMatchObject({ id: orderId, status: 'completed' });
    const view = await (await call(ctx, 'GET', `/api/admin/orders/${orderId}`, { cookie: staff.cookie })).json();
    expect(view).toMatchObject({ amountPaid: '1825.00', balanceDue: '0.00', balanceStatus: 'paid', amountRefunded: '0.00' });
    expect(view.payments.map((p: { kind: string; amount: string; status: string }) => `${p.kind} ${p.amount} ${p.status}`)).toEqual(['deposit 547.50 succeeded', 'balance 1277.50 succeeded']);
    expect(view.timeline.filter((t: { kind: string }) => t.kind === 'email').map((t: { detail: { email: string } }) => t.detail.email)).toEqual(
      expect.arrayContaining(['order_recap', 'balance_receipt']));
    void hooks;
  });

  it('4000 0027 6000 3184 ends action_required with one e-mail whose link pays the balance on-session and completes the order', async () => {
    const { customer, orderId } = await deliveredAndRefused('3ds', CARD.authenticationRequired, 'action_required');
    await settle(800);
    const links = actionMails(customer);
    expect(links).toHaveLength(1);
    expect(links[0]!.text).toContain('confirm this payment');
    const url = /https?:\/\/\S+\/pay-balance\/([\w-]+\.[\w-]+)/.exec(links[0]!.text)!;
    expect(url).not.toBeNull();
    expect(links[0]!.text).not.toContain(orderId);
    const token = url[1]!;

    const due = await ctx.app.request(`/api/pay-balance/${token}`);
    expect(await readJson(due)).toMatchObject({ balanceDue: '1277.50', balanceStatus: 'action_required', payable: true });
    const tampered = await ctx.app.request(`/api/pay-balance/${token.slice(0, -2)}${token.endsWith('xx') ? 'yy' : 'xx'}`);
    expect(tampered.status).toBe(404);
    const started = await ctx.post(`/api/pay-balance/${token}/intent`, {});
    expect(started.status).toBe(200);
    const { clientSecret, amount } = await readJson(started);
    expect(amount).toBe('1277.50');
    // The same link opened twice gets the same PaymentIntent, not a second one.
    expect((await readJson(await ctx.post(`/api/pay-balance/${token}/intent`, {}))).clientSecret).toBe(clientSecret);
    // What Stripe.js does on the page: confirm with a new card (or the saved one after 3-D Secure).
    await stripe.stripe.paymentIntents.confirm(clientSecret.split('_secret_')[0], { payment_method: 'pm_card_visa' });
    await waitUntil(async () => (await orderRow(ctx, orderId)).status === 'completed', 15_000, 'the order to complete');
    expect(await orderRow(ctx, orderId)).toMatchObject({ balance_status: 'paid' });
    expect((await ctx.post(`/api/pay-balance/${token}/intent`, {})).status).toBe(409);
  });

  it('4000 0000 0000 0341 ends failed with one e-mail carrying the pay link; staff can retry and it fails again on a new attempt', async () => {
    const { customer, orderId } = await deliveredAndRefused('0341', CARD.laterChargesDeclined, 'failed');
    const [mail] = actionMails(customer);
    expect(mail!.text).toContain('declined');
    expect(mail!.text).toMatch(/\/pay-balance\/[\w-]+\.[\w-]+/);
    expect(await orderRow(ctx, orderId)).toMatchObject({ status: 'delivered', balance_attempt: 1 });

    const retry = await call(ctx, 'POST', `/api/admin/orders/${orderId}/charge-balance`, { cookie: staff.cookie, body: {} });
    expect(retry.status).toBe(202);
    await waitUntil(async () => (await orderRow(ctx, orderId)).balance_attempt === 2 && (await balanceStatus(orderId)) === 'failed', 15_000, 'the retry to fail');
    await stand.smtp.waitFor(() => actionMails(customer).length === 2);
    expect(balanceIntents(orderId)).toHaveLength(0);
  });

  it('without consent, delivery e-mails the pay link at once, and paying there completes the order', async () => {
    const customer = email('no-card');
    const { orderId } = await paidHostedOrder(ctx, stripe, { consent: false, email: customer });
    expect((await deliver(orderId)).status).toBe(200);
    await stand.smtp.waitFor(() => mailsTo(customer).some((m) => m.subject.startsWith('Pay the balance')));
    const token = /\/pay-balance\/([\w-]+\.[\w-]+)/.exec(mailsTo(customer).find((m) => m.subject.startsWith('Pay the balance'))!.text)![1]!;
    const { clientSecret } = await readJson(await ctx.post(`/api/pay-balance/${token}/intent`, {}));
    await stripe.stripe.paymentIntents.confirm(clientSecret.split('_secret_')[0], { payment_method: 'pm_card_visa' });
    await waitUntil(async () => (await orderRow(ctx, orderId)).status === 'completed', 15_000, 'the order to complete');
  });

  it('e-mails the customer once per refund staff issue, with its amount', async () => {
    const customer = email('refund');
    const { orderId } = await paidHostedOrder(ctx, stripe, { consent: false, email: customer });
    const { cookie } = await signedIn(ctx, 'admin');
    const res = await call(ctx, 'POST', `/api/admin/orders/${orderId}/refund`, { cookie, body: { amount: '50.00', reason: 'late delivery' } });
    expect(res.status).toBe(200);
    await stand.smtp.waitFor(() => mailsTo(customer).some((m) => m.subject.startsWith('Refund')));
    await settle(800);
    const refunds = mailsTo(customer).filter((m) => m.subject.startsWith('Refund'));
    expect(refunds.map((m) => m.subject)).toEqual([`Refund of $50.00 for your SD Pumpkin order ${orderId.slice(-8).toUpperCase()}`]);
  });
});
