import { once } from 'node:events';
import type { ChildProcess } from 'node:child_process';
import { applyPaymentOutcome } from '@sdp/server/orders/payment-transition';
import { quoteDepositUrl } from '@sdp/server/orders/quote-deposit-link';
import { STRAY_REASONS } from '@sdp/server/orders/stray-payment';
import { sendRenewalOffers } from '@sdp/server/renewals/send-renewal-offers';
import { renewalToken } from '@sdp/server/renewals/renewal-link';
import { addDays } from '@sdp/shared/pacific-time';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestContext } from '../../../api/test/harness.ts';
import { CARD, inDeliveryWeek, paidHostedOrder } from '../../../api/test/money-fixtures.ts';
import { seasonDates, setClock } from '../../../api/test/my-order-fixtures.ts';
import { call, SAME_ORIGIN, signedIn } from '../../../api/test/staff-fixtures.ts';
import { postSignedWebhook, stripeEvent, useStripeEmulator } from '../../../api/test/stripe-emulator.ts';
import { orderPayload, orderRow, readJson } from '../../../api/test/stripe-order-fixtures.ts';
import { insertQuote } from '../../../api/test/order-fixtures.ts';
import { useStandIns, waitUntil } from '../stand-ins.ts';
import { useWorkerProcesses } from '../worker-process.ts';
import { expectRaceInvariant } from './race-invariant.ts';

// The race harness of docs/design.md §22 (README "Money: the race harness"): every money entry point driven concurrently against
// the API, PostgreSQL, Redis, real worker processes and the Stripe emulator; after each scenario the invariant of race-invariant.ts.
const ctx = useTestContext();
const stand = useStandIns();
const stripe = useStripeEmulator(ctx);
const startWorker = useWorkerProcesses(ctx, stand);
const admin = { cookie: '' };
let worker: ChildProcess;
let dates: string[] = [];

const stripeEnv = () => ({ STRIPE_API_URL: ctx.env.STRIPE_API_URL!, STRIPE_SECRET_KEY: ctx.env.STRIPE_SECRET_KEY!, STRIPE_WEBHOOK_SECRET: ctx.env.STRIPE_WEBHOOK_SECRET! });

beforeAll(async () => {
  ctx.configure(stand.env());
  await ctx.sql`UPDATE delivery_slots SET capacity = 10000`;
  admin.cookie = (await signedIn(ctx, 'admin')).cookie;
  worker = await startWorker({ env: stripeEnv() });
});

beforeEach(async () => {
  dates = await seasonDates(ctx);
  setClock(ctx, `${addDays(dates[0]!, -30)}T09:00:00`);
});
afterEach(() => { ctx.deps.now = undefined; });

let n = 0;
const email = (label: string) => `race.${label}.${Date.now().toString(36)}${(n += 1)}@example.com`;
const staffMails = () => stand.smtp.messages().filter((m) => m.to.includes('staff@sdpumpkin.com'));
const intentOf = (clientSecret: string) => clientSecret.split('_secret_')[0]!;
const confirm = (intentId: string) => stripe.stripe.paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' }).then((pi) => pi.status, () => 'refused');

/** An unpaid embedded order with its deposit PaymentIntent, as /checkout leaves it. */
async function embeddedOrder(label: string) {
  const created = await readJson(await ctx.post('/api/orders', await orderPayload(ctx, { customerEmail: email(label) })));
  const headers = { 'x-order-secret': created.orderSecret as string };
  const res = await ctx.post(`/api/orders/${created.orderId}/update-payment`, {}, headers);
  expect(res.status).toBe(200);
  return { orderId: created.orderId as string, headers, intentId: intentOf((await readJson(res)).clientSecret) };
}

/** The staff timeline's automatic refunds and the ledger's lines of an order, as staff read them. */
async function staffView(orderId: string) {
  const detail = await (await call(ctx, 'GET', `/api/admin/orders/${orderId}`, { cookie: admin.cookie })).json();
  const lines = detail.payments.map((p: { kind: string; amount: string; status: string }) => `${p.kind} ${p.amount} ${p.status}`) as string[];
  const automatic = detail.timeline.filter((t: { kind: string; detail: { action?: string }; by: { name: string } }) =>
    t.kind === 'staff_action' && t.detail.action === 'refund' && t.by.name === 'SD Pumpkin, automatically');
  return { detail, lines, automatic };
}

