import { afterEach, describe, expect, it } from 'vitest';
import { CARD, expectMoneyInvariant, paidHostedOrder } from '../../../test/money-fixtures.ts';
import { orderRow, readJson } from '../../../test/stripe-order-fixtures.ts';
import { myOrder, tokenOf, useMyOrderWorld } from '../../../test/my-order-fixtures.ts';

// The saved card confirmed in words on the customer's pages (docs/design.md §16, ADR 068): brand and last four from the Stripe
// emulator's PaymentMethod, the amount, the day in words (Pacific), how to change it.
const { ctx, stripe } = useMyOrderWorld();
afterEach(() => expectMoneyInvariant(ctx));

const CHARGE = /^We will charge the balance of \$1,277\.50 to your Visa ending in 4242 on the day we decorate your porch, in the week of \w+day, \w+ \d{1,2}, \d{4} \(Pacific time\)\.$/;

describe('the saved card in words', () => {
  it('the confirmation page and /my-order say which card, how much, when and how to change it; without consent they say nothing', async () => {
    const { orderId, sessionId } = await paidHostedOrder(ctx, stripe, { consent: true, card: CARD.succeeds });
    const confirmed = await readJson(await ctx.post('/api/orders/verify-checkout-session', { sessionId }));
    expect(confirmed.savedCard).toEqual({ card: 'Visa ending in 4242', charge: expect.stringMatching(CHARGE), change: expect.stringContaining('"Replace card"') });
    expect(await orderRow(ctx, orderId)).toMatchObject({ card_brand: 'visa', card_last4: '4242' });
    const view = await (await myOrder(ctx, 'GET', tokenOf(ctx, orderId))).json();
    expect(view.savedCard).toMatchObject({ card: 'Visa ending in 4242', charge: expect.stringMatching(CHARGE) });

    const plain = await paidHostedOrder(ctx, stripe, { consent: false });
    expect((await readJson(await ctx.post('/api/orders/verify-checkout-session', { sessionId: plain.sessionId }))).savedCard).toBeNull();
    expect((await (await myOrder(ctx, 'GET', tokenOf(ctx, plain.orderId))).json()).savedCard).toBeNull();
  });
});
