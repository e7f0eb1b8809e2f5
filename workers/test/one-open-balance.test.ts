import { afterEach, describe, expect, it } from 'vitest';
import { call } from '../../api/test/staff-fixtures.ts';
import { CARD, expectMoneyInvariant, inDeliveryWeek, paidHostedOrder } from '../../api/test/money-fixtures.ts';
import { postSignedWebhook, stripeEvent } from '../../api/test/stripe-emulator.ts';
import { orderRow, readJson } from '../../api/test/stripe-order-fixtures.ts';
import { settle, waitUntil } from './stand-ins.ts';
import { useMoneyWorld } from './money-world.ts';

// One open balance payment per order (docs/design.md §16, ADR 067) against the Stripe emulator, the API over HTTP and the real workers.
const { ctx, stand, stripe, staff } = useMoneyWorld();
afterEach(() => expectMoneyInvariant(ctx));

let n = 0;
const email = (label: string) => `open-balance.${label}.${Date.now().toString(36)}${(n += 1)}@example.com`;
const mailsTo = (address: string) => stand.smtp.messages().filter((m) => m.to.includes(address));
const balanceIntentsOf = (orderId: string) => [...stripe.emulator.state.paymentIntents.values()]
  .filter((pi) => pi.metadata.orderId === orderId && pi.metadata.purpose === 'balance');
const succeededBalances = (orderId: string) => balanceIntentsOf(orderId).filter((pi) => pi.status === 'succeeded');
const chargeBalance = (orderId: string) => call(ctx, 'POST', `/api/admin/orders/${orderId}/charge-balance`, { cookie: staff.cookie, body: {} });
const confirmWithNewCard = (clientSecret: string) =>
  stripe.stripe.paymentIntents.confirm(clientSecret.split('_secret_')[0]!, { payment_method: 'pm_card_visa' }).then(() => true, () => false);
const view = async (orderId: string) => (await call(ctx, 'GET', `/api/admin/orders/${orderId}`, { cookie: staff.cookie })).json();

/** A delivered order whose saved card (4000 0000 0000 0341) was declined off-session, with the two links the e-mail carries. */
async function declinedBalance(label: string) {
  const customer = email(label);
  const { orderId } = await paidHostedOrder(ctx, stripe, { consent: true, card: CARD.laterChargesDeclined, email: customer });
  expect((await inDeliveryWeek(ctx, orderId, () => call(ctx, 'POST', `/api/admin/orders/${orderId}/deliver`, { cookie: staff.cookie, body: {} }))).status).toBe(200);
  await waitUntil(async () => (await orderRow(ctx, orderId)).balance_status === 'failed', 15_000, 'the off-session charge to fail');
  await stand.smtp.waitFor(() => mailsTo(customer).some((m) => m.subject.startsWith('Action needed')));
  const mail = mailsTo(customer).find((m) => m.subject.startsWith('Action needed'))!;
  const payBalance = `/api/pay-balance/${/\/pay-balance\/([^\s"<]+)/.exec(mail.text)![1]}`;
  const myOrder = `/api/my-order/${/\/my-order\/([^\s"<]+)/.exec(mail.text)![1]}`;
  return { orderId, customer, payBalance, myOrder };
}

const payLinkIntent = async (path: string) => {
  const res = await ctx.post(`${path}/intent`, {});
  return res.status === 200 ? ((await readJson(res)).clientSecret as string) : null;
};
const myOrderIntent = async (path: string) => {
  const res = await ctx.post(`${path}/balance-intent`, {});
  return res.status === 200 ? ((await readJson(res)).clientSecret as string) : null;
};
const settled = (orderId: string) => waitUntil(async () => !['scheduled', 'processing'].includes((await orderRow(ctx, orderId)).balance_status as string), 15_000, 'the charge to settle');

