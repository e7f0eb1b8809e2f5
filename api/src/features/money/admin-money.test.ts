import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/harness.ts';
import { expectMoneyInvariant, inDeliveryWeek, paidHostedOrder } from '../../../test/money-fixtures.ts';
import { useStripeEmulator } from '../../../test/stripe-emulator.ts';
import { orderPayload, orderRow, outboxEvents, readJson } from '../../../test/stripe-order-fixtures.ts';
import { call, signedIn } from '../../../test/staff-fixtures.ts';

// The staff money actions of docs/design.md §11 against real PostgreSQL and the Stripe emulator (the worker side: workers/test/balance.test.ts).
const ctx = useTestContext();
const stripe = useStripeEmulator(ctx);
let staffCookie = '';
let adminCookie = '';
beforeAll(async () => {
  await ctx.sql`UPDATE delivery_slots SET capacity = 100`;
  staffCookie = (await signedIn(ctx, 'staff')).cookie;
  adminCookie = (await signedIn(ctx, 'admin')).cookie;
});
afterEach(() => expectMoneyInvariant(ctx));

const post = (path: string, body: unknown = {}, cookie = adminCookie) => call(ctx, 'POST', path, { cookie, body });
/** "Delivered" in the order's delivery week, as crews press it (earlier is refused: deliver-window.test.ts). */
const deliver = (id: string, cookie = staffCookie) => inDeliveryWeek(ctx, id, () => post(`/api/admin/orders/${id}/deliver`, {}, cookie));
const detail = async (id: string) => (await call(ctx, 'GET', `/api/admin/orders/${id}`, { cookie: staffCookie })).json();
const booked = async (orderId: string) => (await ctx.sql`
  SELECT s.booked FROM delivery_slots s JOIN orders o ON o.delivery_date = s.delivery_date AND o.service_type = s.service_level WHERE o.id = ${orderId}`)[0]!.booked as number;
/** Pretend the balance was paid (the worker's job, tested in workers/) so refunds can reach the balance charge too. */
async function balancePaidByCard(orderId: string) {
  const order = await orderRow(ctx, orderId);
  await ctx.sql`UPDATE orders SET balance_status = 'processing', balance_attempt = 1 WHERE id = ${orderId}`;
  const intent = await stripe.stripe.paymentIntents.create({
    amount: order.balance_cents, currency: 'usd', customer: order.stripe_customer_id, payment_method: order.stripe_payment_method_id,
    off_session: true, confirm: true, metadata: { orderId, purpose: 'balance', attempt: '1', channel: 'off_session' },
  });
  await stripe.emulator.idle();
  return intent;
}

