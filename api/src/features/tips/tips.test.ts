import { describe, expect, it } from 'vitest';
import { inDeliveryWeek, paidHostedOrder } from '../../../test/money-fixtures.ts';
import { orderRow, outboxEvents, readJson } from '../../../test/stripe-order-fixtures.ts';
import { call, signedIn } from '../../../test/staff-fixtures.ts';
import { myOrder, tokenOf, useMyOrderWorldAs } from '../../../test/my-order-fixtures.ts';

// Tips for the crew (docs/design.md §27, ADR 300-302): after delivery, with the balance in one PaymentIntent or on their own; their
// own ledger kind and column, never the order's money; refunded through the one refund path; per crew and day for payroll.
const { ctx, stripe, session } = useMyOrderWorldAs('staff');

const idOf = (clientSecret: string) => clientSecret.split('_secret_')[0]!;
const tip = (token: string, body: unknown) => myOrder(ctx, 'POST', `${token}/tip`, body);
/** What Stripe.js does when the customer presses Pay: confirm the intent with a card (the emulator then sends its webhooks). */
async function pay(clientSecret: string, paymentMethod = 'pm_card_visa') {
  try {
    return (await stripe.stripe.paymentIntents.confirm(idOf(clientSecret), { payment_method: paymentMethod })).status;
  } catch (err) {
    return `refused: ${(err as Error).message}`;
  } finally {
    await stripe.emulator.idle();
  }
}
const adminCookie = async () => (await signedIn(ctx, 'admin')).cookie;
const staffView = async (orderId: string) => readJson(await call(ctx, 'GET', `/api/admin/orders/${orderId}`, { cookie: session.cookie }));
const customerView = async (orderId: string) => readJson(await myOrder(ctx, 'GET', tokenOf(ctx, orderId)));
async function delivered(consent: boolean) {
  const { orderId } = await paidHostedOrder(ctx, stripe, { consent });
  await inDeliveryWeek(ctx, orderId, () => call(ctx, 'POST', `/api/admin/orders/${orderId}/deliver`, { cookie: session.cookie, body: {} }));
  return { orderId, token: tokenOf(ctx, orderId) };
}
/** The invariant of every money test, as the note reports it: refunded <= collected <= total, tips apart. */
async function money(orderId: string) {
  const [row] = await ctx.sql<{ total: number; collected: number; refunded: number; tips: number; tips_refunded: number }[]>`
    SELECT o.total_cents AS total, (l.deposit_cents + l.balance_cents)::int AS collected, l.refunded_cents::int AS refunded,
      l.tips_cents::int AS tips, l.tips_refunded_cents::int AS tips_refunded
    FROM orders o JOIN order_ledger l ON l.order_id = o.id WHERE o.id = ${orderId}`;
  expect(row!.refunded).toBeLessThanOrEqual(row!.collected);
  expect(row!.collected).toBeLessThanOrEqual(row!.total);
  expect(row!.tips_refunded).toBeLessThanOrEqual(row!.tips);
  console.info(`money of ${orderId.slice(-8)}: ${JSON.stringify(row)}`);
  return row!;
}

describe('asking for a tip', () => {
  it('is refused before delivery (409) and for bad input with a clear 400, never a 500', async () => {
    const { orderId } = await paidHostedOrder(ctx, stripe, { consent: false });
    const token = tokenOf(ctx, orderId);
    const early = await tip(token, { percent: 15 });
    expect(early.status).toBe(409);
    expect((await readJson(early)).message).toMatch(/once your porch is decorated/);
    expect((await customerView(orderId)).tips).toMatchObject({ offered: false, paid: '0.00', max: '912.50' });
    await inDeliveryWeek(ctx, orderId, () => call(ctx, 'POST', `/api/admin/orders/${orderId}/deliver`, { cookie: session.cookie, body: {} }));
    const bad: [unknown, RegExp][] = [
      [{}, /an amount or a percent/], [{ amount: '10.00', percent: 10 }, /not both/], [{ percent: 12 }, /10, 15, 20/],
      [{ amount: '-5' }, /dollars/], [{ amount: '1.234' }, /dollars/], [{ amount: 12 }, /dollars/], [{ amount: '0.50' }, /at least \$1\.00/],
      [{ amount: '5000' }, /at most \$912\.50/], [{ amount: '10', card: 'cash' }, /card must be/],
    ];
    for (const [body, message] of bad) {
      const res = await tip(token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await readJson(res)).message, JSON.stringify(body)).toMatch(message);
    }
    expect(await ctx.sql`SELECT 1 FROM payments WHERE order_id = ${orderId} AND tip_cents > 0`).toHaveLength(0);
  });
});