describe('one open balance payment per order', () => {
  it('the issue\'s repro: the pay link\'s PaymentIntent is cancelled by the next attempt, so only the order page\'s payment goes through', async () => {
    const { orderId, payBalance, myOrder } = await declinedBalance('repro');
    const a = (await payLinkIntent(payBalance))!;
    expect((await chargeBalance(orderId)).status).toBe(202);
    await waitUntil(async () => (await orderRow(ctx, orderId)).balance_attempt === 3 && (await orderRow(ctx, orderId)).balance_status === 'failed', 15_000, 'the retry to fail');
    const b = (await myOrderIntent(myOrder))!;
    expect(b).not.toBe(a);
    expect(await confirmWithNewCard(b)).toBe(true);
    await waitUntil(async () => (await orderRow(ctx, orderId)).status === 'completed', 15_000, 'the order to complete');
    // Confirming A now, as the customer's other tab would: Stripe refuses it, it was cancelled before B existed.
    expect(await confirmWithNewCard(a)).toBe(false);
    await stripe.emulator.idle();
    expect(succeededBalances(orderId).map((pi) => pi.id)).toEqual([b.split('_secret_')[0]]);
    expect(stripe.emulator.state.paymentIntents.get(a.split('_secret_')[0]!)).toMatchObject({ status: 'canceled', cancellation_reason: 'duplicate' });
    expect(await view(orderId)).toMatchObject({ status: 'completed', amountPaid: '1825.00', amountRefunded: '0.00', balanceDue: '0.00' });
  });

  it('staff charge, the order page and the pay link at once, three times over: never two open balance payments, one paid', async () => {
    const { orderId, payBalance, myOrder } = await declinedBalance('concurrent');
    const secrets: string[] = [];
    for (let round = 0; round < 3; round++) {
      const [, mine, link] = await Promise.all([chargeBalance(orderId), myOrderIntent(myOrder), payLinkIntent(payBalance)]);
      secrets.push(...[mine, link].filter((s): s is string => s !== null));
      await settled(orderId);
      await stripe.emulator.idle();
      const open = balanceIntentsOf(orderId).filter((pi) => ['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(pi.status)
        && pi.metadata.channel === 'on_session');
      expect(open.length, `round ${round}: open on-session balance payments`).toBeLessThanOrEqual(1);
    }
    // Every client secret the customer ever got, confirmed at once: at most one can pay.
    const paid = await Promise.all([...new Set(secrets)].map(confirmWithNewCard));
    expect(paid.filter(Boolean).length).toBeLessThanOrEqual(1);
    if (!paid.some(Boolean)) expect(await confirmWithNewCard((await myOrderIntent(myOrder))!)).toBe(true);
    await waitUntil(async () => (await orderRow(ctx, orderId)).status === 'completed', 15_000, 'the order to complete');
    await stripe.emulator.idle();
    await settle(500);
    expect(succeededBalances(orderId)).toHaveLength(1);
    expect((await orderRow(ctx, orderId)).refunded_cents).toBe(0);
  });

  it('a balance that still succeeds on a paid order is refunded once, shown in the ledger and timeline, and staff are told', async () => {
    const { orderId, myOrder } = await declinedBalance('duplicate');
    expect(await confirmWithNewCard((await myOrderIntent(myOrder))!)).toBe(true);
    await waitUntil(async () => (await orderRow(ctx, orderId)).status === 'completed', 15_000, 'the order to complete');
    // A balance PaymentIntent our ledger never knew (made before this rule, or by hand in Stripe's dashboard) goes through anyway.
    const stray = await stripe.stripe.paymentIntents.create({
      amount: 127_750, currency: 'usd', metadata: { orderId, purpose: 'balance', attempt: '9', channel: 'on_session' },
    });
    await stripe.stripe.paymentIntents.confirm(stray.id, { payment_method: 'pm_card_visa' });
    await stand.smtp.waitFor(() => mailsTo(ctx.env.STAFF_NOTIFY_EMAIL).some((m) => m.subject.startsWith('Refunded automatically') && m.subject.includes(orderId.slice(-8).toUpperCase())));
    // Stripe redelivers the success, and replays it under new event ids: still one refund.
    const event = stripe.emulator.events.find((e) => e.type === 'payment_intent.succeeded' && (e.data.object as { id: string }).id === stray.id)!;
    await Promise.all([
      ...Array.from({ length: 5 }, () => postSignedWebhook(ctx, event)),
      ...Array.from({ length: 5 }, () => postSignedWebhook(ctx, stripeEvent('payment_intent.succeeded', event.data.object))),
    ]);
    await stripe.emulator.idle();
    await settle(1500);
    const refunds = [...stripe.emulator.state.refunds.values()].filter((r) => r.payment_intent === stray.id);
    expect(refunds.map((r) => r.amount)).toEqual([127_750]);
    const detail = await view(orderId);
    expect(detail).toMatchObject({ status: 'completed', amountPaid: '1825.00', amountRefunded: '0.00', balanceDue: '0.00' });
    const lines = detail.payments.map((p: { kind: string; amount: string; status: string }) => `${p.kind} ${p.amount} ${p.status}`);
    expect(lines).toEqual(expect.arrayContaining(['balance 1277.50 succeeded', 'balance 1277.50 refunded', 'refund 1277.50 succeeded']));
    expect(lines.filter((l: string) => l.startsWith('refund'))).toHaveLength(1);
    const auto = detail.timeline.filter((t: { kind: string; detail: { action?: string } }) => t.kind === 'staff_action' && t.detail.action === 'refund');
    expect(auto).toHaveLength(1);
    expect(auto[0].by.name).toBe('SD Pumpkin, automatically');
    expect(mailsTo(ctx.env.STAFF_NOTIFY_EMAIL).filter((m) => m.subject.includes(orderId.slice(-8).toUpperCase()) && m.subject.startsWith('Refunded automatically'))).toHaveLength(1);
  });
});
