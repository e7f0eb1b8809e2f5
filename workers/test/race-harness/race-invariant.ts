import { expect } from 'vitest';
import { expectMoneyInvariant } from '../../../api/test/money-fixtures.ts';
import type { TestContext } from '../../../api/test/harness.ts';
import type { StripeTestHandle } from '../../../api/test/stripe-emulator.ts';
import type { PaymentIntent } from '@sdp/dev/stripe-emulator/store';
import { settle } from '../stand-ins.ts';

// The invariant of docs/design.md §22, checked after each race scenario against the database AND the Stripe emulator's own state.

/** PaymentIntent states that may still take money. */
const OPEN = ['requires_payment_method', 'requires_confirmation', 'requires_action', 'processing'];


/** What is wrong with the money of the orders `orderIds`, as the emulator and the database tell it; empty when all holds. */
async function breaches(ctx: TestContext, stripe: StripeTestHandle, orderIds: readonly string[]): Promise<string[]> {
  const { state } = stripe.emulator;
  const orders = await ctx.sql<{ id: string; status: string; paid_at: Date | null; stripe_payment_intent_id: string | null; renewal_offer_id: string | null }[]>`
    SELECT id, status, paid_at, stripe_payment_intent_id, renewal_offer_id FROM orders WHERE id = ANY(${[...orderIds]})`;
  const ledger = new Set((await ctx.sql<{ provider_ref: string }[]>`
    SELECT provider_ref FROM payments WHERE order_id = ANY(${[...orderIds]}) AND kind IN ('payment_intent', 'balance', 'tip') AND status IN ('succeeded', 'refunded')`)
    .map((r) => r.provider_ref));
  const refundedAll = (pi: PaymentIntent) => {
    const charge = pi.latest_charge ? state.charges.get(pi.latest_charge) : undefined;
    return charge !== undefined && charge.amount_refunded >= charge.amount;
  };
  const found: string[] = [];
  for (const order of orders) {
    const intents = [...state.paymentIntents.values()].filter((pi) => pi.metadata?.orderId === order.id);
    const deposits = intents.filter((pi) => pi.metadata?.purpose !== 'balance' && pi.metadata?.purpose !== 'tip');
    const balances = intents.filter((pi) => pi.metadata?.purpose === 'balance');
    // NOTE: a tip goes with the balance or on its own (docs/design.md §27): never two kept tips for one order.
    const tips = intents.filter((pi) => pi.metadata?.purpose === 'tip' || Number(pi.metadata?.tipCents ?? 0) > 0);
    const live = (list: PaymentIntent[]) => list.filter((pi) => OPEN.includes(pi.status) || (pi.status === 'succeeded' && !refundedAll(pi)));
    const openSessions = [...state.sessions.values()].filter((s) => s.session.metadata?.orderId === order.id && s.session.status === 'open');
    if (live(deposits).length + openSessions.length > 1) found.push(`order ${order.id}: ${live(deposits).length} live deposit intents and ${openSessions.length} open sessions`);
    if (live(balances).length > 1) found.push(`order ${order.id}: ${live(balances).length} live balance intents`);
    if (live(tips).length > 1) found.push(`order ${order.id}: ${live(tips).length} live intents carrying a tip`);
    for (const pi of intents.filter((i) => i.status === 'succeeded')) {
      if (!ledger.has(pi.id)) found.push(`order ${order.id}: charge ${pi.id} succeeded at Stripe but is not in the ledger`);
      // NOTE: a cancelled order keeps at most the deposit it was paid with (the cancellation policy's share); nothing else.
      const kept = order.paid_at !== null && pi.id === order.stripe_payment_intent_id;
      if (order.status === 'cancelled' && !kept && !refundedAll(pi)) found.push(`order ${order.id}: charge ${pi.id} kept on a cancelled order`);
    }
  }
  return found;
}

/**
 * After a race scenario: once Stripe's webhooks and the workers' jobs have settled, refunded <= collected <= total per order (the
 * money invariant of every money test), at most one live deposit and one live balance per order, every succeeded charge at the
 * emulator in the ledger, and no charge kept on a cancelled order.
 */
export async function expectRaceInvariant(ctx: TestContext, stripe: StripeTestHandle, orderIds: readonly string[], timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let found: string[];
  for (;;) {
    await stripe.emulator.idle();
    found = await breaches(ctx, stripe, orderIds);
    if (found.length === 0 || Date.now() > deadline) break;
    await settle(100);
  }
  expect(found).toEqual([]);
  await expectMoneyInvariant(ctx);
}
