import { afterEach, describe, expect, it } from 'vitest';
import { call } from '../../api/test/staff-fixtures.ts';
import { expectMoneyInvariant, inDeliveryWeek, paidHostedOrder } from '../../api/test/money-fixtures.ts';
import { tokenOf } from '../../api/test/my-order-fixtures.ts';
import { orderRow, readJson } from '../../api/test/stripe-order-fixtures.ts';
import { expectRaceInvariant } from './race-harness/race-invariant.ts';
import { waitUntil } from './stand-ins.ts';
import { useMoneyWorld } from './money-world.ts';

// Tips for the crew (docs/design.md §27) with the real workers: the saved card's balance charged off-session after delivery, a tip on
// its own beside it, the receipt e-mail, and the race invariant against the Stripe emulator (one live tip, every charge in the ledger).
const { ctx, stand, stripe, staff } = useMoneyWorld();
afterEach(() => expectMoneyInvariant(ctx));

const mailsTo = (address: string) => stand.smtp.messages().filter((m) => m.to.includes(address));

describe('tips with the workers running', () => {
  it('a tip while the workers charge the saved card: the balance once, the tip once, the receipt, and the invariant', async () => {
    const customer = `tips.${Date.now().toString(36)}@example.com`;
    const { orderId } = await paidHostedOrder(ctx, stripe, { consent: true, email: customer });
    const token = tokenOf(ctx, orderId);
    expect((await inDeliveryWeek(ctx, orderId, () => call(ctx, 'POST', `/api/admin/orders/${orderId}/deliver`, { cookie: staff.cookie, body: {} }))).status).toBe(200);
    // At once, as the workers start charging: a double tap on the saved card's tip.
    const answers = await Promise.all([1, 2].map(() => ctx.post(`/api/my-order/${token}/tip`, { percent: 10, card: 'saved' })));
    const bodies = await Promise.all(answers.map(readJson));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(bodies[0].clientSecret).toBe(bodies[1].clientSecret);
    const id = bodies[0].clientSecret.split('_secret_')[0];
    expect((await stripe.stripe.paymentIntents.confirm(id, { payment_method: bodies[0].savedCard.paymentMethod })).status).toBe('succeeded');
    await waitUntil(async () => (await orderRow(ctx, orderId)).status === 'completed', 20_000, 'the balance to be charged');
    await expectRaceInvariant(ctx, stripe, [orderId]);
    const [ledger] = await ctx.sql<{ balance: number; tips: number; refunded: number }[]>`
      SELECT balance_cents::int AS balance, tips_cents::int AS tips, refunded_cents::int AS refunded FROM order_ledger WHERE order_id = ${orderId}`;
    console.info(`tip beside the workers' balance charge: ${JSON.stringify(ledger)}`);
    expect(ledger).toEqual({ balance: 127_750, tips: 18_250, refunded: 0 });
    await stand.smtp.waitFor(() => mailsTo(customer).some((m) => m.subject.startsWith('Receipt')));
    const receipt = mailsTo(customer).find((m) => m.subject.startsWith('Receipt'))!;
    expect(receipt.text).toContain('Total paid: $1,825.00');
  });
});
