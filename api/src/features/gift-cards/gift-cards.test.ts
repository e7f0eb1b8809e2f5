import { sendGiftCardsDueNow } from '@sdp/server/gift-cards/issue-gift-card';
import { addDays, sanDiegoDate, sanDiegoInstant } from '@sdp/shared/pacific-time';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/harness.ts';
import { expectMoneyInvariant } from '../../../test/money-fixtures.ts';
import { call, signedIn } from '../../../test/staff-fixtures.ts';
import { orderPayload, orderRow, readJson } from '../../../test/stripe-order-fixtures.ts';
import { postSignedWebhook, stripeEvent, useStripeEmulator } from '../../../test/stripe-emulator.ts';

// Gift cards (docs/design.md §27): bought through Checkout on the emulator, issued by the signed webhook, spent as a payment of
// deposits across orders, given back on refunds, looked up, voided and refunded by staff; the money invariant after each test.
const ctx = useTestContext({ PUBLIC_URL: 'http://shop.test', TRUST_PROXY: '1' });
const stripe = useStripeEmulator(ctx);
let admin = '';
let crew = '';
beforeAll(async () => {
  await ctx.sql`UPDATE delivery_slots SET capacity = 100`;
  admin = (await signedIn(ctx, 'admin')).cookie;
  crew = (await signedIn(ctx, 'staff')).cookie;
});
afterEach(async () => {
  await expectMoneyInvariant(ctx);
});

