import { describe, expect, it } from 'vitest';
import { calendarDayInWords } from '@sdp/shared';
import { WEEK_FILLED_REASON } from '@sdp/server/orders/spot-on-payment';
import { useTestContext } from '../../api/test/harness.ts';
import { CARD, paidHostedOrder } from '../../api/test/money-fixtures.ts';
import { useStripeEmulator } from '../../api/test/stripe-emulator.ts';
import { orderPayload, orderRow, readJson } from '../../api/test/stripe-order-fixtures.ts';
import { monthBeforeSeason } from './money-world.ts';
import { useStandIns, useWorkers, waitUntil } from './stand-ins.ts';

// Issue 35 item 6 (docs/design.md §22, ADR 159): capacity 5, 3 paid, two unpaid checkouts from two addresses used to leave 0 and the
// next paying customer got 409, renewable every 30 minutes. Unpaid checkouts hold at most half of the open spots, never the last;
// a deposit for a week that filled meanwhile is refunded at once and the customer is offered the open weeks. The API over HTTP, the
// Stripe emulator's hosted page and webhooks, the real workers and the SMTP catcher; the hold caps on, as in production.
const ctx = useTestContext({ UNPAID_HOLDS_PER_CLIENT: '3', TRUST_PROXY: '1' });
const stand = useStandIns();
const stripe = useStripeEmulator(ctx);
useWorkers(ctx, stand);
const season = monthBeforeSeason({ ctx, stripe });

const slot = async (date: string) =>
  (await ctx.sql<{ booked: number }[]>`SELECT booked FROM delivery_slots WHERE delivery_date = ${date} AND service_level = 'white-glove'`)[0]!.booked;
const checkout = async (email: string, date: string, address: string) => {
  const res = await ctx.post('/api/create-stripe-checkout', await orderPayload(ctx, { customerEmail: email, deliveryDate: date, serviceType: 'white-glove' }), { 'x-forwarded-for': address });
  return { status: res.status, body: await readJson(res) };
};
/** The customer pays on the emulator's hosted page; its signed webhook reaches the API. */
async function payOnHostedPage(url: string) {
  const form = new URLSearchParams({ action: 'pay', cardNumber: CARD.succeeds, expiry: '12 / 34', cvc: '123' });
  expect((await fetch(url, { method: 'POST', redirect: 'manual', body: form })).status).toBe(303);
  await stripe.emulator.idle();
}

describe('the last spots of a week (ADR 159)', () => {
  const late = { orderId: '', url: '' };

  it('capacity 5, 3 paid, two unpaid checkouts from two addresses: the next paying customer still books the last spot', { timeout: 60_000 }, async () => {
    const week = season.dates[1]!;
    await ctx.sql`UPDATE delivery_slots SET capacity = 5, booked = 0 WHERE delivery_date = ${week} AND service_level = 'white-glove'`;
    for (const i of [1, 2, 3]) await paidHostedOrder(ctx, stripe, { payload: { customerEmail: `paid${i}@example.com`, deliveryDate: week, serviceType: 'white-glove' } });
    expect(await slot(week)).toBe(3);

    const first = await checkout('unpaid1@example.com', week, '198.51.100.1');
    const second = await checkout('unpaid2@example.com', week, '198.51.100.2');
    expect([first.status, second.status]).toEqual([200, 200]);
    // Half of the two open spots is held; the last is not, so a paying customer can still reach it.
    expect(await slot(week)).toBe(4);
    expect((await orderRow(ctx, second.body.orderId)).slot_released).toBe(true);

    const { orderId } = await paidHostedOrder(ctx, stripe, { payload: { customerEmail: 'payer@example.com', deliveryDate: week, serviceType: 'white-glove' } });
    expect((await orderRow(ctx, orderId)).status).toBe('deposit_paid');
    expect(await slot(week)).toBe(5);
    Object.assign(late, { orderId: second.body.orderId, url: second.body.url });
  });

  it('a deposit for the week that filled meanwhile is refunded at once, and the e-mail offers the weeks still open', { timeout: 60_000 }, async () => {
    const week = season.dates[1]!;
    await payOnHostedPage(late.url);
    const order = await orderRow(ctx, late.orderId);
    expect(order.status).toBe('cancelled');
    expect(await slot(week)).toBe(5);
    const refund = await waitUntil(async () => (await ctx.sql`SELECT amount_cents, reason FROM payments WHERE order_id = ${late.orderId} AND kind = 'refund'`)[0], 15_000, 'the deposit to be refunded');
    expect(refund).toMatchObject({ amount_cents: order.deposit_cents, reason: WEEK_FILLED_REASON });
    await waitUntil(async () => (await orderRow(ctx, late.orderId)).refunded_cents === order.deposit_cents, 15_000, 'the refund in the order');
    const refundMail = (m: { to: string[]; subject: string }) => m.to.includes('unpaid2@example.com') && m.subject.startsWith('Refund of');
    await stand.smtp.waitFor((messages) => messages.some(refundMail));
    const mail = stand.smtp.messages().find(refundMail)!;
    expect(mail.text).toMatch(/filled up while your payment went through/);
    // The season's other weeks with room for white-glove, the filled one not among them.
    expect(mail.text).toMatch(/These weeks still have room/);
    for (const other of season.dates.filter((d) => d !== week)) expect(mail.text).toContain(`the week of ${calendarDayInWords(other)}`);
    expect(mail.text).not.toContain(`the week of ${calendarDayInWords(week)} (`);
    expect(mail.text).toContain('/reserve');
  });

  it('the only spot of a week is never held by an unpaid checkout', async () => {
    const week = season.dates[2]!;
    await ctx.sql`UPDATE delivery_slots SET capacity = 1, booked = 0 WHERE delivery_date = ${week} AND service_level = 'white-glove'`;
    const { status, body } = await checkout('lone@example.com', week, '198.51.100.9');
    expect(status).toBe(200);
    expect(await slot(week)).toBe(0);
    expect((await orderRow(ctx, body.orderId)).slot_released).toBe(true);
    await payOnHostedPage(body.url);
    expect((await orderRow(ctx, body.orderId)).status).toBe('deposit_paid');
    expect(await slot(week)).toBe(1);
  });
});