describe('a tip with the balance', () => {
  it('is one PaymentIntent for both, the split recorded; a double tap answers the same intent; the tip is never revenue', async () => {
    const { orderId, token } = await delivered(false);
    expect((await customerView(orderId)).tips).toEqual({
      offered: true, reason: null, paid: '0.00', refunded: '0.00', max: '912.50', withBalance: true, savedCard: null,
      choices: [{ percent: 10, amount: '182.50' }, { percent: 15, amount: '273.75' }, { percent: 20, amount: '365.00' }],
    });
    // A double tap: two requests at once take turns under the order's lock; the second gets the first's intent.
    const [first, second] = await Promise.all([tip(token, { percent: 15 }), tip(token, { percent: 15 })]);
    const a = await readJson(first);
    expect(a).toEqual({ clientSecret: expect.stringMatching(/^pi_/), savedCard: null, amount: '1551.25', tip: '273.75', withBalance: true });
    expect((await readJson(second)).clientSecret).toBe(a.clientSecret);
    const intent = stripe.emulator.state.paymentIntents.get(idOf(a.clientSecret))!;
    expect(intent.metadata).toMatchObject({ purpose: 'balance', tipCents: '27375' });
    expect(await pay(a.clientSecret)).toBe('succeeded');
    expect(await orderRow(ctx, orderId)).toMatchObject({ status: 'completed', balance_status: 'paid', refunded_cents: 0 });
    const view = await customerView(orderId);
    expect(view).toMatchObject({ amountPaid: '1825.00', balanceDue: '0.00' });
    expect(view.tips).toMatchObject({ offered: false, paid: '273.75', reason: expect.stringMatching(/Thank you/) });
    const staff = await staffView(orderId);
    expect(staff.payments.filter((p: { kind: string }) => p.kind === 'balance')).toEqual([expect.objectContaining({ amount: '1277.50', tip: '273.75', status: 'succeeded' })]);
    expect(staff).toMatchObject({ amountPaid: '1825.00', tips: { paid: '273.75', refunded: '0.00' } });
    // Tapping the same tip again after it was paid charges nothing; another amount is refused.
    expect(await readJson(await tip(token, { percent: 15 }))).toEqual({ amount: '273.75', tip: '273.75', withBalance: false });
    const other = await tip(token, { amount: '20' });
    expect(other.status).toBe(409);
    expect((await readJson(other)).message).toMatch(/already tipped the crew \$273\.75/);
    expect([...stripe.emulator.state.paymentIntents.values()].filter((pi) => pi.metadata.orderId === orderId && pi.status === 'succeeded')).toHaveLength(2);
    // The money cards and the bookkeeping CSV keep revenue apart: collected is the order's 1825.00; the tip its own line.
    const admin = await adminCookie();
    const stats = await readJson(await call(ctx, 'GET', '/api/admin/stats', { cookie: admin }));
    const collectedWithoutTips = await ctx.sql<{ c: number }[]>`SELECT sum(deposit_cents + balance_cents - refunded_cents)::int AS c FROM order_ledger`;
    expect(Number(stats.collectedRevenue) * 100).toBe(collectedWithoutTips[0]!.c);
    const csv = await (await call(ctx, 'GET', `/api/admin/bookkeeping.csv?from=2000-01-01&to=2100-01-01`, { cookie: admin })).text();
    const lines = csv.split('\r\n').filter((l) => l.includes(orderId.slice(-8).toUpperCase()) || l.includes(orderId.slice(-8)));
    expect(lines.map((l) => l.replaceAll('"', '').split(',').slice(4, 6).join(' '))).toEqual(['deposit 547.50', 'balance 1277.50', 'tip 273.75']);
    await money(orderId);
  });

  it('a tip and a balance at once (two tabs): one charge goes through, the other was cancelled; the invariant holds', async () => {
    const { orderId, token } = await delivered(false);
    const [balance, tipped] = await Promise.all([myOrder(ctx, 'POST', `${token}/balance-intent`), tip(token, { percent: 20 })]);
    const secrets = [(await readJson(balance)).clientSecret as string, (await readJson(tipped)).clientSecret as string];
    const outcomes = [await pay(secrets[0]!), await pay(secrets[1]!)];
    console.info(`two tabs, balance then tip: ${JSON.stringify(outcomes)}`);
    expect(outcomes.filter((o) => o === 'succeeded')).toHaveLength(1);
    expect(await orderRow(ctx, orderId)).toMatchObject({ status: 'completed', balance_status: 'paid' });
    const m = await money(orderId);
    expect(m.collected).toBe(m.total);
    expect([0, 36_500]).toContain(m.tips);
    // Whichever tab lost, the customer can still tip on its own afterwards, once.
    if (m.tips === 0) {
      const alone = await readJson(await tip(token, { percent: 20 }));
      expect(alone).toMatchObject({ withBalance: false, amount: '365.00' });
      expect(await pay(alone.clientSecret)).toBe('succeeded');
      expect((await money(orderId)).tips).toBe(36_500);
    }
  });
});