describe('deliver', () => {
  it('moves deposit_paid to delivered once, even when clicked twice at once, and schedules one balance charge for a saved card', async () => {
    const { orderId } = await paidHostedOrder(ctx, stripe);
    const twice = () => Promise.all([post(`/api/admin/orders/${orderId}/deliver`, {}, staffCookie), post(`/api/admin/orders/${orderId}/deliver`, {}, staffCookie)]);
    const [a, b] = await inDeliveryWeek(ctx, orderId, twice);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const ok = await (a.status === 200 ? a : b).json();
    expect(ok).toMatchObject({ id: orderId, status: 'delivered', balanceStatus: 'scheduled', cardSaved: true, amountPaid: '547.50', balanceDue: '1277.50' });
    expect(await outboxEvents(ctx, 'order.balance_charge_requested', orderId)).toHaveLength(1);
    expect(await outboxEvents(ctx, 'order.delivered', orderId)).toHaveLength(1);
    const actions = ok.timeline.filter((t: { kind: string }) => t.kind === 'staff_action');
    expect(actions).toEqual([expect.objectContaining({ detail: { action: 'deliver', balanceAttempt: 1 }, by: expect.objectContaining({ name: 'Test staff' }) })]);
    expect(ok.timeline.map((t: { kind: string; detail: { to?: string } }) => `${t.kind}:${t.detail.to ?? ''}`)).toEqual(
      expect.arrayContaining(['created:', 'status:deposit_paid', 'status:delivered', 'balance:scheduled']));
  });

  it('the same tap from a crew phone (its clientId) sent again, even at once, delivers once and answers 200 both times (ADR 146)', async () => {
    const { orderId } = await paidHostedOrder(ctx, stripe);
    const clientId = '6f1c2a9e-3b7d-4c8e-9a0f-1d2e3f4a5b6c';
    const tap = (id: string) => post(`/api/admin/orders/${orderId}/deliver`, { clientId: id }, staffCookie);
    const [a, b] = await inDeliveryWeek(ctx, orderId, () => Promise.all([tap(clientId), tap(clientId)]));
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await inDeliveryWeek(ctx, orderId, () => tap(clientId))).status).toBe(200); // the queue's replay after a reload
    expect(await outboxEvents(ctx, 'order.balance_charge_requested', orderId)).toHaveLength(1);
    expect(await outboxEvents(ctx, 'order.delivered', orderId)).toHaveLength(1);
    const actions = (await detail(orderId)).timeline.filter((t: { kind: string }) => t.kind === 'staff_action');
    expect(actions).toEqual([expect.objectContaining({ detail: { action: 'deliver', balanceAttempt: 1, clientId } })]);
    // A different tap (another phone, another id) is still told it is delivered already.
    expect((await inDeliveryWeek(ctx, orderId, () => tap('0b9e8d7c-6a5f-4e3d-8c2b-1a0f9e8d7c6b'))).status).toBe(409);
    expect((await tap('not-a-uuid')).status).toBe(400);
  });

  it('without a saved card delivers and leaves the balance to the pay link; 409 from any status but deposit_paid', async () => {
    const { orderId } = await paidHostedOrder(ctx, stripe, { consent: false });
    expect((await deliver(orderId)).status).toBe(200);
    expect(await orderRow(ctx, orderId)).toMatchObject({ status: 'delivered', balance_status: 'none' });
    expect(await outboxEvents(ctx, 'order.balance_charge_requested', orderId)).toHaveLength(0);
    expect(await outboxEvents(ctx, 'order.balance_unpaid', orderId)).toHaveLength(1); // the pay link goes out at once
    const again = await deliver(orderId);
    expect(again.status).toBe(409);
    expect((await again.json()).message).toMatch(/delivered/);
    const pending = await readJson(await ctx.post('/api/orders', await orderPayload(ctx)));
    expect((await deliver(pending.orderId)).status).toBe(409);
  });
});

describe('charge-balance', () => {
  it('answers 202 and schedules the next attempt after a failure; 409 while charging, when paid, before delivery or with no card', async () => {
    const { orderId } = await paidHostedOrder(ctx, stripe);
    expect((await post(`/api/admin/orders/${orderId}/charge-balance`, {}, staffCookie)).status).toBe(409); // not delivered
    await deliver(orderId);
    expect((await post(`/api/admin/orders/${orderId}/charge-balance`, {}, staffCookie)).status).toBe(409); // scheduled already
    await ctx.sql`UPDATE orders SET balance_status = 'failed' WHERE id = ${orderId}`;
    const retried = await post(`/api/admin/orders/${orderId}/charge-balance`, {}, staffCookie);
    expect(retried.status).toBe(202);
    expect(await retried.json()).toMatchObject({ balanceStatus: 'scheduled' });
    const events = await outboxEvents(ctx, 'order.balance_charge_requested', orderId);
    expect(events.map((e) => e.payload.attempt).sort()).toEqual([1, 2]);
    // An attempt stuck in 'processing' (its job gave up while Stripe was down) runs again under the same number and key.
    await ctx.sql`UPDATE orders SET balance_status = 'processing', updated_at = now() - interval '11 minutes' WHERE id = ${orderId}`;
    expect((await post(`/api/admin/orders/${orderId}/charge-balance`, {}, staffCookie)).status).toBe(202);
    const replayed = await outboxEvents(ctx, 'order.balance_charge_requested', orderId);
    expect(replayed.map((e) => e.payload.attempt).sort()).toEqual([1, 2, 2]);
    expect((await post(`/api/admin/orders/${orderId}/charge-balance`, {}, staffCookie)).status).toBe(409); // fresh again
    const { orderId: noCard } = await paidHostedOrder(ctx, stripe, { consent: false });
    await deliver(noCard);
    expect((await post(`/api/admin/orders/${noCard}/charge-balance`, {}, staffCookie)).status).toBe(409);
  });
});

