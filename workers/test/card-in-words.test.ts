import { afterEach, describe, expect, it } from 'vitest';
import { call } from '../../api/test/staff-fixtures.ts';
import { CARD, expectMoneyInvariant, inDeliveryWeek, paidHostedOrder } from '../../api/test/money-fixtures.ts';
import { orderRow } from '../../api/test/stripe-order-fixtures.ts';
import { waitUntil } from './stand-ins.ts';
import { useMoneyWorld } from './money-world.ts';

// The saved card confirmed in words (docs/design.md §16, ADR 068) and the receipt's date, card and lines (issue 25, item 14), with the
// card's brand and last four read from the Stripe emulator by the real workers and kept on the order.
const { ctx, stand, stripe, staff } = useMoneyWorld();
afterEach(() => expectMoneyInvariant(ctx));

const mailsTo = (address: string) => stand.smtp.messages().filter((m) => m.to.includes(address));

describe('the saved card in words', () => {
  it('the recap names the saved card, amount, day and how to change it; the receipt the day paid, the card and the lines', async () => {
    const customer = `card-words.${Date.now().toString(36)}@example.com`;
    const { orderId } = await paidHostedOrder(ctx, stripe, { consent: true, card: CARD.succeeds, email: customer });
    await stand.smtp.waitFor(() => mailsTo(customer).some((m) => m.subject.startsWith('Your SD Pumpkin order is confirmed')));
    const recap = mailsTo(customer).find((m) => m.subject.startsWith('Your SD Pumpkin order is confirmed'))!;
    expect(recap.text).toMatch(/We will charge the balance of \$1,277\.50 to your Visa ending in 4242 on the day we decorate your porch, in the week of \w+day, \w+ \d{1,2}, \d{4} \(Pacific time\)\./);
    expect(recap.text).toContain('"Replace card" on your order page');
    expect(await orderRow(ctx, orderId)).toMatchObject({ card_brand: 'visa', card_last4: '4242' });

    expect((await inDeliveryWeek(ctx, orderId, () => call(ctx, 'POST', `/api/admin/orders/${orderId}/deliver`, { cookie: staff.cookie, body: {} }))).status).toBe(200);
    await waitUntil(async () => (await orderRow(ctx, orderId)).status === 'completed', 15_000, 'the order to complete');
    await stand.smtp.waitFor(() => mailsTo(customer).some((m) => m.subject.startsWith('Receipt')));
    const receipt = mailsTo(customer).find((m) => m.subject.startsWith('Receipt'))!;
    expect(receipt.text).toMatch(/Date paid: \w+day, \w+ \d{1,2}, \d{4}/);
    expect(receipt.text).toContain('Card: Visa ending in 4242');
    expect(receipt.text).toMatch(/Total: \$1,825\.00/);
    expect(receipt.text).toContain('Deposit paid: $547.50\nBalance paid: $1,277.50\nTotal paid: $1,825.00\nBalance remaining: $0.00');
  });
});
