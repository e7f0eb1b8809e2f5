import { addDays } from '@sdp/shared/pacific-time';
import { describe, expect, it } from 'vitest';
import { inDeliveryWeek, paidHostedOrder } from '../../../test/money-fixtures.ts';
import { orderRow, outboxEvents } from '../../../test/stripe-order-fixtures.ts';
import { call, signedIn } from '../../../test/staff-fixtures.ts';
import { booked, myOrder, setClock, tokenOf, useMyOrderWorldAs } from '../../../test/my-order-fixtures.ts';

// Cancel and pay from the customer's own page (docs/design.md §11-§12, ADR 046), through the money flow staff use.
const { ctx, stripe, session } = useMyOrderWorldAs('staff');

const refundsOf = async (orderId: string) =>
  (await ctx.sql<{ amount_cents: number }[]>`SELECT amount_cents FROM payments WHERE order_id = ${orderId} AND kind = 'refund' ORDER BY created_at`).map((r) => r.amount_cents);

describe('cancel', () => {
  it('before the free-change deadline refunds the whole deposit once, gives the spot back once, even when clicked twice at once', async () => {
    const { orderId } = await paidHostedOrder(ctx, stripe);
    const token = tokenOf(ctx, orderId);
    const spots = await booked(ctx, session.dates[0]!);
    const answers = await Promise.all([myOrder(ctx, 'POST', `${token}/cancel`), myOrder(ctx, 'POST', `${token}/cancel`)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const view = await answers[1]!.json();
    expect(view).toMatchObject({ status: 'cancelled', statusLabel: 'Cancelled', amountRefunded: '547.50', balanceDue: '0.00' });
    expect(view.timeline.map((s: { step: string }) => s.step)).toEqual(['booked', 'deposit_paid', 'cancelled', 'refunded']);
    for (const action of ['editDetails', 'reschedule', 'cancel', 'payBalance', 'replaceCard']) expect(view.actions[action].allowed).toBe(false);
    expect(await booked(ctx, session.dates[0]!)).toBe(spots - 1);
    expect(await refundsOf(orderId)).toEqual([54_750]);
    // A third click later still refunds nothing more.
    expect((await myOrder(ctx, 'POST', `${token}/cancel`)).status).toBe(200);
    await stripe.emulator.idle();
    expect(await refundsOf(orderId)).toEqual([54_750]);
    expect(await orderRow(ctx, orderId)).toMatchObject({ status: 'cancelled', refunded_cents: 54_750, slot_released: true });
    expect(await outboxEvents(ctx, 'order.cancelled', orderId)).toHaveLength(1);
    expect(await outboxEvents(ctx, 'order.cancelled_by_customer', orderId)).toEqual([expect.objectContaining({ payload: { orderId, refundCents: 54_750 } })]);
    const staff = await (await call(ctx, 'GET', `/api/admin/orders/${orderId}`, { cookie: session.cookie })).json();
    expect(staff.timeline.filter((t: { kind: string }) => t.kind === 'customer_action')).toEqual([
      expect.objectContaining({ detail: expect.objectContaining({ action: 'cancel', refund: '547.50', spotReleased: true }), by: { id: null, name: 'the customer' } }),
      expect.objectContaining({ detail: { action: 'refund', amount: '547.50', reason: 'Cancelled by the customer' }, by: { id: null, name: 'the customer' } }),
    ]);
  });

  it('after the free-change deadline refunds the season\'s share of the deposit; once the week begins, 422 and nothing changes', async () => {
    const late = await paidHostedOrder(ctx, stripe);
    const tooLate = await paidHostedOrder(ctx, stripe);
    setClock(ctx, `${addDays(session.dates[0]!, -7)}T00:00:00`);
    const view = await (await myOrder(ctx, 'GET', tokenOf(ctx, late.orderId))).json();
    expect(view).toMatchObject({ cancelRefund: '273.75', actions: { cancel: { allowed: true }, reschedule: { allowed: false } } });
    expect(await (await myOrder(ctx, 'POST', `${tokenOf(ctx, late.orderId)}/cancel`)).json()).toMatchObject({ status: 'cancelled', amountRefunded: '273.75' });
    expect(await refundsOf(late.orderId)).toEqual([27_375]);
    setClock(ctx, `${session.dates[0]}T00:00:00`);
    const refused = await myOrder(ctx, 'POST', `${tokenOf(ctx, tooLate.orderId)}/cancel`);
    expect(refused.status).toBe(422);
    expect((await refused.json()).message).toMatch(/delivery week has begun/);
    expect(await orderRow(ctx, tooLate.orderId)).toMatchObject({ status: 'deposit_paid', refunded_cents: 0, slot_released: false });
  });

  it('refunds only what is still owed when staff refunded part already, and refuses a delivered order with 422', async () => {
    const { orderId } = await paidHostedOrder(ctx, stripe);
    const adminCookie = (await signedIn(ctx, 'admin')).cookie;
    expect((await call(ctx, 'POST', `/api/admin/orders/${orderId}/refund`, { cookie: adminCookie, body: { amount: '100.00' } })).status).toBe(200);
    expect(await (await myOrder(ctx, 'POST', `${tokenOf(ctx, orderId)}/cancel`)).json()).toMatchObject({ amountRefunded: '547.50' });
    expect(await refundsOf(orderId)).toEqual([10_000, 44_750]);
    const { orderId: delivered } = await paidHostedOrder(ctx, stripe);
    await inDeliveryWeek(ctx, delivered, () => call(ctx, 'POST', `/api/admin/orders/${delivered}/deliver`, { cookie: session.cookie, body: {} }));
    const res = await myOrder(ctx, 'POST', `${tokenOf(ctx, delivered)}/cancel`);
    expect(res.status).toBe(422);
    expect((await res.json()).message).toMatch(/decorated/);
  });
});

describe('pay the balance and replace the card', () => {
  it('gives a delivered order without a saved card an on-session PaymentIntent for its balance, the same one on a second call', async () => {
    const { orderId } = await paidHostedOrder(ctx, stripe, { consent: false });
    const token = tokenOf(ctx, orderId);
    expect((await myOrder(ctx, 'POST', `${token}/balance-intent`)).status).toBe(409); // not delivered yet
    await inDeliveryWeek(ctx, orderId, () => call(ctx, 'POST', `/api/admin/orders/${orderId}/deliver`, { cookie: session.cookie, body: {} }));
    const view = await (await myOrder(ctx, 'GET', token)).json();
    expect(view.actions.payBalance).toEqual({ allowed: true, deadline: null, reason: null });
    const first = await (await myOrder(ctx, 'POST', `${token}/balance-intent`)).json();
    expect(first).toEqual({ clientSecret: expect.stringMatching(/^pi_.+_secret_/), amount: '1277.50', savedCard: null });
    const second = await (await myOrder(ctx, 'POST', `${token}/balance-intent`)).json();
    expect(second.clientSecret).toBe(first.clientSecret);
    const intent = await stripe.stripe.paymentIntents.retrieve(first.clientSecret.split('_secret_')[0]);
    expect(intent.metadata).toMatchObject({ orderId, purpose: 'balance', channel: 'on_session' });
    // Paid with a card on the page (as Stripe.js confirms it): the webhook completes the order.
    await stripe.stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
    await stripe.emulator.idle();
    expect(await (await myOrder(ctx, 'GET', token)).json()).toMatchObject({ status: 'completed', balanceStatus: 'paid', balanceDue: '0.00' });
  });

  it('saves a new card on the order\'s Customer with a SetupIntent, and it becomes the card the off-session balance charge uses', async () => {
    const { orderId } = await paidHostedOrder(ctx, stripe);
    const token = tokenOf(ctx, orderId);
    const old = await orderRow(ctx, orderId);
    const setup = await myOrder(ctx, 'POST', `${token}/card-setup`);
    expect(setup.status).toBe(200);
    const { clientSecret } = await setup.json();
    const setupId = clientSecret.split('_secret_')[0];
    expect((await myOrder(ctx, 'POST', `${token}/card`, { setupIntent: setupId })).status).toBe(409); // not confirmed yet
    const confirmed = await stripe.stripe.setupIntents.confirm(setupId, { payment_method: 'pm_card_mastercard' });
    expect(confirmed).toMatchObject({ status: 'succeeded', customer: old.stripe_customer_id });
    const saved = await myOrder(ctx, 'POST', `${token}/card`, { setupIntent: setupId });
    expect(saved.status).toBe(200);
    await stripe.emulator.idle(); // setup_intent.succeeded lands too: applied once
    const row = await orderRow(ctx, orderId);
    expect(row.stripe_payment_method_id).toBe(confirmed.payment_method);
    expect(row.stripe_payment_method_id).not.toBe(old.stripe_payment_method_id);
    const actions = (await ctx.sql`SELECT detail FROM order_timeline WHERE order_id = ${orderId} AND kind = 'customer_action'`).map((r) => r.detail.action);
    expect(actions).toEqual(['replace_card']);
    // Another order's SetupIntent, or a made-up one, is refused.
    const other = await paidHostedOrder(ctx, stripe);
    expect((await myOrder(ctx, 'POST', `${tokenOf(ctx, other.orderId)}/card`, { setupIntent: setupId })).status).toBe(400);
    expect((await myOrder(ctx, 'POST', `${token}/card`, { setupIntent: 'seti_madeup' })).status).toBe(400);
    expect((await myOrder(ctx, 'POST', `${token}/card`, { setupIntent: 'pi_123' })).status).toBe(400);
    // The webhook alone is enough when the page never calls back (the browser closed after Stripe.js confirmed).
    const quiet = await (await myOrder(ctx, 'POST', `${tokenOf(ctx, other.orderId)}/card-setup`)).json();
    const quietSetup = await stripe.stripe.setupIntents.confirm(quiet.clientSecret.split('_secret_')[0], { payment_method: 'pm_card_visa' });
    await stripe.emulator.idle();
    expect((await orderRow(ctx, other.orderId)).stripe_payment_method_id).toBe(quietSetup.payment_method);
    // Without consent there is no saved card to replace.
    const { orderId: noCard } = await paidHostedOrder(ctx, stripe, { consent: false });
    const refused = await myOrder(ctx, 'POST', `${tokenOf(ctx, noCard)}/card-setup`);
    expect(refused.status).toBe(422);
    expect((await refused.json()).message).toMatch(/pay the balance with the link/);
  });
});
