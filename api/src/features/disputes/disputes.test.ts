import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/harness.ts';
import { expectMoneyInvariant, paidHostedOrder } from '../../../test/money-fixtures.ts';
import { DISPUTED_NO_REFUND } from '@sdp/server/orders/issue-refund';
import { call, signedIn } from '../../../test/staff-fixtures.ts';
import { postSignedWebhook, useStripeEmulator } from '../../../test/stripe-emulator.ts';

// Disputes (docs/design.md §27, issue 41 part 1) end to end against the Stripe emulator's disputing test card.
const ctx = useTestContext();
const stripe = useStripeEmulator(ctx);
const staff = { cookie: '' };
const DISPUTING_CARD = '4000 0000 0000 0259';

beforeAll(async () => {
  await ctx.sql`UPDATE delivery_slots SET capacity = 10000`;
  staff.cookie = (await signedIn(ctx, 'staff')).cookie;
});
afterEach(async () => {
  await stripe.emulator.idle();
  await expectMoneyInvariant(ctx);
});

const detail = async (orderId: string) => (await call(ctx, 'GET', `/api/admin/orders/${orderId}`, { cookie: staff.cookie })).json();
const ledger = async (orderId: string) =>
  (await ctx.sql<{ kind: string; amount_cents: number; status: string }[]>`
    SELECT kind, amount_cents, status FROM payments WHERE order_id = ${orderId} AND kind LIKE 'dispute%' ORDER BY kind`).map((r) => `${r.kind} ${r.amount_cents} ${r.status}`);

describe('a disputed deposit', () => {
  it('charge.dispute.created marks the order, writes the amount and the $15 fee to the ledger, and queues the staff e-mail', async () => {
    const { orderId } = await paidHostedOrder(ctx, stripe, { card: DISPUTING_CARD });
    const order = await detail(orderId);
    const [row] = await ctx.sql<{ deposit_cents: number }[]>`SELECT deposit_cents FROM orders WHERE id = ${orderId}`;
    expect(order.dispute).toMatchObject({ amount: (row!.deposit_cents / 100).toFixed(2), reason: 'fraudulent', status: 'needs_response' });
    expect(order.dispute.id).toMatch(/^dp_/);
    expect(Date.parse(order.dispute.evidenceDueBy)).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    expect(order.dispute.submittedAt).toBeUndefined();
    expect(await ledger(orderId)).toEqual([`dispute ${row!.deposit_cents} needs_response`, 'dispute_fee 1500 succeeded']);
    const events = await ctx.sql<{ type: string }[]>`SELECT type FROM outbox_events WHERE payload->>'orderId' = ${orderId} AND type LIKE 'order.dispute%'`;
    expect(events.map((e) => e.type)).toEqual(['order.dispute_opened']);
  });

  it('a redelivered dispute webhook changes nothing: one dispute, one fee, one staff e-mail', async () => {
    const { orderId } = await paidHostedOrder(ctx, stripe, { card: DISPUTING_CARD });
    const created = stripe.emulator.events.find((e) => e.type === 'charge.dispute.created' && (e.data.object as { payment_intent: string }).payment_intent
      && stripe.emulator.state.paymentIntents.get((e.data.object as { payment_intent: string }).payment_intent)?.metadata?.orderId === orderId)!;
    const again = await postSignedWebhook(ctx, created);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { result: string }).result).toBe('duplicate');
    // The same facts under a new event id (Stripe sends .updated with nothing new) change nothing either.
    const res = await postSignedWebhook(ctx, { ...created, id: `${created.id}_copy`, type: 'charge.dispute.updated' });
    expect(((await res.json()) as { result: string }).result).toBe('unchanged');
    expect(await ledger(orderId)).toHaveLength(2);
    const events = await ctx.sql`SELECT 1 FROM outbox_events WHERE payload->>'orderId' = ${orderId} AND type = 'order.dispute_opened'`;
    expect(events).toHaveLength(1);
  });

  it('one tap submits the assembled evidence (disputes.update, submit: true) once; a second tap changes nothing; a lost dispute is counted', async () => {
    const { orderId } = await paidHostedOrder(ctx, stripe, { card: DISPUTING_CARD });
    const evidence = await (await call(ctx, 'GET', `/api/admin/orders/${orderId}/dispute/evidence`, { cookie: staff.cookie })).json();
    const fields = evidence.pieces.map((p: { field: string }) => p.field);
    expect(fields).toEqual(expect.arrayContaining(['product_description', 'customer_name', 'customer_email_address', 'shipping_address', 'access_activity_log', 'refund_policy_disclosure', 'uncategorized_text']));
    expect(evidence.pieces.find((p: { field: string }) => p.field === 'refund_policy_disclosure').text).toMatch(/ticked/);
    const before = stripe.emulator.requests.filter((r) => r.startsWith('POST /v1/disputes/')).length;
    const [a, b] = await Promise.all([0, 1].map(() => call(ctx, 'POST', `/api/admin/orders/${orderId}/dispute/submit`, { cookie: staff.cookie, body: {} })));
    expect([a!.status, b!.status].sort()).toEqual([200, 200]);
    const third = await call(ctx, 'POST', `/api/admin/orders/${orderId}/dispute/submit`, { cookie: staff.cookie, body: {} });
    expect(third.status).toBe(200);
    await stripe.emulator.idle();
    const order = await detail(orderId);
    expect(order.dispute.status).toBe('under_review');
    expect(order.dispute.submittedAt).toEqual(expect.any(String));
    const dispute = stripe.emulator.state.disputes.get(order.dispute.id)!;
    expect(dispute.evidence_details.submission_count).toBe(1);
    expect(dispute.evidence.customer_name).toBeTruthy();
    expect(dispute.evidence.uncategorized_text).toMatch(/ordered the/);
    console.info(`dispute submit: ${stripe.emulator.requests.filter((r) => r.startsWith('POST /v1/disputes/')).length - before} Stripe calls for 3 taps`);
    await stripe.emulator.closeDispute(dispute.id, 'lost');
    await stripe.emulator.idle();
    expect(await ledger(orderId)).toEqual([`dispute ${dispute.amount} lost`, 'dispute_fee 1500 succeeded', `dispute_outcome ${dispute.amount} lost`]);
    const stats = await (await call(ctx, 'GET', '/api/admin/stats', { cookie: (await signedIn(ctx, 'admin')).cookie })).json();
    expect(Number(stats.orders.disputesLost)).toBeGreaterThanOrEqual(dispute.amount / 100);
  });
});