describe('refund', () => {
  it('refuses more than collected minus refunded with 409 and changes nothing; two partial refunds add up', async () => {
    const { orderId } = await paidHostedOrder(ctx, stripe);
    const tooMuch = await post(`/api/admin/orders/${orderId}/refund`, { amount: '547.51', reason: 'too much' });
    expect(tooMuch.status).toBe(409);
    expect((await tooMuch.json()).message).toContain('$547.50');
    expect(await orderRow(ctx, orderId)).toMatchObject({ refunded_cents: 0, status: 'deposit_paid' });
    expect(await ctx.sql`SELECT 1 FROM payments WHERE order_id = ${orderId} AND kind = 'refund'`).toHaveLength(0);

    expect((await post(`/api/admin/orders/${orderId}/refund`, { amount: '50.00', reason: 'late' })).status).toBe(200);
    const second = await post(`/api/admin/orders/${orderId}/refund`, { amount: '25.5', reason: 'hay' });
    expect(second.status).toBe(200);
    const view = await second.json();
    expect(view).toMatchObject({ amountRefunded: '75.50', amountPaid: '547.50', status: 'deposit_paid' });
    expect(view.payments.filter((p: { kind: string }) => p.kind === 'refund').map((p: { amount: string }) => p.amount)).toEqual(['50.00', '25.50']);
    await stripe.emulator.idle(); // the charge.refunded webhooks land after our own read: counted once
    expect(await orderRow(ctx, orderId)).toMatchObject({ refunded_cents: 7_550 });
    const [charge] = (await stripe.stripe.charges.list({ payment_intent: (await orderRow(ctx, orderId)).stripe_payment_intent_id })).data;
    expect(charge!.amount_refunded).toBe(7_550);
    expect((await post(`/api/admin/orders/${orderId}/refund`, { amount: '472.01' })).status).toBe(409);
    expect((await post(`/api/admin/orders/${orderId}/refund`, { amount: '472.00' })).status).toBe(200);
    expect(await orderRow(ctx, orderId)).toMatchObject({ refunded_cents: 54_750, status: 'refunded' });
    expect(await outboxEvents(ctx, 'order.refund_issued', orderId)).toHaveLength(3);
  });

  it('refunds across the balance and the deposit charges once both are paid', async () => {
    const { orderId } = await paidHostedOrder(ctx, stripe);
    await deliver(orderId);
    await balancePaidByCard(orderId);
    expect(await orderRow(ctx, orderId)).toMatchObject({ status: 'completed', balance_status: 'paid' });
    const res = await post(`/api/admin/orders/${orderId}/refund`, { amount: '1300.00', reason: 'porch damaged' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ amountPaid: '1825.00', amountRefunded: '1300.00', status: 'completed' });
    await stripe.emulator.idle();
    expect(await orderRow(ctx, orderId)).toMatchObject({ refunded_cents: 130_000 });
  });

  it('is for admins only, and answers malformed ids, amounts and bodies with a 4xx and a message, never a 5xx', async () => {
    const { orderId } = await paidHostedOrder(ctx, stripe);
    expect((await post(`/api/admin/orders/${orderId}/refund`, { amount: '1.00' }, staffCookie)).status).toBe(403);
    for (const amount of ['-5.00', '5.001', '0', '0.00', '99999999999.00', '1e3', ' ', '', 5, null, '５.00', '5.0.0', '1,000.00']) {
      const res = await post(`/api/admin/orders/${orderId}/refund`, { amount });
      expect(res.status, JSON.stringify(amount)).toBe(400);
      expect(typeof (await res.json()).message).toBe('string');
    }
    for (const body of ['x', [], { amount: '1.00', reason: 'x'.repeat(501) }, {}]) expect((await post(`/api/admin/orders/${orderId}/refund`, body)).status).toBe(400);
    expect(await orderRow(ctx, orderId)).toMatchObject({ refunded_cents: 0 });
  });
});