describe('a tip on its own', () => {
  it('pays with the card saved with consent; a double tap with two amounts leaves one live tip; staff refund it through the one refund path', async () => {
    const { orderId, token } = await delivered(true);
    // NOTE: the workers would charge the saved card for the balance now; here its charge is still scheduled, so a tip goes on its own.
    expect(await orderRow(ctx, orderId)).toMatchObject({ balance_status: 'scheduled' });
    const view = await customerView(orderId);
    expect(view.tips).toMatchObject({ offered: true, withBalance: false, savedCard: 'Visa ending in 4242' });
    const [ten, twelve] = await Promise.all([tip(token, { amount: '50', card: 'saved' }), tip(token, { amount: '60.00', card: 'saved' })]);
    const a = await readJson(ten);
    const b = await readJson(twelve);
    expect(a).toMatchObject({ withBalance: false, savedCard: { card: 'Visa ending in 4242', paymentMethod: expect.stringMatching(/^pm_/) } });
    const outcomes = [await pay(a.clientSecret, a.savedCard.paymentMethod), await pay(b.clientSecret, b.savedCard.paymentMethod)];
    console.info(`double tap, $50 and $60: ${JSON.stringify(outcomes)}`);
    expect(outcomes.filter((o) => o === 'succeeded')).toHaveLength(1);
    const tips = [...stripe.emulator.state.paymentIntents.values()].filter((pi) => pi.metadata.orderId === orderId && pi.metadata.purpose === 'tip');
    expect(tips.filter((pi) => pi.status === 'succeeded')).toHaveLength(1);
    const paid = tips.find((pi) => pi.status === 'succeeded')!.amount;
    expect((await customerView(orderId)).tips).toMatchObject({ paid: (paid / 100).toFixed(2), offered: false });
    expect(await outboxEvents(ctx, 'order.tip_paid', orderId)).toHaveLength(1);
    expect(await money(orderId)).toMatchObject({ tips: paid, refunded: 0 });

    // Refund: admins only, never more than the tips, and the order's money untouched.
    const admin = await adminCookie();
    expect((await call(ctx, 'POST', `/api/admin/orders/${orderId}/refund`, { cookie: session.cookie, body: { amount: '10.00', of: 'tip' } })).status).toBe(403);
    const tooMuch = await call(ctx, 'POST', `/api/admin/orders/${orderId}/refund`, { cookie: admin, body: { amount: '500.00', of: 'tip' } });
    expect(tooMuch.status).toBe(409);
    expect((await readJson(tooMuch)).message).toMatch(/tips of this order have left/);
    const [r1, r2] = await Promise.all([1, 2].map(() => call(ctx, 'POST', `/api/admin/orders/${orderId}/refund`, { cookie: admin, body: { amount: (paid / 100).toFixed(2), of: 'tip', reason: 'Crew asked' } })));
    expect([r1!.status, r2!.status].sort()).toEqual([200, 409]);
    await stripe.emulator.idle();
    const after = await money(orderId);
    expect(after).toMatchObject({ tips: paid, tips_refunded: paid, refunded: 0 });
    expect(await orderRow(ctx, orderId)).toMatchObject({ refunded_cents: 0, status: 'delivered' });
    expect((await staffView(orderId)).tips).toMatchObject({ refunded: (paid / 100).toFixed(2) });
    // A refunded tip may be given again.
    expect((await customerView(orderId)).tips.offered).toBe(true);
  });

  it('refuses the saved card without card-on-file consent, and reports tips per crew and day for payroll', async () => {
    const { orderId, token } = await delivered(false);
    // The balance first, without a tip.
    expect(await pay((await readJson(await myOrder(ctx, 'POST', `${token}/balance-intent`))).clientSecret)).toBe('succeeded');
    const refused = await tip(token, { amount: '40', card: 'saved' });
    expect(refused.status).toBe(409);
    expect((await readJson(refused)).message).toMatch(/consent/);
    const alone = await readJson(await tip(token, { amount: '40' }));
    expect(alone).toMatchObject({ withBalance: false, amount: '40.00', savedCard: null });
    expect(await pay(alone.clientSecret)).toBe('succeeded');
    const [row] = await ctx.sql<{ delivery_date: string }[]>`UPDATE orders SET crew = 2, crew_day = delivery_date WHERE id = ${orderId} RETURNING delivery_date`;
    const admin = await adminCookie();
    const res = await call(ctx, 'GET', `/api/admin/tips.csv?from=${row!.delivery_date}&to=${row!.delivery_date}`, { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/csv/);
    const csv = await res.text();
    expect(csv.split('\r\n')[0]).toBe('Date,Crew,Orders,Tips (USD),Refunded (USD),To pay (USD)');
    expect(csv.replaceAll('"', '')).toContain(`${row!.delivery_date},Crew 2,1,40.00,0.00,40.00`);
    expect((await call(ctx, 'GET', `/api/admin/tips.csv?from=${row!.delivery_date}&to=${row!.delivery_date}`, { cookie: session.cookie })).status).toBe(403);
    expect((await call(ctx, 'GET', '/api/admin/tips.csv?from=2026-13-01&to=x', { cookie: admin })).status).toBe(400);
    expect((await call(ctx, 'GET', '/api/admin/tips.csv?from=2026-01-01&to=2026-01-02')).status).toBe(401);
    await money(orderId);
  });
});
