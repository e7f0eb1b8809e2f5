import { expect } from 'vitest';
import { sanDiegoMidnight } from '@sdp/shared/pacific-time';
import type { TestContext } from './harness.ts';
import type { StripeTestHandle } from './stripe-emulator.ts';
import { orderPayload, readJson } from './stripe-order-fixtures.ts';

/** The docs/design.md §11 test cards, as typed on the emulator's hosted page. */
export const CARD = {
  succeeds: '4242 4242 4242 4242',
  authenticationRequired: '4000 0027 6000 3184',
  laterChargesDeclined: '4000 0000 0000 0341',
} as const;

/** Order with the hosted flow and pay the deposit on the emulator's page; the signed webhooks have landed when it returns. */
export async function paidHostedOrder(
  ctx: TestContext, stripe: StripeTestHandle, options: { consent?: boolean; card?: string; email?: string; payload?: Record<string, unknown> } = {},
) {
  const payload = await orderPayload(ctx, { balanceConsent: options.consent ?? true, ...(options.email ? { customerEmail: options.email } : {}), ...options.payload });
  const res = await ctx.post('/api/create-stripe-checkout', payload);
  expect(res.status).toBe(200);
  const { url } = await readJson(res);
  const sessionId = new URL(url).pathname.split('/').pop()!;
  const form = new URLSearchParams({ action: 'pay', cardNumber: options.card ?? CARD.succeeds, expiry: '12 / 34', cvc: '123' });
  const paid = await fetch(url, { method: 'POST', redirect: 'manual', body: form });
  expect(paid.status).toBe(303);
  const challenge = paid.headers.get('location')!;
  if (/\/3ds\//.test(challenge)) {
    // 4000 0027 6000 3184 asks for 3-D Secure on the deposit too: the customer completes it on the bank's page (ADR 025).
    const headers = { 'content-type': 'application/x-www-form-urlencoded' };
    const back = await fetch(challenge, { method: 'POST', redirect: 'manual', headers, body: 'action=complete' });
    await fetch(back.headers.get('location')!, { redirect: 'manual' });
  }
  await stripe.emulator.idle();
  const [order] = await ctx.sql<{ id: string; status: string }[]>`SELECT id, status FROM orders WHERE stripe_checkout_session_id = ${sessionId}`;
  expect(order!.status).toBe('deposit_paid');
  return { orderId: order!.id, sessionId };
}

/**
 * The money invariant of docs/design.md §11, for every order in the database: refunded <= collected <= total, the refund ledger never
 * above what was collected, and each order's refunded total equal to what Stripe reported per charge; tips in their own column, their
 * refunds never above them. Call it after every test.
 */
export async function expectMoneyInvariant(ctx: TestContext): Promise<void> {
  const broken = await ctx.sql`
    SELECT o.id, o.status, o.total_cents, o.refunded_cents,
      (CASE WHEN o.paid_at IS NOT NULL THEN o.deposit_cents ELSE 0 END + CASE WHEN o.balance_status = 'paid' THEN o.balance_cents ELSE 0 END) AS collected,
      -- Tips are the crew's, in their own column (docs/design.md §27, migration 860): a tip refund is not the order's.
      (SELECT coalesce(sum(amount_cents - tip_cents), 0) FROM payments p WHERE p.order_id = o.id AND p.kind = 'refund' AND p.status <> 'failed' AND NOT p.duplicate)::int AS ledger_refunds,
      (SELECT tips_cents FROM order_ledger l WHERE l.order_id = o.id)::int AS tips,
      (SELECT tips_refunded_cents FROM order_ledger l WHERE l.order_id = o.id)::int AS tips_refunded,
      -- A stray payment and its automatic refund are outside the order's figures (ADR 067, ADR 154): never refund more than it brought.
      (SELECT coalesce(sum(amount_cents), 0) FROM payments p WHERE p.order_id = o.id AND p.kind = 'refund' AND p.status <> 'failed' AND p.duplicate)::int AS duplicate_refunds,
      (SELECT coalesce(sum(amount_cents), 0) FROM payments p WHERE p.order_id = o.id AND p.kind IN ('balance', 'payment_intent') AND p.duplicate)::int AS duplicate_collected,
      (SELECT coalesce(sum(refunded_cents), 0) FROM charge_refunds r WHERE r.order_id = o.id)::int AS charge_refunds,
      -- A lost dispute is money the bank took back (docs/design.md §27): counted beside the refunds, never more than was collected.
      (SELECT coalesce(sum(amount_cents), 0) FROM payments p WHERE p.order_id = o.id AND p.kind = 'dispute_outcome' AND p.status = 'lost')::int AS dispute_lost
    FROM orders o`;
  for (const o of broken) {
    const label = `order ${o.id} (${o.status})`;
    expect(o.refunded_cents, label).toBeGreaterThanOrEqual(0);
    expect(o.refunded_cents, label).toBeLessThanOrEqual(o.collected);
    expect(o.refunded_cents + o.dispute_lost, label).toBeLessThanOrEqual(o.collected);
    expect(o.collected, label).toBeLessThanOrEqual(o.total_cents);
    expect(o.ledger_refunds, label).toBeLessThanOrEqual(o.collected);
    expect(o.duplicate_refunds, label).toBeLessThanOrEqual(o.duplicate_collected);
    expect(o.refunded_cents, label).toBe(o.charge_refunds);
    expect(o.tips_refunded, label).toBeGreaterThanOrEqual(0);
    expect(o.tips_refunded, label).toBeLessThanOrEqual(o.tips);
  }
}

/**
 * Run `act` with the API's clock at 09:00 San Diego time on the first day of the order's delivery week: staff mark a porch delivered
 * only from two days before its week (docs/design.md §16), and the test template's season is next October.
 */
export async function inDeliveryWeek<T>(ctx: TestContext, orderId: string, act: () => Promise<T>): Promise<T> {
  const [order] = await ctx.sql<{ delivery_date: string }[]>`SELECT delivery_date FROM orders WHERE id = ${orderId}`;
  const before = ctx.deps.now;
  const at = new Date(sanDiegoMidnight(order!.delivery_date).getTime() + 9 * 3_600_000);
  ctx.deps.now = () => at;
  try {
    return await act();
  } finally {
    ctx.deps.now = before;
  }
}