describe('cancel', () => {
  it('cancels before delivery, gives the spot back once, and refunds the deposit when asked', async () => {
    const { orderId } = await paidHostedOrder(ctx, stripe);
    const spots = await booked(orderId);
    const [a, b] = await Promise.all([
      post(`/api/admin/orders/${orderId}/cancel`, { refundDeposit: true }), post(`/api/admin/orders/${orderId}/cancel`, { refundDeposit: true }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await booked(orderId)).toBe(spots - 1);
    expect(await orderRow(ctx, orderId)).toMatchObject({ status: 'cancelled', refunded_cents: 54_750, slot_released: true });
    await stripe.emulator.idle();
    expect(await orderRow(ctx, orderId)).toMatchObject({ status: 'cancelled', refunded_cents: 54_750 });
    expect(await booked(orderId)).toBe(spots - 1);
    expect(await outboxEvents(ctx, 'order.cancelled', orderId)).toHaveLength(1);
    const view = await detail(orderId);
    expect(view.timeline.find((t: { kind: string }) => t.kind === 'staff_action')).toMatchObject({
      detail: { action: 'cancel', refundDeposit: true, spotReleased: true }, by: expect.objectContaining({ name: 'Test admin' }),
    });
  });

  it('keeps the deposit when refundDeposit is false, and refuses delivered orders (409) and bad bodies (400)', async () => {
    const { orderId } = await paidHostedOrder(ctx, stripe);
    expect((await post(`/api/admin/orders/${orderId}/cancel`, { refundDeposit: 'yes' })).status).toBe(400);
    expect((await post(`/api/admin/orders/${orderId}/cancel`, { reason: 5 })).status).toBe(400);
    expect((await post(`/api/admin/orders/${orderId}/cancel`, { refundDeposit: false })).status).toBe(200);
    expect(await orderRow(ctx, orderId)).toMatchObject({ status: 'cancelled', refunded_cents: 0 });
    const { orderId: delivered } = await paidHostedOrder(ctx, stripe);
    await deliver(delivered);
    expect((await post(`/api/admin/orders/${delivered}/cancel`, { refundDeposit: true })).status).toBe(409);
  });
});

describe('every new staff endpoint', () => {
  it('answers malformed and unknown ids with a JSON 404, never a 5xx', async () => {
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000', '%27%20OR%201%3D1', 'x'.repeat(300)]) {
      const answers = [
        await call(ctx, 'GET', `/api/admin/orders/${id}`, { cookie: adminCookie }),
        await post(`/api/admin/orders/${id}/deliver`), await post(`/api/admin/orders/${id}/charge-balance`),
        await post(`/api/admin/orders/${id}/refund`, { amount: '1.00' }), await post(`/api/admin/orders/${id}/cancel`, { refundDeposit: false }),
      ];
      for (const res of answers) {
        expect(res.status, id).toBe(404);
        expect((await res.json()).message).toBe('Order not found');
      }
    }
  });

  it('refuses a write without the same Origin (the session alone is not enough)', async () => {
    const { orderId } = await paidHostedOrder(ctx, stripe);
    const res = await call(ctx, 'POST', `/api/admin/orders/${orderId}/deliver`, { cookie: staffCookie, body: {}, headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
    expect((await orderRow(ctx, orderId)).status).toBe('deposit_paid');
  });
});