describe('race harness: two tabs, double clicks, staff and customer at once', () => {
  it('two tabs on one embedded order: both reprice and both pay at once, one payment taken at the last price', async () => {
    const created = await readJson(await ctx.post('/api/orders', await orderPayload(ctx, { customerEmail: email('tabs') })));
    const headers = { 'x-order-secret': created.orderSecret as string };
    const [a, b] = await Promise.all([
      ctx.post(`/api/orders/${created.orderId}/update-payment`, {}, headers),
      ctx.post(`/api/orders/${created.orderId}/update-payment`, { selectedAddOns: ['5c1d7e0a-2b3c-4d5e-8f90-a1b2c3d40002'] }, headers),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const secrets = [(await readJson(a)).clientSecret, (await readJson(b)).clientSecret].map(intentOf);
    expect(secrets[0]).toBe(secrets[1]);
    const paid = await Promise.all([confirm(secrets[0]!), confirm(secrets[1]!)]);
    expect(paid.filter((s) => s === 'succeeded').length).toBeGreaterThanOrEqual(1);
    await waitUntil(async () => (await orderRow(ctx, created.orderId)).status === 'deposit_paid', 15_000, 'the deposit to land');
    await expectRaceInvariant(ctx, stripe, [created.orderId]);
  });

  it('double click on the hosted checkout, and its pay page submitted twice at once: one payment per order', async () => {
    const payload = await orderPayload(ctx, { customerEmail: email('double'), balanceConsent: true });
    const starts = await Promise.all([ctx.post('/api/create-stripe-checkout', payload), ctx.post('/api/create-stripe-checkout', payload)]);
    const urls = await Promise.all(starts.filter((r) => r.status === 200).map(async (r) => (await readJson(r)).url as string));
    expect(urls.length).toBeGreaterThanOrEqual(1);
    const form = () => new URLSearchParams({ action: 'pay', cardNumber: CARD.succeeds, expiry: '12 / 34', cvc: '123' });
    await Promise.all(urls.flatMap((url) => [0, 1].map(() => fetch(url, { method: 'POST', redirect: 'manual', body: form() }))));
    const sessions = urls.map((url) => new URL(url).pathname.split('/').pop()!);
    const orders = await ctx.sql<{ id: string }[]>`SELECT id FROM orders WHERE stripe_checkout_session_id = ANY(${sessions})`;
    await waitUntil(async () => (await ctx.sql`SELECT 1 FROM orders WHERE id = ANY(${orders.map((o) => o.id)}) AND status = 'deposit_paid'`).length === orders.length, 15_000, 'the deposits');
    await expectRaceInvariant(ctx, stripe, orders.map((o) => o.id));
  });

  it('staff cancel and customer pay at once, three times over: never a charge kept on the cancelled order', async () => {
    const ids: string[] = [];
    for (let round = 0; round < 3; round++) {
      const { orderId, intentId } = await embeddedOrder(`cancel-pay-${round}`);
      ids.push(orderId);
      const [cancelled, paid] = await Promise.all([
        call(ctx, 'POST', `/api/admin/orders/${orderId}/cancel`, { cookie: admin.cookie, body: { reason: 'Customer called', refundDeposit: true } }),
        confirm(intentId),
      ]);
      expect([200, 409]).toContain(cancelled.status);
      expect(['succeeded', 'refused']).toContain(paid);
    }
    await expectRaceInvariant(ctx, stripe, ids);
  });

  it('a quote\'s deposit link opened in two tabs at once, both paying: one order, one deposit', async () => {
    const quoteId = await insertQuote(ctx, { customerName: 'Race HOA' });
    await call(ctx, 'PATCH', `/api/custom-quotes/${quoteId}`, { cookie: admin.cookie, body: { amount: '2500.00' } });
    const offer = { serviceType: 'white-glove', deliveryDate: dates[1], address: '1 Civic Center Plaza', city: 'Carlsbad', zipCode: '92008',
      photoPermission: 'no', specialInstructions: '' };
    expect((await call(ctx, 'POST', `/api/custom-quotes/${quoteId}/offer`, { cookie: admin.cookie, body: offer })).status).toBe(200);
    const [quote] = await ctx.sql<{ link_version: number }[]>`SELECT link_version FROM custom_quotes WHERE id = ${quoteId}`;
    const token = quoteDepositUrl(ctx.env, quoteId, quote!.link_version).split('/').pop()!;
    const starts = await Promise.all([0, 1].map(() => ctx.post(`/api/quote-deposit/${token}/checkout`, { balanceConsent: true }, SAME_ORIGIN)));
    const urls = [...new Set(await Promise.all(starts.filter((r) => r.status === 200).map(async (r) => (await readJson(r)).url as string)))];
    expect(urls.length).toBeGreaterThanOrEqual(1);
    const form = () => new URLSearchParams({ action: 'pay', cardNumber: CARD.succeeds, expiry: '12 / 34', cvc: '123' });
    await Promise.all(urls.flatMap((url) => [0, 1].map(() => fetch(url, { method: 'POST', redirect: 'manual', body: form() }))));
    const orders = await ctx.sql<{ id: string }[]>`SELECT id FROM orders WHERE quote_id = ${quoteId}`;
    await waitUntil(async () => (await ctx.sql`SELECT 1 FROM orders WHERE quote_id = ${quoteId} AND status = 'deposit_paid'`).length === 1, 15_000, 'the quote deposit');
    const live = await ctx.sql`SELECT id FROM orders WHERE quote_id = ${quoteId} AND status NOT IN ('cancelled', 'refunded')`;
    expect(live).toHaveLength(1);
    await expectRaceInvariant(ctx, stripe, orders.map((o) => o.id));
  });
});

describe('race harness: a payment the order cannot keep', () => {
  it('a deposit that lands on an order already cancelled is refunded once, in the ledger and the timeline, staff e-mailed, however often the webhook comes', async () => {
    const { orderId, intentId } = await embeddedOrder('stray-deposit');
    // The order was closed without its PaymentIntent (the customer's tab still open): the payment goes through anyway.
    await applyPaymentOutcome(ctx.deps, { ref: { orderId }, outcome: { kind: 'cancelled' } });
    expect(await confirm(intentId)).toBe('succeeded');
    await stand.smtp.waitFor(() => staffMails().some((m) => m.subject.startsWith('Refunded automatically') && m.subject.includes(orderId.slice(-8).toUpperCase())));
    const event = stripe.emulator.events.find((e) => e.type === 'payment_intent.succeeded' && (e.data.object as { id: string }).id === intentId)!;
    await Promise.all([
      ...Array.from({ length: 5 }, () => postSignedWebhook(ctx, event)),
      ...Array.from({ length: 5 }, () => postSignedWebhook(ctx, stripeEvent('payment_intent.succeeded', event.data.object))),
    ]);
    await expectRaceInvariant(ctx, stripe, [orderId]);
    const refunds = [...stripe.emulator.state.refunds.values()].filter((r) => r.payment_intent === intentId);
    expect(refunds.map((r) => r.amount)).toEqual([54_750]);
    const { detail, lines, automatic } = await staffView(orderId);
    expect(detail).toMatchObject({ status: 'cancelled', amountPaid: '0.00', amountRefunded: '0.00' });
    expect(lines).toEqual(expect.arrayContaining(['deposit 547.50 refunded', 'refund 547.50 succeeded']));
    expect(automatic).toHaveLength(1);
    expect(automatic[0].detail.reason).toBe(STRAY_REASONS.closedOrder);
    expect(detail.payments.find((p: { kind: string }) => p.kind === 'deposit').reason).toBe(`Not counted: ${STRAY_REASONS.closedOrder}`);
    const mails = staffMails().filter((m) => m.subject.includes(orderId.slice(-8).toUpperCase()) && m.subject.startsWith('Refunded automatically'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(STRAY_REASONS.closedOrder);
  });

  it('a deposit of another amount than the order asked is never marked paid: refunded, the order closed, staff e-mailed (I2)', async () => {
    const { orderId, intentId } = await embeddedOrder('wrong-amount');
    // The PaymentIntent's amount changed behind the order's back (a stale tab, an edit in Stripe's dashboard): $1.00 is charged.
    await stripe.stripe.paymentIntents.update(intentId, { amount: 100 });
    expect(await confirm(intentId)).toBe('succeeded');
    await stand.smtp.waitFor(() => staffMails().some((m) => m.subject.includes(orderId.slice(-8).toUpperCase()) && m.text.includes('$1.00 arrived where $547.50 was due')));
    await expectRaceInvariant(ctx, stripe, [orderId]);
    const order = await orderRow(ctx, orderId);
    expect(order).toMatchObject({ status: 'cancelled', paid_at: null });
    expect([...stripe.emulator.state.refunds.values()].filter((r) => r.payment_intent === intentId).map((r) => r.amount)).toEqual([100]);
    const { lines, automatic } = await staffView(orderId);
    expect(lines).toEqual(expect.arrayContaining(['deposit 1.00 refunded', 'refund 1.00 succeeded']));
    expect(automatic).toHaveLength(1);
  });

  it('a balance that still succeeds on an order staff cancelled is refunded once, and staff are e-mailed', async () => {
    const { orderId } = await paidHostedOrder(ctx, stripe, { consent: true, card: CARD.succeeds, email: email('stray-balance') });
    const cancelled = await call(ctx, 'POST', `/api/admin/orders/${orderId}/cancel`, { cookie: admin.cookie, body: { reason: 'Moved away', refundDeposit: false } });
    expect(cancelled.status).toBe(200);
    // A balance PaymentIntent the customer's old tab still holds goes through after the cancellation.
    const stray = await stripe.stripe.paymentIntents.create({ amount: 127_750, currency: 'usd', metadata: { orderId, purpose: 'balance', attempt: '1', channel: 'on_session' } });
    expect(await confirm(stray.id)).toBe('succeeded');
    await stand.smtp.waitFor(() => staffMails().some((m) => m.subject.includes(orderId.slice(-8).toUpperCase()) && m.text.includes(STRAY_REASONS.closedOrder)));
    await expectRaceInvariant(ctx, stripe, [orderId]);
    expect([...stripe.emulator.state.refunds.values()].filter((r) => r.payment_intent === stray.id).map((r) => r.amount)).toEqual([127_750]);
    const { detail, automatic } = await staffView(orderId);
    expect(detail).toMatchObject({ status: 'cancelled', amountPaid: '547.50', amountRefunded: '0.00' });
    expect(automatic).toHaveLength(1);
  });

  it('a paid order cancelled with its deposit refunded, then its deposit\'s webhooks redelivered: nothing refunded twice', async () => {
    const { orderId, sessionId } = await paidHostedOrder(ctx, stripe, { consent: true, card: CARD.succeeds, email: email('cancel-redeliver') });
    const cancelled = await call(ctx, 'POST', `/api/admin/orders/${orderId}/cancel`, { cookie: admin.cookie, body: { reason: 'Moved away', refundDeposit: true } });
    expect(cancelled.status).toBe(200);
    await stripe.emulator.idle();
    const paidEvents = stripe.emulator.events.filter((e) => (e.type === 'payment_intent.succeeded' && (e.data.object as { metadata?: { orderId?: string } }).metadata?.orderId === orderId)
      || (e.type === 'checkout.session.completed' && (e.data.object as { id: string }).id === sessionId));
    expect(paidEvents).toHaveLength(2);
    await Promise.all(paidEvents.flatMap((event) => [postSignedWebhook(ctx, event), postSignedWebhook(ctx, stripeEvent(event.type, event.data.object))]));
    await expectRaceInvariant(ctx, stripe, [orderId]);
    const { stripe_payment_intent_id: intentId } = await orderRow(ctx, orderId);
    expect([...stripe.emulator.state.refunds.values()].filter((r) => r.payment_intent === intentId).map((r) => r.amount)).toEqual([54_750]);
    expect(await ctx.sql`SELECT 1 FROM payments WHERE order_id = ${orderId} AND duplicate`).toHaveLength(0);
  });

  it('a webhook redelivered 10 times and replayed under new ids: one deposit, one recap', async () => {
    const { orderId, intentId } = await embeddedOrder('redelivered');
    expect(await confirm(intentId)).toBe('succeeded');
    await stripe.emulator.idle();
    const event = stripe.emulator.events.find((e) => e.type === 'payment_intent.succeeded' && (e.data.object as { id: string }).id === intentId)!;
    await Promise.all([
      ...Array.from({ length: 10 }, () => postSignedWebhook(ctx, event)),
      ...Array.from({ length: 5 }, () => postSignedWebhook(ctx, stripeEvent('payment_intent.succeeded', event.data.object))),
    ]);
    await expectRaceInvariant(ctx, stripe, [orderId]);
    expect(await ctx.sql`SELECT 1 FROM outbox_events WHERE type = 'order.deposit_paid' AND payload->>'orderId' = ${orderId}`).toHaveLength(1);
    expect(await ctx.sql`SELECT 1 FROM payments WHERE order_id = ${orderId} AND duplicate`).toHaveLength(0);
  });
});

describe('race harness: renewals and the balance', () => {
  /** Last year's completed porch and this year's offer for it, sent on 1 July; answers the offer's /renew token. */
  async function heldOffer() {
    const { orderId } = await paidHostedOrder(ctx, stripe, { consent: true, card: CARD.succeeds, email: email('renewal') });
    const [order] = await ctx.sql<{ delivery_date: string; service_type: string }[]>`SELECT delivery_date, service_type FROM orders WHERE id = ${orderId}`;
    await ctx.sql`UPDATE delivery_slots SET booked = booked - 1 WHERE delivery_date = ${order!.delivery_date} AND service_level = ${order!.service_type}`;
    await ctx.sql`
      UPDATE orders SET delivery_date = ${addDays(dates[1]!, -364)}, status = 'completed', delivered_at = now(), completed_at = now(), balance_status = 'paid'
      WHERE id = ${orderId}`;
    await ctx.sql`UPDATE season SET renewal_offers_sent_at = NULL, renewal_offers_at = NULL, renewal_hold_days = 21`;
    setClock(ctx, `${dates[0]!.slice(0, 4)}-07-01T09:00:00`);
    await sendRenewalOffers(ctx.deps, ctx.deps.now!(), 'staff');
    const [offer] = await ctx.sql<{ id: string; link_version: number }[]>`
      SELECT r.id, r.link_version FROM renewal_offers r JOIN orders o ON o.id = r.last_order_id WHERE o.id = ${orderId}`;
    return { offerId: offer!.id, token: renewalToken(ctx.env.SESSION_SECRET, offer!.id, offer!.link_version) };
  }

  it('two renewal accepts at once for two weeks, then both tabs pay: one order, one payment, in the ledger', async () => {
    const { offerId, token } = await heldOffer();
    const answers = await Promise.all([dates[1], dates[2]].map((week) => call(ctx, 'POST', `/api/renew/${token}/accept`, { body: { deliveryDate: week, balanceConsent: true } })));
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const secrets = await Promise.all(answers.map(async (r) => intentOf((await r.json()).clientSecret)));
    const paid = await Promise.all(secrets.map(confirm));
    expect(paid.filter((s) => s === 'succeeded').length).toBeGreaterThanOrEqual(1);
    const orders = await ctx.sql<{ id: string; status: string }[]>`SELECT id, status FROM orders WHERE renewal_offer_id = ${offerId}`;
    expect(orders).toHaveLength(1);
    await waitUntil(async () => (await orderRow(ctx, orders[0]!.id)).status === 'deposit_paid', 15_000, 'the renewal deposit');
    await expectRaceInvariant(ctx, stripe, orders.map((o) => o.id));
  });

  it('a balance charged while the worker is killed: after a restart it is charged once', async () => {
    const { orderId } = await paidHostedOrder(ctx, stripe, { consent: true, card: CARD.succeeds, email: email('killed') });
    const delivered = await inDeliveryWeek(ctx, orderId, () => call(ctx, 'POST', `/api/admin/orders/${orderId}/deliver`, { cookie: admin.cookie, body: {} }));
    expect(delivered.status).toBe(200);
    worker.kill('SIGKILL'); // the balance charge is queued or under way: the worker dies with it
    await once(worker, 'exit');
    worker = await startWorker({ env: stripeEnv() });
    await waitUntil(async () => (await orderRow(ctx, orderId)).balance_status === 'paid', 30_000, 'the balance after the restart');
    await expectRaceInvariant(ctx, stripe, [orderId]);
    const balances = [...stripe.emulator.state.paymentIntents.values()].filter((pi) => pi.metadata?.orderId === orderId && pi.metadata?.purpose === 'balance');
    expect(balances.filter((pi) => pi.status === 'succeeded')).toHaveLength(1);
  });
});