const get = (path: string, from = '198.51.100.7') => ctx.app.request(`${ctx.env.BASE_PATH}${path}`, { headers: { 'x-forwarded-for': from } });
const buyer = { buyerName: 'Gale Giver', buyerEmail: 'gale@example.com' };
const payOn = (url: string) =>
  fetch(url, { method: 'POST', redirect: 'manual', body: new URLSearchParams({ action: 'pay', cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' }) });

/** Buy a card on the emulator's hosted page; answers its id and code once the signed webhook issued it. */
async function boughtCard(amount: string, more: Record<string, unknown> = {}) {
  const res = await ctx.post('/api/gift-cards/checkout', { amount, ...buyer, ...more });
  expect(res.status).toBe(200);
  const { url } = await readJson(res);
  expect((await payOn(url)).status).toBe(303);
  await stripe.emulator.idle();
  const sessionId = new URL(url).pathname.split('/').pop()!;
  const [card] = await ctx.sql`SELECT id, code, status, balance_cents FROM gift_cards WHERE checkout_session_id = ${sessionId}`;
  return { id: card!.id as string, code: card!.code as string, status: card!.status as string, sessionId, url: url as string };
}

const balanceOf = async (code: string) => (await ctx.sql`SELECT balance_cents FROM gift_cards WHERE code = ${code}`)[0]!.balance_cents as number;
const secretHeader = (o: { orderSecret: string }) => ({ 'x-order-secret': o.orderSecret });
const embeddedOrder = async () => readJson(await ctx.post('/api/orders', await orderPayload(ctx)));
const updatePayment = (o: { orderId: string; orderSecret: string }, giftCardCode: string | null) =>
  ctx.post(`/api/orders/${o.orderId}/update-payment`, { giftCardCode }, secretHeader(o));

describe('buying a gift card through Checkout', () => {
  it('issues the card only when the session completes, once, with a long random code, and queues its e-mail', async () => {
    const res = await ctx.post('/api/gift-cards/checkout', { amount: '150', ...buyer, recipientName: 'Rae Ceiver', recipientEmail: 'rae@example.com', message: 'Happy fall!' });
    const { url } = await readJson(res);
    const sessionId = new URL(url).pathname.split('/').pop()!;
    const session = await stripe.stripe.checkout.sessions.retrieve(sessionId);
    expect(session).toMatchObject({ amount_total: 15_000, customer_email: 'gale@example.com', metadata: { purpose: 'gift_card' } });
    expect((await ctx.sql`SELECT status, code FROM gift_cards WHERE checkout_session_id = ${sessionId}`)[0]).toEqual({ status: 'pending', code: null });

    await payOn(url);
    await stripe.emulator.idle();
    const [card] = await ctx.sql`SELECT id, status, code, balance_cents, payment_intent_id, sent_at FROM gift_cards WHERE checkout_session_id = ${sessionId}`;
    expect(card).toMatchObject({ status: 'active', balance_cents: 15_000 });
    expect(card!.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
    expect(card!.payment_intent_id).toMatch(/^pi_/);
    expect(card!.sent_at).toBeInstanceOf(Date);
    const events = await ctx.sql`SELECT type FROM outbox_events WHERE payload->>'giftCardId' = ${card!.id} ORDER BY type`;
    expect(events.map((e) => e.type)).toEqual(['gift_card.issued', 'gift_card.send']);

    // A redelivered completion changes nothing (the event id is stored with the change).
    const session2 = await stripe.stripe.checkout.sessions.retrieve(sessionId);
    const again = await postSignedWebhook(ctx, stripeEvent('checkout.session.completed', session2));
    expect((await readJson(again)).result).toBe('unchanged');
    expect((await ctx.sql`SELECT count(*)::int AS n FROM gift_card_entries WHERE gift_card_id = ${card!.id}`)[0]!.n).toBe(1);

    const balance = await get(`/api/gift-cards/SDP-${card!.code.match(/.{4}/g).join('-').toLowerCase()}/balance`);
    expect(balance.status).toBe(200);
    expect(await readJson(balance)).toEqual({ balance: '150.00' });
  });

  it('refuses amounts outside $25 to $2,500, a past day, and a bad e-mail with a 400 naming the field', async () => {
    for (const [body, message] of [
      [{ amount: '24.99', ...buyer }, 'A gift card is at least $25'],
      [{ amount: '2500.01', ...buyer }, 'A gift card is at most $2,500'],
      [{ amount: 'lots', ...buyer }, 'Please enter an amount in dollars'],
      [{ amount: '50', ...buyer, buyerEmail: 'nope' }, 'Please enter a valid email'],
      [{ amount: '50', ...buyer, sendOn: '2020-01-01' }, 'Please choose today or a later day to send it'],
    ] as const) {
      const res = await ctx.post('/api/gift-cards/checkout', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await readJson(res)).message).toBe(message);
    }
    expect((await ctx.post('/api/gift-cards/checkout', { amount: '25', ...buyer })).status).toBe(200);
    expect((await ctx.post('/api/gift-cards/checkout', { amount: 2500, ...buyer })).status).toBe(200);
  });

  it('e-mails a card chosen for a later day on that day, by the controllable clock', async () => {
    const day = addDays(sanDiegoDate(new Date()), 30);
    const card = await boughtCard('40', { recipientEmail: 'later@example.com', sendOn: day });
    const sends = async () => (await ctx.sql`SELECT count(*)::int AS n FROM outbox_events WHERE type = 'gift_card.send' AND payload->>'giftCardId' = ${card.id}`)[0]!.n;
    expect(await sends()).toBe(0);
    await sendGiftCardsDueNow({ ...ctx.deps, redis: null }, sanDiegoInstant(addDays(day, -1), '23:59'));
    expect(await sends()).toBe(0);
    await sendGiftCardsDueNow({ ...ctx.deps, redis: null }, sanDiegoInstant(day, '00:01'));
    await sendGiftCardsDueNow({ ...ctx.deps, redis: null }, sanDiegoInstant(addDays(day, 1), '09:00'));
    expect(await sends()).toBe(1);
  });
});

describe('a code cannot be guessed', () => {
  it('answers unknown, malformed and void codes the same, and limits tries per address', async () => {
    const card = await boughtCard('30');
    expect((await call(ctx, 'POST', `/api/admin/gift-cards/${card.code}/void`, { cookie: admin, body: { reason: 'Reported stolen' } })).status).toBe(200);
    const answers = [];
    for (const code of ['SDP-AAAA-AAAA-AAAA-AAAA', 'nonsense', card.code]) {
      const res = await get(`/api/gift-cards/${code}/balance`, '203.0.113.9');
      answers.push([res.status, await res.text()]);
    }
    expect(new Set(answers.map((a) => JSON.stringify([a[0], JSON.parse(a[1] as string).message]))).size).toBe(1);
    expect(answers[0]![0]).toBe(404);
    const statuses = [];
    for (let i = 0; i < 10; i++) statuses.push((await get('/api/gift-cards/SDP-BBBB-BBBB-BBBB-BBBB/balance', '203.0.113.9')).status);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(3);
  });
});

describe('spending a gift card on deposits', () => {
  it('pays part of an embedded deposit: Stripe is asked for the rest, and the card is collected money of the order', async () => {
    const card = await boughtCard('100');
    const order = await embeddedOrder();
    const res = await updatePayment(order, card.code);
    expect(res.status).toBe(200);
    const body = await readJson(res);
    expect(body.breakdown).toMatchObject({ depositAmount: '547.50', finalTotal: '1825.00', giftCardAmount: '100.00', dueNow: '447.50' });
    const intentId = body.clientSecret.split('_secret_')[0];
    expect((await stripe.stripe.paymentIntents.retrieve(intentId)).amount).toBe(44_750);
    // The same code again (an add-on toggled) keeps the one hold: no new ledger lines.
    await updatePayment(order, card.code);
    expect((await ctx.sql`SELECT kind FROM gift_card_entries WHERE gift_card_id = ${card.id} ORDER BY created_at`).map((e) => e.kind)).toEqual(['issued', 'redeemed']);
    await stripe.stripe.paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
    await stripe.emulator.idle();
    expect(await orderRow(ctx, order.orderId)).toMatchObject({ status: 'deposit_paid', gift_card_cents: 10_000 });
    const [ledger] = await ctx.sql`SELECT deposit_cents::int AS deposit FROM order_ledger WHERE order_id = ${order.orderId}`;
    expect(ledger!.deposit).toBe(54_750);
    expect(await balanceOf(card.code)).toBe(0);
  });

  it('pays a whole hosted deposit with no Stripe charge at all, and the rest stays on the card for the next order', async () => {
    const card = await boughtCard('600');
    const sessionsBefore = stripe.emulator.state.sessions.size;
    const intentsBefore = stripe.emulator.state.paymentIntents.size;
    const res = await ctx.post('/api/create-stripe-checkout', await orderPayload(ctx, { giftCardCode: card.code.toLowerCase() }));
    expect(res.status).toBe(200);
    const { url, orderId } = await readJson(res);
    expect(url).toMatch(/^http:\/\/shop\.test\/my-order\//);
    expect(await orderRow(ctx, orderId)).toMatchObject({ status: 'deposit_paid', gift_card_cents: 54_750, stripe_checkout_session_id: null, stripe_payment_intent_id: null });
    expect(stripe.emulator.state.sessions.size).toBe(sessionsBefore);
    expect(stripe.emulator.state.paymentIntents.size).toBe(intentsBefore);
    expect(await balanceOf(card.code)).toBe(5_250);
    // The next order takes what is left ($52.50) and Stripe the rest.
    const next = await embeddedOrder();
    expect((await readJson(await updatePayment(next, card.code))).breakdown).toMatchObject({ giftCardAmount: '52.50', dueNow: '495.00' });
    expect(await balanceOf(card.code)).toBe(0);
    const third = await embeddedOrder();
    const spent = await updatePayment(third, card.code);
    expect(spent.status).toBe(409);
    expect((await readJson(spent)).message).toBe('This gift card has no balance left.');
  });

  it('two tabs spending one card at once take no more than its balance', async () => {
    const card = await boughtCard('600');
    const [a, b] = [await embeddedOrder(), await embeddedOrder()];
    const answers = await Promise.all([updatePayment(a, card.code), updatePayment(b, card.code)]);
    const gifts = await Promise.all(answers.map(async (r) => (r.status === 200 ? (await readJson(r)).breakdown.giftCardAmount : r.status)));
    // One tab holds the whole deposit ($547.50), the other what was left ($52.50), whichever locked the card first.
    expect(gifts.sort()).toEqual(['52.50', '547.50']);
    const [held] = await ctx.sql`SELECT coalesce(sum(amount_cents), 0)::int AS n FROM payments WHERE kind = 'gift_card' AND status IN ('pending', 'succeeded') AND order_id IN ${ctx.sql([a.orderId, b.orderId])}`;
    expect(held!.n + (await balanceOf(card.code))).toBe(60_000);
    // The same order from two tabs at once: one hold, never two.
    const c = await embeddedOrder();
    const card2 = await boughtCard('100');
    await Promise.all([updatePayment(c, card2.code), updatePayment(c, card2.code)]);
    expect((await ctx.sql`SELECT count(*)::int AS n FROM payments WHERE order_id = ${c.orderId} AND kind = 'gift_card' AND status = 'pending'`)[0]!.n).toBe(1);
    expect(await balanceOf(card2.code)).toBe(0);
  });

  it('an order abandoned unpaid gives its hold back to the card', async () => {
    const card = await boughtCard('100');
    const order = await embeddedOrder();
    const { clientSecret } = await readJson(await updatePayment(order, card.code));
    expect(await balanceOf(card.code)).toBe(0);
    await stripe.stripe.paymentIntents.cancel(clientSecret.split('_secret_')[0]);
    await stripe.emulator.idle();
    expect((await orderRow(ctx, order.orderId)).status).toBe('cancelled');
    expect(await balanceOf(card.code)).toBe(10_000);
    expect((await ctx.sql`SELECT kind FROM gift_card_entries WHERE gift_card_id = ${card.id} ORDER BY created_at`).map((e) => e.kind)).toEqual(['issued', 'redeemed', 'released']);
  });

  it('a refund of an order paid partly by gift card gives the card its part back, after the bank card', async () => {
    const card = await boughtCard('100');
    const order = await embeddedOrder();
    const { clientSecret } = await readJson(await updatePayment(order, card.code));
    await stripe.stripe.paymentIntents.confirm(clientSecret.split('_secret_')[0], { payment_method: 'pm_card_visa' });
    await stripe.emulator.idle();
    const partial = await call(ctx, 'POST', `/api/admin/orders/${order.orderId}/refund`, { cookie: admin, body: { amount: '400.00', reason: 'Goodwill' } });
    expect(partial.status).toBe(200);
    expect(await balanceOf(card.code)).toBe(0);
    const rest = await call(ctx, 'POST', `/api/admin/orders/${order.orderId}/refund`, { cookie: admin, body: { amount: '147.50', reason: 'Cancelled' } });
    expect(rest.status).toBe(200);
    await stripe.emulator.idle();
    expect(await balanceOf(card.code)).toBe(10_000);
    const refunds = await ctx.sql`SELECT r.amount_cents, src.kind FROM payments r JOIN payments src ON src.provider_ref = r.refund_of WHERE r.order_id = ${order.orderId} AND r.kind = 'refund' ORDER BY r.created_at, src.kind DESC`;
    expect(refunds.map((r) => [r.kind, r.amount_cents])).toEqual([['payment_intent', 40_000], ['payment_intent', 4_750], ['gift_card', 10_000]]);
    expect(await orderRow(ctx, order.orderId)).toMatchObject({ status: 'refunded', refunded_cents: 54_750 });
    const over = await call(ctx, 'POST', `/api/admin/orders/${order.orderId}/refund`, { cookie: admin, body: { amount: '0.01', reason: 'x' } });
    expect(over.status).toBe(409);
  });
});

describe('staff and gift cards', () => {
  it('staff look a card up with its ledger; only an admin voids, refunds or pays cash back; anonymous gets 401', async () => {
    const card = await boughtCard('555.50');
    expect((await get(`/api/admin/gift-cards/${card.code}`)).status).toBe(401);
    const seen = await call(ctx, 'GET', `/api/admin/gift-cards/${card.code}`, { cookie: crew });
    expect(seen.status).toBe(200);
    expect(await seen.json()).toMatchObject({ status: 'active', amount: '555.50', balance: '555.50', buyerEmail: 'gale@example.com', cashBackAllowed: false });
    expect((await call(ctx, 'POST', `/api/admin/gift-cards/${card.code}/void`, { cookie: crew, body: { reason: 'x y' } })).status).toBe(403);
    // A $547.50 deposit paid with it, then the buyer asks for the $8 left in cash (Civil Code 1749.5).
    const order = await embeddedOrder();
    expect((await readJson(await updatePayment(order, card.code))).paid).toBe(true);
    expect((await call(ctx, 'GET', `/api/admin/gift-cards/${card.code}`, { cookie: crew }).then((r) => r.json())).cashBackAllowed).toBe(true);
    const cash = await call(ctx, 'POST', `/api/admin/gift-cards/${card.code}/cash-back`, { cookie: admin, body: { reason: 'Asked at the door' } });
    expect(cash.status).toBe(200);
    expect(await cash.json()).toMatchObject({ balance: '0.00', status: 'active' });

    const big = await boughtCard('250');
    const tooMuchCash = await call(ctx, 'POST', `/api/admin/gift-cards/${big.code}/cash-back`, { cookie: admin, body: { reason: 'Asked' } });
    expect(tooMuchCash.status).toBe(409);
    const refunded = await call(ctx, 'POST', `/api/admin/gift-cards/${big.code}/refund`, { cookie: admin, body: { reason: 'Changed their mind' } });
    expect(refunded.status).toBe(200);
    expect(await refunded.json()).toMatchObject({ status: 'refunded', balance: '0.00' });
    const [pi] = await ctx.sql`SELECT payment_intent_id FROM gift_cards WHERE id = ${big.id}`;
    const refunds = await stripe.stripe.refunds.list({ payment_intent: pi!.payment_intent_id });
    expect(refunds.data.map((r) => r.amount)).toEqual([25_000]);
    expect((await call(ctx, 'POST', `/api/admin/gift-cards/${big.code}/refund`, { cookie: admin, body: { reason: 'again' } })).status).toBe(409);
    // A refunded card pays nothing, with the same answer as an unknown code.
    const used = await updatePayment(await embeddedOrder(), big.code);
    expect(used.status).toBe(400);
    expect((await readJson(used)).message).toBe('This gift card code is not valid. Please check it and try again.');
  });
});