describe('races', () => {
  it('a refund asked for while the charge is disputed is refused with a clear 409, and nothing moves', async () => {
    const { orderId } = await paidHostedOrder(ctx, stripe, { card: DISPUTING_CARD });
    const admin = (await signedIn(ctx, 'admin')).cookie;
    const res = await call(ctx, 'POST', `/api/admin/orders/${orderId}/refund`, { cookie: admin, body: { amount: '10.00', reason: 'goodwill' } });
    expect(res.status).toBe(409);
    expect((await res.json()).message).toMatch(/charged back/);
    const [order] = await ctx.sql<{ refunded_cents: number }[]>`SELECT refunded_cents FROM orders WHERE id = ${orderId}`;
    expect(order!.refunded_cents).toBe(0);
  });

  it('a refund while the dispute is open is refused by us, before Stripe is asked; the order page offers none (ADR 317)', async () => {
    const { orderId } = await paidHostedOrder(ctx, stripe, { card: DISPUTING_CARD });
    const admin = (await signedIn(ctx, 'admin')).cookie;
    const [pi] = await ctx.sql<{ stripe_payment_intent_id: string }[]>`SELECT stripe_payment_intent_id FROM orders WHERE id = ${orderId}`;
    for (const body of [{ amount: '10.00', reason: 'goodwill' }, { amount: '1.00', reason: 'tip back', of: 'tip' }]) {
      const res = await call(ctx, 'POST', `/api/admin/orders/${orderId}/refund`, { cookie: admin, body });
      expect(res.status).toBe(409);
      expect((await res.json()).message).toBe(DISPUTED_NO_REFUND);
    }
    expect((await stripe.stripe.refunds.list({ payment_intent: pi!.stripe_payment_intent_id })).data).toEqual([]);
    expect((await detail(orderId)).dispute.status).toBe('needs_response');
  });

  it('a dispute on a charge refunded in part is for the rest; lost, refunded + lost still <= collected', async () => {
    const { orderId } = await paidHostedOrder(ctx, stripe);
    const admin = (await signedIn(ctx, 'admin')).cookie;
    const refund = await call(ctx, 'POST', `/api/admin/orders/${orderId}/refund`, { cookie: admin, body: { amount: '20.00', reason: 'bruised pumpkin' } });
    expect(refund.status).toBe(200);
    const [row] = await ctx.sql<{ stripe_payment_intent_id: string; deposit_cents: number }[]>`SELECT stripe_payment_intent_id, deposit_cents FROM orders WHERE id = ${orderId}`;
    const charge = stripe.emulator.state.paymentIntents.get(row!.stripe_payment_intent_id)!.latest_charge!;
    const disputeId = await stripe.emulator.openDispute(charge, { reason: 'product_not_received' });
    await stripe.emulator.idle();
    expect((await detail(orderId)).dispute).toMatchObject({ id: disputeId, amount: ((row!.deposit_cents - 2000) / 100).toFixed(2) });
    await stripe.emulator.closeDispute(disputeId, 'lost');
    await stripe.emulator.idle();
    const money = await ctx.sql<{ refunded_cents: number; dispute_lost_cents: number; deposit_cents: number }[]>`SELECT refunded_cents, dispute_lost_cents, deposit_cents FROM order_ledger WHERE order_id = ${orderId}`;
    console.info(`dispute on a refunded charge: collected ${money[0]!.deposit_cents}, refunded ${money[0]!.refunded_cents}, lost ${money[0]!.dispute_lost_cents}`);
    expect(Number(money[0]!.refunded_cents) + Number(money[0]!.dispute_lost_cents)).toBe(Number(money[0]!.deposit_cents));
  });
});
